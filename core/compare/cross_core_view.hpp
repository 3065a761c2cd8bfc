#pragma once
// The dual-core study's figure (issue 33): what handing work to the other core costs against
// the same hand-off on one core, per mechanism and per kernel. A cross-core benchmark
// (firmware/benchmarks/README.md, "Cross-core wake-ups") is measured twice with its `core`
// parameter: 0 pins the woken side to the giving core, 1 (or any other core) to another one.
// The view pairs the two runs of each mechanism under the same conditions; any xcore_* id with
// a `core` parameter pairs, on any kernel.

#include "core/compare/comparison.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

// An xcore_* benchmark with a `core` parameter.
bool isCrossCoreBenchmark(const BenchmarkSpec& benchmark);

// One side of a pair: the runs of one mechanism on one side, their samples pooled.
struct CrossCoreBar {
    bool present = false;
    double median = 0, p10 = 0, p90 = 0; // bar and whiskers, in the view's unit
    std::size_t n = 0;
    std::vector<std::int64_t> runIds;
    // The worst of the runs' (fail > inconclusive > pass): hatched when unconfirmed().
    std::optional<Verdict> verdict;
};

struct CrossCorePair {
    std::string group; // the conditions it was measured under: "FreeRTOS · minimal"
    // The benchmark without its core parameter ("xcore_sem", "xcore_contend tasks=4"), with
    // " core=N" when the far core is not 1.
    std::string mechanism;
    CrossCoreBar same, cross;            // core=0, core=N
    std::optional<double> ratio() const; // cross / same median; none without both or same 0
};

struct CrossCoreView {
    Message title, caption;
    ValueUnit unit = ValueUnit::Cycles;
    std::vector<std::string> groups;  // ordered by kernel, then the other conditions
    std::vector<CrossCorePair> pairs; // group-major, mechanisms sorted within a group
};

// The pairs of the cross-core runs among `runs` (others, implausible runs and runs without
// samples are left out); `sorted` holds every run given. The group names the kernel and each
// other condition that varies among those runs; the caption the fixed ones, then what a
// virtual dual-core figure does and does not predict when a run is from the virtual bench.
CrossCoreView makeCrossCore(const std::vector<const Run*>& runs, const SortedRuns& sorted,
                            ValueUnit unit = ValueUnit::Cycles);

// The view in parts of at most maxGroups groups each, titled "(part k of n)" when there is more
// than one: a campaign of many kernels would otherwise crowd its bars past reading.
std::vector<CrossCoreView> splitCrossCore(const CrossCoreView& view, std::size_t maxGroups);

// Whether some mechanism was measured on both sides under the same conditions: the chart is
// only drawn then.
bool hasCrossCorePair(const CrossCoreView& view);

} // namespace cyclelab::core
