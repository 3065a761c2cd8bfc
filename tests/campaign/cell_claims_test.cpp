#include "core/campaign/cell_claims.hpp"

#include <gtest/gtest.h>
#include <set>
#include <thread>

using cyclelab::core::CellClaims;

TEST(CellClaims, ABenchmarkClaimedByOnePassIsSkippedByTheOther) {
    CellClaims claims;
    const std::vector<std::string> keys = {"a", "b", "c"};
    EXPECT_EQ(claims.unclaimed(keys), 3u);
    EXPECT_TRUE(claims.claim("a", 0));
    EXPECT_TRUE(claims.claim("c", 100)); // the second pass, from the end
    EXPECT_FALSE(claims.claim("c", 0));
    EXPECT_FALSE(claims.claim("a", 100));
    EXPECT_EQ(claims.unclaimed(keys), 1u);
    EXPECT_TRUE(claims.claim("a", 0)); // a retry of the pass measures its own again
}

// One pass forwards, one backwards, at the same time: they meet, and every benchmark goes to
// exactly one of them.
TEST(CellClaims, TwoPassesFromBothEndsMeetAndShareEveryBenchmarkOnce) {
    for (int round = 0; round < 200; ++round) {
        CellClaims claims;
        std::vector<std::string> keys;
        for (int i = 0; i < 16; ++i) {
            keys.push_back(std::to_string(i));
        }
        std::vector<std::string> forward;
        std::vector<std::string> backward;
        std::thread a([&] {
            for (const auto& k : keys) {
                if (claims.claim(k, 0)) {
                    forward.push_back(k);
                }
            }
        });
        std::thread b([&] {
            for (auto it = keys.rbegin(); it != keys.rend(); ++it) {
                if (claims.claim(*it, 100)) {
                    backward.push_back(*it);
                }
            }
        });
        a.join();
        b.join();
        std::set<std::string> all(forward.begin(), forward.end());
        for (const auto& k : backward) {
            EXPECT_TRUE(all.insert(k).second) << k << " measured twice";
        }
        EXPECT_EQ(all.size(), keys.size());
        EXPECT_EQ(claims.unclaimed(keys), 0u);
    }
}
