#include "core/analysis/cross_validator.hpp"
#include "core/analysis/toggle_calibration.hpp"
#include "tests/analysis/timing_synth.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using test::simulateRun;
using test::uniformOperations;
using ::testing::HasSubstr;

constexpr double kCpuHz = 168e6;
constexpr double kOverheadNs = 14 / kCpuHz * 1e9; // two GPIO stores and their bus latency

// Calibrates the toggle overhead the way the product does: from a simulated baseline run.
double calibratedOverheadNs(double samplerateHz, std::mt19937_64& rng) {
    const std::vector<double> empty(2000, 0.0);
    const auto baseline = simulateRun(empty, kCpuHz, samplerateHz, kOverheadNs, rng);
    const auto cal = calibrateToggle(baseline.pulses, samplerateHz);
    EXPECT_TRUE(cal.ok());
    return cal.ok() ? cal->overheadNs : 0.0;
}

class CrossValidator : public ::testing::Test {
  protected:
    std::mt19937_64 rng{42};
    double samplerateHz = 100e6;
    double overheadNs = calibratedOverheadNs(samplerateHz, rng);
    std::vector<double> ops = uniformOperations(10000, 300, 3000, kCpuHz, rng);
};

TEST_F(CrossValidator, ConsistentChannelsPass) {
    const auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    CrossValidationOptions exactClocks;
    exactClocks.timebasePpm = 0.0;
    const auto report =
        crossValidateReport(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs, exactClocks);
    const Validation& v = report.validation;
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
    EXPECT_EQ(report.offset, 0);
    EXPECT_EQ(v.paired, 10000U);
    EXPECT_NEAR(v.toleranceNs, 10.0 + 2e9 / kCpuHz, 1e-9);
    EXPECT_GE(v.withinTolerance, 0.99);
    EXPECT_LT(std::fabs(v.biasNs), 1.0);
    EXPECT_LT(v.loaLowNs, v.biasNs);
    EXPECT_GT(v.loaHighNs, v.biasNs);
    EXPECT_LE(v.maxDevNs, v.toleranceNs + 2.0);
    EXPECT_DOUBLE_EQ(v.toggleOverheadNs, overheadNs);
    EXPECT_DOUBLE_EQ(v.samplerateHz, samplerateHz);
    EXPECT_THAT(english(v.reason),
                HasSubstr("of 10000 samples agree within 21.9 ns (1 analyzer sample + 2 "
                          "counter cycles)"));
}

TEST_F(CrossValidator, CyclesOnlyInTheCounterFailLoudly) {
    const double extraNs = 40 / kCpuHz * 1e9; // statistics code between the counter reads
    const auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng, extraNs);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail) << english(v.reason);
    EXPECT_NEAR(v.biasNs, -extraNs, 2.0);
    EXPECT_THAT(english(v.reason),
                HasSubstr("pulses are 238 ns shorter than the counter says on 100% "
                          "of 10000 samples: work inside the counter window is "
                          "invisible on the probe pin"));
}

TEST_F(CrossValidator, PulsesLongerThanTheCounterFail) {
    const auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs + 240.0, rng);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail) << english(v.reason);
    EXPECT_THAT(english(v.reason), HasSubstr("pulses are 240 ns longer"));
}

TEST_F(CrossValidator, SlowAnalyzerIsInconclusive) {
    samplerateHz = 24e6;
    overheadNs = calibratedOverheadNs(samplerateHz, rng);
    const std::vector<double> shortOps(1000, 40.25 / kCpuHz * 1e9);
    const auto run = simulateRun(shortOps, kCpuHz, samplerateHz, kOverheadNs, rng);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Inconclusive) << english(v.reason);
    EXPECT_THAT(english(v.reason),
                HasSubstr("analyzer at 24 MHz cannot resolve a 40-cycle operation at "
                          "168 MHz"));
}

TEST_F(CrossValidator, BaselineRunIsNotMistakenForAStoppedCounter) {
    const std::vector<double> empty(1000, 0.0);
    const auto run = simulateRun(empty, kCpuHz, samplerateHz, kOverheadNs, rng);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Inconclusive) << english(v.reason);
    EXPECT_THAT(english(v.reason), HasSubstr("cannot resolve a 0-cycle operation"));
}

// Counter not in step with the instructions: SysTick reads quantise and the harness overhead
// subtracted is the baseline's minimum, so honest counts sit up to 2 cycles off. Harness
// lengths are picked to cover small and large fractional overheads (in SysTick cycles).
TEST(CrossValidatorVirtualBench, SysTickCountsAgreeWithVcdPulses) {
    for (int harness : {5, 6, 7, 11, 13}) {
        std::mt19937_64 rng(static_cast<unsigned>(harness));
        test::VirtualBench vb;
        vb.harness = harness;
        std::vector<std::int32_t> baselineCycles, cycles;
        std::vector<std::uint32_t> baselinePulses, pulses;
        for (int i = 0; i < 1000; ++i) {
            const auto [c, p] = vb.region(0, rng);
            baselineCycles.push_back(c);
            baselinePulses.push_back(p);
        }
        const std::int32_t overheadCycles =
            *std::min_element(baselineCycles.begin(), baselineCycles.end());
        std::uniform_int_distribution<int> op(100, 400);
        for (int i = 0; i < 5000; ++i) {
            const auto [c, p] = vb.region(op(rng), rng);
            cycles.push_back(c - overheadCycles);
            pulses.push_back(p);
        }
        const double overheadNs = toggleOverheadNs(baselinePulses, 1e9);
        EXPECT_DOUBLE_EQ(overheadNs, 24.0);
        const Validation v = crossValidate(cycles, vb.cycleHz, pulses, 1e9, overheadNs);
        EXPECT_EQ(v.verdict, Verdict::Pass) << "harness " << harness << ": " << english(v.reason);
        EXPECT_EQ(v.paired, 5000U);
    }
}

struct EndDefect {
    const char* name;
    bool extraFirst, missingFirst, extraLast, missingLast;
    int expectedOffset;
};

class CrossValidatorAlignment : public ::testing::TestWithParam<EndDefect> {};

TEST_P(CrossValidatorAlignment, AbsorbsAPulseMissingOrExtraAtEitherEnd) {
    const EndDefect d = GetParam();
    std::mt19937_64 rng(99);
    const double samplerateHz = 100e6;
    const double overheadNs = calibratedOverheadNs(samplerateHz, rng);
    const auto ops = uniformOperations(2000, 100, 5000, kCpuHz, rng);
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    if (d.missingFirst) {
        run.pulses.erase(run.pulses.begin());
    }
    if (d.extraFirst) {
        run.pulses.insert(run.pulses.begin(), 333);
    }
    if (d.missingLast) {
        run.pulses.pop_back();
    }
    if (d.extraLast) {
        run.pulses.push_back(77);
    }
    const auto report =
        crossValidateReport(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(report.validation.verdict, Verdict::Pass) << english(report.validation.reason);
    EXPECT_EQ(report.offset, d.expectedOffset);
    const bool shortened = d.missingFirst || d.missingLast;
    EXPECT_EQ(report.validation.paired, shortened ? 1999U : 2000U);
}

INSTANTIATE_TEST_SUITE_P(
    Ends, CrossValidatorAlignment,
    ::testing::Values(EndDefect{"extraFirst", true, false, false, false, 1},
                      EndDefect{"missingFirst", false, true, false, false, -1},
                      EndDefect{"extraLast", false, false, true, false, 0},
                      EndDefect{"missingLast", false, false, false, true, 0},
                      EndDefect{"extraFirstMissingLast", true, false, false, true, 1},
                      EndDefect{"missingFirstExtraLast", false, true, true, false, -1}),
    [](const auto& info) { return std::string(info.param.name); });

// Undeclared one-sided work on a few percent of the samples is a fault, not noise: today's
// 5-8 % of samples carrying counter-only work used to come out inconclusive.
TEST_F(CrossValidator, OneSidedDisagreementFailsWhateverItsShare) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    auto pulseSide = run.pulses;
    auto counterSide = run.cycles;
    for (std::size_t i = 0; i < pulseSide.size(); i += 20) {
        pulseSide[i] += 6; // 5% of pulses 60 ns long
    }
    for (std::size_t i = 0; i < counterSide.size(); i += 16) {
        counterSide[i] += 17; // 6% of counts carry 100 ns of counter-only work
    }
    const Validation a = crossValidate(run.cycles, kCpuHz, pulseSide, samplerateHz, overheadNs);
    EXPECT_EQ(a.verdict, Verdict::Fail) << english(a.reason);
    EXPECT_THAT(english(a.reason), HasSubstr(" of 10000 samples have pulses"));
    EXPECT_THAT(english(a.reason),
                HasSubstr("all on one side: the probe pin shows work the counter"));
    const Validation b = crossValidate(counterSide, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(b.verdict, Verdict::Fail) << english(b.reason);
    EXPECT_THAT(english(b.reason), HasSubstr("shorter than the counter"));
    EXPECT_THAT(english(b.reason), HasSubstr("invisible on the probe pin"));
    // Declaring the jitter widens the tolerance and the same data passes.
    CrossValidationOptions declared;
    declared.jitterNs = 60.0;
    declared.timebasePpm = 0.0;
    const Validation c =
        crossValidate(run.cycles, kCpuHz, pulseSide, samplerateHz, overheadNs, declared);
    EXPECT_EQ(c.verdict, Verdict::Pass) << english(c.reason);
    EXPECT_NEAR(c.toleranceNs, 10.0 + 2e9 / kCpuHz + 60.0, 1e-6);
    EXPECT_THAT(english(c.reason), HasSubstr("60 ns declared jitter"));
}

// Scatter to both sides: a few such pairs pass (and are counted), too many fail.
TEST_F(CrossValidator, TwoSidedScatterPassesWhenRareAndFailsWhenCommon) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    auto rare = run.pulses;
    auto common = run.pulses;
    for (std::size_t i = 0; i < rare.size(); i += 2000) {
        rare[i] += (i / 2000) % 2 == 0 ? 6 : -6;
    }
    for (std::size_t i = 0; i < common.size(); i += 10) {
        common[i] += (i / 10) % 2 == 0 ? 6 : -6;
    }
    const auto a = crossValidateReport(run.cycles, kCpuHz, rare, samplerateHz, overheadNs);
    EXPECT_EQ(a.validation.verdict, Verdict::Pass) << english(a.validation.reason);
    EXPECT_EQ(a.disagreeing, 5U);
    EXPECT_THAT(english(a.validation.reason), HasSubstr("5 disagree"));
    const auto b = crossValidateReport(run.cycles, kCpuHz, common, samplerateHz, overheadNs);
    EXPECT_EQ(b.validation.verdict, Verdict::Fail) << english(b.validation.reason);
    EXPECT_EQ(b.rule, "agreement");
    EXPECT_THAT(english(b.validation.reason), HasSubstr("only "));
}

// Every counter sample is accounted for: agreeing, disagreeing or without a pulse.
TEST_F(CrossValidator, EverySampleHasAnAgreementFlag) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    run.pulses.erase(run.pulses.begin()); // the first counter sample has no pulse
    run.pulses[100] += 6;
    const auto r = crossValidateReport(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    ASSERT_EQ(r.agreement.size(), run.cycles.size());
    EXPECT_EQ(r.agreement[0], SampleAgreement::Unpaired);
    EXPECT_EQ(r.agreement[101], SampleAgreement::Disagrees);
    EXPECT_EQ(r.agreement[1], SampleAgreement::Agrees);
    EXPECT_EQ(r.unpairedSamples, 1U);
    EXPECT_EQ(r.unpairedPulses, 0U);
    EXPECT_EQ(r.disagreeing, 1U);
}

TEST_F(CrossValidator, StoppedCounterFails) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    std::fill(run.cycles.begin(), run.cycles.end(), 0);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("all 10000 counter samples are 0"));
    EXPECT_THAT(english(v.reason), HasSubstr("not running"));
}

TEST_F(CrossValidator, ZeroCountsAmongRealWorkFail) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    for (std::size_t i = 0; i < run.cycles.size(); i += 50) {
        run.cycles[i] = 0; // 2%: the counter missed these samples
    }
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("200 of 10000 samples read 0 cycles on the counter"));
    for (std::size_t i = 0; i < run.cycles.size(); i += 100) {
        run.cycles[i] = test::quantise(ops[i], kCpuHz, rng);
    }
    // 1% or fewer zeros are still work the counter missed on one side only.
    const Validation few = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(few.verdict, Verdict::Fail) << english(few.reason);
    EXPECT_THAT(english(few.reason), HasSubstr(" of 10000 samples have pulses"));
}

TEST_F(CrossValidator, WrappedCountsFail) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    run.cycles[10] = -16;
    run.cycles[20] = -2;
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("2 of 10000 counter samples are negative (lowest -16 "
                                             "cycles)"));
}

TEST_F(CrossValidator, IdenticalCountsWhilePulsesVaryFail) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    std::fill(run.cycles.begin(), run.cycles.end(), 700);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason),
                HasSubstr("all 10000 counter samples are 700 cycles while the pulses "
                          "vary"));
}

TEST_F(CrossValidator, IdenticalCountsWithSteadyPulsesAreFine) {
    const std::vector<double> steady(1000, 700.0 / kCpuHz * 1e9);
    const auto run = simulateRun(steady, kCpuHz, samplerateHz, kOverheadNs, rng);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
}

// One pulse lost in the middle of the window: the count is within what alignment absorbs at
// the ends, but the two halves pair at different offsets, so the run fails and says why.
TEST_F(CrossValidator, OnePulseLostMidWindowFails) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    run.pulses.erase(run.pulses.begin() + 5000);
    const auto r = crossValidateReport(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(r.validation.verdict, Verdict::Fail) << english(r.validation.reason);
    EXPECT_EQ(r.rule, "no-lost-pulses");
    EXPECT_THAT(english(r.validation.reason), HasSubstr("lost or added inside the window"));
}

// Pulses lost inside the window: the pairs after the loss are wrong, so the run fails.
TEST_F(CrossValidator, PulsesLostInsideTheWindowFail) {
    auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    run.pulses.resize(5000);
    const Validation v = crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason),
                HasSubstr("saw 5000 probe pulses but the counter reported 10000"));
}

TEST_F(CrossValidator, NoPulsesNoSamplesNoRatesAreInconclusive) {
    const auto run = simulateRun(ops, kCpuHz, samplerateHz, kOverheadNs, rng);
    const Validation noPulses = crossValidate(run.cycles, kCpuHz, {}, samplerateHz, overheadNs);
    EXPECT_EQ(noPulses.verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(noPulses.reason), HasSubstr("no probe pulses"));
    const Validation noSamples = crossValidate({}, kCpuHz, run.pulses, samplerateHz, overheadNs);
    EXPECT_EQ(noSamples.verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(noSamples.reason), HasSubstr("no counter samples"));
    const Validation noOverhead =
        crossValidate(run.cycles, kCpuHz, run.pulses, samplerateHz, toggleOverheadNs({}, 1e8));
    EXPECT_EQ(noOverhead.verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(noOverhead.reason), HasSubstr("toggle overhead is unknown"));
    EXPECT_EQ(noOverhead.toggleOverheadNs, 0.0);
    const Validation noRate = crossValidate(run.cycles, 0.0, run.pulses, samplerateHz, 0.0);
    EXPECT_EQ(noRate.verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(noRate.reason), HasSubstr("must both be known"));
}

// Two crystals disagree by tens of ppm: nothing on a microsecond, but on a 10 ms delay the
// timebase term dominates the tolerance and is named in the reason.
TEST_F(CrossValidator, TimebaseTermScalesWithTheOperation) {
    std::vector<double> delays(1000, 10e6); // 10 ms in ns
    const auto run = simulateRun(delays, kCpuHz, samplerateHz, kOverheadNs, rng);
    std::vector<std::uint32_t> pulses = run.pulses;
    for (auto& p : pulses) {
        p -= 5; // the analyzer's clock runs 5 ppm fast: 50 ns short on every delay
    }
    const Validation v = crossValidate(run.cycles, kCpuHz, pulses, samplerateHz, overheadNs);
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
    EXPECT_NEAR(v.toleranceNs, 10.0 + 2e9 / kCpuHz + 200.0, 1.0);
    EXPECT_THAT(english(v.reason), HasSubstr("ns timebase"));
    CrossValidationOptions strict;
    strict.timebasePpm = 0.0;
    EXPECT_EQ(crossValidate(run.cycles, kCpuHz, pulses, samplerateHz, overheadNs, strict).verdict,
              Verdict::Fail);
}

} // namespace
} // namespace cyclelab::core
