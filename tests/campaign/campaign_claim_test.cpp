// CampaignClaim against a real SQLite store: it keeps the claim while it lives (another owner
// is refused), releases it when it goes, and its heartbeat fails, saying the session stops,
// once the claim is someone else's.

#include "core/campaign/campaign_claim.hpp"
#include "core/common/message.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
using cyclelab::testing::TempDir;

namespace {

Campaign oneCell() {
    return cyclelab::testing::refkernelCampaign("claim", "baseline", 1);
}

// A live process of this host that is not this one: its claim is never taken over.
ClaimOwner otherOwner() {
    return processIdentity(1);
}

} // namespace

TEST(CampaignClaim, HeldWhileAliveReleasedWhenGone) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const ClaimOwner me = thisProcessOwner();
    const auto id = store.createCampaign(oneCell(), me).value();
    {
        CampaignClaim claim(store, id, me);
        EXPECT_TRUE(claim.heartbeat().ok());
        EXPECT_FALSE(store.claimCampaign(id, otherOwner()).ok());
    }
    EXPECT_TRUE(store.claimCampaign(id, otherOwner()).ok()) << "released on destruction";
}

TEST(CampaignClaim, HeartbeatFailsOnceTheClaimIsAnothers) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const ClaimOwner me = thisProcessOwner();
    const auto id = store.createCampaign(oneCell()).value();
    ASSERT_TRUE(store.claimCampaign(id, otherOwner()).ok());
    CampaignClaim claim(store, id, me);
    const auto beat = claim.heartbeat();
    ASSERT_FALSE(beat.ok());
    EXPECT_NE(beat.error().message.find("stopping so that no cell is measured twice"),
              std::string::npos)
        << beat.error().message;
    // The store's sentence inside this one's.
    const Message said = beat.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrClaimStopping);
    const auto* inner = std::get_if<MessageList>(&said.args.at(0));
    ASSERT_NE(inner, nullptr);
    EXPECT_EQ(inner->parts.at(0).id, MessageId::ErrCampaignClaimLost);
}
