// Same core vs across cores (core/compare/cross_core_view.hpp): per mechanism a pair of bars,
// the pairs grouped per kernel (and the other conditions that vary), the ratio written over
// each pair.

#include "app/charts/chart_builders.hpp"
#include "app/charts/chart_style.hpp"

#include <QLocale>
#include <algorithm>
#include <qcustomplot.h>

namespace cyclelab::app {
namespace {

// Between two groups' pairs: a gap of this many pair slots, the separator in its middle.
constexpr double kGroupGap = 0.6;
constexpr double kBarWidth = 0.38;

struct Placed {
    std::vector<double> keys;                     // per pair
    std::vector<std::pair<double, double>> spans; // per group: first and last key
    std::vector<double> separators;               // between groups
};

Placed place(const core::CrossCoreView& view) {
    Placed out;
    double key = 1.0;
    for (std::size_t g = 0; g < view.groups.size(); ++g) {
        if (g > 0) {
            out.separators.push_back(key - 0.5 + kGroupGap / 2);
            key += kGroupGap;
        }
        const double first = key;
        for (const core::CrossCorePair& p : view.pairs) {
            if (p.group == view.groups[g]) {
                out.keys.push_back(key);
                key += 1.0;
            }
        }
        out.spans.emplace_back(first, key - 1.0);
    }
    return out;
}

// The pairs' keys follow the groups' order; the view lists pairs group-major already.
void mechanismTicks(QCustomPlot& plot, const core::CrossCoreView& view, const Placed& placed) {
    std::vector<std::string> labels;
    for (const core::CrossCorePair& p : view.pairs)
        labels.push_back(p.mechanism);
    const double span = placed.keys.empty() ? 1.0 : placed.keys.back() - placed.keys.front() + 1.2;
    const double slotPx = (plot.width() - 90) / std::max(1.0, span);
    const CategoryLabels fitted = fitCategoryLabels(labels, slotPx, chartFont(kTickPt));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < fitted.texts.size(); ++i)
        ticker->addTick(placed.keys[static_cast<std::size_t>(i)], fitted.texts[i]);
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setSubTicks(false);
    plot.xAxis->setTickLength(0, 4);
    plot.xAxis->grid()->setVisible(false);
    plot.xAxis->setTickLabelRotation(fitted.upright ? -90 : 0);
    plot.xAxis->setRange(placed.keys.empty() ? 0.4 : placed.keys.front() - 0.6,
                         placed.keys.empty() ? 1.6 : placed.keys.back() + 0.6);
}

// One side's bars, p10-p90 whiskers and hatching of its unconfirmed bars; the side's top.
double addSide(QCustomPlot& plot, const core::CrossCoreView& view, const Placed& placed, bool cross,
               bool& anyUnconfirmed) {
    auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
    bars->setName(cross ? ChartText::tr("across cores (core=1)")
                        : ChartText::tr("same core (core=0)"));
    const QColor c = paletteColor(cross ? 1 : 0);
    bars->setPen(QPen(c.darker(130), 1));
    bars->setBrush(c);
    bars->setWidth(kBarWidth);
    auto* whiskers = new QCPErrorBars(plot.xAxis, plot.yAxis);
    whiskers->removeFromLegend();
    whiskers->setPen(QPen(Qt::black, 1.2));
    whiskers->setWhiskerWidth(6);
    QVector<double> keys, values, below, above, flaggedKeys, flaggedValues;
    double top = 0;
    const double offset = (cross ? 0.5 : -0.5) * (kBarWidth + 0.02);
    for (std::size_t i = 0; i < view.pairs.size(); ++i) {
        const core::CrossCoreBar& bar = cross ? view.pairs[i].cross : view.pairs[i].same;
        if (!bar.present)
            continue;
        const double key = placed.keys[i] + offset;
        keys << key;
        values << bar.median;
        below << bar.median - bar.p10;
        above << bar.p90 - bar.median;
        top = std::max(top, bar.p90);
        if (core::unconfirmed(bar.verdict)) {
            flaggedKeys << key;
            flaggedValues << bar.median;
        }
    }
    bars->setData(keys, values);
    whiskers->setDataPlottable(bars);
    whiskers->setData(below, above);
    anyUnconfirmed = anyUnconfirmed || !flaggedKeys.isEmpty();
    addUnconfirmedBars(plot, flaggedKeys, flaggedValues, kBarWidth);
    return top;
}

QCPItemText* label(QCustomPlot& plot, const QString& text, const QFont& font) {
    auto* item = new QCPItemText(&plot);
    item->setFont(font);
    item->setText(text);
    item->setColor(QColor(30, 30, 30));
    return item;
}

} // namespace

void refitCrossCoreTicks(QCustomPlot& plot, const core::CrossCoreView& view) {
    mechanismTicks(plot, view, place(view));
}

bool buildCrossCore(QCustomPlot& plot, const core::CrossCoreView& view) {
    styleAxis(plot.xAxis, ChartText::tr("mechanism"));
    styleAxis(plot.yAxis, ChartText::tr("median [%1]")
                              .arg(view.unit == core::ValueUnit::Cycles ? ChartText::tr("cycles")
                                                                        : QStringLiteral("ns")));
    const Placed placed = place(view);
    mechanismTicks(plot, view, placed);
    bool anyUnconfirmed = false;
    // One after the other: the legend lists the sides in the order they are added.
    const double sameTop = addSide(plot, view, placed, false, anyUnconfirmed);
    const double top = std::max(sameTop, addSide(plot, view, placed, true, anyUnconfirmed));
    if (anyUnconfirmed)
        unconfirmedLegendEntry(plot);
    // The ratio over each pair, just above its taller whisker.
    for (std::size_t i = 0; i < view.pairs.size(); ++i) {
        const core::CrossCorePair& p = view.pairs[i];
        const auto ratio = p.ratio();
        auto* text = label(plot,
                           ratio ? QStringLiteral("×") + QLocale().toString(*ratio, 'f', 2)
                                 : QStringLiteral("–"),
                           chartFont(kCaptionPt, true));
        text->position->setCoords(placed.keys[i], std::max(p.same.p90, p.cross.p90));
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setPadding(QMargins(0, 0, 0, 3));
    }
    // Each group's name over its pairs, broken into lines as wide as the group (a kernel's
    // version and profile side by side ran into the next group's), and a dotted line between.
    const double keySpan =
        placed.keys.empty() ? 1.0 : placed.keys.back() - placed.keys.front() + 1.2;
    const double pxPerKey = (plot.width() - 90) / std::max(1.0, keySpan);
    for (std::size_t g = 0; g < view.groups.size(); ++g) {
        const QFont font = chartFont(kLabelPt, true);
        const double widthPx = (placed.spans[g].second - placed.spans[g].first + 1.0) * pxPerKey;
        auto* name =
            label(plot, wrapCaption(view.groups[g], font, static_cast<int>(widthPx)), font);
        name->position->setTypeX(QCPItemPosition::ptPlotCoords);
        name->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        name->position->setCoords((placed.spans[g].first + placed.spans[g].second) / 2, 0.02);
        name->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    }
    for (double x : placed.separators) {
        auto* line = new QCPItemStraightLine(&plot);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(QColor(120, 120, 120), 1, Qt::DotLine));
    }
    humanTicks(plot.yAxis, plot.height() / 2);
    // Headroom for the ratios and the group names above the tallest whisker.
    plot.yAxis->setRange(0, top > 0 ? top * 1.25 : 1);
    auto* ratioKey = plot.addGraph(plot.xAxis, plot.yAxis);
    ratioKey->setName(ChartText::tr("×: across cores ÷ same core (medians)"));
    ratioKey->setLineStyle(QCPGraph::lsNone);
    return !view.pairs.empty();
}

} // namespace cyclelab::app
