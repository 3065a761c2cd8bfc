// `cyclelab-cli show RUN`: one run with every condition that qualifies its numbers.

#include "app/cli/cli_context.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "core/model/thread_metric.hpp"
#include "core/report/run_json.hpp"
#include "core/store/run_store.hpp"

#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace cyclelab::cli {
namespace {

struct ShowOptions {
    std::string id;
    std::string db;
    bool json = false;
    bool samples = false;
};

std::string number(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// "core 0 -> core 1: 100 samples; core 0 -> core 0: 3 samples": where each sample began and
// ended (DONE cores=), so a cross-core run taken on one core shows.
std::string coresText(const std::vector<core::CorePair>& cores) {
    std::string out;
    for (const auto& p : cores) {
        out += (out.empty() ? "" : "; ") + std::string("core ") + std::to_string(p.beginCore) +
               " -> core " + std::to_string(p.endCore) + ": " + std::to_string(p.samples) +
               (p.samples == 1 ? " sample" : " samples");
    }
    return out;
}

// "core 0 12.5 %, core 1 97.0 %": each core's idle share of the window (DONE idle=).
std::string idleText(const std::vector<core::CoreIdle>& idle) {
    std::string out;
    for (const auto& c : idle) {
        out += (out.empty() ? "" : ", ") + std::string("core ") + std::to_string(c.core) + " " +
               number(c.permille / 10.0, 1) + " %";
    }
    return out + " of the recording window in the kernel's idle task";
}

std::string hzText(double hz) {
    auto scaled = [](double v, const char* unit) {
        return number(v, v == std::floor(v) ? 0 : 3) + unit;
    };
    if (hz >= 1e6) {
        return scaled(hz / 1e6, " MHz");
    }
    if (hz >= 1e3) {
        return scaled(hz / 1e3, " kHz");
    }
    return scaled(hz, " Hz");
}

std::string utc(std::int64_t ms) {
    if (ms <= 0) {
        return "-";
    }
    const std::time_t t = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return buf;
}

void line(const std::string& label, const std::string& value) {
    std::cout << "  " << label << std::string(label.size() < 16 ? 16 - label.size() : 1, ' ')
              << value << '\n';
}

// What the kernel was measured with: the primitive (or the port's labelled stand-in), the
// configuration source and the settings in which this kernel's two profiles differ.
void printPort(const core::Run& r) {
    const core::KernelPort& p = r.build.port;
    if (auto it = p.primitives.find(r.benchmark.id); it != p.primitives.end()) {
        line("primitive",
             (p.isPortImplemented(r.benchmark.id) ? "port-implemented: " : "") + it->second);
    }
    if (!p.configSource.empty()) {
        line("configuration", p.configSource);
    }
    if (!p.configDiff.empty()) {
        std::string diff;
        for (const auto& [key, values] : p.configDiff) {
            diff += (diff.empty() ? "" : ", ") + key + " " + values.first + "/" + values.second;
        }
        line("default/minimal", diff);
    }
    for (const auto& [bench, why] : p.notApplicable) {
        line("n/a", bench + ": " + why);
    }
}

// Where the run was measured and, in a merged database, which shard database it came from.
std::string originText(const core::RunOrigin& o) {
    std::string text = o.host.empty() ? std::string("unknown host") : o.host;
    if (!o.shard.whole()) {
        text += ", shard " + std::to_string(o.shard.index) + "/" + std::to_string(o.shard.count);
    }
    if (!o.source.empty()) {
        text += ", merged from " + o.source;
    }
    return text;
}

// The run's sample statistics, in its unit (and ns where the counter rate is known).
void printStatistics(const core::Run& r) {
    const bool tm = core::isThreadMetric(r.benchmark.id);
    std::cout << "Statistics (" << r.unit << ", " << r.samples.size()
              << (tm ? " reporting periods after " : " samples after ") << r.warmup
              << (tm ? " dropped)\n" : " warm-up iterations)\n");
    auto stats = core::computeStats(r.samples);
    if (!stats) {
        line("-", "no samples");
    } else {
        const core::Stats& s = stats.value();
        auto ns = [&](double cycles) {
            return r.cycleHz > 0 && r.unit == "cycles"
                       ? " (" + number(cycles * 1e9 / static_cast<double>(r.cycleHz), 1) + " ns)"
                       : std::string();
        };
        const auto marks = core::markExtremes(r, s.p99);
        const std::string disagree = "  [from a sample the analyzer disagrees with]";
        const auto virtualNote = core::virtualCyclesNote(r.build);
        if (virtualNote && !tm) {
            line("unit", core::english(*virtualNote));
        }
        line("min", std::to_string(s.min) + ns(s.min));
        line("median", number(s.median, 1) + ns(s.median));
        line("mean", number(s.mean, 2) + ns(s.mean));
        line("max", std::to_string(s.max) + ns(s.max) + (marks.maxDisagrees ? disagree : ""));
        line("stddev", number(s.stddev, 2));
        line("p90/p99/p99.9", number(s.p90, 1) + " / " + number(s.p99, 1) + " / " +
                                  number(s.p999, 1) + (marks.p99Disagrees ? disagree : ""));
        line("MAD", number(s.mad, 1));
        line("outliers",
             std::to_string(s.outliers) + " above median + " + number(s.outlierK, 1) + " MAD");
        if (const auto cpi = core::cyclesPerIteration(r, s.mean)) {
            line("cycles/iteration", number(*cpi, 3) + " (Thread-Metric: the " +
                                         number(*core::threadMetricPeriodCycles(r), 0) +
                                         "-cycle period over its mean iterations" +
                                         (virtualNote ? "; virtual cycles" : std::string()) + ")");
        }
    }
}

// The port's own acceptance check, then the cross-validation of the two channels.
void printChecks(const core::Run& r) {
    if (r.acceptance) {
        // A check's own outcome: what the kernel did, whatever the two clocks say.
        std::cout << "Port acceptance check\n";
        line("result", std::string(core::toString(r.acceptance->verdict)) + ": " +
                           core::english(r.acceptance->reason));
    }
    std::cout << "Validation (cycle counter vs logic analyzer)\n";
    if (!r.validation) {
        line("-", "not validated");
        return;
    }
    const core::Validation& v = *r.validation;
    line("verdict", std::string(core::toString(v.verdict)) + ": " + core::english(v.reason));
    line("paired", std::to_string(v.paired) + " samples, " + number(v.withinTolerance * 100, 2) +
                       "% within " + number(v.toleranceNs, 1) + " ns");
    line("disagree", std::to_string(v.disagreeing) + " of " + std::to_string(v.paired) +
                         " paired samples beyond the tolerance; " + std::to_string(v.unpaired) +
                         " unpaired (samples without a pulse, pulses without a sample)");
    line("bias", number(v.biasNs, 2) + " ns (limits of agreement " + number(v.loaLowNs, 2) +
                     " .. " + number(v.loaHighNs, 2) + " ns)");
    line("max deviation", number(v.maxDevNs, 2) + " ns");
    line("toggle overhead", number(v.toggleOverheadNs, 2) + " ns subtracted");
    line("samplerate", hzText(v.samplerateHz));
}

void printRun(const core::Run& r, const std::optional<core::RunOrigin>& origin) {
    const core::FirmwareBuild& b = r.build;
    std::cout << "Run " << r.id << ": " << r.benchmark.key() << "  [" << core::toString(r.status)
              << (r.statusReason.empty() ? "" : ": " + r.statusReason) << "]\n";
    line("started",
         utc(r.startedAtMs) + (r.finishedAtMs > r.startedAtMs
                                   ? " (" + std::to_string(r.finishedAtMs - r.startedAtMs) + " ms)"
                                   : ""));
    if (r.campaignId != 0) {
        line("campaign", std::to_string(r.campaignId) + ", cell " + std::to_string(r.cellIndex));
    }
    if (origin) {
        line("measured on", originText(*origin));
    }
    std::cout << "Conditions\n";
    line("board", b.boardId);
    std::string waitStates = std::to_string(b.clock.flashWaitStates) + " flash wait states";
    if (r.flashWaitStatesMeasured >= 0) {
        waitStates += r.flashWaitStatesMeasured == b.clock.flashWaitStates
                          ? " (measured the same)"
                          : " (measured " + std::to_string(r.flashWaitStatesMeasured) +
                                ": the hardware does not do what the build configured)";
    }
    line("cpu clock", hzText(static_cast<double>(b.clock.cpuHz)) + ", " + waitStates);
    line("kernel",
         core::kernelLabel(b) + " (" + std::string(core::toString(b.kernel.profile)) + " profile)");
    if (const std::string source = core::kernelSourceText(b.kernel); !source.empty()) {
        line("kernel source", source);
    }
    printPort(r);
    line("optimisation", std::string(core::toString(b.opt)));
    line("toolchain", b.toolchain);
    line("flags", b.flags);
    line("image", b.imageName + " (build " + b.buildId + ", text/data/bss " +
                      std::to_string(b.textBytes) + "/" + std::to_string(b.dataBytes) + "/" +
                      std::to_string(b.bssBytes) + " bytes)");
    line("kernel RAM", b.objectRam ? core::objectRamText(*b.objectRam)
                                   : std::string("not reported (an image before protocol 2.1)"));
    line("harness", core::harnessSizeText(b));
    if (!r.cores.empty()) {
        line("cores", coresText(r.cores));
    }
    if (!r.idle.empty()) {
        line("idle", idleText(r.idle));
    }
    if (const auto warning = core::harnessSizeWarning(b)) {
        line("WARNING", *warning);
    }
    line("cycle source", r.cycleSource + " at " + hzText(static_cast<double>(r.cycleHz)) +
                             ", harness overhead " + std::to_string(r.harnessOverheadCycles) +
                             " cycles subtracted");
    line("analyzer", r.analyzerSamplerateHz > 0
                         ? hzText(r.analyzerSamplerateHz) + " samplerate, " +
                               std::to_string(r.pulseWidths.size()) + " pulses"
                         : std::string("none"));
    if (!r.capturePath.empty()) {
        line("capture", r.capturePath);
    }
    printStatistics(r);
    printChecks(r);
}

// Taken as text so a word gets an explanation instead of CLI11's conversion error.
core::Expected<std::int64_t> parseRunId(const std::string& text) {
    std::size_t used = 0;
    try {
        const long long id = std::stoll(text, &used);
        if (used == text.size() && id > 0) {
            return static_cast<std::int64_t>(id);
        }
    } catch (const std::logic_error&) {
    }
    return core::Error::badInput(
        "'" + text +
        "' is not a run id: a run id is the positive number in the ID column of "
        "`cyclelab-cli runs --db FILE` (e.g. `cyclelab-cli show 42 --db FILE`)");
}

int runShow(const ShowOptions& o) {
    const auto id = parseRunId(o.id);
    if (!id) {
        return reportError(id.error());
    }
    auto store = core::RunStore::openReadOnly(o.db);
    if (!store) {
        return reportError(store.error());
    }
    auto run = store->loadRun(*id);
    if (!run) {
        return reportError(run.error());
    }
    auto origin = store->runOrigin(*id);
    if (!origin) {
        return reportError(origin.error());
    }
    if (o.json) {
        nlohmann::json doc = core::runToJson(run.value(), o.samples);
        doc["schema"] = core::kShowSchema;
        if (*origin) {
            const core::RunOrigin& from = **origin;
            doc["origin"] = {{"host", from.host},
                             {"shard", from.shard.index},
                             {"shards", from.shard.count},
                             {"source", from.source}};
        }
        std::cout << doc.dump(2) << '\n';
    } else {
        printRun(run.value(), *origin);
        // What the lab called it (runs --rename / --annotate, or the desktop app).
        if (auto s = store->loadSummary(*id); s && (!s->name.empty() || !s->note.empty())) {
            std::cout << "Name: " << s->name << "\nNote: " << s->note << '\n';
        }
    }
    return 0;
}

} // namespace

void addShowCommand(CLI::App& app, CliContext& ctx) {
    auto opts = std::make_shared<ShowOptions>();
    CLI::App* cmd = app.add_subcommand("show", "Show one stored run with all its conditions");
    cmd->add_option("RUN", opts->id, "Run id (see `cyclelab-cli runs`)")->required();
    cmd->add_option("--db", opts->db, "Run database (SQLite file)")->required();
    cmd->add_flag("--json", opts->json, "Print JSON instead of text (schema cyclelab.show/1)");
    cmd->add_flag("--samples", opts->samples, "With --json: include samples and pulse widths");
    cmd->callback([&ctx, opts] { ctx.action = [opts] { return runShow(*opts); }; });
}

} // namespace cyclelab::cli
