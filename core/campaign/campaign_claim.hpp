#pragma once
// A campaign's claim held by this process while it runs the campaign (RunStore claims): the
// heartbeat that keeps it, and its release when the session ends on any path. A process killed
// before the release leaves a claim the next one takes over once it sees this one is gone.

#include "core/common/error.hpp"
#include "core/store/run_store.hpp"

namespace cyclelab::core {

class CampaignClaim {
  public:
    // The claim must already be held (created claimed, or claimCampaign). Keeps a reference to
    // `store`, which must outlive it; runner thread only.
    CampaignClaim(RunStore& store, std::int64_t campaignId, ClaimOwner owner)
        : m_store(store), m_campaignId(campaignId), m_owner(std::move(owner)) {}
    ~CampaignClaim() { (void)m_store.releaseCampaign(m_campaignId, m_owner); }
    CampaignClaim(const CampaignClaim&) = delete;
    CampaignClaim& operator=(const CampaignClaim&) = delete;

    // Refreshes the claim; an error (saying that the session stops) when it is no longer ours.
    Status heartbeat();

  private:
    RunStore& m_store;
    std::int64_t m_campaignId = 0;
    ClaimOwner m_owner;
};

} // namespace cyclelab::core
