// Golden values below were computed by hand from the definitions in core/stats/stats.hpp.
#include "core/stats/stats.hpp"

#include <gtest/gtest.h>
#include <numeric>
#include <vector>

namespace cyclelab::core {
namespace {

Stats statsOf(const std::vector<std::int32_t>& v, StatsOptions opt = {}) {
    auto s = computeStats(v, opt);
    EXPECT_TRUE(s.ok());
    return s.ok() ? s.value() : Stats{};
}

TEST(Stats, OddCount) {
    const Stats s = statsOf({5, 1, 3, 2, 4});
    EXPECT_EQ(s.n, 5u);
    EXPECT_EQ(s.min, 1u);
    EXPECT_EQ(s.max, 5u);
    EXPECT_DOUBLE_EQ(s.mean, 3.0);
    EXPECT_DOUBLE_EQ(s.median, 3.0);
    EXPECT_NEAR(s.stddev, 1.5811388300841898, 1e-12); // sqrt(10/4)
    EXPECT_DOUBLE_EQ(s.p90, 4.6);                     // h = 3.6
    EXPECT_DOUBLE_EQ(s.p99, 4.96);
    EXPECT_NEAR(s.p999, 4.996, 1e-12);
    EXPECT_DOUBLE_EQ(s.mad, 1.0); // |x-3| = 2 1 0 1 2
    EXPECT_EQ(s.outliers, 0u);
    EXPECT_DOUBLE_EQ(s.outlierK, 5.0);
}

TEST(Stats, EvenCountMedianIsMeanOfMiddleTwo) {
    const Stats s = statsOf({40, 10, 30, 20});
    EXPECT_DOUBLE_EQ(s.median, 25.0);
    EXPECT_DOUBLE_EQ(s.mean, 25.0);
    EXPECT_NEAR(s.stddev, 12.909944487358056, 1e-12); // sqrt(500/3)
    EXPECT_DOUBLE_EQ(s.p90, 37.0);                    // h = 2.7
    EXPECT_NEAR(s.p99, 39.7, 1e-12);
    EXPECT_NEAR(s.p999, 39.97, 1e-12);
    EXPECT_DOUBLE_EQ(s.mad, 10.0); // |x-25| = 15 5 5 15
}

TEST(Stats, AllEqual) {
    const Stats s = statsOf({7, 7, 7, 7});
    EXPECT_EQ(s.min, 7u);
    EXPECT_EQ(s.max, 7u);
    EXPECT_DOUBLE_EQ(s.median, 7.0);
    EXPECT_DOUBLE_EQ(s.p999, 7.0);
    EXPECT_DOUBLE_EQ(s.stddev, 0.0);
    EXPECT_DOUBLE_EQ(s.mad, 0.0);
    EXPECT_EQ(s.outliers, 0u);
}

TEST(Stats, SingleSample) {
    const Stats s = statsOf({42});
    EXPECT_EQ(s.n, 1u);
    EXPECT_EQ(s.min, 42u);
    EXPECT_EQ(s.max, 42u);
    EXPECT_DOUBLE_EQ(s.mean, 42.0);
    EXPECT_DOUBLE_EQ(s.median, 42.0);
    EXPECT_DOUBLE_EQ(s.p90, 42.0);
    EXPECT_DOUBLE_EQ(s.p99, 42.0);
    EXPECT_DOUBLE_EQ(s.stddev, 0.0);
    EXPECT_EQ(s.outliers, 0u);
}

TEST(Stats, EmptyIsBadInput) {
    const std::vector<std::int32_t> none;
    auto s = computeStats(none);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().kind, ErrorKind::BadInput);
    EXPECT_NE(s.error().message.find("no samples"), std::string::npos);
}

TEST(Stats, LargeValuesMeanIsExact) {
    const Stats s = statsOf({INT32_MAX, INT32_MAX, INT32_MAX - 2});
    EXPECT_DOUBLE_EQ(s.mean, 2147483646.3333333);
    EXPECT_EQ(s.max, INT32_MAX);
}

TEST(Stats, OutliersAboveMedianPlusKMad) {
    // sorted 98 99 100 100 100 101 101 102 500: median 100, |dev| sorted 0 0 0 1 1 1 2 2 400.
    const std::vector<std::int32_t> v{100, 101, 99, 100, 102, 98, 100, 101, 500};
    const Stats s = statsOf(v);
    EXPECT_DOUBLE_EQ(s.median, 100.0);
    EXPECT_DOUBLE_EQ(s.mad, 1.0);
    EXPECT_EQ(s.outliers, 1u); // limit 105
    const Stats tight = statsOf(v, StatsOptions{0.5});
    EXPECT_EQ(tight.outliers, 4u); // limit 100.5: 101 101 102 500
    EXPECT_DOUBLE_EQ(tight.outlierK, 0.5);
}

TEST(Stats, FastSamplesAreNeverOutliers) {
    const Stats s = statsOf({100, 101, 99, 100, 102, 98, 100, 101, 1});
    EXPECT_EQ(s.min, 1u);
    EXPECT_EQ(s.outliers, 0u);
}

TEST(Stats, ZeroMadFallsBackToMeanAbsoluteDeviation) {
    // Two-valued deterministic run: MAD 0, mean |dev| 0.4 floored to 1 -> limit 105, none.
    std::vector<std::int32_t> twoValued(6, 100);
    twoValued.insert(twoValued.end(), 4, 101);
    const Stats a = statsOf(twoValued);
    EXPECT_DOUBLE_EQ(a.mad, 0.0);
    EXPECT_EQ(a.outliers, 0u);
    // Nine equal samples and one spike: MAD 0, mean |dev| 90 -> limit 550, the spike counts.
    std::vector<std::int32_t> spike(9, 100);
    spike.push_back(1000);
    const Stats b = statsOf(spike);
    EXPECT_DOUBLE_EQ(b.mad, 0.0);
    EXPECT_EQ(b.outliers, 1u);
}

TEST(Percentile, InterpolatesBetweenClosestRanks) {
    const std::vector<std::int32_t> v{10, 20, 30, 40, 50};
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 0.0), 10.0);
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 0.25), 20.0);
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 0.3), 22.0); // h = 1.2
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 1.0), 50.0);
}

TEST(Histogram, AllEqualIsOneBin) {
    const std::vector<std::int32_t> v{7, 7, 7};
    const Histogram h = makeHistogram(v);
    EXPECT_DOUBLE_EQ(h.firstEdge, 6.5);
    EXPECT_DOUBLE_EQ(h.binWidth, 1.0);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{3}));
}

TEST(Histogram, FreedmanDiaconisWidth) {
    // 1..8: IQR = 6.25 - 2.75 = 3.5, 2*3.5/cbrt(8) = 3.5 -> 4 cycles; bins [0.5,4.5) [4.5,8.5).
    const std::vector<std::int32_t> v{1, 2, 3, 4, 5, 6, 7, 8};
    const Histogram h = makeHistogram(v);
    EXPECT_DOUBLE_EQ(h.binWidth, 4.0);
    EXPECT_DOUBLE_EQ(h.firstEdge, 0.5);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{4, 4}));
}

TEST(Histogram, ZeroIqrUsesSturges) {
    // IQR 0, range 4, Sturges ceil(log2 8)+1 = 4 bins -> width ceil(5/4) = 2.
    const std::vector<std::int32_t> v{5, 5, 5, 5, 5, 5, 5, 9};
    const Histogram h = makeHistogram(v);
    EXPECT_DOUBLE_EQ(h.binWidth, 2.0);
    EXPECT_DOUBLE_EQ(h.firstEdge, 4.5);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{7, 0, 1}));
}

TEST(Histogram, ExplicitWidth) {
    const std::vector<std::int32_t> v{1, 2, 2, 3};
    const Histogram h = makeHistogram(v, 1.0);
    EXPECT_DOUBLE_EQ(h.firstEdge, 0.5);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{1, 2, 1}));
}

TEST(Histogram, BinCountIsCapped) {
    const std::vector<std::int32_t> v{0, 1000000};
    const Histogram h = makeHistogram(v, 1.0);
    EXPECT_EQ(h.counts.size(), kMaxHistogramBins);
    EXPECT_DOUBLE_EQ(h.binWidth, 5001.0); // ceil(1000001 / 200)
    EXPECT_EQ(h.counts.front(), 1u);
    EXPECT_EQ(h.counts.back(), 1u);
    EXPECT_EQ(std::accumulate(h.counts.begin(), h.counts.end(), std::uint64_t{0}), 2u);
}

TEST(Histogram, EmptyInput) {
    const std::vector<std::int32_t> none;
    EXPECT_TRUE(makeHistogram(none).counts.empty());
}

TEST(BodyHistograms, OutliersAreCountedAtTheEdgesNotBinned) {
    // 1000 samples around 100 and five interrupts at 5000: min-to-max bins would put every
    // ordinary sample into the first bar.
    std::vector<std::int32_t> v;
    for (int i = 0; i < 995; ++i) {
        v.push_back(static_cast<std::int32_t>(95 + i % 11));
    }
    for (int i = 0; i < 5; ++i) {
        v.push_back(5000);
    }
    const BodyHistograms h = makeBodyHistograms({v});
    EXPECT_LE(h.highValue, 105u);
    EXPECT_EQ(h.above[0], 5u);
    EXPECT_EQ(h.below[0], 0u);
    EXPECT_GE(h.counts[0].size(), 3u); // the body has a shape, not one bar
    const auto binned = std::accumulate(h.counts[0].begin(), h.counts[0].end(), std::uint64_t{0});
    EXPECT_EQ(binned + h.above[0] + h.below[0], v.size());
}

TEST(BodyHistograms, SetsShareBinsAndAnEmptySetStaysEmpty) {
    const std::vector<std::int32_t> a{10, 11, 12, 13}, b{20, 21, 22, 23}, none;
    const BodyHistograms h = makeBodyHistograms({a, b, none});
    ASSERT_EQ(h.counts.size(), 3u);
    EXPECT_EQ(h.counts[0].size(), h.counts[1].size());
    EXPECT_TRUE(h.counts[2].empty());
    EXPECT_EQ(h.lowValue, 10u);
    EXPECT_EQ(h.highValue, 23u);
    EXPECT_EQ(std::accumulate(h.counts[1].begin(), h.counts[1].end(), std::uint64_t{0}), 4u);
    // a's samples sit in bins left of b's.
    std::size_t lastA = 0, firstB = h.counts[1].size();
    for (std::size_t i = 0; i < h.counts[0].size(); ++i) {
        if (h.counts[0][i] != 0)
            lastA = i;
        if (h.counts[1][i] != 0)
            firstB = std::min(firstB, i);
    }
    EXPECT_LT(lastA, firstB);
}

TEST(BodyHistograms, OneValueIsOneBin) {
    const std::vector<std::int32_t> v{7, 7, 7};
    const BodyHistograms h = makeBodyHistograms({v});
    EXPECT_DOUBLE_EQ(h.firstEdge, 6.5);
    EXPECT_EQ(h.counts[0], (std::vector<std::uint64_t>{3}));
    EXPECT_TRUE(makeBodyHistograms({}).counts.empty());
}

TEST(Warmup, DiscardsLeadingSamples) {
    const std::vector<std::int32_t> v{1, 2, 3, 4};
    const auto rest = discardWarmup(v, 2);
    ASSERT_EQ(rest.size(), 2u);
    EXPECT_EQ(rest[0], 3u);
    EXPECT_TRUE(discardWarmup(v, 10).empty());
    EXPECT_EQ(discardWarmup(v, 0).size(), 4u);
}

} // namespace
} // namespace cyclelab::core
