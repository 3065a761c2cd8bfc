#include "core/compare/sample_stats.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cyclelab::core {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// SplitMix64: tiny, fully specified, so a seeded bootstrap gives identical intervals with any
// standard library (std::uniform_int_distribution is implementation-defined).
struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
};

// Null distribution of U (count of a > b) for sizes m, n without ties: counts[u] is the number
// of the C(m+n, m) equally likely orderings giving U = u. Recurrence on whichever sample holds
// the largest element: c(m,n,u) = c(m-1,n,u-n) + c(m,n-1,u).
std::vector<double> exactUCounts(std::size_t m, std::size_t n) {
    std::vector<std::vector<std::vector<double>>> c(m + 1, std::vector<std::vector<double>>(n + 1));
    for (std::size_t i = 0; i <= m; ++i) {
        for (std::size_t j = 0; j <= n; ++j) {
            auto& cell = c[i][j];
            cell.assign(i * j + 1, 0.0);
            if (i == 0 || j == 0) {
                cell[0] = 1.0;
                continue;
            }
            for (std::size_t u = 0; u <= i * j; ++u) {
                double fromA = (u >= j && u - j < c[i - 1][j].size()) ? c[i - 1][j][u - j] : 0.0;
                double fromB = u < c[i][j - 1].size() ? c[i][j - 1][u] : 0.0;
                cell[u] = fromA + fromB;
            }
        }
    }
    return c[m][n];
}

} // namespace

namespace {

template <typename At> SampleSummary summarize(std::size_t n, At at) {
    SampleSummary s;
    s.n = n;
    if (n == 0) {
        s.min = s.q1 = s.median = s.q3 = s.p99 = s.max = s.mean = kNaN;
        return s;
    }
    s.min = at(0);
    s.max = at(n - 1);
    s.q1 = quantileAt(n, at, 0.25);
    s.median = quantileAt(n, at, 0.5);
    s.q3 = quantileAt(n, at, 0.75);
    s.p99 = quantileAt(n, at, 0.99);
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sum += at(i);
    }
    s.mean = sum / static_cast<double>(n);
    return s;
}

} // namespace

SampleSummary summarizeSorted(std::span<const double> sorted) {
    return summarize(sorted.size(), [&](std::size_t i) { return sorted[i]; });
}

SampleSummary summarizeScaled(std::span<const double> sorted, double factor) {
    return summarize(sorted.size(), [&](std::size_t i) { return sorted[i] * factor; });
}

BoxSummary boxOfSorted(std::span<const double> sorted, std::size_t maxOutliers) {
    BoxSummary b;
    b.n = sorted.size();
    if (sorted.empty()) {
        b.q1 = b.median = b.q3 = b.whiskerLow = b.whiskerHigh = kNaN;
        return b;
    }
    b.q1 = quantileOfSorted(sorted, 0.25);
    b.median = quantileOfSorted(sorted, 0.5);
    b.q3 = quantileOfSorted(sorted, 0.75);
    const double iqr = b.q3 - b.q1;
    const double fenceLow = b.q1 - 1.5 * iqr;
    const double fenceHigh = b.q3 + 1.5 * iqr;
    auto first = std::lower_bound(sorted.begin(), sorted.end(), fenceLow);
    auto last = std::upper_bound(sorted.begin(), sorted.end(), fenceHigh);
    b.whiskerLow = first != sorted.end() ? *first : b.q1;
    b.whiskerHigh = last != sorted.begin() ? *(last - 1) : b.q3;
    const auto lowCount = static_cast<std::size_t>(first - sorted.begin());
    const auto highCount = static_cast<std::size_t>(sorted.end() - last);
    b.outlierCount = lowCount + highCount;
    std::size_t li = 0, hi = 0;
    while (b.outliers.size() < maxOutliers && (li < lowCount || hi < highCount)) {
        if (hi < highCount) {
            b.outliers.push_back(sorted[sorted.size() - 1 - hi++]);
        }
        if (li < lowCount && b.outliers.size() < maxOutliers) {
            b.outliers.push_back(sorted[li++]);
        }
    }
    return b;
}

double kendallTauB(std::span<const double> x, std::span<const double> y) {
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2) {
        return kNaN;
    }
    double concordant = 0, discordant = 0, tiesX = 0, tiesY = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            const double dx = x[i] - x[j];
            const double dy = y[i] - y[j];
            if (dx == 0) {
                tiesX += 1;
            }
            if (dy == 0) {
                tiesY += 1;
            }
            if (dx == 0 || dy == 0) {
                continue;
            }
            ((dx > 0) == (dy > 0) ? concordant : discordant) += 1;
        }
    }
    const double pairs = static_cast<double>(n) * static_cast<double>(n - 1) / 2.0;
    const double denom = std::sqrt((pairs - tiesX) * (pairs - tiesY));
    if (denom == 0) {
        return kNaN;
    }
    return (concordant - discordant) / denom;
}

MannWhitney mannWhitneyU(std::span<const double> a, std::span<const double> b) {
    MannWhitney r;
    const std::size_t n1 = a.size(), n2 = b.size();
    if (n1 == 0 || n2 == 0) {
        return r;
    }
    struct Obs {
        double v;
        bool fromA;
    };
    std::vector<Obs> all;
    all.reserve(n1 + n2);
    for (double v : a) {
        all.push_back({v, true});
    }
    for (double v : b) {
        all.push_back({v, false});
    }
    std::sort(all.begin(), all.end(), [](const Obs& l, const Obs& r) { return l.v < r.v; });
    const double total = static_cast<double>(all.size());
    double rankSumA = 0, tieTerm = 0;
    bool ties = false;
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i;
        while (j < all.size() && all[j].v == all[i].v) {
            ++j;
        }
        const double t = static_cast<double>(j - i);
        const double avgRank = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2.0;
        for (std::size_t k = i; k < j; ++k) {
            if (all[k].fromA) {
                rankSumA += avgRank;
            }
        }
        if (t > 1) {
            ties = true;
            tieTerm += t * t * t - t;
        }
        i = j;
    }
    const double dn1 = static_cast<double>(n1), dn2 = static_cast<double>(n2);
    r.u1 = rankSumA - dn1 * (dn1 + 1) / 2.0;
    r.u2 = dn1 * dn2 - r.u1;
    r.u = std::min(r.u1, r.u2);

    if (!ties && n1 <= 20 && n2 <= 20) {
        r.exact = true;
        const std::vector<double> counts = exactUCounts(n1, n2);
        double all_ = 0, atMost = 0;
        const auto uMin = static_cast<std::size_t>(std::llround(r.u));
        for (std::size_t u = 0; u < counts.size(); ++u) {
            all_ += counts[u];
            if (u <= uMin) {
                atMost += counts[u];
            }
        }
        // U's null distribution is symmetric, so P(U <= min) doubled is the two-sided p.
        r.pTwoSided = std::min(1.0, 2.0 * atMost / all_);
        return r;
    }
    const double mean = dn1 * dn2 / 2.0;
    const double var = dn1 * dn2 / 12.0 * ((total + 1) - tieTerm / (total * (total - 1)));
    if (var <= 0) {
        r.pTwoSided = 1.0;
        return r;
    }
    const double sd = std::sqrt(var);
    const double dev = std::max(0.0, std::abs(r.u1 - mean) - 0.5);
    r.z = (r.u1 >= mean ? dev : -dev) / sd;
    r.pTwoSided = std::min(1.0, std::erfc(dev / sd / std::sqrt(2.0)));
    return r;
}

double cliffsDelta(const MannWhitney& mw, std::size_t nA, std::size_t nB) {
    if (nA == 0 || nB == 0) {
        return kNaN;
    }
    // u2 = #(b > a) + ties/2, so 2*u2/(nA*nB) - 1 = P(b > a) - P(b < a).
    return 2.0 * mw.u2 / (static_cast<double>(nA) * static_cast<double>(nB)) - 1.0;
}

BootstrapCi bootstrapMedianDiff(std::span<const double> a, std::span<const double> b,
                                std::size_t iterations, std::uint64_t seed, double confidence) {
    BootstrapCi ci;
    ci.iterations = iterations;
    if (a.empty() || b.empty() || iterations == 0) {
        ci.low = ci.high = kNaN;
        return ci;
    }
    SplitMix64 rng{seed};
    std::vector<double> diffs;
    diffs.reserve(iterations);
    std::vector<double> ra(a.size()), rb(b.size());
    for (std::size_t it = 0; it < iterations; ++it) {
        // Modulo bias is below 1e-12 for any realistic sample count (n << 2^64).
        for (double& v : ra) {
            v = a[rng.next() % a.size()];
        }
        for (double& v : rb) {
            v = b[rng.next() % b.size()];
        }
        diffs.push_back(medianInPlace(rb) - medianInPlace(ra));
    }
    std::sort(diffs.begin(), diffs.end());
    const double tail = (1.0 - confidence) / 2.0;
    ci.low = quantileOfSorted(diffs, tail);
    ci.high = quantileOfSorted(diffs, 1.0 - tail);
    return ci;
}

} // namespace cyclelab::core
