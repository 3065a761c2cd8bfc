// Campaigns and their cells; commitCell is the resume-safety point of a campaign.

#include "core/common/message.hpp"
#include "core/store/model_json.hpp"
#include "core/store/store_impl.hpp"

#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

using namespace store_detail;

// kernel, profile, opt, cpu_hz, state, reason, attempts: the same order in INSERT and UPDATE.
void bindCellFields(SQLite::Statement& st, int& i, const CampaignCell& c) {
    st.bind(++i, c.kernel);
    st.bind(++i, std::string(toString(c.profile)));
    st.bind(++i, std::string(toString(c.opt)));
    st.bind(++i, static_cast<std::int64_t>(c.cpuHz));
    st.bind(++i, std::string(toString(c.state)));
    st.bind(++i, c.reason);
    st.bind(++i, c.attempts);
}

void insertCell(SQLite::Database& db, std::int64_t campaignId, const CampaignCell& c) {
    SQLite::Statement st(db, R"sql(
        INSERT INTO cells (campaign_id, idx, kernel, profile, opt, cpu_hz, state, reason, attempts)
        VALUES (?,?,?,?,?,?,?,?,?))sql");
    int i = 0;
    st.bind(++i, campaignId);
    st.bind(++i, c.index);
    bindCellFields(st, i, c);
    st.exec();
}

Status updateCellRow(SQLite::Database& db, const std::string& path, std::int64_t campaignId,
                     const CampaignCell& c) {
    SQLite::Statement st(db, R"sql(
        UPDATE cells SET kernel = ?, profile = ?, opt = ?, cpu_hz = ?, state = ?, reason = ?,
            attempts = ? WHERE campaign_id = ? AND idx = ?)sql");
    int i = 0;
    bindCellFields(st, i, c);
    st.bind(++i, campaignId);
    st.bind(++i, c.index);
    if (st.exec() == 0) {
        return Error::badInput(
            message(MessageId::ErrCampaignNoCell,
                    {path, std::to_string(campaignId), std::to_string(c.index)}));
    }
    return success();
}

// The unique index refuses the copy anyway; asking first gives the user a sentence instead of
// a constraint name.
bool alreadyStored(SQLite::Database& db, std::int64_t campaignId, int cellIndex, const Run& run) {
    SQLite::Statement q(db, R"sql(
        SELECT 1 FROM runs WHERE campaign_id = ? AND cell_index = ? AND benchmark = ?
            AND params_key = ?)sql");
    q.bind(1, campaignId);
    q.bind(2, cellIndex);
    q.bind(3, run.benchmark.id);
    q.bind(4, run.benchmark.key());
    return q.executeStep();
}

template <typename T, typename Parse>
T parseOrThrow(const std::string& text, Parse parse, const char* field) {
    auto v = parse(text);
    if (!v) {
        throw store_detail::SentenceError(
            message(MessageId::ErrStoredCellUnknownValue, {std::string(field), text}));
    }
    return *v;
}

std::vector<CampaignCell> loadCells(SQLite::Database& db, std::int64_t campaignId) {
    SQLite::Statement q(db, R"sql(
        SELECT idx, kernel, profile, opt, cpu_hz, state, reason, attempts FROM cells
        WHERE campaign_id = ? ORDER BY idx)sql");
    q.bind(1, campaignId);
    std::vector<CampaignCell> cells;
    while (q.executeStep()) {
        CampaignCell c;
        c.index = q.getColumn(0).getInt();
        c.kernel = q.getColumn(1).getString();
        c.profile =
            parseOrThrow<ConfigProfile>(q.getColumn(2).getString(), parseConfigProfile, "profile");
        c.opt = parseOrThrow<OptLevel>(q.getColumn(3).getString(), parseOptLevel, "opt");
        c.cpuHz = static_cast<std::uint64_t>(q.getColumn(4).getInt64());
        c.state = parseOrThrow<CellState>(q.getColumn(5).getString(), parseCellState, "state");
        c.reason = q.getColumn(6).getString();
        c.attempts = q.getColumn(7).getInt();
        cells.push_back(std::move(c));
    }
    return cells;
}

// Stores before v7 (read-only opens are not migrated) have no shard columns.
bool hasShardColumns(SQLite::Database& db) {
    return db.execAndGet("PRAGMA user_version").getInt() >= 7;
}

Expected<std::vector<Campaign>> selectCampaigns(SQLite::Database& db, const std::string& path,
                                                std::optional<std::int64_t> id) {
    std::string sql = hasShardColumns(db)
                          ? "SELECT id, spec_json, created_ms, identity, shard_index, shard_count "
                            "FROM campaigns"
                          : "SELECT id, spec_json, created_ms, '', 0, 0 FROM campaigns";
    sql += id ? " WHERE id = ?" : " ORDER BY id";
    SQLite::Statement q(db, sql);
    if (id) {
        q.bind(1, *id);
    }
    std::vector<Campaign> out;
    while (q.executeStep()) {
        Campaign c;
        c.id = q.getColumn(0).getInt64();
        auto spec = campaignSpecFromJson(nlohmann::json::parse(q.getColumn(1).getString()));
        if (!spec) {
            return Error::runtime(
                message(MessageId::ErrCampaignSpecUnreadable,
                        {path, std::to_string(c.id), sub(spec.error().sentence())}));
        }
        c.spec = std::move(spec.value());
        c.createdAtMs = q.getColumn(2).getInt64();
        c.identity = q.getColumn(3).getString();
        c.shard.index = q.getColumn(4).getInt();
        c.shard.count = q.getColumn(5).getInt();
        out.push_back(std::move(c));
    }
    for (Campaign& c : out) {
        c.cells = loadCells(db, c.id);
    }
    return out;
}

} // namespace

namespace store_detail {
// The campaign row and its cells, inside the caller's transaction.
std::int64_t insertCampaignRows(SQLite::Database& db, const Campaign& campaign) {
    SQLite::Statement st(db, R"sql(
        INSERT INTO campaigns (name, board, spec_json, created_ms, identity, shard_index,
            shard_count) VALUES (?,?,?,?,?,?,?))sql");
    st.bind(1, campaign.spec.name);
    st.bind(2, campaign.spec.boardId);
    st.bind(3, toJson(campaign.spec).dump());
    st.bind(4, campaign.createdAtMs != 0 ? campaign.createdAtMs : nowMs());
    st.bind(5, campaign.identity.empty() ? campaignIdentity(campaign.spec) : campaign.identity);
    st.bind(6, campaign.shard.index);
    st.bind(7, campaign.shard.count);
    st.exec();
    const std::int64_t id = db.getLastInsertRowid();
    for (const CampaignCell& cell : campaign.cells) {
        insertCell(db, id, cell);
    }
    return id;
}

void insertOrigin(SQLite::Database& db, std::int64_t runId, const RunOrigin& origin) {
    SQLite::Statement st(db, R"sql(
        INSERT INTO run_origins (run_id, host, shard_index, shard_count, source)
        VALUES (?,?,?,?,?))sql");
    st.bind(1, runId);
    st.bind(2, origin.host);
    st.bind(3, origin.shard.index);
    st.bind(4, origin.shard.count);
    st.bind(5, origin.source);
    st.exec();
}
} // namespace store_detail

std::string campaignIdentity(const CampaignSpec& spec) {
    // FNV-1a, 64 bits: a name to match shards by, not a security property; the merge compares
    // the full specs as well.
    std::uint64_t hash = 14695981039346656037ull;
    for (unsigned char c : toJson(spec).dump()) {
        hash = (hash ^ c) * 1099511628211ull;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, hash >>= 4) {
        out[static_cast<std::size_t>(i)] = kHex[hash & 0xf];
    }
    return out;
}

Expected<std::int64_t> RunStore::createCampaign(const Campaign& campaign,
                                                const std::optional<ClaimOwner>& claimFor) {
    return writeRetrying(*m_impl, message(MessageId::StoreStepCreatingCampaign),
                         [&]() -> Expected<std::int64_t> {
                             SQLite::Database& db = m_impl->db;
                             SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
                             const std::int64_t id = insertCampaignRows(db, campaign);
                             if (claimFor) {
                                 insertClaim(db, id, *claimFor);
                             }
                             tx.commit();
                             return id;
                         });
}

Expected<Campaign> RunStore::loadCampaign(std::int64_t id) const {
    auto found = guarded(m_impl->path, message(MessageId::StoreStepLoadingCampaign),
                         [&]() { return selectCampaigns(m_impl->db, m_impl->path, id); });
    if (!found) {
        return found.error();
    }
    if (found->empty()) {
        return Error::badInput(
            message(MessageId::ErrNoCampaign, {m_impl->path, std::to_string(id)}));
    }
    return std::move(found->front());
}

Expected<std::vector<Campaign>> RunStore::listCampaigns() const {
    return guarded(m_impl->path, message(MessageId::StoreStepListingCampaigns),
                   [&]() { return selectCampaigns(m_impl->db, m_impl->path, std::nullopt); });
}

Status RunStore::updateCell(std::int64_t campaignId, const CampaignCell& cell) {
    return writeRetrying(*m_impl, message(MessageId::StoreStepUpdatingCell), [&]() {
        return updateCellRow(m_impl->db, m_impl->path, campaignId, cell);
    });
}

Expected<std::vector<std::int64_t>> RunStore::commitCell(std::int64_t campaignId,
                                                         const CampaignCell& cell,
                                                         const std::vector<Run>& runs) {
    return writeRetrying(*m_impl, message(MessageId::StoreStepCommittingCell),
                         [&]() -> Expected<std::vector<std::int64_t>> {
                             SQLite::Database& db = m_impl->db;
                             SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
                             std::vector<std::int64_t> ids;
                             RunOrigin origin;
                             origin.host = thisProcessOwner().host;
                             {
                                 SQLite::Statement q(db, "SELECT shard_index, shard_count FROM "
                                                         "campaigns WHERE id = ?");
                                 q.bind(1, campaignId);
                                 if (q.executeStep()) {
                                     origin.shard.index = q.getColumn(0).getInt();
                                     origin.shard.count = q.getColumn(1).getInt();
                                 }
                             }
                             for (Run run : runs) {
                                 run.campaignId = campaignId;
                                 run.cellIndex = cell.index;
                                 if (alreadyStored(db, campaignId, cell.index, run)) {
                                     return Error::runtime(message(
                                         MessageId::ErrCellAlreadyStored,
                                         {m_impl->path, std::to_string(campaignId),
                                          std::to_string(cell.index + 1), run.benchmark.key()}));
                                 }
                                 auto id = insertRunRow(db, run);
                                 if (!id) {
                                     return id.error();
                                 }
                                 insertOrigin(db, id.value(), origin);
                                 ids.push_back(id.value());
                             }
                             if (Status s = updateCellRow(db, m_impl->path, campaignId, cell); !s) {
                                 return s.error();
                             }
                             tx.commit();
                             return ids;
                         });
}

} // namespace cyclelab::core

namespace cyclelab::core {

Expected<std::optional<RunOrigin>> RunStore::runOrigin(std::int64_t runId) const {
    return guarded(m_impl->path, message(MessageId::StoreStepReadingOrigin),
                   [&]() -> Expected<std::optional<RunOrigin>> {
                       if (!hasShardColumns(m_impl->db)) {
                           return std::optional<RunOrigin>{};
                       }
                       SQLite::Statement q(m_impl->db, R"sql(
                           SELECT host, shard_index, shard_count, source FROM run_origins
                           WHERE run_id = ?)sql");
                       q.bind(1, runId);
                       if (!q.executeStep()) {
                           return std::optional<RunOrigin>{};
                       }
                       RunOrigin o;
                       o.host = q.getColumn(0).getString();
                       o.shard.index = q.getColumn(1).getInt();
                       o.shard.count = q.getColumn(2).getInt();
                       o.source = q.getColumn(3).getString();
                       return std::optional<RunOrigin>{std::move(o)};
                   });
}

Expected<std::int64_t> RunStore::storeMergedCampaign(const Campaign& campaign,
                                                     const MergedRunSource& next) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepStoringMerged), [&]() -> Expected<std::int64_t> {
            SQLite::Database& db = m_impl->db;
            SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
            const std::int64_t id = insertCampaignRows(db, campaign);
            for (;;) {
                auto item = next();
                if (!item) {
                    return item.error();
                }
                if (!*item) {
                    break;
                }
                Run& run = (*item)->run;
                run.campaignId = id;
                if (run.cellIndex >= 0 && alreadyStored(db, id, run.cellIndex, run)) {
                    return Error::badInput(message(MessageId::ErrRunFromTwoShards,
                                                   {std::to_string(run.cellIndex + 1),
                                                    run.benchmark.key(), (*item)->origin.source}));
                }
                auto runId = insertRunRow(db, run);
                if (!runId) {
                    return runId.error();
                }
                insertOrigin(db, *runId, (*item)->origin);
            }
            tx.commit();
            return id;
        });
}

} // namespace cyclelab::core
