#pragma once
// Order statistics used by the analysis area. Private to core/analysis: the project-wide
// statistics module is core/stats; this keeps analysis independent of it until both land.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace cyclelab::core::analysis_detail {

// Linear-interpolated quantile (q in [0, 1]) of `values`; reorders them. NaN when empty.
inline double quantileInPlace(std::vector<double>& values, double q) {
    if (values.empty()) {
        return std::nan("");
    }
    const double pos = q * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, values.size() - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(lo),
                     values.end());
    const double low = values[lo];
    if (hi == lo) {
        return low;
    }
    // After nth_element the next order statistic is the minimum of the upper part.
    const double high =
        *std::min_element(values.begin() + static_cast<std::ptrdiff_t>(lo) + 1, values.end());
    return low + (high - low) * (pos - static_cast<double>(lo));
}

inline double medianInPlace(std::vector<double>& values) {
    return quantileInPlace(values, 0.5);
}

} // namespace cyclelab::core::analysis_detail
