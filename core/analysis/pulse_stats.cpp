#include "core/analysis/pulse_stats.hpp"

#include <algorithm>

namespace cyclelab::core {

PulseStats pulseStats(const ChannelPulses& pulses, double samplerateHz) {
    PulseStats s;
    s.channel = pulses.channel;
    s.count = pulses.widths.size();
    s.droppedAtStart = pulses.droppedAtStart;
    s.droppedAtEnd = pulses.droppedAtEnd;
    if (s.count == 0) {
        return s;
    }
    std::vector<std::uint64_t> sorted = pulses.widths;
    std::sort(sorted.begin(), sorted.end());
    s.minSamples = sorted.front();
    s.maxSamples = sorted.back();
    const std::size_t mid = s.count / 2;
    s.medianSamples =
        s.count % 2 == 1
            ? static_cast<double>(sorted[mid])
            : (static_cast<double>(sorted[mid - 1]) + static_cast<double>(sorted[mid])) / 2.0;
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
