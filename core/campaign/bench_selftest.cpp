#include "core/campaign/bench_selftest.hpp"

#include "core/campaign/cell_executor.hpp"
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

namespace cyclelab::core {
namespace {

using Outcome = SelftestStep::Outcome;

const char* const kFlash = "flash";
const char* const kSerial = "serial link and protocol";
const char* const kFirmwareClock = "cycle source and core clock (firmware)";
const char* const kWaitStates = "flash wait states (measured vs configured)";
const char* const kAnalyzerClock = "core clock (analyzer)";
const char* const kPins = "probe and marker channels";
const char* const kRate = "analyzer rate vs shortest benchmark";

std::string fixed1(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

class Report {
  public:
    void add(const char* link, Outcome outcome, std::string detail,
             const std::function<void(const std::string&)>& log) {
        out.steps.push_back({link, outcome, std::move(detail)});
        if (log)
            log(formatStep(out.steps.back()));
    }
    // Every step not reached yet, skipped because `why`.
    void skipRest(std::initializer_list<const char*> links, const std::string& why,
                  const std::function<void(const std::string&)>& log) {
        for (const char* link : links)
            add(link, Outcome::Skip, why, log);
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
        report.add(kFlash, Outcome::Fail, st.error().message, options.log);
        return st.error();
    }
    report.add(kFlash, Outcome::Pass, image.imageName + " via " + bench.flasher().name(),
               options.log);
    auto link = bench.connect();
    if (!link) {
        report.add(kSerial, Outcome::Fail, link.error().message, options.log);
        return link.error();
    }
    if (auto st = bench.flasher().release(); !st) {
        report.add(kSerial, Outcome::Fail, st.error().message, options.log);
        return st.error();
    }
    FirmwareClientOptions clientOptions;
    Flasher& flasher = bench.flasher();
    clientOptions.targetTime = [&flasher] { return flasher.targetTime(); };
    FirmwareClient client(**link, clientOptions);
    auto hello = client.hello(options.helloTimeout);
    if (!hello) {
        report.add(kSerial, Outcome::Fail,
                   hello.error().message + "; check the adapter's RX on the board's " +
                       bench.board().uartTx + " and TX on " + bench.board().uartRx +
                       ", common ground, and " + std::to_string(bench.board().baud) + " baud",
                   options.log);
        return hello.error();
    }
    if (hello->board != image.boardId ||
        (!image.buildId.empty() && hello->build != image.buildId)) {
        report.add(kSerial, Outcome::Fail,
                   "HELLO from board " + hello->board + " build " + hello->build + ", expected " +
                       image.boardId + " build " + image.buildId +
                       ": the flash did not take, or another board answers on this port",
                   options.log);
        return Error::runtime("wrong target");
    }
    report.add(kSerial, Outcome::Pass,
               "HELLO protocol " + std::to_string(hello->protoMajor) + "." +
                   std::to_string(hello->protoMinor) + " from " + hello->board + " " +
                   hello->kernel + " build " + hello->build,
               options.log);
    return *hello;
}

void firmwareSteps(const Hello& hello, const FirmwareBuild& image, Report& report,
                   const SelftestOptions& options) {
    const std::string clock = hello.clockHz ? formatHz(static_cast<double>(hello.clockHz))
                                            : formatHz(static_cast<double>(hello.cycleHz));
    const std::string source = hello.clockSource.empty() ? "" : " from " + hello.clockSource;
    const std::string fallback = hello.cycleSrc == "dwt" || hello.cycleSrc == "mcycle" ||
                                         hello.cycleSrc == "mpccr" // the ESP32-C3's cycle counter
                                     ? ""
                                     : " (fallback counter: the core has no working DWT)";
    if (auto problem = clockProblem(hello, image.clock.cpuHz); !problem.empty())
        report.add(kFirmwareClock, Outcome::Fail, problem, options.log);
    else
        report.add(kFirmwareClock, Outcome::Pass,
                   hello.cycleSrc + " at " + formatHz(static_cast<double>(hello.cycleHz)) +
                       fallback + ", core " + clock + source,
                   options.log);
    if (hello.flashWsMeasured < 0)
        report.add(kWaitStates, Outcome::Skip,
                   "the firmware does not measure them (configured " +
                       std::to_string(hello.flashWs) + ")",
                   options.log);
    else if (auto warning = flashWaitStateWarning(hello); !warning.empty())
        report.add(kWaitStates, Outcome::Fail, warning, options.log);
    else
        report.add(kWaitStates, Outcome::Pass,
                   std::to_string(hello.flashWsMeasured) +
                       " measured = " + std::to_string(hello.flashWs) + " configured",
                   options.log);
}

void captureSteps(const std::vector<Run>& runs, const BoardProfile& board, double rateHz,
                  double claimedHz, Report& report, const SelftestOptions& options) {
    // Probe and marker: every run got its marker window and one probe pulse per sample.
    std::string missing;
    for (const auto& run : runs) {
        const bool pulses = run.pulseWidths.size() == run.samples.size();
        if (!pulses && !missing.empty())
            continue;
        if (!pulses)
            missing = run.benchmark.id + ": " + std::to_string(run.pulseWidths.size()) +
                      " probe pulses for " + std::to_string(run.samples.size()) + " samples" +
                      (run.validation ? " (" + english(run.validation->reason) + ")" : "");
    }
    const std::string wiring = "probe " + board.probe.name + " on channel " +
                               std::to_string(board.probe.analyzerChannel) + ", marker " +
                               board.marker.name + " on channel " +
                               std::to_string(board.marker.analyzerChannel);
    if (!missing.empty()) {
        report.add(kPins, Outcome::Fail,
                   missing + "; check the wires: " + wiring + ", and a common ground", options.log);
        report.skipRest({kAnalyzerClock, kRate}, "needs the probe pulses", options.log);
        return;
    }
    report.add(kPins, Outcome::Pass, wiring + ": one pulse per sample in every marker window",
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
    const std::string seen = std::isnan(seenHz) ? "nothing" : formatHz(seenHz, 4);
    const std::string how = longest ? " (" + longest->benchmark.id + ": " +
                                          std::to_string(longest->samples.size()) +
                                          " pulses of known cycle counts)"
                                    : "";
    if (std::isnan(seenHz) || std::abs(seenHz - claimedHz) > options.clockTolerance * claimedHz)
        report.add(kAnalyzerClock, Outcome::Fail,
                   "the analyzer sees " + seen + ", the firmware counts at " +
                       formatHz(claimedHz, 4) + how +
                       ": the PLL runs at another frequency than the image assumes (check the "
                       "crystal frequency and the clock tier) or the analyzer's rate is off",
                   options.log);
    else
        report.add(kAnalyzerClock, Outcome::Pass,
                   seen + " seen, " + formatHz(claimedHz, 4) + " counted" + how, options.log);

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
        report.add(kRate, Outcome::Skip, "no benchmark measured", options.log);
    } else if (auto st = checkSamplerate(rateHz, shortestNs); !st) {
        report.add(kRate, Outcome::Fail,
                   shortest->benchmark.id + " (" + fixed1(shortestNs) +
                       " ns): " + st.error().message,
                   options.log);
    } else {
        report.add(kRate, Outcome::Pass,
                   formatHz(rateHz, 4) + " resolves " + shortest->benchmark.id + " (median " +
                       fixed1(shortestNs) + " ns, " + fixed1(shortestNs * rateHz / 1e9) +
                       " samples)",
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
            report.skipRest({kSerial}, "needs the flash", options.log);
        report.skipRest({kFirmwareClock, kWaitStates, kPins, kAnalyzerClock, kRate},
                        "needs the serial link", options.log);
        return std::move(report.out);
    }
    firmwareSteps(*hello, image, report, options);
    if (!analyzer) {
        report.skipRest({kPins, kAnalyzerClock, kRate}, "no logic analyzer on this bench",
                        options.log);
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
    events.log = options.log;
    auto runs = executor.execute(spec, cell, image, events);
    if (!runs) {
        report.add(kPins, Outcome::Fail,
                   "the captured benchmark run failed: " + runs.error().message, options.log);
        report.skipRest({kAnalyzerClock, kRate}, "needs the captured run", options.log);
        return std::move(report.out);
    }
    const double claimedHz =
        static_cast<double>(hello->cycleHz ? hello->cycleHz : image.clock.cpuHz);
    captureSteps(*runs, bench.board(), runs->empty() ? rateHz : runs->front().analyzerSamplerateHz,
                 claimedHz, report, options);
    return std::move(report.out);
}

} // namespace cyclelab::core
