#pragma once
// A small fast generator for the generated captures of the tests and the benchmark: the files
// must be reproducible from a seed, not cryptographic (SplitMix64's published constants).

#include <cstdint>

namespace cyclelab::testing {

struct SplitMix {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::uint64_t between(std::uint64_t lo, std::uint64_t hi) {
        return lo + next() % (hi - lo + 1);
    }
};

} // namespace cyclelab::testing
