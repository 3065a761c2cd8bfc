#include "core/campaign/campaign_estimate.hpp"

#include "core/campaign/cell_executor.hpp"

namespace cyclelab::core {

double samplesPerCell(const CampaignSpec& spec) {
    double samples = 0;
    for (const BenchmarkSpec& bench : cellBenchmarks(spec)) {
        samples += static_cast<double>(samplesFor(bench, spec.samples)) + spec.warmup;
    }
    return samples;
}

double estimateCellSeconds(const CampaignSpec& spec, const DurationModel& model) {
    return model.cellSetupSeconds + samplesPerCell(spec) * model.secondsPerSample;
}

std::optional<double> measuredSecondsPerSample(const CampaignSpec& spec, int cellsDone,
                                               double seconds, const DurationModel& model) {
    const double work = cellsDone * samplesPerCell(spec);
    const double setup = cellsDone * model.cellSetupSeconds;
    if (cellsDone <= 0 || work <= 0 || seconds <= setup) {
        return std::nullopt;
    }
    return (seconds - setup) / work;
}

} // namespace cyclelab::core
