// Throughput of PulseExtractor on captures shaped like a benchmark campaign: probe pulses
// every ~2000 samples inside marker windows, delivered in 1 MiB chunks as libsigrok does.
// Run in Release: build/tests/analysis/pulse_extract_bench

#include "core/analysis/pulse_extractor.hpp"
#include "tests/analysis/logic_synth.hpp"

#include <benchmark/benchmark.h>
#include <random>

namespace {

using cyclelab::core::PulseExtractor;
using cyclelab::core::test::DrawnPulse;

constexpr std::uint64_t kCaptureBytes = 64ULL << 20;
constexpr std::size_t kChunkBytes = 1 << 20;

// Probe on channel 0, marker on channel 1; a pulse every `spacing` samples on average;
// `noiseChannel` >= 0 adds an unfollowed line toggling every 16 samples.
std::vector<std::uint8_t> makeCapture(unsigned unitSize, std::uint64_t spacing, int noiseChannel) {
    std::mt19937_64 rng(5);
    std::uniform_int_distribution<std::uint64_t> width(spacing / 50, spacing / 5);
    std::uniform_int_distribution<std::uint64_t> jitter(0, spacing / 4);
    const std::uint64_t samples = kCaptureBytes / unitSize;
    std::vector<DrawnPulse> pulses;
    const std::uint64_t window = 10000 * spacing;
    for (std::uint64_t start = 1000; start + 1000 < samples; start += window + 5000) {
        const std::uint64_t end = std::min(samples - 500, start + window);
        pulses.push_back({1, start, end});
        for (std::uint64_t t = start + 100; t + spacing < end; t += spacing) {
            const std::uint64_t rise = t + jitter(rng);
            pulses.push_back({0, rise, rise + width(rng)});
        }
    }
    if (noiseChannel >= 0) {
        for (std::uint64_t t = 1; t + 16 < samples; t += 16) {
            pulses.push_back({noiseChannel, t, t + 8});
        }
    }
    return cyclelab::core::test::drawLogic(samples, unitSize, pulses);
}

void extract(benchmark::State& state, unsigned unitSize, std::uint64_t spacing, int noise) {
    const auto capture = makeCapture(unitSize, spacing, noise);
    std::size_t pulses = 0;
    for (auto _ : state) {
        PulseExtractor ex({}, 0, 1);
        for (std::size_t pos = 0; pos < capture.size(); pos += kChunkBytes) {
            ex.onLogic(capture.data() + pos, std::min(kChunkBytes, capture.size() - pos), unitSize);
        }
        ex.finish();
        pulses = ex.channel(0)->widths.count();
        benchmark::DoNotOptimize(pulses);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * capture.size()));
    state.counters["pulses"] = static_cast<double>(pulses);
}

void BM_Unit1_Every2000(benchmark::State& s) {
    extract(s, 1, 2000, -1);
}
void BM_Unit1_Every200(benchmark::State& s) {
    extract(s, 1, 200, -1);
}
void BM_Unit1_Every2000_UnfollowedNoise(benchmark::State& s) {
    extract(s, 1, 2000, 5);
}
// The densest realistic case: pulses and gaps of 1 to 5 samples drawn at random (a fast bus
// or clock line sampled barely fast enough), an edge every 3 samples on average.
std::vector<std::uint8_t> makeDenseCapture() {
    std::mt19937_64 rng(11);
    std::uniform_int_distribution<std::uint64_t> width(1, 5);
    std::vector<std::uint8_t> bytes(kCaptureBytes, 0);
    for (std::uint64_t t = 3; t + 12 < bytes.size();) {
        const std::uint64_t w = width(rng);
        std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(t), w, std::uint8_t{1});
        t += w + width(rng);
    }
    return bytes;
}

void BM_Unit1_Dense1to5(benchmark::State& state) {
    const auto capture = makeDenseCapture();
    std::size_t pulses = 0;
    for (auto _ : state) {
        PulseExtractor ex({}, 0);
        for (std::size_t pos = 0; pos < capture.size(); pos += kChunkBytes) {
            ex.onLogic(capture.data() + pos, std::min(kChunkBytes, capture.size() - pos), 1);
        }
        ex.finish();
        pulses = ex.channel(0)->widths.count();
        benchmark::DoNotOptimize(pulses);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * capture.size()));
    state.counters["pulses"] = static_cast<double>(pulses);
    state.counters["ns_per_pulse"] =
        benchmark::Counter(static_cast<double>(pulses) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_Unit2_Every2000(benchmark::State& s) {
    extract(s, 2, 2000, -1);
}
void BM_Unit8_Every2000(benchmark::State& s) {
    extract(s, 8, 2000, -1);
}

// 16-bit samples shaped like the AC'97 capture of sigrok-dumps: a clock on channel 0 (4 samples
// high, 4 or 5 low) and data lines 1-7 each flipping on one rising edge in eight, all eight
// followed (`analyze`); 32 M samples.
void BM_Unit2_Bus8(benchmark::State& state) {
    std::mt19937_64 rng(12);
    std::vector<std::uint8_t> capture(kCaptureBytes, 0);
    std::uint8_t data = 0;
    for (std::uint64_t s = 0, period = 0; 2 * s < capture.size(); ++period) {
        const std::uint64_t draw = rng();
        for (int ch = 1; ch < 8; ++ch) {
            data = static_cast<std::uint8_t>(data ^ ((((draw >> (3 * ch)) & 7U) == 0) << ch));
        }
        for (std::uint64_t k = 0; k < 8 + period % 2 && 2 * s < capture.size(); ++k, ++s) {
            capture[2 * s] = static_cast<std::uint8_t>(data | (k < 4 ? 1U : 0U));
            capture[2 * s + 1] = static_cast<std::uint8_t>(s); // unfollowed channels 8-15
        }
    }
    std::size_t pulses = 0;
    for (auto _ : state) {
        PulseExtractor ex({0, 1, 2, 3, 4, 5, 6, 7}, 0);
        for (std::size_t pos = 0; pos < capture.size(); pos += kChunkBytes) {
            ex.onLogic(capture.data() + pos, std::min(kChunkBytes, capture.size() - pos), 2);
        }
        ex.finish();
        pulses = 0;
        for (const auto& ch : ex.channels()) {
            pulses += ch.widths.count();
        }
        benchmark::DoNotOptimize(pulses);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * capture.size()));
    state.counters["pulses"] = static_cast<double>(pulses);
    state.counters["ns_per_pulse"] =
        benchmark::Counter(static_cast<double>(pulses) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

BENCHMARK(BM_Unit1_Every2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit1_Every200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit1_Every2000_UnfollowedNoise)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit1_Dense1to5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit2_Every2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit8_Every2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Unit2_Bus8)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
