#include "core/campaign/cell_benchmarks.hpp"

#include "core/campaign/benchmark_catalog.hpp"

#include <algorithm>

namespace cyclelab::core {

bool longShape(const std::string& id) {
    return id == "tick_accuracy";
}

bool calibrationBenchmark(const std::string& id) {
    return id == kBaselineBenchmark || id == kBaselineLong;
}

std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec) {
    std::vector<BenchmarkSpec> out{BenchmarkSpec{kBaselineBenchmark, {}}};
    if (std::any_of(spec.benchmarks.begin(), spec.benchmarks.end(),
                    [](const BenchmarkSpec& b) { return longShape(b.id); })) {
        // Calibrates the probe-toggle overhead of the long shape; not kept as a result.
        out.push_back(BenchmarkSpec{kBaselineLong, {}});
    }
    for (const auto& b : spec.benchmarks) {
        if (b.id != kBaselineBenchmark) {
            out.push_back(b);
        }
    }
    return out;
}

std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image) {
    auto out = cellBenchmarks(spec);
    std::erase_if(out,
                  [&](const BenchmarkSpec& b) { return image.port.notApplicable.contains(b.id); });
    return out;
}

std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image,
                                          const std::set<std::string>& storedKeys) {
    auto out = cellBenchmarks(spec, image);
    std::erase_if(out, [&](const BenchmarkSpec& b) {
        return !calibrationBenchmark(b.id) && storedKeys.contains(b.key());
    });
    // The long shape's calibration only serves a long-shape benchmark still to measure.
    if (std::none_of(out.begin(), out.end(),
                     [](const BenchmarkSpec& b) { return longShape(b.id); })) {
        std::erase_if(out, [](const BenchmarkSpec& b) { return b.id == kBaselineLong; });
    }
    // Only the calibration left: every result of the cell is stored already.
    if (std::all_of(out.begin(), out.end(),
                    [](const BenchmarkSpec& b) { return calibrationBenchmark(b.id); }) &&
        storedKeys.contains(BenchmarkSpec{kBaselineBenchmark, {}}.key())) {
        out.clear();
    }
    return out;
}

bool keptRun(const BenchmarkSpec& bench, const std::set<std::string>& storedKeys) {
    return bench.id != kBaselineLong && !storedKeys.contains(bench.key());
}

std::uint32_t samplesFor(const BenchmarkSpec& bench, std::uint32_t campaignSamples) {
    if (bench.id == kBaselineLong) {
        return std::min<std::uint32_t>(campaignSamples, 1000); // an empty region: enough
    }
    const BenchmarkInfo* info = findBenchmark(bench.id);
    if (info && info->maxSamples > 0) {
        return std::min(campaignSamples, info->maxSamples);
    }
    return campaignSamples;
}

std::string captureFileName(std::int64_t campaignId, const std::string& imageName, int cellIndex,
                            int pass, int part) {
    const std::string prefix =
        campaignId > 0 ? "campaign" + std::to_string(campaignId) + "-" : std::string();
    const std::string boot = part > 0 ? "-boot" + std::to_string(part + 1) : std::string();
    const std::string suffix = pass > 1 ? "-pass" + std::to_string(pass) : std::string();
    return prefix + imageName + "-cell" + std::to_string(cellIndex) + boot + suffix + ".vcd";
}

} // namespace cyclelab::core
