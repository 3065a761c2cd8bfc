#include "core/stats/order_stats.hpp"

namespace cyclelab::core {

double quantileOfSorted(std::span<const double> sorted, double p) {
    return quantileAt(
        sorted.size(), [&](std::size_t i) { return sorted[i]; }, p);
}

double quantileOfSorted(std::span<const std::int32_t> sorted, double p) {
    return quantileAt(
        sorted.size(), [&](std::size_t i) { return static_cast<double>(sorted[i]); }, p);
}

double medianOfSorted(std::span<const double> sorted) {
    return quantileOfSorted(sorted, 0.5);
}

double quantileInPlace(std::vector<double>& values, double p) {
    if (values.empty()) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    const std::size_t lo = quantileLowRank(values.size(), p);
    const auto loIt = values.begin() + static_cast<std::ptrdiff_t>(lo);
    std::nth_element(values.begin(), loIt, values.end());
    // After nth_element the next order statistic is the smallest of the upper part.
    const auto at = [&](std::size_t i) {
        return i == lo ? *loIt : *std::min_element(loIt + 1, values.end());
    };
    return quantileAt(values.size(), at, p);
}

double medianInPlace(std::vector<double>& values) {
    return quantileInPlace(values, 0.5);
}

} // namespace cyclelab::core
