#include "core/campaign/campaign_claim.hpp"

namespace cyclelab::core {

Status CampaignClaim::heartbeat() {
    if (auto st = m_store.heartbeatCampaign(m_campaignId, m_owner); !st) {
        return Error::runtime(st.error().message + ": stopping so that no cell is measured twice");
    }
    return success();
}

} // namespace cyclelab::core
