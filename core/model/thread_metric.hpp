#pragma once
// Thread-Metric runs (firmware/threadmetric/, docs/THREAD_METRIC.md): one sample per reporting
// period, the test's own count of iterations in it; the figure people compare is cycles per
// iteration, the period's length in cycles over those iterations.

#include "core/model/model.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace cyclelab::core {

inline constexpr std::string_view kThreadMetricUnit = "iterations/period";
inline constexpr std::string_view kThreadMetricPrefix = "tm_";

bool isThreadMetric(std::string_view benchmarkId);

// The reporting period the run asked for (its period_ms parameter), if it is one.
std::optional<std::uint32_t> threadMetricPeriodMs(const Run& run);

// One reporting period in counter cycles: period_ms at the run's cycle rate, the length the
// cross-check (core/analysis/thread_metric_check.hpp) holds every period to on the counter and
// on the analyzer. Empty for another benchmark.
std::optional<double> threadMetricPeriodCycles(const Run& run);

// The period's cycles over the mean iterations per period (all periods' cycles over all their
// iterations). Empty for another benchmark or without any iteration.
std::optional<double> cyclesPerIteration(const Run& run, double meanIterations);
std::optional<double> cyclesPerIteration(const Run& run); // from the run's samples

} // namespace cyclelab::core
