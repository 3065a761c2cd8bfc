#pragma once
// Which charts a set of runs gets: decided once, here, for both the report (cyclelab-cli
// report) and the desktop Compare page, which only draw what the plan lists. Adding a chart
// type: a view in views.hpp, an alternative in ChartView, a rule in planCharts, a builder in
// app/charts (the dispatch there fails to compile until it is handled) and a test.

#include "core/compare/views.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cyclelab::core {

using ChartView = std::variant<GroupedBarsView, BoxPlotView, FrequencyScalingView, OptHeatMapView,
                               MemoryLedgerView, BlandAltmanView>;

const std::string& viewTitle(const ChartView& view);
const std::string& viewCaption(const ChartView& view);
// False when the view has nothing to draw (no benchmarks, boxes, series, rows, images, pairs).
bool viewHasData(const ChartView& view);

// A benchmark is millisecond-scale when the median of any of its runs reaches this many
// cycles (tick_accuracy's 10 ms delay: 1.68 M cycles at 168 MHz, against ~100 for a primitive).
inline constexpr double kLongOperationCycles = 100000.0;

// The runs of ordinary benchmarks and of millisecond-scale ones, each in input order. On one
// axis the long ones would flatten every other bar to zero, so they get charts of their own.
struct ScaleSplit {
    std::vector<Run> shortRuns, longRuns;
};
ScaleSplit splitByScale(const std::vector<Run>& runs);

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
    ChartView view;   // title already names the across value and the scale
    std::string stem; // file name without extension, unique in the plan: "bars_long_168_MHz"
};

struct ChartPlan {
    std::vector<PlannedChart> charts;
    std::vector<ChartNote> notes;
};

// Bars and boxes per across value (ordinary and millisecond-scale benchmarks apart, the
// conditions outside groupBy/across sliced to one value), frequency scaling per benchmark when
// clocks vary, the opt heat map of the ordinary benchmarks when opt levels vary, the ROM/RAM
// ledger, and a Bland-Altman plot of the run with the worst validation verdict.
ChartPlan planCharts(const std::vector<Run>& runs, const ChartPlanOptions& options);

// "168 MHz" -> "168_MHz"; "" -> "all". Letters and digits kept, runs of others become '_'.
std::string fileSlug(const std::string& text);

} // namespace cyclelab::core
