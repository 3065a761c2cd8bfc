#include "core/campaign/cell_executor.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>

#include "core/analysis/cross_validator.hpp"
#include "core/analysis/pulse_extractor.hpp"
#include "core/analysis/toggle_calibration.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/target_boot.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/protocol/hello_checks.hpp"

namespace cyclelab::core {
namespace {

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Stops the target and the capture on every path out of execute().
class CellGuard {
public:
    CellGuard(Flasher& flasher, LogicAnalyzer* analyzer) : m_flasher(flasher), m_analyzer(analyzer) {}
    ~CellGuard() {
        m_flasher.shutdown();
        if (m_analyzer && m_capturing) {
            (void)m_analyzer->stop();
        }
    }
    void capturing(bool on) { m_capturing = on; }

private:
    Flasher& m_flasher;
    LogicAnalyzer* m_analyzer;
    bool m_capturing = false;
};

}  // namespace

std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec) {
    std::vector<BenchmarkSpec> out{BenchmarkSpec{"baseline", {}}};
    for (const auto& b : spec.benchmarks) {
        if (b.id != "baseline") {
            out.push_back(b);
        }
    }
    return out;
}

std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image) {
    auto out = cellBenchmarks(spec);
    std::erase_if(out, [&](const BenchmarkSpec& b) {
        return image.port.notApplicable.contains(b.id);
    });
    return out;
}

std::uint32_t samplesFor(const BenchmarkSpec& bench, std::uint32_t campaignSamples) {
    const BenchmarkInfo* info = findBenchmark(bench.id);
    if (info && info->maxSamples > 0) {
        return std::min(campaignSamples, info->maxSamples);
    }
    return campaignSamples;
}

CellExecutor::CellExecutor(Bench& bench, CellOptions options, const std::atomic<bool>& stop)
    : m_bench(bench), m_options(std::move(options)), m_stop(stop) {}

Expected<std::vector<Run>> CellExecutor::execute(const CampaignSpec& spec, const CampaignCell& cell,
                                                 const FirmwareBuild& image,
                                                 const CellEvents& events) {
    auto log = [&](const std::string& msg) {
        if (events.log) {
            events.log(msg);
        }
    };
    const BoardProfile& board = m_bench.board();
    LogicAnalyzer* analyzer = m_bench.analyzer();
    // Declared before the guard: the guard's analyzer->stop() may still deliver data to it.
    PulseExtractor extractor({board.probe.analyzerChannel, board.marker.analyzerChannel},
                             board.probe.analyzerChannel, board.marker.analyzerChannel);
    CellGuard guard(m_bench.flasher(), analyzer);
    std::string capturePath;
    if (analyzer) {
        CaptureRequest request;
        request.samplerateHz = spec.analyzerSamplerateHz;
        request.channels = {board.probe.analyzerChannel, board.marker.analyzerChannel};
        request.triggerChannel = board.marker.analyzerChannel;
        // A triggered capture begins with the marker already high: that is a window, not a
        // pulse cut off by the start of the capture.
        extractor.setTriggeredOnMarker(true);
        if (!m_options.captureDir.empty()) {
            std::filesystem::create_directories(m_options.captureDir);
            capturePath = (std::filesystem::path(m_options.captureDir) /
                           (image.imageName + "-cell" + std::to_string(cell.index) + ".vcd"))
                              .string();
        }
        request.outputPath = capturePath;
        if (auto st = analyzer->start(request, extractor); !st) {
            return st.error();
        }
        guard.capturing(true);
    }
    log("flashing " + image.imageName);
    auto target = bootTarget(m_bench, image, m_options.helloTimeout);
    if (!target) {
        return target.error();
    }
    FirmwareClient& client = *target->client;
    const Hello* hello = &target->hello;
    log("target up: " + hello->board + " " + hello->kernel + " " + hello->kver + ", cycle source " +
        hello->cycleSrc + " at " + std::to_string(hello->cycleHz) + " Hz");
    if (auto warning = flashWaitStateWarning(*hello); !warning.empty()) {
        log(warning);
    }

    FirmwareBuild build = image;
    build.buildId = hello->build;
    const auto benches = cellBenchmarks(spec, image);
    std::vector<Run> runs;
    for (std::size_t i = 0; i < benches.size(); ++i) {
        if (m_stop) {
            return Error::runtime("stopped");
        }
        const std::uint32_t n = samplesFor(benches[i], spec.samples);
        if (hello->maxN > 0 && n > hello->maxN) {
            return Error::badInput("board " + board.id + " keeps at most " +
                                   std::to_string(hello->maxN) + " samples per run; " +
                                   std::to_string(n) + " were asked (lower 'samples')");
        }
        Run run;
        run.build = build;
        run.warmup = spec.warmup;
        run.startedAtMs = nowMs();
        auto result = client.run(benches[i], n, spec.warmup, defaultRunTimeout(n, spec.warmup));
        if (!result) {
            return Error::runtime(benches[i].key() + ": " + result.error().message);
        }
        run.finishedAtMs = nowMs();
        run.benchmark = BenchmarkSpec{benches[i].id, result->params};
        run.cycleSource = hello->cycleSrc;
        run.cycleHz = hello->cycleHz;
        run.harnessOverheadCycles = result->overheadCycles;
        run.samples = std::move(result->samples);
        run.serialLog = std::move(result->serialLog);
        run.capturePath = capturePath;
        runs.push_back(std::move(run));
        if (events.benchmarkDone) {
            events.benchmarkDone(i, benches.size(), runs.back());
        }
    }
    m_bench.flasher().shutdown();
    if (!analyzer) {
        return runs;
    }
    guard.capturing(false);
    auto capture = analyzer->stop();
    if (!capture) {
        return capture.error();
    }
    extractor.finish();
    if (!extractor.status()) {
        return Error::runtime("capture " + capture->path + ": " + extractor.status().error().message);
    }
    const auto windows = extractor.runWidths();
    log("capture: " + std::to_string(capture->totalSamples) + " samples at " +
        std::to_string(static_cast<long long>(capture->samplerateHz)) + " Hz, " +
        std::to_string(windows.size()) + " marker windows");
    const double samplerate = capture->samplerateHz;
    // NaN when the baseline left no pulses: crossValidate then says the run is inconclusive.
    const double toggleNs = windows.empty() ? std::nan("") : toggleOverheadNs(windows.front(), samplerate);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        Run& run = runs[i];
        run.analyzerSamplerateHz = samplerate;
        if (windows.size() != runs.size()) {
            Validation v;
            v.verdict = Verdict::Inconclusive;
            v.samplerateHz = samplerate;
            v.reason = "the capture has " + std::to_string(windows.size()) +
                       " marker windows for " + std::to_string(runs.size()) +
                       " runs: pulses cannot be assigned to runs";
            run.validation = v;
            continue;
        }
        run.pulseWidths = windows[i];
        if (const BenchmarkInfo* info = findBenchmark(run.benchmark.id); info && !info->probePulse) {
            Validation v;
            v.verdict = Verdict::Inconclusive;
            v.samplerateHz = samplerate;
            v.reason = run.benchmark.id + " is counter-only: its samples are timed inside an "
                       "interrupt handler from a hardware event, which no probe pulse can bracket";
            run.validation = v;
            continue;
        }
        CrossValidationOptions options;
        options.jitterNs = m_options.jitterNs;
        if (run.benchmark.id == "baseline") {
            // The empty region has no operation for the analyzer to resolve: what is checked is
            // that counter and pulse agree once each side's fixed overhead is subtracted.
            options.maxSamplePeriodFraction = std::numeric_limits<double>::infinity();
        }
        run.validation = crossValidate(run.samples, static_cast<double>(run.cycleHz),
                                       run.pulseWidths, samplerate, toggleNs, options);
    }
    return runs;
}

}  // namespace cyclelab::core
