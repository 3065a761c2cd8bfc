// The histogram must give exactly what sorting every width gives: the same order statistics
// and the same median double, on random data with many ties, single pulses, no pulses, and
// widths on both sides of the dense/wide boundary.

#include "core/analysis/width_histogram.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <gtest/gtest.h>
#include <random>

namespace cyclelab::core {
namespace {

// What pulse statistics did before the histogram: sort a copy of every width.
struct SortedReference {
    std::vector<std::uint64_t> sorted;
    explicit SortedReference(std::vector<std::uint64_t> widths) : sorted(std::move(widths)) {
        std::sort(sorted.begin(), sorted.end());
    }
    double median() const {
        const std::size_t n = sorted.size();
        if (n == 0) {
            return 0.0;
        }
        const std::size_t mid = n / 2;
        return n % 2 == 1
                   ? static_cast<double>(sorted[mid])
                   : (static_cast<double>(sorted[mid - 1]) + static_cast<double>(sorted[mid])) /
                         2.0;
    }
};

void expectSameAsSorting(const std::vector<std::uint64_t>& widths) {
    WidthHistogram h;
    for (std::uint64_t w : widths) {
        h.add(w);
    }
    const SortedReference ref(widths);
    ASSERT_EQ(h.count(), ref.sorted.size());
    EXPECT_EQ(h.empty(), ref.sorted.empty());
    if (ref.sorted.empty()) {
        EXPECT_EQ(h.min(), 0U);
        EXPECT_EQ(h.max(), 0U);
        EXPECT_EQ(h.median(), 0.0);
        EXPECT_TRUE(h.entries().empty());
        return;
    }
    EXPECT_EQ(h.min(), ref.sorted.front());
    EXPECT_EQ(h.max(), ref.sorted.back());
    const double median = h.median();
    const double refMedian = ref.median();
    // Bit for bit, not approximately.
    EXPECT_EQ(std::memcmp(&median, &refMedian, sizeof median), 0) << median << " " << refMedian;
    for (std::size_t k = 0; k < ref.sorted.size(); k += 1 + ref.sorted.size() / 97) {
        ASSERT_EQ(h.nth(k), ref.sorted[k]) << "k " << k;
    }
    EXPECT_EQ(h.nth(ref.sorted.size() - 1), ref.sorted.back());
    std::uint64_t total = 0;
    std::uint64_t previous = 0;
    for (const auto& [width, n] : h.entries()) {
        EXPECT_GE(width, previous);
        const auto [lo, hi] = std::equal_range(ref.sorted.begin(), ref.sorted.end(), width);
        EXPECT_EQ(n, static_cast<std::uint64_t>(hi - lo));
        previous = width + 1;
        total += n;
    }
    EXPECT_EQ(total, ref.sorted.size());
}

TEST(WidthHistogram, EmptyAndSinglePulse) {
    expectSameAsSorting({});
    expectSameAsSorting({0});
    expectSameAsSorting({1});
    expectSameAsSorting({WidthHistogram::kDenseWidths});
    expectSameAsSorting({std::uint64_t{1} << 40});
}

TEST(WidthHistogram, RandomWidthsWithTiesGiveTheSortedOrderStatistics) {
    std::mt19937_64 rng(7);
    for (int round = 0; round < 200; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 3000)(rng);
        // Few distinct values (many ties), a spread across the dense/wide boundary, or huge.
        const std::uint64_t spread = std::array<std::uint64_t, 4>{
            5, 300, 2 * WidthHistogram::kDenseWidths, std::uint64_t{1} << 45}[round % 4];
        std::uniform_int_distribution<std::uint64_t> width(0, spread);
        std::vector<std::uint64_t> widths(n);
        for (auto& w : widths) {
            w = width(rng);
        }
        expectSameAsSorting(widths);
        widths.push_back(widths.front()); // flip the parity of the count
        expectSameAsSorting(widths);
    }
}

TEST(WidthHistogram, EvenCountMedianAveragesTheMiddleTwo) {
    expectSameAsSorting({3, 9, 5, 4});
    WidthHistogram h;
    for (std::uint64_t w : {3, 9, 5, 4}) {
        h.add(w);
    }
    EXPECT_EQ(h.median(), 4.5);
}

TEST(WidthHistogram, MemoryFollowsDistinctWidthsNotPulses) {
    WidthHistogram h;
    for (int i = 0; i < 5'000'000; ++i) {
        h.add(100 + static_cast<std::uint64_t>(i % 3));
        h.add(WidthHistogram::kDenseWidths * 4);
    }
    EXPECT_EQ(h.count(), 10'000'000U);
    EXPECT_EQ(h.distinctWidths(), 4U);
    EXPECT_LE(h.memoryBytes(), 256 * sizeof(std::uint64_t) + 64);
    // The dense part never exceeds its fixed size, whatever the widths.
    for (std::uint64_t w = 0; w < WidthHistogram::kDenseWidths; w += 7) {
        h.add(w);
    }
    EXPECT_LE(h.memoryBytes(), WidthHistogram::kDenseWidths * sizeof(std::uint64_t) + 64);
}

// Several pulses of one width at once (the vector scan's batches) count as many single adds,
// below, at and above the flat counters' end, into an empty and a grown histogram alike.
TEST(WidthHistogram, PulsesAddedByCountEqualThemAddedOneByOne) {
    WidthHistogram single;
    WidthHistogram counted;
    for (auto [width, pulses] : {std::pair<std::uint64_t, std::uint64_t>{4, 1000},
                                 {70, 3},
                                 {5, 1},
                                 {WidthHistogram::kDenseWidths - 1, 2},
                                 {WidthHistogram::kDenseWidths, 7},
                                 {1ULL << 40, 2}}) {
        for (std::uint64_t k = 0; k < pulses; ++k) {
            single.add(width);
        }
        counted.add(width, pulses);
    }
    EXPECT_EQ(single, counted);
    EXPECT_EQ(counted.count(), 1015U);
    EXPECT_EQ(counted.max(), 1ULL << 40);
}

} // namespace
} // namespace cyclelab::core
