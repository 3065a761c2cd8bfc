#pragma once
// The cross-validation verdict as an ordered list of rules (docs/VALIDATION.md lists the same
// rules, by the same names, in the same order; a test keeps the two together). The first
// rule that fires decides the verdict and gives its one-sentence reason; when none fires the
// run passes. Private to core/analysis: callers use crossValidateReport().

#include "core/analysis/cross_validator.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core::analysis_detail {

// Everything the rules look at, computed once from the two channels.
struct Evidence {
    std::span<const std::int32_t> cycles;
    std::span<const std::uint32_t> pulses;
    double cycleHz = 0.0;
    double samplerateHz = 0.0;
    double toggleOverheadNs = 0.0;
    CrossValidationOptions options;

    bool ratesKnown = false; // both rates positive and the toggle overhead finite
    double nsPerCycle = 0.0;
    double nsPerSample = 0.0;
    double counterCycles = 0.0; // counter cycles in the tolerance
    double timebaseNs = 0.0;    // the clocks' ppm term at the median operation
    double toleranceNs = 0.0;
    std::int32_t medianCycles = 0;
    double pulseMedianNs = 0.0; // pulse minus toggle overhead
    double pulseP10Ns = 0.0;
    double pulseP90Ns = 0.0;

    bool paired = false; // the pairing below was computed
    // Offset of the window's last quarter minus its first quarter's (0: one alignment fits).
    int midWindowShift = 0;
    int offset = 0;              // cycles[i] paired with pulses[i + offset]
    std::vector<double> devNs;   // analyzer - counter, per pair, in counter order
    std::size_t firstPaired = 0; // index in `cycles` of devNs[0]
    std::size_t within = 0;
    std::size_t longer = 0;       // pulse longer than the counter beyond the tolerance
    std::size_t shorter = 0;      // pulse shorter than the counter beyond the tolerance
    std::size_t zeroWithWork = 0; // counter 0 while the pulse shows work
    double medianDevNs = 0.0;
    double biasNs = 0.0;
    double sdNs = 0.0;
    double maxDevNs = 0.0;
};

struct VerdictRule {
    std::string_view name; // as in docs/VALIDATION.md
    Verdict verdict;
    // The reason when the rule fires, nullopt when it does not.
    std::optional<Message> (*check)(const Evidence&);
};

// In the order they are applied.
std::span<const VerdictRule> verdictRules();

// The reason a passing run gives.
Message passReason(const Evidence& e);

// Formatting shared with the entry point.
std::string formatNs(double ns);

} // namespace cyclelab::core::analysis_detail
