#include "core/campaign/bench_selftest.hpp"

#include "core/campaign/cell_executor.hpp"
#include "core/common/message.hpp"
#include "core/common/samplerate_check.hpp"
#include "core/common/samplerates.hpp"
#include "core/common/units.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/protocol/hello_checks.hpp"
#include "core/stats/order_stats.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <optional>

namespace cyclelab::core {
namespace {

using Outcome = SelftestStep::Outcome;

constexpr MessageId kFlash = MessageId::SelftestLinkFlash;
constexpr MessageId kSerial = MessageId::SelftestLinkSerial;
constexpr MessageId kFirmwareClock = MessageId::SelftestLinkFirmwareClock;
constexpr MessageId kWaitStates = MessageId::SelftestLinkWaitStates;
constexpr MessageId kAnalyzerClock = MessageId::SelftestLinkAnalyzerClock;
constexpr MessageId kPins = MessageId::SelftestLinkPins;
constexpr MessageId kRate = MessageId::SelftestLinkRate;

std::string fixed1(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

class Report {
  public:
    void add(MessageId link, Outcome outcome, Message detail,
             const std::function<void(const std::string&)>& log) {
        const Message linkText = message(link);
        out.steps.push_back({english(linkText), outcome, english(detail), linkText, detail});
        if (log)
            log(formatStep(out.steps.back()));
    }
    // Every step not reached yet, skipped because `why`.
    void skipRest(std::initializer_list<MessageId> links, MessageId why,
                  const std::function<void(const std::string&)>& log) {
        for (MessageId link : links)
            add(link, Outcome::Skip, message(why), log);
    }
    SelftestReport out;
};

// Boots the image once to read its HELLO: flash, connect, release, handshake, stop.
Expected<Hello> boot(Bench& bench, const FirmwareBuild& image, Report& report,
                     const SelftestOptions& options) {
    struct Stop {
        Flasher& f;
        ~Stop() { f.shutdown(); }
    } stop{bench.flasher()};
    if (auto st = bench.flasher().flash(image, {}); !st) {
        report.add(kFlash, Outcome::Fail, st.error().sentence(), options.log);
        return st.error();
    }
    report.add(kFlash, Outcome::Pass,
               message(MessageId::SelftestFlashed, {image.imageName, bench.flasher().name()}),
               options.log);
    auto link = bench.connect();
    if (!link) {
        report.add(kSerial, Outcome::Fail, link.error().sentence(), options.log);
        return link.error();
    }
    if (auto st = bench.flasher().release(); !st) {
        report.add(kSerial, Outcome::Fail, st.error().sentence(), options.log);
        return st.error();
    }
    FirmwareClientOptions clientOptions;
    Flasher& flasher = bench.flasher();
    clientOptions.targetTime = [&flasher] { return flasher.targetTime(); };
    FirmwareClient client(**link, clientOptions);
    auto hello = client.hello(options.helloTimeout);
    if (!hello) {
        report.add(kSerial, Outcome::Fail,
                   message(MessageId::SelftestNoHello,
                           {sub(hello.error().sentence()), bench.board().uartTx,
                            bench.board().uartRx, std::to_string(bench.board().baud)}),
                   options.log);
        return hello.error();
    }
    if (hello->board != image.boardId ||
        (!image.buildId.empty() && hello->build != image.buildId)) {
        report.add(kSerial, Outcome::Fail,
                   message(MessageId::SelftestWrongHello,
                           {hello->board, hello->build, image.boardId, image.buildId}),
                   options.log);
        return Error::runtime("wrong target");
    }
    report.add(kSerial, Outcome::Pass,
               message(MessageId::SelftestHello,
                       {std::to_string(hello->protoMajor), std::to_string(hello->protoMinor),
                        hello->board, hello->kernel, hello->build}),
               options.log);
    return *hello;
}

void firmwareSteps(const Hello& hello, const FirmwareBuild& image, Report& report,
                   const SelftestOptions& options) {
    const std::string clock = hello.clockHz ? formatHz(static_cast<double>(hello.clockHz))
                                            : formatHz(static_cast<double>(hello.cycleHz));
    const MessageArg source = hello.clockSource.empty()
                                  ? MessageArg(std::string())
                                  : sub(message(MessageId::SelftestClockFrom, {hello.clockSource}));
    const MessageArg fallback = hello.cycleSrc == "dwt" || hello.cycleSrc == "mcycle" ||
                                        hello.cycleSrc == "mpccr" // the ESP32-C3's cycle counter
                                    ? MessageArg(std::string())
                                    : sub(message(MessageId::SelftestFallbackCounter));
    if (auto problem = clockProblem(hello, image.clock.cpuHz))
        report.add(kFirmwareClock, Outcome::Fail, *problem, options.log);
    else
        report.add(kFirmwareClock, Outcome::Pass,
                   message(MessageId::SelftestCycleSource,
                           {hello.cycleSrc, formatHz(static_cast<double>(hello.cycleHz)), fallback,
                            clock, source}),
                   options.log);
    if (hello.flashWsMeasured < 0)
        report.add(
            kWaitStates, Outcome::Skip,
            message(MessageId::SelftestWaitStatesUnmeasured, {std::to_string(hello.flashWs)}),
            options.log);
    else if (auto warning = flashWaitStateWarning(hello))
        report.add(kWaitStates, Outcome::Fail, *warning, options.log);
    else
        report.add(kWaitStates, Outcome::Pass,
                   message(MessageId::SelftestWaitStatesAgree,
                           {std::to_string(hello.flashWsMeasured), std::to_string(hello.flashWs)}),
                   options.log);
}

void captureSteps(const std::vector<Run>& runs, const BoardProfile& board, double rateHz,
                  double claimedHz, Report& report, const SelftestOptions& options) {
    // Probe and marker: every run got its marker window and one probe pulse per sample.
    std::optional<Message> missing;
    for (const auto& run : runs) {
        if (run.pulseWidths.size() == run.samples.size() || missing)
            continue;
        missing = message(MessageId::SelftestPulsesMissing,
                          {run.benchmark.id, std::to_string(run.pulseWidths.size()),
                           std::to_string(run.samples.size()),
                           run.validation ? sub(message(MessageId::SelftestPulsesReason,
                                                        {sub(run.validation->reason)}))
                                          : MessageArg(std::string())});
    }
    const Message wiring =
        message(MessageId::SelftestWiring,
                {board.probe.name, std::to_string(board.probe.analyzerChannel), board.marker.name,
                 std::to_string(board.marker.analyzerChannel)});
    if (missing) {
        report.add(kPins, Outcome::Fail,
                   message(MessageId::SelftestCheckWires, {sub(*missing), sub(wiring)}),
                   options.log);
        report.skipRest({kAnalyzerClock, kRate}, MessageId::SelftestNeedsPulses, options.log);
        return;
    }
    report.add(kPins, Outcome::Pass, message(MessageId::SelftestPinsPass, {sub(wiring)}),
               options.log);

    // The core clock the analyzer sees: cycles counted by the firmware over the pulse's length
    // in time, on the longest benchmark (tick_accuracy: ~10 ms pulses, overheads negligible).
    const Run* longest = nullptr;
    for (const auto& run : runs)
        if (!run.samples.empty() && (!longest || run.samples.front() > longest->samples.front()))
            longest = &run;
    std::vector<double> hz;
    for (std::size_t i = 0; longest && i < longest->samples.size(); ++i)
        if (longest->pulseWidths[i] > 0)
            hz.push_back(static_cast<double>(longest->samples[i]) * rateHz /
                         static_cast<double>(longest->pulseWidths[i]));
    const double seenHz = medianInPlace(hz);
    const MessageArg seen = std::isnan(seenHz) ? sub(message(MessageId::SelftestSeenNothing))
                                               : MessageArg(formatHz(seenHz, 4));
    const MessageArg how =
        longest ? sub(message(MessageId::SelftestKnownPulses,
                              {longest->benchmark.id, std::to_string(longest->samples.size())}))
                : MessageArg(std::string());
    if (std::isnan(seenHz) || std::abs(seenHz - claimedHz) > options.clockTolerance * claimedHz)
        report.add(kAnalyzerClock, Outcome::Fail,
                   message(MessageId::SelftestClockMismatch, {seen, formatHz(claimedHz, 4), how}),
                   options.log);
    else
        report.add(kAnalyzerClock, Outcome::Pass,
                   message(MessageId::SelftestClockAgree, {seen, formatHz(claimedHz, 4), how}),
                   options.log);

    // The shortest benchmark measured here against the analyzer's period.
    const Run* shortest = nullptr;
    double shortestNs = 0;
    for (const auto& run : runs) {
        if (run.benchmark.id == kBaselineBenchmark || run.samples.empty())
            continue;
        std::vector<double> cycles(run.samples.begin(), run.samples.end());
        const double ns = medianInPlace(cycles) / claimedHz * 1e9;
        if (!shortest || ns < shortestNs) {
            shortest = &run;
            shortestNs = ns;
        }
    }
    if (!shortest) {
        report.add(kRate, Outcome::Skip, message(MessageId::SelftestNoBenchmark), options.log);
    } else if (auto st = checkSamplerate(rateHz, shortestNs); !st) {
        report.add(kRate, Outcome::Fail,
                   message(MessageId::SelftestRateFail, {shortest->benchmark.id, fixed1(shortestNs),
                                                         sub(st.error().sentence())}),
                   options.log);
    } else {
        report.add(kRate, Outcome::Pass,
                   message(MessageId::SelftestRatePass,
                           {formatHz(rateHz, 4), shortest->benchmark.id, fixed1(shortestNs),
                            fixed1(shortestNs * rateHz / 1e9)}),
                   options.log);
    }
}

} // namespace

bool SelftestReport::passed() const {
    return std::none_of(steps.begin(), steps.end(),
                        [](const SelftestStep& s) { return s.outcome == Outcome::Fail; });
}

std::string formatStep(const SelftestStep& step) {
    const char* tag = step.outcome == Outcome::Pass   ? "PASS"
                      : step.outcome == Outcome::Fail ? "FAIL"
                                                      : "SKIP";
    return std::string(tag) + "  " + step.link + ": " + step.detail;
}

Expected<SelftestReport> runBenchSelftest(Bench& bench, const FirmwareBuild& image,
                                          const SelftestOptions& options) {
    LogicAnalyzer* analyzer = bench.analyzer();
    double rateHz = options.samplerateHz;
    if (analyzer) {
        auto rate = resolveSamplerate(rateHz, analyzer->samplerates(), analyzer->name());
        if (!rate)
            return rate.error();
        rateHz = *rate;
    }
    Report report;
    auto hello = boot(bench, image, report, options);
    if (!hello) {
        if (report.out.steps.size() == 1)
            report.skipRest({kSerial}, MessageId::SelftestNeedsFlash, options.log);
        report.skipRest({kFirmwareClock, kWaitStates, kPins, kAnalyzerClock, kRate},
                        MessageId::SelftestNeedsSerial, options.log);
        return std::move(report.out);
    }
    firmwareSteps(*hello, image, report, options);
    if (!analyzer) {
        report.skipRest({kPins, kAnalyzerClock, kRate}, MessageId::SelftestNoAnalyzer, options.log);
        return std::move(report.out);
    }

    // Second boot, captured: a short benchmark and a long one with their pulses.
    CampaignSpec spec;
    spec.boardId = bench.board().id;
    spec.benchmarks = {{"sem_give_take", {}}, {"tick_accuracy", {}}};
    spec.samples = options.samples;
    spec.warmup = 10;
    spec.analyzerSamplerateHz = rateHz;
    CampaignCell cell;
    cell.kernel = image.kernel.name;
    cell.profile = image.kernel.profile;
    cell.opt = image.opt;
    cell.cpuHz = image.clock.cpuHz;
    std::atomic<bool> stop{false};
    CellOptions cellOptions;
    cellOptions.helloTimeout = options.helloTimeout;
    CellExecutor executor(bench, cellOptions, stop);
    CellEvents events;
    events.log = [&options](const Message& line) {
        if (options.log)
            options.log(english(line));
    };
    auto runs = executor.execute(spec, cell, image, events);
    if (!runs) {
        report.add(kPins, Outcome::Fail,
                   message(MessageId::SelftestCaptureFailed, {sub(runs.error().sentence())}),
                   options.log);
        report.skipRest({kAnalyzerClock, kRate}, MessageId::SelftestNeedsCapture, options.log);
        return std::move(report.out);
    }
    const double claimedHz =
        static_cast<double>(hello->cycleHz ? hello->cycleHz : image.clock.cpuHz);
    captureSteps(*runs, bench.board(), runs->empty() ? rateHz : runs->front().analyzerSamplerateHz,
                 claimedHz, report, options);
    return std::move(report.out);
}

} // namespace cyclelab::core
