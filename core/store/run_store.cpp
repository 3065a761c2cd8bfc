// Runs: insert (with build dedup, cached statistics and validation), load, list, filter.

#include "core/common/message.hpp"
#include "core/store/message_json.hpp"
#include "core/store/model_json.hpp"
#include "core/store/run_row.hpp"
#include "core/store/sample_codec.hpp"
#include "core/store/store_impl.hpp"

#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace store_detail {
namespace {

using nlohmann::json;

json portColumn(const FirmwareBuild& b) {
    json port = toJson(b.port);
    addKernelSource(port, b.kernel);
    if (b.objectRam) {
        port["objectRam"] = toJson(*b.objectRam);
    }
    return port;
}

std::string fingerprint(const FirmwareBuild& b) {
    // nlohmann::json objects keep keys sorted, so the dump is canonical.
    return json{{"image", b.imageName},
                {"board", b.boardId},
                {"kernel", b.kernel.name},
                {"kver", b.kernel.version},
                {"profile", std::string(toString(b.kernel.profile))},
                {"opt", std::string(toString(b.opt))},
                {"cpuHz", b.clock.cpuHz},
                {"flashWs", b.clock.flashWaitStates},
                {"toolchain", b.toolchain},
                {"flags", b.flags},
                {"text", b.textBytes},
                {"data", b.dataBytes},
                {"bss", b.bssBytes},
                {"sha256", b.sha256},
                {"buildId", b.buildId},
                {"imagePath", b.imagePath},
                {"benchmarks", b.benchmarks},
                {"port", portColumn(b)}}
        .dump();
}

std::int64_t upsertBuild(SQLite::Database& db, const FirmwareBuild& b) {
    const std::string fp = fingerprint(b);
    SQLite::Statement insert(db, R"sql(
        INSERT INTO builds (fingerprint, image, board, kernel, kver, profile, opt, cpu_hz,
            flash_ws, toolchain, flags, text_bytes, data_bytes, bss_bytes, sha256, build_id,
            image_path, benchmarks_json, port_json, harness_counter, harness_pulse,
            harness_shipped_counter, harness_shipped_pulse)
        VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)
        ON CONFLICT (fingerprint) DO NOTHING)sql");
    int i = 0;
    insert.bind(++i, fp);
    insert.bind(++i, b.imageName);
    insert.bind(++i, b.boardId);
    insert.bind(++i, b.kernel.name);
    insert.bind(++i, b.kernel.version);
    insert.bind(++i, std::string(toString(b.kernel.profile)));
    insert.bind(++i, std::string(toString(b.opt)));
    insert.bind(++i, static_cast<std::int64_t>(b.clock.cpuHz));
    insert.bind(++i, b.clock.flashWaitStates);
    insert.bind(++i, b.toolchain);
    insert.bind(++i, b.flags);
    insert.bind(++i, b.textBytes);
    insert.bind(++i, b.dataBytes);
    insert.bind(++i, b.bssBytes);
    insert.bind(++i, b.sha256);
    insert.bind(++i, b.buildId);
    insert.bind(++i, b.imagePath);
    insert.bind(++i, json(b.benchmarks).dump());
    insert.bind(++i, portColumn(b).dump());
    insert.bind(++i, b.harnessCounterSlots);
    insert.bind(++i, b.harnessPulseSlots);
    insert.bind(++i, b.harnessShippedCounterSlots);
    insert.bind(++i, b.harnessShippedPulseSlots);
    insert.exec();
    SQLite::Statement find(db, "SELECT id FROM builds WHERE fingerprint = ?");
    find.bind(1, fp);
    find.executeStep();
    return find.getColumn(0).getInt64();
}

void bindBlob(SQLite::Statement& st, int index, const std::vector<std::uint8_t>& bytes) {
    st.bind(index, bytes.data(), static_cast<int>(bytes.size()));
}

void insertValidation(SQLite::Database& db, std::int64_t runId, const Validation& v) {
    SQLite::Statement st(db, R"sql(
        INSERT INTO validations (run_id, verdict, reason, paired, within, tolerance_ns, bias_ns,
            loa_low_ns, loa_high_ns, max_dev_ns, toggle_overhead_ns, samplerate_hz, disagreeing,
            unpaired, agreement, reason_msg)
        VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?))sql");
    int i = 0;
    st.bind(++i, runId);
    st.bind(++i, std::string(toString(v.verdict)));
    st.bind(++i, english(v.reason));
    st.bind(++i, static_cast<std::int64_t>(v.paired));
    st.bind(++i, v.withinTolerance);
    st.bind(++i, v.toleranceNs);
    st.bind(++i, v.biasNs);
    st.bind(++i, v.loaLowNs);
    st.bind(++i, v.loaHighNs);
    st.bind(++i, v.maxDevNs);
    st.bind(++i, v.toggleOverheadNs);
    st.bind(++i, v.samplerateHz);
    st.bind(++i, static_cast<std::int64_t>(v.disagreeing));
    st.bind(++i, static_cast<std::int64_t>(v.unpaired));
    // A zero-length blob, not NULL, when nothing was paired (a null pointer binds NULL).
    static const std::uint8_t kNone = 0;
    st.bind(++i, v.agreement.empty() ? &kNone : v.agreement.data(),
            static_cast<int>(v.agreement.size()));
    st.bind(++i, v.reason.id == MessageId::Stored ? std::string() : toJson(v.reason).dump());
    st.exec();
}

} // namespace

Expected<std::int64_t> insertRunRow(SQLite::Database& db, const Run& run) {
    if (run.campaignId != 0) {
        SQLite::Statement exists(db, "SELECT 1 FROM campaigns WHERE id = ?");
        exists.bind(1, run.campaignId);
        if (!exists.executeStep()) {
            return Error::badInput(
                message(MessageId::ErrRunUnknownCampaign, {std::to_string(run.campaignId)}));
        }
    }
    const std::int64_t buildId = upsertBuild(db, run.build);
    std::optional<Stats> stats;
    if (!run.samples.empty()) {
        stats = computeStats(run.samples).value();
    }
    const auto samples = encodeSamples(run.samples);
    const auto pulses = encodeSamples(run.pulseWidths);

    SQLite::Statement st(db, R"sql(
        INSERT INTO runs (build_id, campaign_id, cell_index, benchmark, params_key, params_json,
            warmup, started_ms, finished_ms, status, reason, unit, cycle_source, cycle_hz,
            harness_overhead, n, stat_min, stat_max, stat_mean, stat_median, stat_stddev,
            stat_p90, stat_p99, stat_p999, stat_mad, stat_outliers, stat_outlier_k,
            pulse_count, analyzer_samplerate_hz, capture_path, samples, pulses, serial_log,
            flash_ws_measured, acceptance_verdict, acceptance_reason, cores, idle,
            acceptance_reason_msg)
        VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?))sql");
    int i = 0;
    st.bind(++i, buildId);
    if (run.campaignId != 0) {
        st.bind(++i, run.campaignId);
        st.bind(++i, run.cellIndex);
    } else {
        st.bind(++i);
        st.bind(++i);
    }
    st.bind(++i, run.benchmark.id);
    st.bind(++i, run.benchmark.key());
    st.bind(++i, json(run.benchmark.params).dump());
    st.bind(++i, run.warmup);
    st.bind(++i, run.startedAtMs);
    st.bind(++i, run.finishedAtMs);
    st.bind(++i, std::string(toString(run.status)));
    st.bind(++i, run.statusReason);
    st.bind(++i, run.unit);
    st.bind(++i, run.cycleSource);
    st.bind(++i, static_cast<std::int64_t>(run.cycleHz));
    st.bind(++i, run.harnessOverheadCycles);
    st.bind(++i, static_cast<std::int64_t>(run.samples.size()));
    if (stats) {
        st.bind(++i, stats->min);
        st.bind(++i, stats->max);
        st.bind(++i, stats->mean);
        st.bind(++i, stats->median);
        st.bind(++i, stats->stddev);
        st.bind(++i, stats->p90);
        st.bind(++i, stats->p99);
        st.bind(++i, stats->p999);
        st.bind(++i, stats->mad);
        st.bind(++i, static_cast<std::int64_t>(stats->outliers));
        st.bind(++i, stats->outlierK);
    } else {
        for (int k = 0; k < 11; ++k) {
            st.bind(++i);
        }
    }
    st.bind(++i, static_cast<std::int64_t>(run.pulseWidths.size()));
    st.bind(++i, run.analyzerSamplerateHz);
    st.bind(++i, run.capturePath);
    bindBlob(st, ++i, samples);
    bindBlob(st, ++i, pulses);
    st.bind(++i, run.serialLog);
    if (run.flashWaitStatesMeasured >= 0) {
        st.bind(++i, run.flashWaitStatesMeasured);
    } else {
        st.bind(++i);
    }
    st.bind(++i, run.acceptance ? std::string(toString(run.acceptance->verdict)) : std::string());
    st.bind(++i, run.acceptance ? english(run.acceptance->reason) : std::string());
    st.bind(++i, formatCorePairs(run.cores));
    st.bind(++i, formatCoreIdle(run.idle));
    st.bind(++i, !run.acceptance || run.acceptance->reason.id == MessageId::Stored
                     ? std::string()
                     : toJson(run.acceptance->reason).dump());
    st.exec();
    const std::int64_t id = db.getLastInsertRowid();
    if (run.validation) {
        insertValidation(db, id, *run.validation);
    }
    return id;
}

} // namespace store_detail

using namespace store_detail;

Expected<std::int64_t> RunStore::insertRun(const Run& run) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepStoringRun), [&]() -> Expected<std::int64_t> {
            SQLite::Transaction tx(m_impl->db, SQLite::TransactionBehavior::IMMEDIATE);
            auto id = insertRunRow(m_impl->db, run);
            if (id) {
                tx.commit();
            }
            return id;
        });
}

Expected<RunSummary> RunStore::loadSummary(std::int64_t id) const {
    RunFilter f;
    f.ids = {id};
    auto rows = listRuns(f);
    if (!rows) {
        return rows.error();
    }
    if (rows->empty()) {
        return Error::badInput(
            message(MessageId::ErrNoRunListThem, {m_impl->path, std::to_string(id)}));
    }
    return std::move(rows->front());
}

Expected<Run> RunStore::loadRun(std::int64_t id) const {
    RunFilter f;
    f.ids = {id};
    auto runs = loadRuns(f);
    if (!runs) {
        return runs.error();
    }
    if (runs->empty()) {
        return Error::badInput(
            message(MessageId::ErrNoRunListThem, {m_impl->path, std::to_string(id)}));
    }
    return std::move(runs->front());
}

Expected<std::vector<RunSummary>> RunStore::listRuns(const RunFilter& filter) const {
    return guarded(m_impl->path, message(MessageId::StoreStepListingRuns),
                   [&]() -> Expected<std::vector<RunSummary>> {
                       return selectRuns(m_impl->db, filter, false);
                   });
}

Expected<std::vector<Run>> RunStore::loadRuns(const RunFilter& filter) const {
    return guarded(m_impl->path, message(MessageId::StoreStepLoadingRuns),
                   [&]() -> Expected<std::vector<Run>> {
                       auto rows = selectRuns(m_impl->db, filter, true);
                       if (!rows) {
                           return rows.error();
                       }
                       std::vector<Run> runs;
                       runs.reserve(rows->size());
                       for (RunSummary& s : rows.value()) {
                           runs.push_back(std::move(s.run));
                       }
                       return runs;
                   });
}

Status RunStore::deleteRun(std::int64_t id) {
    return writeRetrying(*m_impl, message(MessageId::StoreStepDeletingRun), [&]() -> Status {
        SQLite::Statement st(m_impl->db, "DELETE FROM runs WHERE id = ?");
        st.bind(1, id);
        if (st.exec() == 0) {
            return Error::badInput(
                message(MessageId::ErrNoRun, {m_impl->path, std::to_string(id)}));
        }
        return success();
    });
}

} // namespace cyclelab::core
