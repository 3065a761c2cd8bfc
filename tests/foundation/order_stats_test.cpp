// The one quantile and median: hand-computed type 7 values, the same figure from sorted data,
// from a scaled view and by selection, and the edge cases every caller relies on.

#include "core/stats/order_stats.hpp"

#include <cmath>
#include <gtest/gtest.h>

using namespace cyclelab::core;

TEST(OrderStats, Type7QuantilesByHand) {
    const std::vector<double> x{10, 20, 30, 40};
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 0.0), 10.0);
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 0.25), 17.5); // h = 0.75
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 0.5), 25.0);  // the mean of the two middle values
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 0.9), 37.0);  // h = 2.7
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 1.0), 40.0);
    EXPECT_DOUBLE_EQ(quantileOfSorted(x, 1.5), 40.0); // clamped
    EXPECT_DOUBLE_EQ(medianOfSorted(std::vector<double>{1, 2, 9}), 2.0);
    const std::vector<std::int32_t> ints{-20, -19, -18};
    EXPECT_DOUBLE_EQ(quantileOfSorted(ints, 0.5), -19.0);
    EXPECT_DOUBLE_EQ(quantileOfSorted(ints, 0.75), -18.5);
}

TEST(OrderStats, EmptyGivesNaNAndOneValueIsEveryQuantile) {
    EXPECT_TRUE(std::isnan(quantileOfSorted(std::vector<double>{}, 0.5)));
    std::vector<double> none;
    EXPECT_TRUE(std::isnan(medianInPlace(none)));
    std::vector<double> one{7.5};
    EXPECT_EQ(quantileInPlace(one, 0.0), 7.5);
    EXPECT_EQ(quantileInPlace(one, 1.0), 7.5);
}

// Selection gives bit for bit what the sorted array gives, for every p on awkward values.
TEST(OrderStats, SelectionAndScaledViewsAgreeBitForBitWithSorted) {
    std::vector<double> values;
    for (int i = 0; i < 101; ++i) {
        values.push_back(std::fmod(i * 7919.0, 1013.0) * 1e9 / 168e6);
    }
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    for (double p : {0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 1.0}) {
        std::vector<double> work = values;
        EXPECT_EQ(quantileInPlace(work, p), quantileOfSorted(sorted, p)) << p;
        work.pop_back();
        std::vector<double> sortedEven = work;
        std::sort(sortedEven.begin(), sortedEven.end());
        EXPECT_EQ(quantileInPlace(work, p), quantileOfSorted(sortedEven, p)) << p;
    }
    const double factor = 1e9 / 168e6;
    const std::vector<std::int32_t> cycles{3, 5, 8, 13};
    const double scaled = quantileAt(
        cycles.size(), [&](std::size_t i) { return cycles[i] * factor; }, 0.5);
    EXPECT_DOUBLE_EQ(scaled, 6.5 * factor);
}
