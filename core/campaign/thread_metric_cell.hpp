#pragma once
// What a cell does differently for a Thread-Metric benchmark (docs/THREAD_METRIC.md): its
// warm-up is counted in reporting periods, its run lasts periods of period_ms, and its
// validation is the period cross-check (core/analysis/thread_metric_check.hpp).

#include "core/model/model.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace cyclelab::core {

// Dropped periods before the recorded ones: the campaign's warm-up, held to the 1..4 the
// firmware takes (the first period holds the threads' start).
std::uint32_t threadMetricWarmup(std::uint32_t campaignWarmup);

// (n + warmup) periods of period_ms emulated or real, with room for an emulator that runs a
// context switch far slower than real time (QEMU: ~12 s a second of 168 MHz switches).
std::chrono::milliseconds threadMetricRunTimeout(std::uint32_t n, std::uint32_t warmup,
                                                 std::uint32_t periodMs);

struct ThreadMetricTolerance {
    double counterHz = 0.0; // the counter's rate against the analyzer's timebase
    double timebasePpm = 0.0;
    double jitterNs = 0.0;
};

// The run's verdict from its DONE fields (tm_cycles=) and its pulses.
Validation validateThreadMetricRun(const Run& run, const std::map<std::string, std::string>& done,
                                   const ThreadMetricTolerance& tolerance);

// The test's own counter check (DONE tm_err=) as the run's acceptance result; empty when the
// firmware did not say.
std::optional<Acceptance> threadMetricAcceptance(const std::map<std::string, std::string>& done,
                                                 std::size_t periods);

} // namespace cyclelab::core
