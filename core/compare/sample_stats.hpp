#pragma once
// Sample summaries and rank tests the comparison engine needs (quantiles and medians: core/stats
// order_stats.hpp). Kept free of the model so the
// golden tests can feed hand-computed inputs.

#include "core/stats/order_stats.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace cyclelab::core {

struct SampleSummary {
    std::size_t n = 0;
    double min = 0, q1 = 0, median = 0, q3 = 0, p99 = 0, max = 0, mean = 0;
};
SampleSummary summarizeSorted(std::span<const double> sorted);
// summarizeSorted of the values times `factor` (>= 0, so still ascending), without a scaled
// copy: the same numbers to the last bit.
SampleSummary summarizeScaled(std::span<const double> sorted, double factor);

// Tukey box: whiskers reach the most extreme samples within 1.5 IQR of the quartiles; what lies
// beyond is an outlier. outliers keeps at most maxOutliers of them (the most extreme first, low
// and high alternately), outlierCount counts them all.
struct BoxSummary {
    double q1 = 0, median = 0, q3 = 0, whiskerLow = 0, whiskerHigh = 0;
    std::vector<double> outliers;
    std::size_t outlierCount = 0;
    std::size_t n = 0;
};
BoxSummary boxOfSorted(std::span<const double> sorted, std::size_t maxOutliers = 200);

// Kendall's tau-b between paired observations (ties in x and/or y handled by the tau-b
// denominator). NaN when fewer than two pairs or when either side is entirely tied.
double kendallTauB(std::span<const double> x, std::span<const double> y);

// Mann-Whitney U for samples a and b. u1 counts pairs with a > b (ties count one half), so
// u1 + u2 = n1*n2. With no ties and n1, n2 <= 20 the two-sided p is exact (the null
// distribution of U is enumerated); otherwise it is the normal approximation with tie
// correction of the variance and a 0.5 continuity correction.
struct MannWhitney {
    double u1 = 0, u2 = 0, u = 0; // u = min(u1, u2)
    double z = 0;                 // 0 when exact
    double pTwoSided = 1;
    bool exact = false;
};
MannWhitney mannWhitneyU(std::span<const double> a, std::span<const double> b);

// Cliff's delta of b against a: P(b > a) - P(b < a), in [-1, 1]. Positive: b tends larger
// (slower). Equals the rank-biserial correlation.
double cliffsDelta(const MannWhitney& mw, std::size_t nA, std::size_t nB);

// Percentile bootstrap of median(b) - median(a): resample each side with replacement,
// iterations times, from a SplitMix64 stream seeded with seed (same inputs + seed = same CI on
// every platform). confidence e.g. 0.95.
struct BootstrapCi {
    double low = 0, high = 0;
    std::size_t iterations = 0;
};
BootstrapCi bootstrapMedianDiff(std::span<const double> a, std::span<const double> b,
                                std::size_t iterations, std::uint64_t seed,
                                double confidence = 0.95);

} // namespace cyclelab::core
