#pragma once
// Per-channel pulse summary of a capture, for `cyclelab-cli analyze CAPTURE` and the GUI's
// capture view: how many pulses each line carried and how wide they were.

#include "core/analysis/pulse_extractor.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cyclelab::core {

struct PulseStats {
    int channel = 0;
    std::size_t count = 0; // complete pulses
    std::size_t droppedAtStart = 0;
    std::size_t droppedAtEnd = 0;
    // Widths; all 0 when count == 0. The median of an even count is the mean of the middle two.
    std::uint64_t minSamples = 0;
    double medianSamples = 0.0;
    std::uint64_t maxSamples = 0;
    double minNs = 0.0;
    double medianNs = 0.0;
    double maxNs = 0.0;
};

PulseStats pulseStats(const ChannelPulses& pulses, double samplerateHz);

// One entry per followed channel, in channel order.
std::vector<PulseStats> pulseStats(const PulseExtractor& extractor, double samplerateHz);

} // namespace cyclelab::core
