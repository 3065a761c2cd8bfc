#include "core/campaign/campaign_estimate.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/campaign/cell_executor.hpp"

#include <algorithm>

namespace cyclelab::core {

namespace {

// Each tick_accuracy sample is one vTaskDelay-style wait of 10 ms (firmware/benchmarks).
constexpr double kTickAccuracyDelayS = 0.010;
// On the virtual bench a guest idle in a 10 ms delay costs a fraction of that in wall time
// (-icount sleep=off: only the idle loop's instructions run): 1,020 delays of tick_accuracy
// took 2.9 s on the 2-core CI machine (2026-12-01). The ETA replaces it with what the
// campaign measures once a tick_accuracy run has finished.
constexpr double kVirtualDelayWallFactor = 0.3;
// critical_section_max takes one sample per 1 ms SysTick period, stress tasks running between.
constexpr double kCriticalSectionTickS = 0.001;
// QEMU emulating a busy guest: critical_section_max's 11,000 ticks of 1 ms took 21-46 s of
// wall time on the 2-core CI machine (2026-12-02, by opt level), 2-4 s per second. The upper
// end, so that a cell's split (cell_parts.hpp) starts critical_section_max's boot first.
constexpr double kVirtualBusyWallFactor = 4.0;
// The virtual analyzer's capture read back and validated: 1 s per second of target time, between
// an idle machine and the loaded CI machine's 2.2 (campaign_estimate.hpp); the ETA learns the
// machine's own from the first finish of a boot with the same benchmarks.
constexpr double kVirtualCaptureWallFactor = 1.0;

double delaySecondsOfCell(const CampaignSpec& spec) {
    double seconds = 0;
    for (const BenchmarkSpec& bench : cellBenchmarks(spec)) {
        seconds += benchmarkSamples(bench, spec) * delaySecondsPerSample(bench.id);
    }
    return seconds;
}

double busySecondsOfCell(const CampaignSpec& spec) {
    double seconds = 0;
    for (const BenchmarkSpec& bench : cellBenchmarks(spec)) {
        seconds += benchmarkSamples(bench, spec) * busySecondsPerSample(bench.id);
    }
    return seconds;
}

} // namespace

DurationModel durationModelFor(const BoardProfile& board, DurationModel model) {
    if (isVirtualBoard(board)) {
        model.delayWallFactor = kVirtualDelayWallFactor;
        model.busyWallFactor = kVirtualBusyWallFactor;
        model.captureWallFactor = kVirtualCaptureWallFactor;
    }
    return model;
}

double delaySecondsPerSample(const std::string& benchmarkId) {
    return benchmarkId == "tick_accuracy" ? kTickAccuracyDelayS : 0.0;
}

double busySecondsPerSample(const std::string& benchmarkId) {
    return benchmarkId == "critical_section_max" ? kCriticalSectionTickS : 0.0;
}

double benchmarkSamples(const BenchmarkSpec& bench, const CampaignSpec& spec) {
    return static_cast<double>(samplesFor(bench, spec.samples)) + spec.warmup;
}

double expectedBenchmarkSeconds(const BenchmarkSpec& bench, const CampaignSpec& spec,
                                const DurationModel& model) {
    // Warm-up iterations run the same region as samples, delays included.
    return benchmarkSamples(bench, spec) *
           (model.secondsPerSample + delaySecondsPerSample(bench.id) * model.delayWallFactor +
            busySecondsPerSample(bench.id) * model.busyWallFactor);
}

double expectedFinishSeconds(const std::vector<BenchmarkSpec>& benches, const CampaignSpec& spec,
                             const DurationModel& model) {
    double targetS = 0.0;
    for (const BenchmarkSpec& bench : benches) {
        targetS += benchmarkSamples(bench, spec) *
                   (delaySecondsPerSample(bench.id) + busySecondsPerSample(bench.id));
    }
    return model.cellFinishSeconds + targetS * model.captureWallFactor;
}

double samplesPerCell(const CampaignSpec& spec) {
    double samples = 0;
    for (const BenchmarkSpec& bench : cellBenchmarks(spec)) {
        samples += benchmarkSamples(bench, spec);
    }
    return samples;
}

double estimateCellSeconds(const CampaignSpec& spec, const DurationModel& model) {
    double seconds =
        model.cellSetupSeconds + expectedFinishSeconds(cellBenchmarks(spec), spec, model);
    for (const BenchmarkSpec& bench : cellBenchmarks(spec)) {
        seconds += expectedBenchmarkSeconds(bench, spec, model);
    }
    return seconds;
}

double estimateCampaignSeconds(const CampaignSpec& spec, std::size_t cells, int lanes,
                               const DurationModel& model) {
    const auto perRound = static_cast<std::size_t>(std::max(1, lanes));
    const auto rounds = (cells + perRound - 1) / perRound;
    return static_cast<double>(rounds) * estimateCellSeconds(spec, model);
}

std::optional<double> measuredSecondsPerSample(const CampaignSpec& spec, int cellsDone,
                                               double seconds, const DurationModel& model) {
    const double work = cellsDone * samplesPerCell(spec);
    const double fixed = cellsDone * (model.cellSetupSeconds +
                                      expectedFinishSeconds(cellBenchmarks(spec), spec, model) +
                                      delaySecondsOfCell(spec) * model.delayWallFactor +
                                      busySecondsOfCell(spec) * model.busyWallFactor);
    if (cellsDone <= 0 || work <= 0 || seconds <= fixed) {
        return std::nullopt;
    }
    return (seconds - fixed) / work;
}

} // namespace cyclelab::core
