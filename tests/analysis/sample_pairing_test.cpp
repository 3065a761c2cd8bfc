// pairRunSamples: a stored run's samples paired with its pulses as crossValidate paired them
// (the same alignment offset, the stored agreement), its deviations and the jumps the waveform
// view makes (next disagreeing sample, worst sample).

#include "core/analysis/cross_validator.hpp"
#include "core/analysis/sample_pairing.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

using namespace cyclelab::core;
namespace core = cyclelab::core;

namespace {

// 100 MHz analyzer, 100 MHz counter: a pulse of w samples is (w x 10 - 20) ns of work, 20 ns of
// toggle overhead. Pulses carry one extra pulse in front (a probe toggle before the first
// sample), which the alignment must absorb: sample k is pulse k + 1.
core::Run makeRun(const std::vector<int>& disagreeing) {
    core::Run run;
    run.id = 7;
    run.cycleHz = 100'000'000;
    run.analyzerSamplerateHz = 100e6;
    run.pulseWidths.push_back(90);
    std::mt19937 rng(5);
    for (int k = 0; k < 200; ++k) {
        const std::uint32_t w = 50 + rng() % 60; // varied, so only the right offset pairs
        run.pulseWidths.push_back(w);
        std::int32_t cycles = static_cast<std::int32_t>(w) - 2;
        for (std::size_t i = 0; i < disagreeing.size(); ++i) {
            if (disagreeing[i] == k)
                cycles += 40 + static_cast<std::int32_t>(i) * 10;
        }
        run.samples.push_back(cycles);
    }
    run.validation = crossValidate(run.samples, 100e6, run.pulseWidths, 100e6, 20.0);
    return run;
}

} // namespace

TEST(SamplePairing, UsesTheVerdictsAlignmentAndAgreement) {
    const core::Run run = makeRun({30, 120, 150});
    auto pairing = pairRunSamples(run);
    ASSERT_TRUE(pairing.ok()) << pairing.error().message;
    EXPECT_EQ(pairing->offset, 1);
    EXPECT_EQ(pairing->pulseOf(0), 1U);
    EXPECT_EQ(pairing->sampleOf(1), 0U);
    EXPECT_FALSE(pairing->sampleOf(0).has_value()); // the extra pulse in front
    ASSERT_EQ(pairing->agreement.size(), run.samples.size());
    for (std::size_t k = 0; k < run.samples.size(); ++k) {
        EXPECT_EQ(static_cast<std::uint8_t>(pairing->agreement[k]), run.validation->agreement[k]);
    }
    EXPECT_NEAR(pairing->deviationNs(run, 5), 0.0, 1e-9);
    EXPECT_NEAR(pairing->deviationNs(run, 30), -400.0, 1e-9); // 40 counter cycles too many
    EXPECT_EQ(pairing->nextDisagreeing(0), 30U);
    EXPECT_EQ(pairing->nextDisagreeing(30), 120U);
    EXPECT_EQ(pairing->nextDisagreeing(150), 30U); // wraps to the first
    EXPECT_EQ(pairing->worst(run), 150U);          // 60 cycles off, the largest
}

TEST(SamplePairing, AgreeingRunHasNoNextDisagreeing) {
    const core::Run run = makeRun({});
    auto pairing = pairRunSamples(run);
    ASSERT_TRUE(pairing.ok()) << pairing.error().message;
    EXPECT_FALSE(pairing->nextDisagreeing(0).has_value());
}

TEST(SamplePairing, RunWithoutVerdictOrPulsesIsNamed) {
    core::Run run = makeRun({});
    run.validation.reset();
    auto noVerdict = pairRunSamples(run);
    ASSERT_FALSE(noVerdict.ok());
    EXPECT_NE(noVerdict.error().message.find("run 7 has no verdict"), std::string::npos);
    run = makeRun({});
    run.pulseWidths.clear();
    auto noPulses = pairRunSamples(run);
    ASSERT_FALSE(noPulses.ok());
    EXPECT_NE(noPulses.error().message.find("no samples paired"), std::string::npos);
}
