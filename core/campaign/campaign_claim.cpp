#include "core/campaign/campaign_claim.hpp"

#include "core/common/message.hpp"

namespace cyclelab::core {

Status CampaignClaim::heartbeat() {
    if (auto st = m_store.heartbeatCampaign(m_campaignId, m_owner); !st) {
        return Error::runtime(message(MessageId::ErrClaimStopping, {sub(st.error().sentence())}));
    }
    return success();
}

} // namespace cyclelab::core
