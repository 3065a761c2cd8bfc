#pragma once
// Runs one campaign cell on a bench: flash the image, connect, handshake, capture, run every
// benchmark, stop, then pair each run's cycle samples with its analyzer pulses.

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "core/bench/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/protocol/protocol_events.hpp"

namespace cyclelab::core {

struct CellOptions {
    std::string captureDir;        // where capture files are kept ("" = temp, deleted)
    double jitterNs = 0.0;         // declared analyzer jitter, added to the tolerance
    std::chrono::milliseconds helloTimeout{15000};
};

struct CellEvents {
    std::function<void(const std::string& message)> log;
    // After each benchmark: index, count and the run just measured (not yet validated).
    std::function<void(std::size_t index, std::size_t count, const Run& run)> benchmarkDone;
};

class CellExecutor {
public:
    CellExecutor(Bench& bench, CellOptions options, const std::atomic<bool>& stopRequested);

    // The runs of the cell, in benchmark order, validated when the bench has an analyzer.
    // `baseline` is always measured first: it calibrates the GPIO toggle overhead.
    Expected<std::vector<Run>> execute(const CampaignSpec& spec, const CampaignCell& cell,
                                       const FirmwareBuild& image, const CellEvents& events);

private:
    Bench& m_bench;
    CellOptions m_options;
    const std::atomic<bool>& m_stop;
};

// The benchmarks a cell runs: the spec's, with `baseline` moved or added to the front.
std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec);
// The same for one image: benchmarks its kernel has no primitive for (the port declares them
// n/a; the image does not contain them) are left out, not attempted.
std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image);

// Samples for one benchmark: the campaign's count, capped where the benchmark defines its own.
std::uint32_t samplesFor(const BenchmarkSpec& bench, std::uint32_t campaignSamples);

}  // namespace cyclelab::core
