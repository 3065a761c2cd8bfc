#pragma once
// Simulated measurements of known durations: the cycle counter and the analyzer each
// quantise with their own clock at a random phase, as on a real bench.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace cyclelab::core::test {

// Ticks a free-running clock at rateHz counts across an interval of durationNs.
inline std::uint32_t quantise(double durationNs, double rateHz, std::mt19937_64& rng) {
    std::uniform_real_distribution<double> phase(0.0, 1.0);
    return static_cast<std::uint32_t>(std::floor(phase(rng) + durationNs * rateHz / 1e9));
}

struct SimulatedRun {
    std::vector<std::int32_t> cycles;  // counter, harness already subtracted
    std::vector<std::uint32_t> pulses; // analyzer samples
};

// counterExtraNs: time only the counter sees (code between the counter reads but outside the
// probe toggles).
inline SimulatedRun simulateRun(const std::vector<double>& operationNs, double cycleHz,
                                double samplerateHz, double toggleOverheadNs, std::mt19937_64& rng,
                                double counterExtraNs = 0.0) {
    SimulatedRun run;
    for (double ns : operationNs) {
        run.cycles.push_back(
            static_cast<std::int32_t>(quantise(ns + counterExtraNs, cycleHz, rng)));
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

// The virtual bench: QEMU -icount gives every instruction the same virtual time, SysTick
// counts that time at cycleHz (not in step with the instructions), and the VCD timestamps
// the probe stores to the ns (1 GHz samplerate). The counter reads are `harness`
// instructions further apart than the region; the probe stores `toggle` instructions.
struct VirtualBench {
    double nsPerInstruction = 8.0; // -icount shift=3
    double cycleHz = 168e6;
    int harness = 7;
    int toggle = 3;
    double nowNs = 1000.0;

    // Counter delta (harness not yet subtracted) and pulse width for a k-instruction region.
    std::pair<std::int32_t, std::uint32_t> region(int k, std::mt19937_64& rng) {
        std::uniform_int_distribution<int> loop(3, 40); // loop code between samples
        const double endNs = nowNs + nsPerInstruction * (k + harness);
        const auto ticks = static_cast<std::int32_t>(std::floor(endNs * cycleHz / 1e9) -
                                                     std::floor(nowNs * cycleHz / 1e9));
        nowNs = endNs + nsPerInstruction * loop(rng);
        return {ticks, static_cast<std::uint32_t>(nsPerInstruction * (k + toggle))};
    }
};

} // namespace cyclelab::core::test
