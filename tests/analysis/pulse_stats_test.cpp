#include "core/analysis/pulse_stats.hpp"
#include "tests/analysis/logic_synth.hpp"

#include <algorithm>
#include <cstring>
#include <gtest/gtest.h>
#include <map>
#include <random>

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

// The statistics as they were computed before the width histogram: a sorted copy of every
// width. Kept here as the reference the histogram must match bit for bit.
PulseStats sortedReference(int channel, std::vector<std::uint64_t> widths, double samplerateHz) {
    PulseStats s;
    s.channel = channel;
    s.count = widths.size();
    if (s.count == 0) {
        return s;
    }
    std::sort(widths.begin(), widths.end());
    s.minSamples = widths.front();
    s.maxSamples = widths.back();
    const std::size_t mid = s.count / 2;
    s.medianSamples =
        s.count % 2 == 1
            ? static_cast<double>(widths[mid])
            : (static_cast<double>(widths[mid - 1]) + static_cast<double>(widths[mid])) / 2.0;
    const double nsPerSample = samplerateHz > 0.0 ? 1e9 / samplerateHz : 0.0;
    s.minNs = static_cast<double>(s.minSamples) * nsPerSample;
    s.medianNs = s.medianSamples * nsPerSample;
    s.maxNs = static_cast<double>(s.maxSamples) * nsPerSample;
    return s;
}

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

TEST(PulseStats, BitIdenticalToSortingEveryWidthOnRandomCaptures) {
    using test::DrawnPulse;
    std::mt19937_64 rng(2024);
    for (int round = 0; round < 60; ++round) {
        // Channel 0: many pulses with ties; channel 1: a single pulse or none; channel 2 none.
        std::vector<DrawnPulse> pulses;
        const std::uint64_t maxWidth = round % 3 == 0 ? 3 : 200;
        std::uniform_int_distribution<std::uint64_t> width(1, maxWidth);
        std::uint64_t t = 1;
        const int n = std::uniform_int_distribution<int>(0, 500)(rng);
        for (int i = 0; i < n; ++i) {
            const std::uint64_t w = width(rng);
            pulses.push_back({0, t, t + w});
            t += w + width(rng);
        }
        if (round % 2 == 0) {
            pulses.push_back({1, 1, 1 + width(rng)});
        }
        const std::uint64_t total = t + 5;
        const auto bytes = test::drawLogic(total, 1, pulses);
        PulseExtractor ex({1, 2}, 0);
        std::map<int, std::vector<std::uint64_t>> seen;
        ex.setPulseCallback([&](const Pulse& p) { seen[p.channel].push_back(p.widthSamples()); });
        ex.onLogic(bytes.data(), bytes.size(), 1);
        ex.finish();
        const double rate = round % 2 == 0 ? 100e6 : 24e6 / 7; // an inexact ns per sample too
        const auto stats = pulseStats(ex, rate);
        ASSERT_EQ(stats.size(), 3U);
        for (const PulseStats& got : stats) {
            const PulseStats want = sortedReference(got.channel, seen[got.channel], rate);
            EXPECT_EQ(got.count, want.count);
            EXPECT_EQ(got.minSamples, want.minSamples);
            EXPECT_EQ(got.maxSamples, want.maxSamples);
            EXPECT_TRUE(sameBits(got.medianSamples, want.medianSamples)) << got.medianSamples;
            EXPECT_TRUE(sameBits(got.minNs, want.minNs));
            EXPECT_TRUE(sameBits(got.medianNs, want.medianNs));
            EXPECT_TRUE(sameBits(got.maxNs, want.maxNs));
        }
    }
}

} // namespace
} // namespace cyclelab::core
