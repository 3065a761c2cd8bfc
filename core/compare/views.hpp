#pragma once
// Chart-ready data derived from runs. Each view carries a title, the axis unit and a caption
// with the conditions that are fixed; whatever varies is an axis or a legend entry. Title and
// caption are sentences as data (core/common/message.hpp): reports and exported charts print
// their english(), the GUI says them in the user's language.

#include "core/common/error.hpp"
#include "core/compare/comparison.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct BarValue {
    bool present = false;
    double median = 0, min = 0, p99 = 0; // bar, lower whisker, upper whisker
    std::size_t n = 0;
    // fail or inconclusive: drawn hatched, not as a confirmed number (unconfirmed()).
    std::optional<Verdict> verdict;
};

// A cell whose cross-validation failed or could not decide: charts hatch it, with a legend
// entry and a caption note (MessageId::CaptionUnconfirmed), so it is never read as a confirmed
// result.
bool unconfirmed(const std::optional<Verdict>& verdict);

// Median bar per benchmark x group, whiskers from min to p99.
// What a chart of benchmarks x groups shows on its axes and legend, taken from its Comparison.
struct GroupedAxes {
    Message title, caption;
    ValueUnit unit = ValueUnit::Cycles;
    Condition groupBy = Condition::Kernel;
    std::vector<std::string> benchmarks, groups;
    std::vector<std::string> groupColours; // Comparison::groupColours
};

struct GroupedBarsView : GroupedAxes {
    std::vector<std::vector<BarValue>> values; // [benchmark][group]
};
GroupedBarsView makeGroupedBars(const Comparison& cmp, ValueUnit unit);

struct BoxEntry {
    std::string benchmark, group;
    BoxSummary box;
    std::optional<Verdict> verdict; // hatched when unconfirmed()
};
struct BoxPlotView : GroupedAxes {
    std::vector<BoxEntry> boxes; // benchmark-major, in groups order
};
BoxPlotView makeBoxPlot(const Comparison& cmp, ValueUnit unit, std::size_t maxOutliers = 200);

struct FrequencyPoint {
    double mhz = 0;
    double medianNs = 0, medianCycles = 0;
    int waitStates = 0;
};
struct FrequencySeries {
    std::string label;  // benchmark key, plus the series condition's value when it varies
    std::string colour; // the kernel's colour when the series are kernels, else empty
    std::vector<FrequencyPoint> points; // ascending MHz
};
struct WaitStateChange {
    double mhz = 0; // first tier with the new wait-state count
    int fromWaitStates = 0, toWaitStates = 0;
};
// ns and cycles against core clock; one series per benchmark (x seriesBy value). Here and in
// the heat map, medians are of the runs' orders in `sorted` (which holds every run given).
struct FrequencyScalingView {
    Message title, caption;
    std::vector<FrequencySeries> series;
    std::vector<WaitStateChange> waitStateChanges;
};
FrequencyScalingView makeFrequencyScaling(const std::vector<const Run*>& runs,
                                          const SortedRuns& sorted,
                                          Condition seriesBy = Condition::Kernel);

// Median cycles per row (benchmark, plus the values of other varying conditions) x opt level.
struct OptHeatMapView {
    Message title, caption;
    std::vector<std::string> rows, opts;
    std::vector<std::vector<double>> medianCycles; // [row][opt], NaN where not measured
};
OptHeatMapView makeOptHeatMap(const std::vector<const Run*>& runs, const SortedRuns& sorted);

struct ImageFootprint {
    std::string imageName;
    std::uint32_t textBytes = 0, dataBytes = 0, bssBytes = 0;
    std::uint32_t romBytes() const { return textBytes + dataBytes; } // .data init image in flash
    std::uint32_t ramBytes() const { return dataBytes + bssBytes; }
};
struct MemoryLedgerView {
    Message title, caption;
    std::vector<ImageFootprint> images; // one per image name, sorted
};
MemoryLedgerView makeMemoryLedger(const std::vector<Run>& runs);

// Counter vs analyzer for one run: per paired sample (i-th sample with i-th pulse), the mean
// and difference (analyzer - counter) in ns; limits of agreement bias +- 1.96 sd.
struct BlandAltmanView {
    Message title, caption;
    std::int64_t runId = 0;
    std::vector<double> meanNs, diffNs;
    double biasNs = 0, sdNs = 0, loaLowNs = 0, loaHighNs = 0;
    double analyzerPeriodNs = 0; // one analyzer sample
    // The run's own tolerance (Validation::toleranceNs, docs/VALIDATION.md); one analyzer
    // sample when the run was not validated.
    double toleranceNs = 0;
    std::size_t paired = 0;
};
Expected<BlandAltmanView> makeBlandAltman(const Run& run);

// The run whose counter-vs-analyzer agreement is worth checking by eye: the worst verdict
// (fail, then inconclusive, then pass) among runs with samples and pulses, baseline excluded
// unless it is all there is. nullptr when no run has pulses.
const Run* worstValidatedRun(const std::vector<Run>& runs);

// The runs of each benchmark key, keys sorted, at most `maxBenchmarks` of them: one frequency
// scaling chart each.
std::vector<std::pair<std::string, std::vector<const Run*>>>
runsPerBenchmark(const std::vector<const Run*>& runs, std::size_t maxBenchmarks);

} // namespace cyclelab::core
