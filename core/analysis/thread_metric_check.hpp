#pragma once
// Cross-validation of a Thread-Metric run (docs/VALIDATION.md, section Thread-Metric): each
// reporting period is timed twice, by the cycle counter at the period edge (DONE tm_cycles=)
// and by the analyzer on the probe pin (high for the period), and both must match the period
// the run asked for: a disagreement between the two channels, or a period whose length is not
// the nominal one (a kernel tick that drifts), fails with the period and the figures.

#include "core/model/model.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::core {

struct ThreadMetricPeriods {
    std::vector<std::uint64_t> counterCycles; // per recorded period, from DONE tm_cycles=
    std::vector<std::uint32_t> pulseWidths;   // analyzer samples, one pulse per period
    double samplerateHz = 0.0;                // 0: no analyzer
    double counterHz = 0.0;                   // the counter's rate against the analyzer's timebase
    double nominalNs = 0.0;   // the period asked for (period_ms), on the analyzer's timebase
    double timebasePpm = 0.0; // crystal + analyzer timebase tolerance
    double jitterNs = 0.0;    // declared probe/analyzer jitter
};

// Two channels may differ by the edge's few instructions and one analyzer sample at each end.
inline constexpr double kThreadMetricEdgeSlackNs = 200.0;
// A period may differ from the nominal by this much before the tick counts as drifting: the
// wake-up latency varies by at most a few hundred cycles a period, a crystal by tens of ppm.
inline constexpr double kThreadMetricDriftPpm = 500.0;

Validation checkThreadMetricPeriods(const ThreadMetricPeriods& periods);

// The test's own integrity check (its threads' counters within one of their average, printed
// as ERROR otherwise: DONE tm_err=), as the run's acceptance result beside the verdict: the
// periods can be timed right while the kernel runs the test's threads unevenly.
Acceptance threadMetricOwnCheck(std::uint32_t flaggedPeriods, std::size_t periods);

// DONE's "/"-separated list of numbers (tm_cycles=), or an empty vector if it is malformed.
std::vector<std::uint64_t> parseThreadMetricList(const std::string& text);

} // namespace cyclelab::core
