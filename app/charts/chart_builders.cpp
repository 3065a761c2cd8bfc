#include "app/charts/chart_builders.hpp"

#include "app/charts/chart_style.hpp"
#include "core/common/overloaded.hpp"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>
#include <type_traits>
#include <utility>
#include <vector>

namespace cyclelab::app {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// "median [cycles]"
QString medianAxisLabel(core::ValueUnit unit) {
    return ChartText::tr("median [%1]")
        .arg(unit == core::ValueUnit::Cycles ? ChartText::tr("cycles") : QStringLiteral("ns"));
}

} // namespace

void unconfirmedLegendEntry(QCustomPlot& plot) {
    auto* key = new QCPBars(plot.xAxis, plot.yAxis);
    key->setName(ChartText::tr("hatched: not confirmed (fail / inconclusive)"));
    key->setBrush(unconfirmedBrush());
    key->setPen(unconfirmedPen());
}

void categoryTicks(QCPAxis* axis, const std::vector<std::string>& labels, int widthPx) {
    // The axis rect is narrower than the plot by the value axis and the margins.
    const double slotPx =
        (widthPx - 90) / std::max<double>(1.0, static_cast<double>(labels.size()));
    const CategoryLabels fitted = fitCategoryLabels(labels, slotPx, chartFont(kTickPt));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < fitted.texts.size(); ++i)
        ticker->addTick(i + 1.0, fitted.texts[i]);
    axis->setTicker(ticker);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->grid()->setVisible(false);
    // Upright, not slanted: turned by a smaller angle the first labels reach left past the
    // plot's edge and are cut.
    axis->setTickLabelRotation(fitted.upright ? -90 : 0);
    axis->setRange(0.4, static_cast<double>(labels.size()) + 0.6);
}

void refitCategoryTicks(QCustomPlot& plot, const core::ChartView& view) {
    if (const auto* cross = std::get_if<core::CrossCoreView>(&view)) {
        refitCrossCoreTicks(plot, *cross);
        return;
    }
    if (const auto* axes = std::visit(
            [](const auto& v) -> const core::GroupedAxes* {
                if constexpr (std::is_base_of_v<core::GroupedAxes, std::decay_t<decltype(v)>>)
                    return &v;
                return nullptr;
            },
            view))
        categoryTicks(plot.xAxis, axes->benchmarks, plot.width());
}

bool buildGroupedBars(QCustomPlot& plot, const core::GroupedBarsView& view) {
    styleAxis(plot.xAxis, ChartText::tr("benchmark"));
    styleAxis(plot.yAxis, medianAxisLabel(view.unit));
    categoryTicks(plot.xAxis, view.benchmarks, plot.width());
    // Each group's bar at its own key (as the boxes are placed), so an unconfirmed bar's
    // hatched overlay lands exactly on it.
    const double groupWidth = 0.8 / std::max<double>(1.0, static_cast<double>(view.groups.size()));
    double top = 0;
    bool anyUnconfirmed = false;
    for (std::size_t g = 0; g < view.groups.size(); ++g) {
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(qs(view.groups[g]));
        const QColor c = groupColor(view.groupColours, g);
        bars->setPen(QPen(c.darker(130), 1));
        bars->setBrush(c);
        bars->setWidth(groupWidth * 0.92);
        auto* whiskers = new QCPErrorBars(plot.xAxis, plot.yAxis);
        whiskers->removeFromLegend();
        whiskers->setPen(QPen(Qt::black, 1.2));
        whiskers->setWhiskerWidth(6);
        QVector<double> keys, values, below, above, flaggedKeys, flaggedValues;
        for (std::size_t b = 0; b < view.benchmarks.size(); ++b) {
            const core::BarValue& v = view.values[b][g];
            if (!v.present) {
                continue;
            }
            const double key =
                static_cast<double>(b + 1) - 0.4 + groupWidth * (static_cast<double>(g) + 0.5);
            keys << key;
            values << v.median;
            below << v.median - v.min;
            above << v.p99 - v.median;
            top = std::max(top, v.p99);
            if (core::unconfirmed(v.verdict)) {
                flaggedKeys << key;
                flaggedValues << v.median;
            }
        }
        bars->setData(keys, values);
        whiskers->setDataPlottable(bars);
        whiskers->setData(below, above);
        anyUnconfirmed = anyUnconfirmed || !flaggedKeys.isEmpty();
        addUnconfirmedBars(plot, flaggedKeys, flaggedValues, groupWidth * 0.92);
    }
    if (anyUnconfirmed) {
        unconfirmedLegendEntry(plot);
    }
    humanTicks(plot.yAxis, plot.height() / 2);
    plot.yAxis->setRange(0, top > 0 ? top * 1.08 : 1);
    return !view.groups.empty();
}

// The box scale follows the boxes and whiskers [lo, hi] and the outliers near them (within twice
// the whiskers' span): one far outlier, a preempted sample a thousand times the median, would
// otherwise flatten every box to a line. Those beyond stay off the scale, each marked by a
// triangle at the top edge over its box, and a note says how many and the farthest.
static void markOffScaleOutliers(QCustomPlot& plot,
                                 const std::vector<std::pair<double, double>>& points, double& lo,
                                 double& hi) {
    const double span = std::max(hi - lo, 1.0);
    const double top = hi + 2.0 * span;
    const double bottom = lo - 2.0 * span;
    QVector<double> keys;
    double farthest = 0.0;
    int above = 0;
    for (const auto& [key, value] : points) {
        if (value > top) {
            keys << key;
            farthest = std::max(farthest, value);
            ++above;
            continue;
        }
        lo = std::min(lo, std::max(value, bottom));
        hi = std::max(hi, value);
    }
    if (above == 0)
        return;
    const double pad = std::max(1.0, (hi - lo) * 0.06);
    auto* marks = plot.addGraph(plot.xAxis, plot.yAxis);
    marks->setName(QStringLiteral("off-scale outliers"));
    marks->removeFromLegend();
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, Qt::black, 7));
    marks->setData(keys, QVector<double>(keys.size(), hi + pad * 0.5), true);
    auto* note = new QCPItemText(&plot);
    note->setObjectName(QStringLiteral("offScaleNote"));
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.99, 0.01);
    note->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    note->setFont(chartFont(8));
    note->setText(ChartText::tr("▲ outliers above the scale: %1, the farthest %2")
                      .arg(above)
                      .arg(QLocale().toString(farthest, 'f', farthest >= 100.0 ? 0 : 2)));
}

bool buildBoxPlot(QCustomPlot& plot, const core::BoxPlotView& view) {
    styleAxis(plot.xAxis, ChartText::tr("benchmark"));
    styleAxis(plot.yAxis, view.unit == core::ValueUnit::Cycles ? ChartText::tr("cycles")
                                                               : QStringLiteral("ns"));
    categoryTicks(plot.xAxis, view.benchmarks, plot.width());
    const double n = std::max<double>(1.0, static_cast<double>(view.groups.size()));
    const double slot = 0.8 / n;
    double lo = std::numeric_limits<double>::max(), hi = std::numeric_limits<double>::lowest();
    std::vector<std::pair<double, const core::BoxSummary*>> unconfirmedBoxes;
    std::vector<std::pair<double, double>> outlierPoints; // (key, value)
    for (std::size_t g = 0; g < view.groups.size(); ++g) {
        auto* box = new QCPStatisticalBox(plot.xAxis, plot.yAxis);
        box->setName(qs(view.groups[g]));
        const QColor c = groupColor(view.groupColours, g);
        QColor fill = c;
        fill.setAlpha(110);
        box->setBrush(fill);
        box->setPen(QPen(c.darker(140), 1.2));
        box->setMedianPen(QPen(Qt::black, 2));
        box->setWhiskerPen(QPen(Qt::black, 1, Qt::SolidLine));
        box->setWhiskerBarPen(QPen(Qt::black, 1));
        box->setWidth(slot * 0.8);
        box->setWhiskerWidth(slot * 0.4);
        box->setOutlierStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c.darker(130), 4));
        for (const core::BoxEntry& e : view.boxes) {
            if (e.group != view.groups[g]) {
                continue;
            }
            auto it = std::find(view.benchmarks.begin(), view.benchmarks.end(), e.benchmark);
            const double key = static_cast<double>(it - view.benchmarks.begin() + 1) - 0.4 +
                               slot * (static_cast<double>(g) + 0.5);
            QVector<double> outliers(e.box.outliers.begin(), e.box.outliers.end());
            box->addData(key, e.box.whiskerLow, e.box.q1, e.box.median, e.box.q3, e.box.whiskerHigh,
                         outliers);
            if (core::unconfirmed(e.verdict)) {
                unconfirmedBoxes.emplace_back(key, &e.box);
            }
            lo = std::min(lo, e.box.whiskerLow);
            hi = std::max(hi, e.box.whiskerHigh);
            for (double o : e.box.outliers)
                outlierPoints.emplace_back(key, o);
        }
    }
    if (!unconfirmedBoxes.empty()) {
        // Created last, so it is drawn over every group's boxes.
        auto* hatch = new QCPStatisticalBox(plot.xAxis, plot.yAxis);
        hatch->removeFromLegend();
        hatch->setBrush(unconfirmedBrush());
        hatch->setPen(unconfirmedPen());
        hatch->setMedianPen(QPen(Qt::black, 2));
        hatch->setWhiskerPen(QPen(Qt::black, 1, Qt::DashLine));
        hatch->setWhiskerBarPen(QPen(Qt::black, 1));
        hatch->setWidth(slot * 0.8);
        hatch->setWhiskerWidth(slot * 0.4);
        for (const auto& [key, b] : unconfirmedBoxes) {
            hatch->addData(key, b->whiskerLow, b->q1, b->median, b->q3, b->whiskerHigh);
        }
        unconfirmedLegendEntry(plot);
    }
    humanTicks(plot.yAxis, plot.height() / 2);
    if (lo <= hi) {
        markOffScaleOutliers(plot, outlierPoints, lo, hi);
        const double pad = std::max(1.0, (hi - lo) * 0.06);
        plot.yAxis->setRange(std::max(0.0, lo - pad), hi + pad);
    }
    return !view.groups.empty();
}

bool buildFrequencyScaling(QCustomPlot& plot, const core::FrequencyScalingView& view) {
    styleAxis(plot.xAxis, ChartText::tr("core clock [MHz]"));
    styleAxis(plot.yAxis, ChartText::tr("median [ns] (solid, filled markers)"));
    plot.yAxis2->setVisible(true);
    styleAxis(plot.yAxis2, ChartText::tr("median [cycles] (dashed, open markers)"));
    plot.yAxis2->grid()->setVisible(false);
    double maxMhz = 0, maxNs = 0, maxCycles = 0;
    for (std::size_t s = 0; s < view.series.size(); ++s) {
        const QColor own(qs(view.series[s].colour));
        const QColor c = own.isValid() ? own : paletteColor(static_cast<int>(s));
        auto* ns = plot.addGraph(plot.xAxis, plot.yAxis);
        auto* cycles = plot.addGraph(plot.xAxis, plot.yAxis2);
        ns->setName(qs(view.series[s].label));
        cycles->removeFromLegend();
        ns->setPen(QPen(c, 2));
        cycles->setPen(QPen(c, 2, Qt::DashLine));
        const auto shape = static_cast<QCPScatterStyle::ScatterShape>(QCPScatterStyle::ssDisc +
                                                                      static_cast<int>(s % 4));
        ns->setScatterStyle(QCPScatterStyle(shape, c, c, 7));
        cycles->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c, Qt::white, 7));
        for (const core::FrequencyPoint& p : view.series[s].points) {
            ns->addData(p.mhz, p.medianNs);
            cycles->addData(p.mhz, p.medianCycles);
            maxMhz = std::max(maxMhz, p.mhz);
            maxNs = std::max(maxNs, p.medianNs);
            maxCycles = std::max(maxCycles, p.medianCycles);
        }
    }
    humanTicks(plot.yAxis, plot.height() / 2);
    humanTicks(plot.yAxis2, plot.height() / 2);
    plot.xAxis->setRange(0, maxMhz * 1.08 + 1);
    plot.yAxis->setRange(0, maxNs * 1.15 + 1);
    plot.yAxis2->setRange(0, maxCycles * 1.15 + 1);
    for (const core::WaitStateChange& w : view.waitStateChanges) {
        auto* line = new QCPItemStraightLine(&plot);
        line->point1->setCoords(w.mhz, 0);
        line->point2->setCoords(w.mhz, 1);
        line->setPen(QPen(QColor(90, 90, 90), 1, Qt::DotLine));
        auto* label = new QCPItemText(&plot);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(w.mhz, 0.02);
        // Left of its line: the last tier sits at the right edge, next to the cycles axis.
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        label->setPadding(QMargins(0, 0, 3, 0));
        label->setFont(chartFont(kCaptionPt));
        label->setColor(QColor(60, 60, 60));
        label->setText(QStringLiteral("%1→%2 WS").arg(w.fromWaitStates).arg(w.toWaitStates));
    }
    return !view.series.empty();
}

bool buildChart(QCustomPlot& plot, const core::ChartView& view) {
    return std::visit(
        core::Overloaded{
            [&](const core::GroupedBarsView& v) { return buildGroupedBars(plot, v); },
            [&](const core::BoxPlotView& v) { return buildBoxPlot(plot, v); },
            [&](const core::FrequencyScalingView& v) { return buildFrequencyScaling(plot, v); },
            [&](const core::OptHeatMapView& v) { return buildOptHeatMap(plot, v); },
            [&](const core::MemoryLedgerView& v) { return buildMemoryLedger(plot, v); },
            [&](const core::BlandAltmanView& v) { return buildBlandAltman(plot, v); },
            [&](const core::CrossCoreView& v) { return buildCrossCore(plot, v); },
        },
        view);
}

} // namespace cyclelab::app
