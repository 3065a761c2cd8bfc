#include "app/charts/chart_builders.hpp"
#include "app/charts/chart_style.hpp"
#include "core/common/units.hpp"

#include <QCoreApplication>
#include <QFontMetrics>
#include <algorithm>
#include <cmath>
#include <map>
#include <qcustomplot.h>
#include <utility>

namespace cyclelab::app {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QSharedPointer<QCPAxisTickerText> textTicker(const std::vector<std::string>& labels) {
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        t->addTick(static_cast<double>(i), qs(labels[i]));
    }
    return t;
}

// Viridis stops: perceptually uniform and readable with any colour vision and in greyscale.
QCPColorGradient viridis() {
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    g.setColorStopAt(0.25, QColor(0x3B, 0x52, 0x8B));
    g.setColorStopAt(0.5, QColor(0x21, 0x90, 0x8C));
    g.setColorStopAt(0.75, QColor(0x5D, 0xC8, 0x63));
    g.setColorStopAt(1.0, QColor(0xFD, 0xE7, 0x25));
    g.setNanHandling(QCPColorGradient::nhTransparent);
    return g;
}

// A scatter of many samples, with each distinct point drawn at most kMaxRepeats times. Integer
// counts pair up into few distinct points (a 10,000-sample run: a few dozen), and the picture
// of a disc drawn k times over itself stops changing long before k reaches the thousands a
// typical point has: after 16 discs of opacity 140/255 its centre is opaque. One colour, so the
// order of drawing does not matter. Layer r holds the points seen at least r + 1 times; drawing
// 10,000 antialiased discs was the Compare page's slowest plot.
constexpr std::size_t kMaxRepeats = 16;
std::vector<std::pair<QVector<double>, QVector<double>>>
repeatLayers(const std::vector<double>& xs, const std::vector<double>& ys) {
    std::vector<std::pair<double, double>> points;
    points.reserve(std::min(xs.size(), ys.size()));
    for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
        points.emplace_back(xs[i], ys[i]);
    }
    std::sort(points.begin(), points.end());
    std::vector<std::pair<QVector<double>, QVector<double>>> layers(1);
    for (std::size_t i = 0; i < points.size();) {
        std::size_t j = i + 1;
        while (j < points.size() && points[j] == points[i]) {
            ++j;
        }
        const std::size_t repeats = std::min(j - i, kMaxRepeats);
        if (layers.size() < repeats) {
            layers.resize(repeats);
        }
        for (std::size_t r = 0; r < repeats; ++r) {
            layers[r].first.push_back(points[i].first);
            layers[r].second.push_back(points[i].second);
        }
        i = j;
    }
    return layers;
}

QString formatValue(double v) {
    return QString::fromStdString(core::formatCount(v, 3));
}

// Integer counts pair up into few distinct points: 2,000 pairs could show as 4 opaque dots,
// hiding where most of them lie. Up to this many distinct points, each shared by several pairs
// is labelled with how many; beyond, the points spread enough for their opacity to show it.
constexpr std::size_t kMaxCountLabels = 24;

// The number of distinct points, and their labels when there are few.
std::size_t labelPointCounts(QCustomPlot& plot, const std::vector<double>& xs,
                             const std::vector<double>& ys) {
    std::map<std::pair<double, double>, std::size_t> counts;
    for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
        ++counts[{xs[i], ys[i]}];
    }
    if (counts.size() > kMaxCountLabels) {
        return counts.size();
    }
    for (const auto& [point, n] : counts) {
        if (n < 2) {
            continue;
        }
        auto* text = new QCPItemText(&plot);
        text->position->setCoords(point.first, point.second);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        text->setPadding(QMargins(5, 0, 0, 3));
        text->setFont(chartFont(kCaptionPt));
        text->setText(QStringLiteral("×") + formatValue(static_cast<double>(n)));
    }
    return counts.size();
}

// "7120 B", "12.3 kB".
QString formatBytes(double v) {
    const QString n = formatValue(v);
    return n.back().isLetter() ? n + QLatin1Char('B') : n + QStringLiteral(" B");
}

} // namespace

// Each row is coloured relative to its own fastest level: benchmarks differ by orders of
// magnitude, so one colour range over all cells paints every row but the slowest one colour.
// Cells are drawn as rectangles, not a QCPColorMap, which draws nothing for a single row or
// column. Each cell prints its median, in a font that fits the cell.
bool buildOptHeatMap(QCustomPlot& plot, const core::OptHeatMapView& view) {
    const int nx = static_cast<int>(view.opts.size());
    const int ny = static_cast<int>(view.rows.size());
    styleAxis(plot.xAxis, ChartText::tr("optimisation level"));
    styleAxis(plot.yAxis, QString());
    plot.xAxis->setTicker(textTicker(view.opts));
    plot.yAxis->setTicker(textTicker(view.rows));
    plot.xAxis->setSubTicks(false);
    plot.yAxis->setSubTicks(false);
    plot.xAxis->grid()->setVisible(false);
    plot.yAxis->grid()->setVisible(false);
    plot.yAxis->setRangeReversed(true); // first row on top, like the table
    std::vector<double> rowBest(static_cast<std::size_t>(ny),
                                std::numeric_limits<double>::quiet_NaN());
    double worstRatio = 1;
    for (int y = 0; y < ny; ++y) {
        const auto& row = view.medianCycles[static_cast<std::size_t>(y)];
        for (double v : row) {
            if (std::isfinite(v) && !(v >= rowBest[static_cast<std::size_t>(y)])) {
                rowBest[static_cast<std::size_t>(y)] = v;
            }
        }
        for (double v : row) {
            const double best = rowBest[static_cast<std::size_t>(y)];
            if (std::isfinite(v) && best > 0) {
                worstRatio = std::max(worstRatio, v / best);
            }
        }
    }
    // At least 1.0 .. 1.5, so that a 2 % difference does not look like the whole scale.
    const QCPRange ratioRange(1.0, std::max(1.5, worstRatio));
    QCPColorGradient gradient = viridis(); // color() is not const: it caches a lookup table
    // Axis rect and colour scale share one cell of the main layout, so title and caption
    // span the full width.
    auto* scale = new QCPColorScale(&plot);
    auto* layoutRow = new QCPLayoutGrid;
    QCPAxisRect* rect = plot.axisRect();
    plot.plotLayout()->take(rect);
    plot.plotLayout()->simplify();
    plot.plotLayout()->addElement(0, 0, layoutRow);
    layoutRow->addElement(0, 0, rect);
    layoutRow->addElement(0, 1, scale);
    scale->setType(QCPAxis::atRight);
    scale->setGradient(gradient);
    scale->setDataRange(ratioRange);
    styleAxis(scale->axis(), ChartText::tr("× the row's fastest level"));
    scale->axis()->grid()->setVisible(false);
    auto* group = new QCPMarginGroup(&plot);
    plot.axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    plot.xAxis->setRange(-0.5, nx - 0.5);
    plot.yAxis->setRange(-0.5, ny - 0.5);
    // The plot's height less title, caption and axis: what one row gets, roughly.
    const double rowPx = std::max(8.0, (plot.height() - 190.0) / std::max(1, ny));
    QFont cellFont = chartFont(std::clamp(rowPx * 0.42, 6.5, kTickPt), true);
    for (int y = 0; y < ny; ++y) {
        for (int x = 0; x < nx; ++x) {
            const double v =
                view.medianCycles[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const double best = rowBest[static_cast<std::size_t>(y)];
            auto* cell = new QCPItemRect(&plot);
            cell->topLeft->setCoords(x - 0.5, y - 0.5);
            cell->bottomRight->setCoords(x + 0.5, y + 0.5);
            cell->setPen(QPen(Qt::white, 1));
            auto* text = new QCPItemText(&plot);
            text->position->setCoords(x, y);
            text->setFont(cellFont);
            text->setClipToAxisRect(true);
            if (!std::isfinite(v)) {
                cell->setBrush(QColor(235, 235, 235));
                text->setText(QStringLiteral("n/a"));
                text->setColor(QColor(90, 90, 90));
                continue;
            }
            const double ratio = best > 0 ? v / best : 1.0;
            cell->setBrush(QColor::fromRgb(gradient.color(ratio, ratioRange)));
            text->setText(formatValue(v));
            const double t = (ratio - ratioRange.lower) / ratioRange.size();
            text->setColor(t > 0.6 ? Qt::black : Qt::white); // dark text on the yellow end
        }
    }
    return false;
}

bool buildMemoryLedger(QCustomPlot& plot, const core::MemoryLedgerView& view) {
    std::vector<std::string> names;
    for (const auto& i : view.images) {
        names.push_back(i.imageName);
    }
    // Horizontal bars: image names are long and stay readable on the vertical axis.
    styleAxis(plot.xAxis, ChartText::tr("bytes (ROM = text + data, RAM = data + bss)"));
    styleAxis(plot.yAxis, QString());
    plot.yAxis->setTicker(textTicker(names));
    plot.yAxis->setSubTicks(false);
    plot.yAxis->grid()->setVisible(false);
    plot.yAxis->setRangeReversed(true);
    plot.yAxis->setRange(-0.6, static_cast<double>(names.size()) - 0.4);
    const char* sections[] = {QT_TRANSLATE_NOOP("ChartText", "text (flash)"),
                              QT_TRANSLATE_NOOP("ChartText", "data (flash + RAM)"),
                              QT_TRANSLATE_NOOP("ChartText", "bss (RAM)")};
    QCPBars* below = nullptr;
    double maxTotal = 0;
    for (int s = 0; s < 3; ++s) {
        auto* bars = new QCPBars(plot.yAxis, plot.xAxis);
        bars->setName(ChartText::tr(sections[s]));
        const QColor c = paletteColor(s);
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 1));
        bars->setWidth(0.6);
        bars->setStackingGap(0);
        if (below != nullptr) {
            bars->moveAbove(below);
        }
        for (std::size_t i = 0; i < view.images.size(); ++i) {
            const auto& img = view.images[i];
            const double v = s == 0 ? img.textBytes : (s == 1 ? img.dataBytes : img.bssBytes);
            bars->addData(static_cast<double>(i), v);
            maxTotal = std::max(maxTotal,
                                static_cast<double>(img.textBytes + img.dataBytes + img.bssBytes));
        }
        below = bars;
    }
    humanTicks(plot.xAxis, plot.width() / 2);
    // Room for the "ROM … / RAM …" labels right of the longest bar: the label's share of the
    // axis width, measured, so that it is never cut.
    const int labelPx = QFontMetrics(chartFont(kCaptionPt))
                            .horizontalAdvance(QStringLiteral("ROM 888 kB / RAM 888 kB"));
    const double axisPx = std::max(200.0, plot.width() - 260.0);
    const double labelShare = std::min(0.7, (labelPx + 12) / axisPx);
    plot.xAxis->setRange(0, maxTotal > 0 ? maxTotal / (1.0 - labelShare) : 1);
    for (std::size_t i = 0; i < view.images.size(); ++i) {
        const auto& img = view.images[i];
        auto* text = new QCPItemText(&plot);
        text->position->setCoords(img.textBytes + img.dataBytes + img.bssBytes,
                                  static_cast<double>(i));
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 0, 0, 0));
        text->setFont(chartFont(kCaptionPt));
        text->setText(QStringLiteral("ROM %1 / RAM %2")
                          .arg(formatBytes(img.romBytes()), formatBytes(img.ramBytes())));
        text->setClipToAxisRect(false);
    }
    return true;
}

bool buildBlandAltman(QCustomPlot& plot, const core::BlandAltmanView& view) {
    styleAxis(plot.xAxis, ChartText::tr("mean of counter and analyzer [ns]"));
    styleAxis(plot.yAxis, ChartText::tr("analyzer − counter [ns]"));
    QColor c = paletteColor(0);
    c.setAlpha(140);
    bool first = true;
    const std::size_t distinct = labelPointCounts(plot, view.meanNs, view.diffNs);
    for (const auto& [x, y] : repeatLayers(view.meanNs, view.diffNs)) {
        auto* points = plot.addGraph();
        if (std::exchange(first, false)) {
            points->setName(distinct <= kMaxCountLabels && distinct < view.meanNs.size()
                                ? ChartText::tr("paired samples (n=%1 at %2 points, ×N: pairs "
                                                "at a point)")
                                      .arg(view.paired)
                                      .arg(distinct)
                                : ChartText::tr("paired samples (n=%1)").arg(view.paired));
        } else {
            points->removeFromLegend();
        }
        points->setLineStyle(QCPGraph::lsNone);
        points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 5));
        points->setAdaptiveSampling(false);
        points->setData(x, y, true);
    }
    auto [minX, maxX] = std::minmax_element(view.meanNs.begin(), view.meanNs.end());
    const double x0 = view.meanNs.empty() ? 0 : *minX, x1 = view.meanNs.empty() ? 1 : *maxX;
    const double padX = std::max(1.0, (x1 - x0) * 0.05);
    plot.xAxis->setRange(x0 - padX, x1 + padX);
    auto hline = [&](double yv, const QPen& pen, const QString& name) {
        auto* g = plot.addGraph();
        g->setName(name);
        g->setPen(pen);
        g->setData(QVector<double>{x0 - padX, x1 + padX}, QVector<double>{yv, yv});
    };
    hline(view.biasNs, QPen(paletteColor(3), 2),
          ChartText::tr("bias %1 ns").arg(view.biasNs, 0, 'f', 2));
    hline(view.loaLowNs, QPen(paletteColor(3), 1.5, Qt::DashLine),
          ChartText::tr("limits of agreement %1 … %2 ns")
              .arg(view.loaLowNs, 0, 'f', 2)
              .arg(view.loaHighNs, 0, 'f', 2));
    hline(view.loaHighNs, QPen(paletteColor(3), 1.5, Qt::DashLine), QString());
    plot.graph(plot.graphCount() - 1)->removeFromLegend();
    // The band is the run's own tolerance, the one its verdict was decided with.
    hline(view.toleranceNs, QPen(paletteColor(2), 1.5, Qt::DotLine),
          ChartText::tr("± tolerance (%1 ns)").arg(view.toleranceNs, 0, 'g', 4));
    hline(-view.toleranceNs, QPen(paletteColor(2), 1.5, Qt::DotLine), QString());
    plot.graph(plot.graphCount() - 1)->removeFromLegend();
    double lo = std::min({view.loaLowNs, -view.toleranceNs}),
           hi = std::max({view.loaHighNs, view.toleranceNs});
    for (double v : view.diffNs) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const double pad = std::max(0.5, (hi - lo) * 0.08);
    plot.yAxis->setRange(lo - pad, hi + pad);
    return true;
}

} // namespace cyclelab::app
