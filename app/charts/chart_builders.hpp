#pragma once
// One function per view: fills an empty QCustomPlot with that view's plottables and axes.
// Returns whether the chart needs a legend. Title and caption are added by the renderer.

#include "core/compare/chart_plan.hpp"

#include <QCoreApplication>

class QCustomPlot;
class QCPAxis;

namespace cyclelab::app {

// The context of the builders' axis labels and legend entries: the desktop app shows them in
// its language; cyclelab-cli installs no catalogue, so reports keep the English source.
class ChartText {
    Q_DECLARE_TR_FUNCTIONS(ChartText)
};

bool buildGroupedBars(QCustomPlot& plot, const core::GroupedBarsView& view);
bool buildBoxPlot(QCustomPlot& plot, const core::BoxPlotView& view);
bool buildFrequencyScaling(QCustomPlot& plot, const core::FrequencyScalingView& view);
bool buildOptHeatMap(QCustomPlot& plot, const core::OptHeatMapView& view);
bool buildMemoryLedger(QCustomPlot& plot, const core::MemoryLedgerView& view);
bool buildBlandAltman(QCustomPlot& plot, const core::BlandAltmanView& view);
bool buildCrossCore(QCustomPlot& plot, const core::CrossCoreView& view); // cross_core_chart.cpp
void refitCrossCoreTicks(QCustomPlot& plot, const core::CrossCoreView& view);

// Benchmark names as category ticks at 1..n of a plot widthPx wide (fitCategoryLabels).
void categoryTicks(QCPAxis* axis, const std::vector<std::string>& labels, int widthPx);
// The legend entry that says what hatching means (an empty series: legend only).
void unconfirmedLegendEntry(QCustomPlot& plot);
// Lays the benchmark (mechanism) ticks of a bar, box or cross-core chart out again for the plot's
// current width (the screen's charts when resized); other charts are left as they are.
void refitCategoryTicks(QCustomPlot& plot, const core::ChartView& view);

// The one dispatch over the chart variant (files and screen alike): a chart type added to
// core::ChartView without a builder here fails to compile.
bool buildChart(QCustomPlot& plot, const core::ChartView& view);

} // namespace cyclelab::app
