#include "core/report/run_json.hpp"

#include "core/model/thread_metric.hpp"
#include "core/store/model_json.hpp"

namespace cyclelab::core {
namespace {

using nlohmann::json;

// [{"beginCore": 0, "endCore": 1, "samples": 100}, ...] (docs/JSON.md).
json coresJson(const std::vector<CorePair>& cores) {
    json out = json::array();
    for (const auto& p : cores) {
        out.push_back({{"beginCore", p.beginCore}, {"endCore", p.endCore}, {"samples", p.samples}});
    }
    return out;
}

// {"core0": 12.5, "core1": 97.0}: each core's idle share of the window in percent (docs/JSON.md).
json idleJson(const std::vector<CoreIdle>& idle) {
    json out = json::object();
    for (const auto& c : idle) {
        out["core" + std::to_string(c.core)] = c.permille / 10.0;
    }
    return out;
}

json runFields(const Run& r, const std::optional<Stats>& stats, std::size_t n, std::size_t pulses) {
    const FirmwareBuild& b = r.build;
    auto orNull = [](bool present, auto value) { return present ? json(value) : json(nullptr); };
    return json{
        {"id", r.id},
        {"campaign", orNull(r.campaignId != 0, r.campaignId)},
        {"cell", orNull(r.campaignId != 0 && r.cellIndex >= 0, r.cellIndex)},
        {"board", b.boardId},
        {"kernel", b.kernel.name},
        {"kernelVersion", b.kernel.version},
        {"kernelCommit", b.kernel.commit},
        {"kernelPin", b.kernel.pin},
        {"kernelPinNote", b.kernel.pinNote},
        {"profile", std::string(toString(b.kernel.profile))},
        {"opt", std::string(toString(b.opt))},
        {"cpuHz", b.clock.cpuHz},
        {"flashWaitStates", b.clock.flashWaitStates},
        {"image", b.imageName},
        {"toolchain", b.toolchain},
        {"flags", b.flags},
        {"buildId", b.buildId},
        {"textBytes", b.textBytes},
        {"dataBytes", b.dataBytes},
        {"bssBytes", b.bssBytes},
        {"sha256", b.sha256},
        {"benchmark", r.benchmark.id},
        {"params", r.benchmark.params},
        {"benchmarkKey", r.benchmark.key()},
        {"cycleSource", r.cycleSource},
        {"cycleHz", r.cycleHz},
        {"unit", r.unit},
        {"harnessOverheadCycles", r.harnessOverheadCycles},
        {"harnessSlots",
         orNull(b.harnessCounterSlots > 0, json{{"counter", b.harnessCounterSlots},
                                                {"pulse", b.harnessPulseSlots},
                                                {"shippedCounter", b.harnessShippedCounterSlots},
                                                {"shippedPulse", b.harnessShippedPulseSlots}})},
        {"harnessWarning",
         orNull(harnessSizeWarning(b).has_value(), harnessSizeWarning(b).value_or(""))},
        {"objectRam", b.objectRam ? toJson(*b.objectRam) : json(nullptr)},
        {"flashWaitStatesMeasured",
         orNull(r.flashWaitStatesMeasured >= 0, r.flashWaitStatesMeasured)},
        {"cores", orNull(!r.cores.empty(), coresJson(r.cores))},
        {"idle", orNull(!r.idle.empty(), idleJson(r.idle))},
        {"warmup", r.warmup},
        {"n", n},
        {"pulses", pulses},
        {"analyzerSamplerateHz", r.analyzerSamplerateHz},
        {"status", std::string(toString(r.status))},
        {"statusReason", r.statusReason},
        {"startedAtMs", r.startedAtMs},
        {"finishedAtMs", r.finishedAtMs},
        {"capturePath", r.capturePath},
        {"stats", stats ? toJson(*stats) : json(nullptr)},
        {"cyclesPerIteration", orNull(stats && cyclesPerIteration(r, stats->mean),
                                      stats ? cyclesPerIteration(r, stats->mean).value_or(0) : 0)},
        {"validation", r.validation ? toJson(*r.validation) : json(nullptr)},
        {"acceptance", r.acceptance
                           ? json{{"verdict", std::string(toString(r.acceptance->verdict))},
                                  {"reason", english(r.acceptance->reason)}}
                           : json(nullptr)},
    };
}

} // namespace

json toJson(const Stats& s) {
    return json{{"n", s.n},       {"min", s.min},           {"median", s.median},
                {"mean", s.mean}, {"max", s.max},           {"stddev", s.stddev},
                {"p90", s.p90},   {"p99", s.p99},           {"p999", s.p999},
                {"mad", s.mad},   {"outliers", s.outliers}, {"outlierK", s.outlierK}};
}

json toJson(const Validation& v) {
    return json{{"verdict", std::string(toString(v.verdict))},
                {"reason", english(v.reason)},
                {"paired", v.paired},
                {"withinTolerance", v.withinTolerance},
                {"toleranceNs", v.toleranceNs},
                {"biasNs", v.biasNs},
                {"loaLowNs", v.loaLowNs},
                {"loaHighNs", v.loaHighNs},
                {"maxDevNs", v.maxDevNs},
                {"toggleOverheadNs", v.toggleOverheadNs},
                {"samplerateHz", v.samplerateHz},
                {"disagreeing", v.disagreeing},
                {"unpaired", v.unpaired}};
}

json runsDocument(std::vector<json> runObjects) {
    return json{{"schema", kRunsSchema}, {"runs", std::move(runObjects)}};
}

json runToJson(const RunSummary& s) {
    return runFields(s.run, s.stats, s.sampleCount, s.pulseCount);
}

json runToJson(const Run& run, bool withSamples) {
    std::optional<Stats> stats;
    if (!run.samples.empty()) {
        stats = computeStats(run.samples).value();
    }
    json j = runFields(run, stats, run.samples.size(), run.pulseWidths.size());
    if (withSamples) {
        j["samples"] = run.samples;
        j["pulseWidths"] = run.pulseWidths;
    }
    return j;
}

} // namespace cyclelab::core
