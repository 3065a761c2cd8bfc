#pragma once
// Which charts a set of runs gets: decided once, here, for both the report (cyclelab-cli
// report) and the desktop Compare page, which only draw what the plan lists. Adding a chart
// type: a view in views.hpp, an alternative in ChartView, a rule in planCharts, a builder in
// app/charts (the dispatch there fails to compile until it is handled) and a test.

#include "core/compare/cross_core_view.hpp"
#include "core/compare/scale_bands.hpp"
#include "core/compare/views.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cyclelab::core {

using ChartView = std::variant<GroupedBarsView, BoxPlotView, FrequencyScalingView, OptHeatMapView,
                               MemoryLedgerView, BlandAltmanView, CrossCoreView>;

// As data: english() for a file or report, app::CoreText::text() for the GUI.
const Message& viewTitle(const ChartView& view);
const Message& viewCaption(const ChartView& view);
// False when the view has nothing to draw (no benchmarks, boxes, series, rows, images, pairs).
bool viewHasData(const ChartView& view);

struct ChartPlanOptions {
    Condition groupBy = Condition::Kernel; // legend of bars and boxes, series of frequency charts
    std::optional<Condition> across;       // bars and boxes repeated per value of this
    ValueUnit barUnit = ValueUnit::Cycles;
    ValueUnit boxUnit = ValueUnit::Ns;
    std::size_t maxPerKind = 6; // across values, and frequency charts, drawn at most
};

struct ChartNote {
    enum class Kind {
        AcrossLimited,     // detail: the across condition ("cpuHz")
        NoPulses,          // no run has analyzer pulses: no Bland-Altman chart
        BlandAltmanFailed, // detail: why makeBlandAltman refused the worst run
    };
    Kind kind;
    std::string detail;
    std::size_t limit = 0;    // AcrossLimited: the number of values drawn
    std::string text() const; // English sentence for the report
};

struct PlannedChart {
    ChartView view; // title already names the across value and the scale band
    // File name without extension, unique in the plan, naming what is drawn:
    // "bars_168_MHz_isr_latency_to_mutex_pi", "box_tick_accuracy", "bland_altman_mutex_pi_run7".
    std::string stem;
};

struct ChartPlan {
    std::vector<PlannedChart> charts;
    std::vector<ChartNote> notes;
};

// Bars and boxes per scale band (scale_bands.hpp) and across value (the conditions outside
// groupBy/across sliced to one value; with more than one band each title names its band),
// same core vs across cores when some cross-core mechanism was measured both ways
// (cross_core_view.hpp; in parts of maxPerKind groups), frequency scaling per benchmark when
// clocks vary, the opt heat map of the benchmarks that are
// not millisecond-scale when opt levels vary, the ROM/RAM ledger, and a Bland-Altman plot of the
// run with the worst validation verdict.
// Every order statistic is read from `sorted`, which holds every run given.
ChartPlan planCharts(const std::vector<Run>& runs, const SortedRuns& sorted,
                     const ChartPlanOptions& options);
// The same, sorting the runs' samples for this plan alone.
ChartPlan planCharts(const std::vector<Run>& runs, const ChartPlanOptions& options);

// "168 MHz" -> "168_MHz"; "" -> "all". Letters and digits kept, runs of others become '_'.
std::string fileSlug(const std::string& text);

} // namespace cyclelab::core
