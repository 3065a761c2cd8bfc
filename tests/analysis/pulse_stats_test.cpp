#include "core/analysis/pulse_stats.hpp"
#include "tests/analysis/logic_synth.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

TEST(PulseStats, SummarisesEachFollowedChannel) {
    using test::DrawnPulse;
    const std::vector<DrawnPulse> pulses = {
        {0, 0, 4},                                           // cut by the capture start
        {0, 10, 13}, {0, 20, 29},  {0, 40, 45}, {0, 60, 64}, // widths 3 9 5 4
        {1, 5, 95},  {2, 50, 120},                           // still high at the end
    };
    const auto bytes = test::drawLogic(120, 1, pulses);
    PulseExtractor ex({2}, 0, 1);
    ex.onLogic(bytes.data(), bytes.size(), 1);
    ex.finish();
    const auto stats = pulseStats(ex, 50e6); // 20 ns per sample
    ASSERT_EQ(stats.size(), 3U);

    EXPECT_EQ(stats[0].channel, 0);
    EXPECT_EQ(stats[0].count, 4U);
    EXPECT_EQ(stats[0].droppedAtStart, 1U);
    EXPECT_EQ(stats[0].minSamples, 3U);
    EXPECT_DOUBLE_EQ(stats[0].medianSamples, 4.5);
    EXPECT_EQ(stats[0].maxSamples, 9U);
    EXPECT_DOUBLE_EQ(stats[0].minNs, 60.0);
    EXPECT_DOUBLE_EQ(stats[0].medianNs, 90.0);
    EXPECT_DOUBLE_EQ(stats[0].maxNs, 180.0);

    EXPECT_EQ(stats[1].count, 1U);
    EXPECT_DOUBLE_EQ(stats[1].medianSamples, 90.0);
    EXPECT_DOUBLE_EQ(stats[1].maxNs, 1800.0);

    EXPECT_EQ(stats[2].channel, 2);
    EXPECT_EQ(stats[2].count, 0U);
    EXPECT_EQ(stats[2].droppedAtEnd, 1U);
    EXPECT_EQ(stats[2].maxSamples, 0U);
}

} // namespace
} // namespace cyclelab::core
