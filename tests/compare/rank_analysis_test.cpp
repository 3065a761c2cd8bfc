#include "core/compare/rank_analysis.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <cmath>
#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

namespace {

// Median cycles of "yield" per kernel and tier (samples m-1, m, m+1):
//            k1   k2   k3
//   48 MHz  100  120  150
//   84 MHz  100  100   90
//  168 MHz  130  110  150
std::vector<core::Run> flipRuns() {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    auto add = [&](const char* k, std::uint64_t hz, std::uint32_t m) {
        runs.push_back(makeRun({.id = id++, .kernel = k, .cpuHz = hz, .samples = around(m)}));
    };
    add("k1", 48'000'000, 100);
    add("k2", 48'000'000, 120);
    add("k3", 48'000'000, 150);
    add("k1", 84'000'000, 100);
    add("k2", 84'000'000, 100);
    add("k3", 84'000'000, 90);
    add("k1", 168'000'000, 130);
    add("k2", 168'000'000, 110);
    add("k3", 168'000'000, 150);
    return runs;
}

} // namespace

TEST(RankAnalysis, RankingsPerTierWithTies) {
    RankAnalysis ra = analyzeRanks(flipRuns(), Condition::Kernel, Condition::CpuHz);
    ASSERT_EQ(ra.benchmarks.size(), 1u);
    const auto& rk = ra.benchmarks[0].rankings;
    ASSERT_EQ(rk.size(), 3u);
    EXPECT_EQ(rk[0].conditionValue, "48 MHz");
    EXPECT_EQ(rk[1].conditionValue, "84 MHz");
    EXPECT_EQ(rk[2].conditionValue, "168 MHz");
    EXPECT_EQ(rk[0].order, (std::vector<std::string>{"k1", "k2", "k3"}));
    EXPECT_EQ(rk[2].order, (std::vector<std::string>{"k2", "k1", "k3"}));
    // 84 MHz: k3 (90) first, k1 and k2 tied at 100 share rank (2+3)/2.
    EXPECT_EQ(rk[1].order.front(), "k3");
    EXPECT_EQ(rk[1].ranks, (std::vector<double>{1, 2.5, 2.5}));
}

TEST(RankAnalysis, FlipsAreThePairsThatReverse) {
    // 48 vs 84: (k1,k3) and (k2,k3) reverse; (k1,k2) is tied at 84, so not a flip.
    // 48 vs 168: only (k1,k2) reverses.
    // 84 vs 168: (k3,k1) and (k3,k2) reverse; (k1,k2) tied at 84 again. Total 5.
    RankAnalysis ra = analyzeRanks(flipRuns(), Condition::Kernel, Condition::CpuHz);
    ASSERT_EQ(ra.flips.size(), 5u);
    int found = 0;
    for (const auto& f : ra.flips) {
        if (f.conditionX == "48 MHz" && f.conditionY == "168 MHz") {
            ++found;
            EXPECT_EQ(f.groupA, "k1"); // faster at 48 MHz
            EXPECT_EQ(f.groupB, "k2");
            EXPECT_DOUBLE_EQ(f.medianAX, 100);
            EXPECT_DOUBLE_EQ(f.medianBX, 120);
            EXPECT_DOUBLE_EQ(f.medianAY, 130);
            EXPECT_DOUBLE_EQ(f.medianBY, 110);
        }
        if (f.conditionX == "84 MHz") {
            EXPECT_EQ(f.groupA, "k3"); // 90 cycles at 84 MHz beats both
        }
    }
    EXPECT_EQ(found, 1);
}

TEST(RankAnalysis, KendallTauBetweenTiers) {
    RankAnalysis ra = analyzeRanks(flipRuns(), Condition::Kernel, Condition::CpuHz);
    ASSERT_EQ(ra.correlations.size(), 3u);
    for (const auto& c : ra.correlations) {
        EXPECT_EQ(c.groups, 3u);
        if (c.conditionX == "48 MHz" && c.conditionY == "168 MHz") {
            // (k1,k2) discordant, (k1,k3) and (k2,k3) concordant: (2-1)/3.
            EXPECT_NEAR(c.tauB, 1.0 / 3.0, 1e-12);
        } else {
            // One pair tied on the 84 MHz side, the other two discordant: -2/sqrt(3*2).
            EXPECT_NEAR(c.tauB, -2.0 / std::sqrt(6.0), 1e-12);
        }
    }
}

TEST(RankAnalysis, NoFlipsWhenOrderIsStable) {
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .kernel = "a", .opt = OptLevel::O0, .samples = around(50)}));
    runs.push_back(makeRun({.id = 2, .kernel = "b", .opt = OptLevel::O0, .samples = around(80)}));
    runs.push_back(makeRun({.id = 3, .kernel = "a", .opt = OptLevel::O2, .samples = around(20)}));
    runs.push_back(makeRun({.id = 4, .kernel = "b", .opt = OptLevel::O2, .samples = around(40)}));
    RankAnalysis ra = analyzeRanks(runs, Condition::Kernel, Condition::Opt);
    EXPECT_TRUE(ra.flips.empty());
    ASSERT_EQ(ra.correlations.size(), 1u);
    EXPECT_DOUBLE_EQ(ra.correlations[0].tauB, 1.0);
}
