#include "core/campaign/cell_executor.hpp"

#include "core/analysis/acceptance.hpp"
#include "core/analysis/cross_validator.hpp"
#include "core/analysis/plausibility.hpp"
#include "core/analysis/pulse_extractor.hpp"
#include "core/analysis/toggle_calibration.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/thread_metric_cell.hpp"
#include "core/common/message.hpp"
#include "core/model/thread_metric.hpp"
#include "core/protocol/hello_checks.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>

namespace cyclelab::core {
namespace {
// What QEMU's clock moves past the analyzer per hand-off through wfi, at most: measured 3
// (tests/firmware/two_harts_test.cpp) and 3-4 in FreeRTOS SMP's cross-core wake-ups. A sample
// may hold more turn changes than its design's hand-offs: a kernel lock the other hart holds is
// waited for in wfi (ports/freertos/smp) or until a timer deadline ends the waiter's turn
// (ports/nuttx), and a tick inside the sample ends a turn and sends the other hart an IPI. Six
// more are allowed. Measured (300 samples a run): at FreeRTOS V11.1.0+ 4 to 6 samples a run 12
// to 24 cycles over; at V11.2.0 3 to 5 samples of some cross-core runs 25 or 26 cycles over
// (xcore_pingpong 33), as many as a 1 kHz tick lands in (a 2,700-cycle region at 125 MHz: 2%);
// NuttX SMP's xcore_pingpong 14 cycles over in every sample. Counting the halts (wfi) in the
// firmware did not size it: those samples held at most 4 (measured with a DONE halts= field).
constexpr double kHandOffSlots = 4.0;
constexpr int kLockWaitHandOffs = 6;

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Stops the target and the capture on every path out of execute().
class CellGuard {
  public:
    CellGuard(Flasher& flasher, LogicAnalyzer* analyzer)
        : m_flasher(flasher), m_analyzer(analyzer) {}
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

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Times the pulse extractor wherever the analyzer feeds it (its own thread for a real
// analyzer, stop() for the virtual one), so extraction is told apart from reading the capture.
class TimedSink : public LogicSink {
  public:
    explicit TimedSink(LogicSink& inner) : m_inner(inner) {}
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override {
        const auto start = Clock::now();
        m_inner.onLogic(data, bytes, unitSize);
        m_ns += std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
    }
    double seconds() const { return static_cast<double>(m_ns.load()) * 1e-9; }

  private:
    LogicSink& m_inner;
    std::atomic<std::int64_t> m_ns{0};
};

} // namespace

CellExecutor::CellExecutor(Bench& bench, CellOptions options, const std::atomic<bool>& stop)
    : m_bench(bench), m_options(std::move(options)), m_stop(stop) {}

// Step 1: the analyzer starts before the target boots, so the first marker window is caught.
Expected<std::string> CellExecutor::startCapture(const CampaignSpec& spec, const CampaignCell& cell,
                                                 const FirmwareBuild& image, const Pass& pass,
                                                 LogicSink& sink, PulseExtractor& extractor) {
    const BoardProfile& board = m_bench.board();
    CaptureRequest request;
    request.samplerateHz = spec.analyzerSamplerateHz;
    request.channels = {board.probe.analyzerChannel, board.marker.analyzerChannel};
    request.triggerChannel = board.marker.analyzerChannel;
    // A triggered capture begins with the marker already high: that is a window, not a
    // pulse cut off by the start of the capture.
    extractor.setTriggeredOnMarker(true);
    std::string capturePath;
    if (!m_options.captureDir.empty()) {
        std::filesystem::create_directories(m_options.captureDir);
        capturePath = (std::filesystem::path(m_options.captureDir) /
                       captureFileName(m_options.campaignId, image.imageName, cell.index,
                                       pass.number, pass.part))
                          .string();
    }
    request.outputPath = capturePath;
    if (auto st = m_bench.analyzer()->start(request, sink); !st) {
        return st.error();
    }
    return capturePath;
}

// Step 2: flash, connect, let the target run and check that its HELLO is this image's.
Expected<BootedTarget> CellExecutor::bootTarget(const FirmwareBuild& image, const LogFn& log) {
    log(message(MessageId::LogFlashing, {image.imageName}));
    auto target = core::bootTarget(m_bench, image, m_options.helloTimeout);
    if (!target) {
        return target.error();
    }
    const Hello& hello = target->hello;
    log(message(MessageId::LogTargetUp, {hello.board, hello.kernel, hello.kver, hello.cycleSrc,
                                         std::to_string(hello.cycleHz)}));
    if (auto warning = flashWaitStateWarning(hello)) {
        log(*warning);
    }
    return target;
}

// Step 3: one benchmark on the running target, its samples checked for plausibility.
Expected<Run> CellExecutor::measure(BootedTarget& target, const CampaignSpec& spec,
                                    const FirmwareBuild& build, const BenchmarkSpec& bench,
                                    const std::string& capturePath) {
    const Hello& hello = target.hello;
    const std::uint32_t n = samplesFor(bench, spec.samples);
    if (hello.maxN > 0 && n > hello.maxN) {
        return Error::badInput(
            message(MessageId::ErrBoardKeepsAtMost,
                    {m_bench.board().id, std::to_string(hello.maxN), std::to_string(n)}));
    }
    const bool tm = isThreadMetric(bench.id);
    Run run;
    run.build = build;
    run.build.objectRam = hello.objectRam; // the image's own figures, stored with its build
    run.warmup = tm ? threadMetricWarmup(spec.warmup) : spec.warmup;
    run.startedAtMs = nowMs();
    const auto period = bench.params.find("period_ms");
    const auto periodMs = tm && period != bench.params.end() ? std::stoul(period->second) : 100;
    const auto timeout =
        tm ? threadMetricRunTimeout(n, run.warmup, periodMs) : defaultRunTimeout(n, spec.warmup);
    auto result = target.client->run(bench, n, run.warmup, timeout);
    if (!result) {
        return withCoreLocation(
            m_bench.flasher(),
            result.error().withContext(message(MessageId::ErrCampaignCtxFile, {bench.key()})),
            build);
    }
    run.finishedAtMs = nowMs();
    run.benchmark = BenchmarkSpec{bench.id, result->params};
    run.cycleSource = hello.cycleSrc;
    run.cycleHz = hello.cycleHz;
    run.harnessOverheadCycles = result->overheadCycles;
    if (result->tickCycles > 0) {
        m_tickCycles = result->tickCycles;
    }
    run.flashWaitStatesMeasured = hello.flashWsMeasured;
    run.cores = result->cores;
    run.idle = result->idle;
    run.samples = std::move(result->samples);
    run.serialLog = std::move(result->serialLog);
    run.capturePath = capturePath;
    markImplausible(run, result->windowCycles);
    run.acceptance = acceptanceOf(run.benchmark.id, result->checkFields, run.samples.size());
    if (tm) {
        run.unit = std::string(kThreadMetricUnit);
        run.acceptance = threadMetricAcceptance(result->checkFields, run.samples.size());
        m_threadMetricDone[run.benchmark.key()] = result->checkFields;
    }
    return run;
}

// Step 4: the capture's marker windows, one per run, or an error naming the capture.
Expected<CellExecutor::Windows> CellExecutor::finishCapture(PulseExtractor& extractor,
                                                            const LogFn& log) {
    auto capture = m_bench.analyzer()->stop();
    if (!capture) {
        return capture.error();
    }
    extractor.finish();
    if (!extractor.status()) {
        return Error::runtime(sequence({message(MessageId::ErrCaptureCtxCapture, {capture->path}),
                                        extractor.status().error().sentence()}));
    }
    Windows windows{extractor.runWidths(), capture->samplerateHz};
    log(message(MessageId::LogCapture,
                {std::to_string(capture->totalSamples),
                 std::to_string(static_cast<long long>(capture->samplerateHz)),
                 std::to_string(windows.widths.size())}));
    return windows;
}

// Step 5: each run against its window. The baseline (window 0) calibrates the toggle overhead.
void CellExecutor::validate(std::vector<Run>& runs, const Windows& windows) const {
    const double samplerate = windows.samplerateHz;
    // Per harness shape, from the empty region of that shape (`baseline`, `baseline_long`).
    // NaN when it left no pulses: crossValidate then says the run is inconclusive.
    auto toggleFrom = [&](const std::string& id) {
        for (std::size_t i = 0; i < runs.size() && i < windows.widths.size(); ++i) {
            if (runs[i].benchmark.id == id) {
                return toggleOverheadNs(windows.widths[i], samplerate);
            }
        }
        return std::nan("");
    };
    const double toggleShortNs = toggleFrom(kBaselineBenchmark);
    const double toggleLongNs = toggleFrom(kBaselineLong);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        Run& run = runs[i];
        run.analyzerSamplerateHz = samplerate;
        auto undecided = [&](Message reason) {
            Validation v;
            v.verdict = Verdict::Inconclusive;
            v.samplerateHz = samplerate;
            v.reason = std::move(reason);
            run.validation = v;
        };
        if (windows.widths.size() != runs.size()) {
            undecided(
                message(MessageId::ReasonCaptureWindows,
                        {std::to_string(windows.widths.size()), std::to_string(runs.size())}));
            continue;
        }
        run.pulseWidths = windows.widths[i];
        if (isThreadMetric(run.benchmark.id)) {
            const auto done = m_threadMetricDone.find(run.benchmark.key());
            ThreadMetricTolerance tolerance{
                m_bench.counterHz(run.cycleSource, static_cast<double>(run.cycleHz), m_tickCycles),
                validationOptions(run).timebasePpm, m_options.jitterNs};
            run.validation = validateThreadMetricRun(run,
                                                     done == m_threadMetricDone.end()
                                                         ? std::map<std::string, std::string>{}
                                                         : done->second,
                                                     tolerance);
            continue;
        }
        if (const BenchmarkInfo* info = findBenchmark(run.benchmark.id);
            info && !info->probePulse) {
            undecided(message(MessageId::ReasonCounterOnly, {run.benchmark.id}));
            continue;
        }
        const double toggleNs = longShape(run.benchmark.id) ? toggleLongNs : toggleShortNs;
        // The rate the counter really runs at against the analyzer's timebase (the virtual
        // bench's emulated SysTick is not quite its nominal rate); the run keeps its nominal one.
        const double counterHz =
            m_bench.counterHz(run.cycleSource, static_cast<double>(run.cycleHz), m_tickCycles);
        run.validation = crossValidate(run.samples, counterHz, run.pulseWidths, samplerate,
                                       toggleNs, validationOptions(run));
    }
}

CrossValidationOptions CellExecutor::validationOptions(const Run& run) const {
    CrossValidationOptions options;
    options.jitterNs = m_options.jitterNs;
    // The two clocks' tolerances, from the bench's profiles: the board's crystal and the
    // analyzer's timebase (both 0 on the virtual bench, where one clock drives both).
    const LogicAnalyzer* analyzer = m_bench.analyzer();
    options.timebasePpm = m_bench.board().clockPpm + (analyzer ? analyzer->timebasePpm() : 0.0);
    options.analyzerPhaseIndependent = analyzer != nullptr && analyzer->samplePhaseIndependent();
    // What the harness should cost, from the image's code: exact on the virtual bench, where
    // every instruction is one slot of -icount; on hardware wait states and the pipeline make
    // instruction counts no measure of cycles, so the check does not apply there. Only the
    // short-region shape has the count (the long one calls the extended counter read).
    const BoardProfile& board = m_bench.board();
    const FirmwareBuild& image = run.build;
    if (isVirtualBoard(board) && !longShape(run.benchmark.id) &&
        run.benchmark.id != kBaselineLong && image.harnessCounterSlots > 0 &&
        image.harnessPulseSlots > 0) {
        const double slotNs = std::ldexp(1.0, board.icountShift);
        options.harnessSlotNs = slotNs;
        options.expectedCounterOverheadCycles =
            image.harnessCounterSlots * slotNs * static_cast<double>(run.cycleHz) / 1e9;
        options.counterOverheadCycles = run.harnessOverheadCycles;
        options.expectedToggleOverheadNs = image.harnessPulseSlots * slotNs;
    }
    if (const int handOffs = crossCoreHandOffs(run.benchmark);
        handOffs > 0 && isVirtualBoard(board) && board.harts > 1) {
        // Across a hart's halt QEMU's clock moves by more slots than run (docs/VALIDATION.md,
        // "Two harts"): the counter reads that much more than the pulse, per hand-off.
        const double slotCycles =
            std::ldexp(1.0, board.icountShift) * static_cast<double>(run.cycleHz) / 1e9;
        options.counterCycleAllowance +=
            (handOffs + kLockWaitHandOffs) * kHandOffSlots * slotCycles;
    }
    if (run.benchmark.id == kBaselineBenchmark || run.benchmark.id == kBaselineLong) {
        // The empty region has no operation for the analyzer to resolve: what is checked is
        // that counter and pulse agree once each side's fixed overhead is subtracted.
        options.maxSamplePeriodFraction = std::numeric_limits<double>::infinity();
    }
    return options;
}

void markImplausible(Run& run, std::uint64_t windowCycles) {
    if (auto why = crossCorePinningError(run.benchmark, run.cores); !why.empty()) {
        run.status = RunStatus::Implausible;
        run.statusReason = std::move(why);
        return;
    }
    const BenchmarkInfo* info = findBenchmark(run.benchmark.id);
    PlausibilityLimits limits;
    limits.windowCycles = windowCycles;
    // The empty region may cost nothing; a counter-only latency may be 0 when nothing delayed
    // the interrupt. Everything else does work.
    limits.zeroPossible = run.benchmark.id == kBaselineBenchmark ||
                          run.benchmark.id == kBaselineLong || (info && !info->probePulse);
    if (auto reason = implausibleReason(run.samples, static_cast<double>(run.cycleHz), limits)) {
        run.status = RunStatus::Implausible;
        run.statusReason = std::move(*reason);
    }
}

Expected<std::vector<Run>> CellExecutor::execute(const CampaignSpec& spec, const CampaignCell& cell,
                                                 const FirmwareBuild& image,
                                                 const CellEvents& events, CellTimings* timings,
                                                 Pass* pass) {
    CellTimings local;
    Pass firstPass;
    Pass& thisPass = pass != nullptr ? *pass : firstPass;
    thisPass.stoppedEarly = false;
    CellTimings& times = timings != nullptr ? *timings : local;
    const LogFn log = [&](const Message& msg) {
        if (events.log) {
            events.log(msg);
        }
    };
    const BoardProfile& board = m_bench.board();
    LogicAnalyzer* analyzer = m_bench.analyzer();
    m_tickCycles = 0;
    // Declared before the guard: the guard's analyzer->stop() may still deliver data to it.
    PulseExtractor extractor({board.probe.analyzerChannel, board.marker.analyzerChannel},
                             board.probe.analyzerChannel, board.marker.analyzerChannel);
    TimedSink sink(extractor);
    CellGuard guard(m_bench.flasher(), analyzer);
    std::string capturePath;
    if (analyzer) {
        auto path = startCapture(spec, cell, image, thisPass, sink, extractor);
        if (!path) {
            return path.error();
        }
        capturePath = *path;
        guard.capturing(true);
    }
    const auto emulationStart = Clock::now();
    auto target = bootTarget(image, log);
    if (!target) {
        return target.error();
    }
    FirmwareBuild build = image;
    build.buildId = target->hello.build;
    const auto benches = cellBenchmarks(spec, image, thisPass.storedKeys);
    std::vector<Run> runs;
    for (std::size_t i = 0; i < benches.size(); ++i) {
        if (m_stop) {
            // Stopped between benchmarks: the ones finished are complete runs with their marker
            // windows in the capture, validated and kept below; a resume measures the rest.
            thisPass.stoppedEarly = true;
            break;
        }
        auto run = measure(*target, spec, build, benches[i], capturePath);
        if (!run) {
            return run.error();
        }
        runs.push_back(std::move(*run));
        if (events.benchmarkDone) {
            events.benchmarkDone(i, benches.size(), runs.back());
        }
    }
    m_bench.flasher().shutdown();
    const double extractedWhileRunning = sink.seconds();
    times.emulationS = secondsSince(emulationStart) - extractedWhileRunning;
    const auto dropNotKept = [&] {
        std::erase_if(runs,
                      [&](const Run& r) { return !keptRun(r.benchmark, thisPass.storedKeys); });
    };
    if (!analyzer || runs.empty()) {
        dropNotKept();
        return runs;
    }
    guard.capturing(false);
    const auto importStart = Clock::now();
    auto windows = finishCapture(extractor, log);
    times.pulseExtractionS = sink.seconds();
    times.captureImportS =
        secondsSince(importStart) - (times.pulseExtractionS - extractedWhileRunning);
    if (!windows) {
        return windows.error();
    }
    const auto validationStart = Clock::now();
    validate(runs, *windows);
    times.validationS = secondsSince(validationStart);
    dropNotKept();
    return runs;
}

} // namespace cyclelab::core
