#pragma once
// Samples that cannot be true, checked before any statistic or verdict is believed
// (docs/VALIDATION.md, rule 1). The firmware sends counts signed and unclamped (protocol 2),
// so an over-subtracted or wrapped count arrives as a negative value instead of a perfect 0.

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace cyclelab::core {

struct PlausibilityLimits {
    // Upper bound of the whole recording window in counter cycles (0: unknown, not checked).
    std::uint64_t windowCycles = 0;
    // False for an operation that always does work: a 0 count is then impossible.
    bool zeroPossible = true;
};

// Why the samples cannot be true, or nullopt when they can. Checked in this order:
// negative counts (>= 2^31 read as signed), counts longer than the run, zero counts.
std::optional<std::string> implausibleReason(std::span<const std::int32_t> samples, double cycleHz,
                                             const PlausibilityLimits& limits);

} // namespace cyclelab::core
