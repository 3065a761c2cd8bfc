// Campaign claims: one process runs a campaign at a time. The claim names the owner precisely
// enough (host, pid, the pid's start time) to tell "gone" from "alive" without guessing from a
// heartbeat age; the heartbeat is for people reading the message.

#include "core/common/message.hpp"
#include "core/store/store_impl.hpp"

namespace cyclelab::core {
namespace {

using namespace store_detail;

std::optional<RunStore::ClaimInfo> selectClaim(SQLite::Database& db, std::int64_t campaignId) {
    SQLite::Statement q(db, R"sql(
        SELECT host, pid, pid_start, claimed_ms, heartbeat_ms FROM campaign_claims
        WHERE campaign_id = ?)sql");
    q.bind(1, campaignId);
    if (!q.executeStep()) {
        return std::nullopt;
    }
    RunStore::ClaimInfo c;
    c.owner.host = q.getColumn(0).getString();
    c.owner.pid = q.getColumn(1).getInt64();
    c.owner.pidStart = q.getColumn(2).getString();
    c.claimedMs = q.getColumn(3).getInt64();
    c.heartbeatMs = q.getColumn(4).getInt64();
    return c;
}

std::string describe(const RunStore::ClaimInfo& c) {
    const std::int64_t ageS = (nowMs() - c.heartbeatMs) / 1000;
    return "process " + std::to_string(c.owner.pid) + " on " + c.owner.host + " (last heartbeat " +
           std::to_string(ageS < 0 ? 0 : ageS) + " s ago)";
}

} // namespace

namespace store_detail {
void insertClaim(SQLite::Database& db, std::int64_t campaignId, const ClaimOwner& owner) {
    SQLite::Statement st(db, R"sql(
        INSERT OR REPLACE INTO campaign_claims (campaign_id, host, pid, pid_start, claimed_ms,
            heartbeat_ms) VALUES (?,?,?,?,?,?))sql");
    const std::int64_t now = nowMs();
    st.bind(1, campaignId);
    st.bind(2, owner.host);
    st.bind(3, owner.pid);
    st.bind(4, owner.pidStart);
    st.bind(5, now);
    st.bind(6, now);
    st.exec();
}
} // namespace store_detail

Status RunStore::claimCampaign(std::int64_t campaignId, const ClaimOwner& me) {
    return writeRetrying(*m_impl,
                         message(MessageId::StoreStepClaiming, {std::to_string(campaignId)}),
                         [&]() -> Status {
                             SQLite::Database& db = m_impl->db;
                             SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
                             const auto held = selectClaim(db, campaignId);
                             if (held && !(held->owner == me) && !ownerProvablyGone(held->owner)) {
                                 return Error::runtime(message(
                                     MessageId::ErrCampaignClaimed,
                                     {std::to_string(campaignId), m_impl->path, describe(*held)}));
                             }
                             insertClaim(db, campaignId, me);
                             tx.commit();
                             return success();
                         });
}

Status RunStore::heartbeatCampaign(std::int64_t campaignId, const ClaimOwner& me) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepRefreshingClaim, {std::to_string(campaignId)}),
        [&]() -> Status {
            SQLite::Statement st(m_impl->db, R"sql(
            UPDATE campaign_claims SET heartbeat_ms = ?
            WHERE campaign_id = ? AND host = ? AND pid = ? AND pid_start = ?)sql");
            st.bind(1, nowMs());
            st.bind(2, campaignId);
            st.bind(3, me.host);
            st.bind(4, me.pid);
            st.bind(5, me.pidStart);
            if (st.exec() == 0) {
                return Error::runtime(message(MessageId::ErrCampaignClaimLost,
                                              {std::to_string(campaignId), m_impl->path}));
            }
            return success();
        });
}

Status RunStore::releaseCampaign(std::int64_t campaignId, const ClaimOwner& me) {
    return writeRetrying(*m_impl,
                         message(MessageId::StoreStepReleasing, {std::to_string(campaignId)}),
                         [&]() -> Status {
                             SQLite::Statement st(m_impl->db, R"sql(
            DELETE FROM campaign_claims
            WHERE campaign_id = ? AND host = ? AND pid = ? AND pid_start = ?)sql");
                             st.bind(1, campaignId);
                             st.bind(2, me.host);
                             st.bind(3, me.pid);
                             st.bind(4, me.pidStart);
                             st.exec();
                             return success();
                         });
}

} // namespace cyclelab::core
