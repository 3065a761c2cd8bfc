#pragma once
// Synthetic logic captures for the analysis tests and benchmark: the expected pulses are the
// input, so every assertion compares the extractor with what was actually drawn.

#include "core/bench_api/bench_interfaces.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace cyclelab::core::test {

struct DrawnPulse {
    int channel = 0;
    std::uint64_t rise = 0; // first high sample
    std::uint64_t fall = 0; // first low sample again; == totalSamples: still high at the end
};

// Little-endian samples of `unitSize` bytes, channel i = bit i, all lines low except inside
// the drawn pulses. A pulse with rise == 0 is already high when the capture starts.
inline std::vector<std::uint8_t> drawLogic(std::uint64_t totalSamples, unsigned unitSize,
                                           const std::vector<DrawnPulse>& pulses) {
    std::vector<std::uint8_t> bytes(totalSamples * unitSize, 0);
    for (const DrawnPulse& p : pulses) {
        const auto byte = static_cast<std::size_t>(p.channel / 8);
        const auto bit = static_cast<std::uint8_t>(1U << (p.channel % 8));
        for (std::uint64_t s = p.rise; s < std::min(p.fall, totalSamples); ++s) {
            bytes[s * unitSize + byte] |= bit;
        }
    }
    return bytes;
}

// Feeds `bytes` in chunks of random size in [1, maxChunk], so that edges land on every
// possible chunk and word boundary, and samples are split across calls.
inline void feedInChunks(LogicSink& sink, const std::vector<std::uint8_t>& bytes, unsigned unitSize,
                         std::mt19937_64& rng, std::size_t maxChunk) {
    std::uniform_int_distribution<std::size_t> size(1, maxChunk);
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        const std::size_t n = std::min(size(rng), bytes.size() - pos);
        sink.onLogic(bytes.data() + pos, n, unitSize);
        pos += n;
    }
}

} // namespace cyclelab::core::test
