#include "core/analysis/plausibility.hpp"

#include <algorithm>
#include <cstdio>

namespace cyclelab::core {
namespace {

std::string duration(double cycles, double cycleHz) {
    char buffer[64];
    if (!(cycleHz > 0.0)) {
        std::snprintf(buffer, sizeof buffer, "%.0f cycles", cycles);
        return buffer;
    }
    const double seconds = cycles / cycleHz;
    if (seconds >= 1.0) {
        std::snprintf(buffer, sizeof buffer, "%.3g s", seconds);
    } else if (seconds >= 1e-3) {
        std::snprintf(buffer, sizeof buffer, "%.3g ms", seconds * 1e3);
    } else {
        std::snprintf(buffer, sizeof buffer, "%.3g us", seconds * 1e6);
    }
    return buffer;
}

std::string ofN(std::size_t count, std::size_t n) {
    return std::to_string(count) + " of " + std::to_string(n) + " samples";
}

} // namespace

std::optional<std::string> implausibleReason(std::span<const std::int32_t> samples, double cycleHz,
                                             const PlausibilityLimits& limits) {
    const std::size_t n = samples.size();
    std::size_t negative = 0;
    std::int64_t lowest = 0;
    for (std::int32_t s : samples) {
        if (s < 0) {
            ++negative;
            lowest = std::min<std::int64_t>(lowest, s);
        }
    }
    if (negative > 0) {
        return ofN(negative, n) + " are negative after the harness overhead was subtracted " +
               "(lowest " + std::to_string(lowest) +
               " cycles): the counter wrapped or the overhead subtraction is wrong, so no " +
               "statistic of this run can be trusted";
    }
    if (limits.windowCycles > 0) {
        std::size_t longer = 0;
        std::int32_t largest = 0;
        for (std::int32_t s : samples) {
            longer += static_cast<std::int64_t>(s) > static_cast<std::int64_t>(limits.windowCycles)
                          ? 1
                          : 0;
            largest = std::max(largest, s);
        }
        if (longer > 0) {
            return ofN(longer, n) + " are longer than the whole run (largest " +
                   std::to_string(largest) + " cycles = " + duration(largest, cycleHz) +
                   ", the recording window lasted at most " +
                   duration(static_cast<double>(limits.windowCycles), cycleHz) +
                   "): the counter or its read-out is wrong";
        }
    }
    if (!limits.zeroPossible) {
        const auto zeros = static_cast<std::size_t>(std::count(samples.begin(), samples.end(), 0));
        if (zeros > 0) {
            return ofN(zeros, n) +
                   " read 0 cycles for an operation that cannot be free: the counter did not " +
                   "run across the region, or the harness overhead is too large";
        }
    }
    return std::nullopt;
}

} // namespace cyclelab::core
