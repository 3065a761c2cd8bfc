#pragma once
// Runs one campaign cell on a bench: flash the image, connect, handshake, capture, run every
// benchmark, stop, then pair each run's cycle samples with its analyzer pulses.

#include "core/analysis/cross_validator.hpp"
#include "core/analysis/pulse_extractor.hpp"
#include "core/bench_api/bench_interfaces.hpp"
#include "core/campaign/cell_benchmarks.hpp"
#include "core/campaign/cell_timings.hpp"
#include "core/campaign/target_boot.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/protocol/protocol_events.hpp"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cyclelab::core {

struct CellOptions {
    std::string captureDir; // where capture files are kept ("" = temp, deleted)
    // Names the capture files: "campaign7-<image>-cell3.vcd", so campaigns sharing a capture
    // folder never overwrite each other's (0: no campaign, e.g. a self-test).
    std::int64_t campaignId = 0;
    double jitterNs = 0.0; // declared analyzer jitter, added to the tolerance
    std::chrono::milliseconds helloTimeout{15000};
};

struct CellEvents {
    std::function<void(const Message& message)> log; // a log line, as a sentence
    // After each benchmark: index, count and the run just measured (not yet validated).
    std::function<void(std::size_t index, std::size_t count, const Run& run)> benchmarkDone;
};

class CellExecutor {
  public:
    // Borrows `bench` and `stopRequested` (both must outlive the executor); runs on the thread
    // that calls run(), a cell worker's, which has the bench to itself meanwhile. `options` is
    // copied; its callbacks are called on that thread.
    CellExecutor(Bench& bench, CellOptions options, const std::atomic<bool>& stopRequested);

    // The runs of the cell, in benchmark order, validated when the bench has an analyzer.
    // `baseline` is always measured first: it calibrates the GPIO toggle overhead.
    // `timings` (optional) receives the phases of this execution (all but wall and commit).
    // `pass`: the benchmarks whose keys a stopped pass of the cell stored are not measured
    // again (the calibration regions are, and not returned), and the capture file is the
    // pass's own. A stop between benchmarks ends the pass early: the benchmarks finished so far
    // are validated and returned, and `pass.stoppedEarly` is set.
    struct Pass {
        std::set<std::string> storedKeys;
        int number = 1;            // 1: the cell's first pass (captureFileName)
        int part = 0;              // which boot of the cell (cell_parts.hpp, captureFileName)
        bool stoppedEarly = false; // out
    };
    Expected<std::vector<Run>> execute(const CampaignSpec& spec, const CampaignCell& cell,
                                       const FirmwareBuild& image, const CellEvents& events,
                                       CellTimings* timings = nullptr, Pass* pass = nullptr);

  private:
    using LogFn = std::function<void(const Message&)>;
    struct Windows {
        std::vector<std::vector<std::uint32_t>> widths; // pulse widths per marker window
        double samplerateHz = 0.0;                      // the rate the capture really has
    };

    Expected<std::string> startCapture(const CampaignSpec& spec, const CampaignCell& cell,
                                       const FirmwareBuild& image, const Pass& pass,
                                       LogicSink& sink, PulseExtractor& extractor);
    Expected<BootedTarget> bootTarget(const FirmwareBuild& image, const LogFn& log);
    Expected<Run> measure(BootedTarget& target, const CampaignSpec& spec,
                          const FirmwareBuild& build, const BenchmarkSpec& bench,
                          const std::string& capturePath);
    Expected<Windows> finishCapture(PulseExtractor& extractor, const LogFn& log);
    void validate(std::vector<Run>& runs, const Windows& windows) const;
    CrossValidationOptions validationOptions(const Run& run) const;

    Bench& m_bench;
    CellOptions m_options;
    std::uint32_t m_tickCycles = 0; // the target's SysTick period in counter cycles (DONE)
    // Thread-Metric runs' DONE fields (period lengths), by benchmark key, until validation.
    std::map<std::string, std::map<std::string, std::string>> m_threadMetricDone;
    const std::atomic<bool>& m_stop;
};

// Marks `run` implausible (status and reason) when its samples cannot be true: negative,
// longer than the recording window (`windowCycles`, 0 = unknown), or 0 for real work.
void markImplausible(Run& run, std::uint64_t windowCycles);

} // namespace cyclelab::core
