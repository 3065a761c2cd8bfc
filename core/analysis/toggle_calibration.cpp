#include "core/analysis/toggle_calibration.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cyclelab::core {

// Estimator: the mean of the baseline pulses no longer than the shortest one + 1 sample.
//
// - Why the short end, not the median or the mean of everything: the counter's samples have
//   the harness cost subtracted at its *minimum* (the baseline's minimum is 0), i.e. both
//   references are the ideal path. Longer baseline pulses are the empty region stretched by
//   an interrupt or a bus stall; including them would over-subtract from every pulse.
// - Why a mean over [min, min + 1] and not the plain minimum: a constant width W sampled by
//   a free-running analyzer clock reads as floor(W) or floor(W) + 1 samples, in proportions
//   that encode the fraction of W. The minimum alone is biased low by up to one sample; the
//   mean of those two adjacent values recovers W to a fraction of a sample. When the analyzer
//   is locked to the target (the virtual bench), every ideal pulse reads the same value and
//   this is simply that value.
Expected<ToggleCalibration> calibrateToggle(std::span<const std::uint32_t> baselineWidthsSamples,
                                            double samplerateHz) {
    if (!(samplerateHz > 0.0)) {
        return Error::badInput(
            message(MessageId::ErrToggleRateNotPositive, {std::to_string(samplerateHz)}));
    }
    if (baselineWidthsSamples.empty()) {
        return Error::badInput(message(MessageId::ErrToggleNoPulses));
    }
    ToggleCalibration cal;
    cal.samplerateHz = samplerateHz;
    cal.pulses = baselineWidthsSamples.size();
    cal.minSamples = *std::min_element(baselineWidthsSamples.begin(), baselineWidthsSamples.end());
    const std::uint64_t limit = std::uint64_t{cal.minSamples} + 1;
    double sum = 0.0;
    for (std::uint32_t w : baselineWidthsSamples) {
        if (w <= limit) {
            sum += w;
            ++cal.idealPulses;
        }
    }
    cal.overheadSamples = sum / static_cast<double>(cal.idealPulses);
    cal.overheadNs = cal.overheadSamples * 1e9 / samplerateHz;
    return cal;
}

double toggleOverheadNs(std::span<const std::uint32_t> baselineWidthsSamples, double samplerateHz) {
    const auto cal = calibrateToggle(baselineWidthsSamples, samplerateHz);
    return cal.ok() ? cal->overheadNs : std::nan("");
}

} // namespace cyclelab::core
