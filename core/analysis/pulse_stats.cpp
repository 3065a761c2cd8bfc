#include "core/analysis/pulse_stats.hpp"

namespace cyclelab::core {

PulseStats pulseStats(const ChannelPulses& pulses, double samplerateHz) {
    PulseStats s;
    s.channel = pulses.channel;
    s.count = static_cast<std::size_t>(pulses.widths.count());
    s.droppedAtStart = pulses.droppedAtStart;
    s.droppedAtEnd = pulses.droppedAtEnd;
    if (s.count == 0) {
        return s;
    }
    // Read off the exact histogram: the same order statistics, and the same doubles, as a
    // sorted copy of every width would give, without one.
    s.minSamples = pulses.widths.min();
    s.maxSamples = pulses.widths.max();
    s.medianSamples = pulses.widths.median();
    const double nsPerSample = samplerateHz > 0.0 ? 1e9 / samplerateHz : 0.0;
    s.minNs = static_cast<double>(s.minSamples) * nsPerSample;
    s.medianNs = s.medianSamples * nsPerSample;
    s.maxNs = static_cast<double>(s.maxSamples) * nsPerSample;
    return s;
}

std::vector<PulseStats> pulseStats(const PulseExtractor& extractor, double samplerateHz) {
    std::vector<PulseStats> out;
    out.reserve(extractor.channels().size());
    for (const ChannelPulses& ch : extractor.channels()) {
        out.push_back(pulseStats(ch, samplerateHz));
    }
    return out;
}

} // namespace cyclelab::core
