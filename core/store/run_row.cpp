#include "core/store/run_row.hpp"

#include "core/store/message_json.hpp"
#include "core/store/model_json.hpp"
#include "core/store/sample_codec.hpp"
#include "core/store/store_impl.hpp"

#include <SQLiteCpp/Statement.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <variant>

namespace cyclelab::core::store_detail {
namespace {

using nlohmann::json;

// Column order of kSelect; keep both in step.
enum Col : int {
    cId,
    cCampaign,
    cCell,
    cBench,
    cParams,
    cWarmup,
    cStarted,
    cFinished,
    cStatus,
    cReason,
    cUnit,
    cSource,
    cCycleHz,
    cOverhead,
    cN,
    cMin,
    cMax,
    cMean,
    cMedian,
    cStddev,
    cP90,
    cP99,
    cP999,
    cMad,
    cOutliers,
    cOutlierK,
    cSamplerate,
    cCapture,
    cPulseCount,
    cFlashWsMeasured,
    cAcceptVerdict,
    cAcceptReason,
    cCores,
    cIdle,
    cAcceptReasonMsg,
    bImage,
    bBoard,
    bKernel,
    bKver,
    bProfile,
    bOpt,
    bCpuHz,
    bFlashWs,
    bToolchain,
    bFlags,
    bText,
    bData,
    bBss,
    bSha,
    bBuildId,
    bImagePath,
    bBenchmarks,
    bPort,
    bHarnessCounter,
    bHarnessPulse,
    bHarnessShippedCounter,
    bHarnessShippedPulse,
    vRun,
    vVerdict,
    vReason,
    vPaired,
    vWithin,
    vTolerance,
    vBias,
    vLoaLow,
    vLoaHigh,
    vMaxDev,
    vToggle,
    vSamplerate,
    vDisagreeing,
    vUnpaired,
    vReasonMsg,
    lName,
    lNote,
    xSamples,
    xPulses,
    xLog,
    xAgreement
};

constexpr const char* kSelect = R"sql(
    SELECT r.id, r.campaign_id, r.cell_index, r.benchmark, r.params_json, r.warmup,
        r.started_ms, r.finished_ms, r.status, r.reason, r.unit, r.cycle_source, r.cycle_hz,
        r.harness_overhead, r.n, r.stat_min, r.stat_max, r.stat_mean, r.stat_median,
        r.stat_stddev, r.stat_p90, r.stat_p99, r.stat_p999, r.stat_mad, r.stat_outliers,
        r.stat_outlier_k, r.analyzer_samplerate_hz, r.capture_path, r.pulse_count,
        r.flash_ws_measured,
        r.acceptance_verdict, r.acceptance_reason, r.cores, r.idle, r.acceptance_reason_msg,
        b.image, b.board, b.kernel, b.kver, b.profile, b.opt, b.cpu_hz, b.flash_ws, b.toolchain,
        b.flags, b.text_bytes, b.data_bytes, b.bss_bytes, b.sha256, b.build_id, b.image_path,
        b.benchmarks_json, b.port_json, b.harness_counter, b.harness_pulse,
        b.harness_shipped_counter, b.harness_shipped_pulse,
        v.run_id, v.verdict, v.reason, v.paired, v.within, v.tolerance_ns, v.bias_ns,
        v.loa_low_ns, v.loa_high_ns, v.max_dev_ns, v.toggle_overhead_ns, v.samplerate_hz,
        v.disagreeing, v.unpaired, v.reason_msg, coalesce(l.name, ''), coalesce(l.note, ''))sql";
constexpr const char* kBlobColumns = ", r.samples, r.pulses, r.serial_log, v.agreement";
constexpr const char* kFrom = R"sql(
    FROM runs r JOIN builds b ON b.id = r.build_id
    LEFT JOIN validations v ON v.run_id = r.id
    LEFT JOIN run_labels l ON l.run_id = r.id)sql";

// The reason as data where the row has it (schema v12) and it still says what was stored;
// else the stored English text, which the GUI shows as it is.
Message storedReason(std::string text, const std::string& json) {
    if (json.empty()) {
        return storedText(std::move(text));
    }
    auto parsed = messageFromJson(nlohmann::json::parse(json, nullptr, false));
    if (!parsed || english(*parsed) != text) {
        return storedText(std::move(text));
    }
    return std::move(parsed.value());
}

template <typename T, typename Parse>
T parseOrThrow(const std::string& text, Parse parse, const char* field, std::int64_t runId) {
    auto v = parse(text);
    if (!v) {
        throw store_detail::SentenceError(
            message(MessageId::ErrStoredRunUnknownValue,
                    {std::to_string(runId), std::string(field), text}));
    }
    return *v;
}

template <typename Decode>
auto decodeColumn(const SQLite::Column& col, const std::string& what, Decode decode) {
    const auto* data = static_cast<const std::uint8_t*>(col.getBlob());
    auto decoded = decode({data, static_cast<std::size_t>(col.getBytes())}, what);
    if (!decoded) {
        throw store_detail::SentenceError(decoded.error().sentence());
    }
    return std::move(decoded.value());
}

// The run's summary statistics, when it has any (a failed run has none).
std::optional<Stats> readStats(SQLite::Statement& q) {
    if (q.getColumn(cMin).isNull())
        return std::nullopt;
    Stats s;
    s.n = static_cast<std::size_t>(q.getColumn(cN).getInt64());
    s.min = q.getColumn(cMin).getInt();
    s.max = q.getColumn(cMax).getInt();
    s.mean = q.getColumn(cMean).getDouble();
    s.median = q.getColumn(cMedian).getDouble();
    s.stddev = q.getColumn(cStddev).getDouble();
    s.p90 = q.getColumn(cP90).getDouble();
    s.p99 = q.getColumn(cP99).getDouble();
    s.p999 = q.getColumn(cP999).getDouble();
    s.mad = q.getColumn(cMad).getDouble();
    s.outliers = static_cast<std::size_t>(q.getColumn(cOutliers).getInt64());
    s.outlierK = q.getColumn(cOutlierK).getDouble();
    return s;
}

// The firmware build the run was measured with; `runId` names the run in errors.
FirmwareBuild readBuild(SQLite::Statement& q, std::int64_t runId) {
    FirmwareBuild b;
    b.imageName = q.getColumn(bImage).getString();
    b.boardId = q.getColumn(bBoard).getString();
    b.kernel.name = q.getColumn(bKernel).getString();
    b.kernel.version = q.getColumn(bKver).getString();
    b.kernel.profile = parseOrThrow<ConfigProfile>(q.getColumn(bProfile).getString(),
                                                   parseConfigProfile, "profile", runId);
    b.opt = parseOrThrow<OptLevel>(q.getColumn(bOpt).getString(), parseOptLevel, "opt", runId);
    b.clock.cpuHz = static_cast<std::uint64_t>(q.getColumn(bCpuHz).getInt64());
    b.clock.flashWaitStates = q.getColumn(bFlashWs).getInt();
    b.toolchain = q.getColumn(bToolchain).getString();
    b.flags = q.getColumn(bFlags).getString();
    b.textBytes = q.getColumn(bText).getUInt();
    b.dataBytes = q.getColumn(bData).getUInt();
    b.bssBytes = q.getColumn(bBss).getUInt();
    b.sha256 = q.getColumn(bSha).getString();
    b.buildId = q.getColumn(bBuildId).getString();
    b.imagePath = q.getColumn(bImagePath).getString();
    b.benchmarks =
        json::parse(q.getColumn(bBenchmarks).getString()).get<std::vector<std::string>>();
    const json portJson = json::parse(q.getColumn(bPort).getString());
    auto port = kernelPortFromJson(portJson);
    if (!port) {
        throw store_detail::SentenceError(message(
            MessageId::ErrStoredRunDetail, {std::to_string(runId), sub(port.error().sentence())}));
    }
    readKernelSource(portJson, b.kernel);
    if (const auto ram = portJson.find("objectRam"); ram != portJson.end()) {
        b.objectRam = objectRamFromJson(*ram);
    }
    b.port = std::move(port.value());
    b.harnessCounterSlots = q.getColumn(bHarnessCounter).getUInt();
    b.harnessPulseSlots = q.getColumn(bHarnessPulse).getUInt();
    b.harnessShippedCounterSlots = q.getColumn(bHarnessShippedCounter).getUInt();
    b.harnessShippedPulseSlots = q.getColumn(bHarnessShippedPulse).getUInt();
    return b;
}

// The cross-validation, when the run has one.
std::optional<Validation> readValidation(SQLite::Statement& q, std::int64_t runId) {
    if (q.getColumn(vRun).isNull())
        return std::nullopt;
    Validation v;
    v.verdict =
        parseOrThrow<Verdict>(q.getColumn(vVerdict).getString(), parseVerdict, "verdict", runId);
    v.reason = storedReason(q.getColumn(vReason).getString(), q.getColumn(vReasonMsg).getString());
    v.paired = static_cast<std::size_t>(q.getColumn(vPaired).getInt64());
    v.withinTolerance = q.getColumn(vWithin).getDouble();
    v.toleranceNs = q.getColumn(vTolerance).getDouble();
    v.biasNs = q.getColumn(vBias).getDouble();
    v.loaLowNs = q.getColumn(vLoaLow).getDouble();
    v.loaHighNs = q.getColumn(vLoaHigh).getDouble();
    v.maxDevNs = q.getColumn(vMaxDev).getDouble();
    v.toggleOverheadNs = q.getColumn(vToggle).getDouble();
    v.samplerateHz = q.getColumn(vSamplerate).getDouble();
    v.disagreeing = static_cast<std::size_t>(q.getColumn(vDisagreeing).getInt64());
    v.unpaired = static_cast<std::size_t>(q.getColumn(vUnpaired).getInt64());
    return v;
}

// Samples, pulse widths, serial log and the per-sample agreement (list views leave them out).
void readBlobs(SQLite::Statement& q, Run& r) {
    const std::string id = std::to_string(r.id);
    r.samples = decodeColumn(q.getColumn(xSamples), "run " + id + " samples", decodeSignedSamples);
    r.pulseWidths =
        decodeColumn(q.getColumn(xPulses), "run " + id + " pulse widths", decodeSamples);
    r.serialLog = q.getColumn(xLog).getString();
    if (r.validation && !q.getColumn(xAgreement).isNull()) {
        const auto agreement = q.getColumn(xAgreement);
        const auto* bytes = static_cast<const std::uint8_t*>(agreement.getBlob());
        r.validation->agreement.assign(bytes, bytes + agreement.getBytes());
    }
}

RunSummary readRow(SQLite::Statement& q, bool withBlobs) {
    RunSummary out;
    Run& r = out.run;
    r.id = q.getColumn(cId).getInt64();
    r.campaignId = q.getColumn(cCampaign).isNull() ? 0 : q.getColumn(cCampaign).getInt64();
    r.cellIndex = q.getColumn(cCell).isNull() ? -1 : q.getColumn(cCell).getInt();
    r.benchmark.id = q.getColumn(cBench).getString();
    r.benchmark.params =
        json::parse(q.getColumn(cParams).getString()).get<std::map<std::string, std::string>>();
    r.warmup = q.getColumn(cWarmup).getUInt();
    r.startedAtMs = q.getColumn(cStarted).getInt64();
    r.finishedAtMs = q.getColumn(cFinished).getInt64();
    r.status =
        parseOrThrow<RunStatus>(q.getColumn(cStatus).getString(), parseRunStatus, "status", r.id);
    r.statusReason = q.getColumn(cReason).getString();
    r.unit = q.getColumn(cUnit).getString();
    r.cycleSource = q.getColumn(cSource).getString();
    r.cycleHz = static_cast<std::uint64_t>(q.getColumn(cCycleHz).getInt64());
    r.harnessOverheadCycles = q.getColumn(cOverhead).getUInt();
    r.analyzerSamplerateHz = q.getColumn(cSamplerate).getDouble();
    r.capturePath = q.getColumn(cCapture).getString();
    r.flashWaitStatesMeasured =
        q.getColumn(cFlashWsMeasured).isNull() ? -1 : q.getColumn(cFlashWsMeasured).getInt();
    out.sampleCount = static_cast<std::size_t>(q.getColumn(cN).getInt64());
    out.pulseCount = static_cast<std::size_t>(q.getColumn(cPulseCount).getInt64());
    r.cores = parseOrThrow<std::vector<CorePair>>(q.getColumn(cCores).getString(), parseCorePairs,
                                                  "cores", r.id);
    r.idle = parseOrThrow<std::vector<CoreIdle>>(q.getColumn(cIdle).getString(), parseCoreIdle,
                                                 "idle", r.id);
    if (const std::string verdict = q.getColumn(cAcceptVerdict).getString(); !verdict.empty()) {
        r.acceptance = Acceptance{parseOrThrow<Verdict>(verdict, parseVerdict, "acceptance", r.id),
                                  storedReason(q.getColumn(cAcceptReason).getString(),
                                               q.getColumn(cAcceptReasonMsg).getString())};
    }

    out.stats = readStats(q);

    r.build = readBuild(q, r.id);

    r.validation = readValidation(q, r.id);
    out.name = q.getColumn(lName).getString();
    out.note = q.getColumn(lNote).getString();

    if (withBlobs)
        readBlobs(q, r);
    return out;
}

} // namespace

Expected<std::vector<RunSummary>> selectRuns(SQLite::Database& db, const RunFilter& filter,
                                             bool withBlobs) {
    std::string sql = kSelect;
    if (withBlobs) {
        sql += kBlobColumns;
    }
    sql += kFrom;
    std::vector<std::variant<std::int64_t, std::string>> args;
    std::string where;
    auto add = [&](const char* clause, std::variant<std::int64_t, std::string> arg) {
        where += where.empty() ? " WHERE " : " AND ";
        where += clause;
        args.push_back(std::move(arg));
    };
    if (filter.campaignId) {
        add("r.campaign_id = ?", *filter.campaignId);
    }
    if (!filter.board.empty()) {
        add("b.board = ?", filter.board);
    }
    if (!filter.kernel.empty()) {
        add("b.kernel = ?", filter.kernel);
    }
    if (!filter.benchmark.empty()) {
        add("r.benchmark = ?", filter.benchmark);
    }
    if (filter.opt) {
        add("b.opt = ?", std::string(toString(*filter.opt)));
    }
    if (filter.profile) {
        add("b.profile = ?", std::string(toString(*filter.profile)));
    }
    if (filter.status) {
        add("r.status = ?", std::string(toString(*filter.status)));
    }
    if (!filter.ids.empty()) {
        where += where.empty() ? " WHERE " : " AND ";
        where += "r.id IN (";
        for (std::size_t i = 0; i < filter.ids.size(); ++i) {
            where += i == 0 ? "?" : ",?";
            args.emplace_back(filter.ids[i]);
        }
        where += ")";
    }
    sql += where + " ORDER BY r.id";

    SQLite::Statement q(db, sql);
    for (std::size_t i = 0; i < args.size(); ++i) {
        const int index = static_cast<int>(i) + 1;
        std::visit([&](const auto& v) { q.bind(index, v); }, args[i]);
    }
    std::vector<RunSummary> out;
    while (q.executeStep()) {
        out.push_back(readRow(q, withBlobs));
    }
    return out;
}

} // namespace cyclelab::core::store_detail
