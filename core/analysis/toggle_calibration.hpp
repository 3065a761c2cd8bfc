#pragma once
// The probe pulse of a benchmark = the operation + a fixed cost of driving the GPIO (the store
// that sets the pin lands some cycles after the pulse "starts" in program order, and so does
// the one that clears it). That cost is measured once, from the pulses of the `baseline`
// benchmark (the empty region), and subtracted from every pulse before it is compared with
// the cycle counter, whose baseline is 0 by construction.

#include "core/common/error.hpp"

#include <cstddef>
#include <cstdint>
#include <span>

namespace cyclelab::core {

struct ToggleCalibration {
    double overheadSamples = 0.0; // analyzer samples, sub-sample resolution
    double overheadNs = 0.0;
    double samplerateHz = 0.0;
    std::uint32_t minSamples = 0; // shortest baseline pulse
    std::size_t pulses = 0;       // baseline pulses seen
    std::size_t idealPulses = 0;  // pulses used: those within one sample of the shortest
};

// Fails (BadInput) when there are no baseline pulses or the sample rate is not positive.
Expected<ToggleCalibration> calibrateToggle(std::span<const std::uint32_t> baselineWidthsSamples,
                                            double samplerateHz);

// The overhead in ns, or NaN when it cannot be calibrated (no pulses, no sample rate);
// crossValidate() turns a NaN overhead into an inconclusive verdict that says so.
double toggleOverheadNs(std::span<const std::uint32_t> baselineWidthsSamples, double samplerateHz);

} // namespace cyclelab::core
