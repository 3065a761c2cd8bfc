#include "core/campaign/cell_claims.hpp"

#include <gtest/gtest.h>
#include <set>
#include <thread>

using cyclelab::core::CellClaims;

TEST(CellClaims, HandsOffTheLaterHalfOfWhatIsNotClaimedAndThePassSkipsIt) {
    CellClaims claims;
    const std::vector<std::string> keys = {"a", "b", "c", "d", "e", "f"};
    EXPECT_TRUE(claims.claim("a")); // the pass has started "a"
    EXPECT_EQ(claims.unclaimed(keys), 5u);
    EXPECT_EQ(claims.handOff(keys), (std::vector<std::string>{"d", "e", "f"}));
    EXPECT_TRUE(claims.claim("b"));
    EXPECT_TRUE(claims.claim("c"));
    EXPECT_FALSE(claims.claim("d")); // handed off: measured elsewhere
    EXPECT_FALSE(claims.claim("f"));
    EXPECT_TRUE(claims.claim("a")); // a retry of the pass measures its own again
    EXPECT_EQ(claims.unclaimed(keys), 0u);
    EXPECT_TRUE(claims.handOff(keys).empty());
}

// By expected time: one long benchmark at the end is half the work on its own.
TEST(CellClaims, TheTailHandedOffIsHalfTheExpectedTime) {
    CellClaims claims;
    const std::vector<std::string> keys = {"a", "b", "c", "d", "tick"};
    EXPECT_EQ(claims.handOff(keys, {1, 1, 1, 1, 20}), (std::vector<std::string>{"tick"}));
    CellClaims other;
    EXPECT_EQ(other.handOff(keys, {5, 1, 1, 1, 1}),
              (std::vector<std::string>{"b", "c", "d", "tick"}));
}

TEST(CellClaims, OneUnclaimedBenchmarkIsNotSplit) {
    CellClaims claims;
    const std::vector<std::string> keys = {"a", "b"};
    EXPECT_TRUE(claims.claim("a"));
    EXPECT_TRUE(claims.handOff(keys).empty());
    EXPECT_TRUE(claims.claim("b"));
}

// A pass claiming while the runner hands off: every key ends with exactly one of them.
TEST(CellClaims, EveryBenchmarkGoesToExactlyOnePassUnderRaces) {
    for (int round = 0; round < 200; ++round) {
        CellClaims claims;
        std::vector<std::string> keys;
        for (int i = 0; i < 16; ++i) {
            keys.push_back(std::to_string(i));
        }
        std::vector<std::string> mine;
        std::thread pass([&] {
            for (const auto& k : keys) {
                if (claims.claim(k)) {
                    mine.push_back(k);
                }
            }
        });
        std::vector<std::string> handed = claims.handOff(keys);
        pass.join();
        std::set<std::string> all(mine.begin(), mine.end());
        for (const auto& k : handed) {
            EXPECT_TRUE(all.insert(k).second) << k << " measured twice";
        }
        EXPECT_EQ(all.size(), keys.size());
    }
}
