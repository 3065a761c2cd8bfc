#include "core/model/thread_metric.hpp"

#include <charconv>
#include <numeric>

namespace cyclelab::core {

bool isThreadMetric(std::string_view benchmarkId) {
    return benchmarkId.starts_with(kThreadMetricPrefix);
}

std::optional<std::uint32_t> threadMetricPeriodMs(const Run& run) {
    if (!isThreadMetric(run.benchmark.id)) {
        return std::nullopt;
    }
    const auto it = run.benchmark.params.find("period_ms");
    if (it == run.benchmark.params.end()) {
        return std::nullopt;
    }
    std::uint32_t ms = 0;
    const auto& text = it->second;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), ms);
    if (ec != std::errc{} || end != text.data() + text.size() || ms == 0) {
        return std::nullopt;
    }
    return ms;
}

std::optional<double> threadMetricPeriodCycles(const Run& run) {
    const auto periodMs = threadMetricPeriodMs(run);
    if (!periodMs || run.cycleHz == 0) {
        return std::nullopt;
    }
    return static_cast<double>(*periodMs) * 1e-3 * static_cast<double>(run.cycleHz);
}

std::optional<double> cyclesPerIteration(const Run& run, double meanIterations) {
    const auto periodCycles = threadMetricPeriodCycles(run);
    if (!periodCycles || !(meanIterations > 0.0)) {
        return std::nullopt;
    }
    return *periodCycles / meanIterations;
}

std::optional<double> cyclesPerIteration(const Run& run) {
    if (run.samples.empty()) {
        return std::nullopt;
    }
    const double iterations = std::accumulate(run.samples.begin(), run.samples.end(), 0.0);
    return cyclesPerIteration(run, iterations / static_cast<double>(run.samples.size()));
}

} // namespace cyclelab::core
