#include "core/campaign/thread_metric_cell.hpp"

#include "core/analysis/thread_metric_check.hpp"
#include "core/model/thread_metric.hpp"

#include <algorithm>

namespace cyclelab::core {

std::uint32_t threadMetricWarmup(std::uint32_t campaignWarmup) {
    return std::clamp<std::uint32_t>(campaignWarmup, 1, 4);
}

std::chrono::milliseconds threadMetricRunTimeout(std::uint32_t n, std::uint32_t warmup,
                                                 std::uint32_t periodMs) {
    const auto periods = static_cast<std::int64_t>(n) + warmup;
    return std::chrono::milliseconds(30'000 + periods * periodMs * 40);
}

Validation validateThreadMetricRun(const Run& run, const std::map<std::string, std::string>& done,
                                   const ThreadMetricTolerance& tolerance) {
    ThreadMetricPeriods in;
    if (const auto it = done.find("tm_cycles"); it != done.end()) {
        in.counterCycles = parseThreadMetricList(it->second);
    }
    in.pulseWidths = run.pulseWidths;
    in.samplerateHz = run.analyzerSamplerateHz;
    in.counterHz = tolerance.counterHz;
    in.timebasePpm = tolerance.timebasePpm;
    in.jitterNs = tolerance.jitterNs;
    // period_ms of nominal cycles, on the analyzer's timebase (the virtual bench's emulated
    // SysTick is not quite its nominal rate: counterHz is the rate it really has).
    if (const auto periodMs = threadMetricPeriodMs(run); periodMs && tolerance.counterHz > 0.0) {
        in.nominalNs = static_cast<double>(*periodMs) * 1e6 * static_cast<double>(run.cycleHz) /
                       tolerance.counterHz;
    }
    return checkThreadMetricPeriods(in);
}

std::optional<Acceptance> threadMetricAcceptance(const std::map<std::string, std::string>& done,
                                                 std::size_t periods) {
    const auto it = done.find("tm_err");
    if (it == done.end()) {
        return std::nullopt;
    }
    const auto flagged = parseThreadMetricList(it->second);
    if (flagged.size() != 1) {
        return Acceptance{Verdict::Inconclusive,
                          message(MessageId::AcceptTmNotACount, {it->second})};
    }
    return threadMetricOwnCheck(static_cast<std::uint32_t>(flagged[0]), periods);
}

} // namespace cyclelab::core
