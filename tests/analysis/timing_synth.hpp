#pragma once
// Simulated measurements of known durations: the cycle counter and the analyzer each
// quantise with their own clock at a random phase, as on a real bench.

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace cyclelab::core::test {

// Ticks a free-running clock at rateHz counts across an interval of durationNs.
inline std::uint32_t quantise(double durationNs, double rateHz, std::mt19937_64& rng) {
    std::uniform_real_distribution<double> phase(0.0, 1.0);
    return static_cast<std::uint32_t>(std::floor(phase(rng) + durationNs * rateHz / 1e9));
}

struct SimulatedRun {
    std::vector<std::uint32_t> cycles; // counter, harness already subtracted
    std::vector<std::uint32_t> pulses; // analyzer samples
};

// counterExtraNs: time only the counter sees (code between the counter reads but outside the
// probe toggles).
inline SimulatedRun simulateRun(const std::vector<double>& operationNs, double cycleHz,
                                double samplerateHz, double toggleOverheadNs, std::mt19937_64& rng,
                                double counterExtraNs = 0.0) {
    SimulatedRun run;
    for (double ns : operationNs) {
        run.cycles.push_back(quantise(ns + counterExtraNs, cycleHz, rng));
        run.pulses.push_back(quantise(ns + toggleOverheadNs, samplerateHz, rng));
    }
    return run;
}

inline std::vector<double> uniformOperations(std::size_t n, double minCycles, double maxCycles,
                                             double cycleHz, std::mt19937_64& rng) {
    std::uniform_real_distribution<double> cycles(minCycles, maxCycles);
    std::vector<double> ns;
    for (std::size_t i = 0; i < n; ++i) {
        ns.push_back(cycles(rng) * 1e9 / cycleHz);
    }
    return ns;
}

} // namespace cyclelab::core::test
