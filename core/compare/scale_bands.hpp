#pragma once
// Scale bands: which benchmarks share a bar or box chart. On one value axis a benchmark of a
// few cycles is flattened to nothing next to one of thousands, so the planner charts each band
// of similar magnitude on its own (chart_plan.hpp).
//
// The rule, for any data: a benchmark's scale is the largest median (cycles) of its runs.
// Sorted by scale, benchmarks form one band while the band's largest scale is at most
// kBandSpan times its smallest non-zero one; a band that spans more is cut at its widest jump
// (the largest ratio between neighbours), and each part again, until every band fits. A
// benchmark with zero medians (baseline) or without samples reads the same on any axis and
// joins the lowest band. A band's smallest bar thus keeps at least 1/kBandSpan of the axis,
// except where a benchmark's own medians differ more than that between the grouped runs.

#include "core/common/message.hpp"
#include "core/compare/sorted_runs.hpp"
#include "core/model/model.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

inline constexpr double kBandSpan = 20.0;

struct ScaleBand {
    double low = 0, high = 0;            // smallest and largest scale in the band (cycles)
    std::vector<std::string> benchmarks; // keys, ascending scale
    std::vector<const Run*> runs;        // the band's runs, in input order
};

// The bands, lowest first; none for no runs, one when every benchmark fits one axis. Run
// medians are read from `sorted`, which holds every run given.
std::vector<ScaleBand> splitIntoScaleBands(const std::vector<const Run*>& runs,
                                           const SortedRuns& sorted);

// How a chart title names its band when the plan has more than one: a band of one benchmark by
// it ("irq_nesting"), else "benchmarks up to 11 cycles" (the lowest band), "benchmarks of
// 50–437 cycles".
Message bandName(const ScaleBand& band, bool lowest);
// The band as a file-name part, from the benchmarks it holds (lowest and highest scale):
// "tick_accuracy", "isr_latency_to_mutex_pi".
std::string bandSlug(const ScaleBand& band);

// A benchmark is millisecond-scale (a timed delay, such as tick_accuracy's 10 ms: 1.68 M
// cycles at 168 MHz) when the median of any of its runs reaches this many cycles. The opt
// heat map leaves these out: optimisation does not change a delay.
inline constexpr double kLongOperationCycles = 100000.0;
std::vector<const Run*> withoutMillisecondScale(const std::vector<const Run*>& runs,
                                                const SortedRuns& sorted);

} // namespace cyclelab::core
