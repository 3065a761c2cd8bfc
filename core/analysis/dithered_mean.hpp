#pragma once
// Validation by the dithered mean (docs/VALIDATION.md, "dithered mean"): when the analyzer's
// sample clock is independent of the core's, the phase of its sample grid against each pulse
// is random, so a quantised pulse width is off the true width by less than one sample period
// either way and by 0 on average. The mean of many pairs' deviations (pulse - toggle overhead
// - counter) then converges on the true mean deviation, with a confidence interval that
// shrinks as 1/sqrt(n), even where one sample is a large share of the operation. Private to
// core/analysis (verdict_rules.cpp).

#include "core/analysis/verdict_rules.hpp"

#include <cstddef>
#include <optional>
#include <string>

namespace cyclelab::core::analysis_detail {

// z of a two-sided 99.9 % confidence interval: one run in a thousand outside it by chance.
inline constexpr double kDitheredMeanZ = 3.29;

struct DitheredMean {
    std::size_t n = 0;
    double meanNs = 0.0;      // mean deviation, analyzer - counter
    double sigmaNs = 0.0;     // per-pair s.d. used: the larger of measured and half a sample
    double halfWidthNs = 0.0; // kDitheredMeanZ * sigma / sqrt(n)
    double toleranceNs = 0.0; // what the mean may deviate: the tolerance less its sample term
    // Whether the interval lies inside the tolerance and is fine enough for the operation.
    bool confirms = false;
    bool refutes = false;        // the interval lies entirely outside the tolerance
    std::size_t pairsNeeded = 0; // for an interval that would decide; 0 when none would
    // One analyzer sample is too coarse for the operation: the mean is what decides. Otherwise
    // it only adds its evidence to a pass.
    bool needed = false;
};

// Whether the analyzer resolves the operation on its own (one sample within the allowed share).
bool analyzerResolves(const Evidence& e);

// The dithered mean of a run whose analyzer samples with a phase independent of the core's
// clock; nullopt when it does not, or when fewer than two pairs were made.
std::optional<DitheredMean> ditheredMean(const Evidence& e);

// "the mean of 500 pulses, sampled at a phase independent of the core's clock, is 2.1 ns
// longer than the counter ± 3.1 ns (99.9 % confidence)".
Message ditheredMeanText(const DitheredMean& d);

} // namespace cyclelab::core::analysis_detail
