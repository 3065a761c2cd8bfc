#pragma once
// A small, deterministic, realistic-looking campaign for chart and CLI tests: two kernels x
// four clock tiers (with flash wait states) x three opt levels x four benchmarks, plus
// analyzer pulses that agree with the counter within one analyzer sample.

#include "tests/compare/synthetic_runs.hpp"

#include <cstdint>
#include <vector>

namespace cyclelab::core::testing {

inline std::vector<Run> syntheticCampaign(std::size_t samplesPerRun = 400) {
    struct Tier {
        std::uint64_t hz;
        int ws;
    };
    const Tier tiers[] = {{24'000'000, 0}, {48'000'000, 1}, {84'000'000, 2}, {168'000'000, 5}};
    const OptLevel opts[] = {OptLevel::O0, OptLevel::O2, OptLevel::Os};
    struct Bench {
        const char* id;
        const char* param;
        double ref, rtos; // base cycles at O2, 0 WS
    };
    const Bench benches[] = {{"yield", nullptr, 120, 95},
                             {"sem_give", nullptr, 60, 78},
                             {"queue_send_recv", "5", 310, 260},
                             {"mutex_lock", nullptr, 70, 66}};
    std::vector<Run> runs;
    std::int64_t id = 1;
    std::uint64_t lcg = 12345;
    auto noise = [&]() {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<double>((lcg >> 33) % 1000) / 1000.0;
    };
    for (const char* kernel : {"refkernel", "freertos"}) {
        const bool rtos = kernel[0] == 'f';
        for (const Tier& t : tiers) {
            for (OptLevel opt : opts) {
                for (const Bench& b : benches) {
                    const double optFactor =
                        opt == OptLevel::O0 ? 2.1 : (opt == OptLevel::Os ? 1.15 : 1.0);
                    // Wait states cost the kernels differently: the ranking flips at high clocks.
                    const double wsFactor = 1.0 + t.ws * (rtos ? 0.07 : 0.02);
                    const double base = (rtos ? b.rtos : b.ref) * optFactor * wsFactor;
                    RunSpec spec{.id = id++,
                                 .benchmark = b.id,
                                 .kernel = kernel,
                                 .cpuHz = t.hz,
                                 .waitStates = t.ws,
                                 .opt = opt};
                    Run r = makeRun(spec);
                    if (b.param != nullptr) {
                        r.benchmark.params["depth"] = b.param;
                        r.benchmark.params["item"] = "16";
                    }
                    r.build.textBytes =
                        (rtos ? 14000u : 6000u) + (opt == OptLevel::O0 ? 5000u : 0u);
                    r.build.dataBytes = rtos ? 240u : 96u;
                    r.build.bssBytes = rtos ? 9000u : 3500u;
                    r.analyzerSamplerateHz = 100e6;
                    r.validation = Validation{.verdict = Verdict::Pass, .toggleOverheadNs = 50};
                    const double nsPerCyc = 1e9 / static_cast<double>(t.hz);
                    for (std::size_t i = 0; i < samplesPerRun; ++i) {
                        double v = base + noise() * base * 0.06;
                        if (i % 97 == 13) {
                            v *= 1.6; // an interrupt now and then: the jitter tail
                        }
                        const auto cyc = static_cast<std::int32_t>(v);
                        r.samples.push_back(cyc);
                        const double pulseNs = cyc * nsPerCyc + 50 + (noise() - 0.5) * 10;
                        r.pulseWidths.push_back(static_cast<std::uint32_t>(pulseNs / 10.0 + 0.5));
                    }
                    runs.push_back(std::move(r));
                }
            }
        }
    }
    return runs;
}

} // namespace cyclelab::core::testing
