#pragma once
// The project's order statistics: one quantile and one median, for every area (run statistics,
// cross-validation, comparison, bench self-test), so that a figure means the same wherever it
// is computed.
//
// Quantile p in [0,1] of n ascending values x[0..n-1]: linear interpolation between closest
// ranks (Hyndman & Fan type 7, the default of numpy and R): h = (n-1)·p,
// Q = x[floor h] + (h - floor h)·(x[floor h + 1] - x[floor h]). The median is Q(0.5), so an
// even count gives the mean of the two middle values. p outside [0,1] is clamped; no values
// give NaN.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace cyclelab::core {

// floor(h) above: the rank Q(p) starts from. Precondition: n > 0.
inline std::size_t quantileLowRank(std::size_t n, double p) {
    p = std::clamp(p, 0.0, 1.0);
    return static_cast<std::size_t>(std::floor(p * static_cast<double>(n - 1)));
}

// Q(p) of n ascending values, value i being at(i) (a scaled or projected view of a sorted
// array); at() is asked for ranks quantileLowRank(n, p) and the one after it (or the same at
// the top) only.
template <typename At> double quantileAt(std::size_t n, At at, double p) {
    if (n == 0) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    p = std::clamp(p, 0.0, 1.0);
    const double h = p * static_cast<double>(n - 1);
    const std::size_t lo = quantileLowRank(n, p);
    const std::size_t hi = std::min(lo + 1, n - 1);
    const double low = at(lo);
    return low + (h - static_cast<double>(lo)) * (at(hi) - low);
}

double quantileOfSorted(std::span<const double> sorted, double p);
double quantileOfSorted(std::span<const std::int32_t> sorted, double p);
double medianOfSorted(std::span<const double> sorted);

// Q(p) of values in any order, found by selection (no full sort); reorders `values`.
double quantileInPlace(std::vector<double>& values, double p);
double medianInPlace(std::vector<double>& values);

} // namespace cyclelab::core
