// Each cause of a wrong figure gets its own reason, saying which way the figures are off and
// by how much (docs/VALIDATION.md): a calibration above the empty region's cost, work inside
// every counter window, work one channel sees in one benchmark, a few outliers. Synthetic runs
// of known durations, no firmware.
#include "core/analysis/cross_validator.hpp"
#include "tests/analysis/timing_synth.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using test::simulateRun;
using test::uniformOperations;
using ::testing::ContainsRegex;
using ::testing::HasSubstr;
using ::testing::Not;

constexpr double kCpuHz = 168e6;
constexpr double kSamplerateHz = 100e6;
constexpr double kToggleNs = 60.0; // exactly 6 analyzer samples
constexpr double kHarnessCycles = 18.0;

class Diagnoses : public ::testing::Test {
  protected:
    std::mt19937_64 rng{7};
    std::vector<double> ops = uniformOperations(5000, 300, 3000, kCpuHz, rng);
    test::SimulatedRun run = simulateRun(ops, kCpuHz, kSamplerateHz, kToggleNs, rng);

    // The harness-cost check on: the image's code says 18 cycles, the firmware measured
    // `measuredCycles`.
    static CrossValidationOptions harness(double measuredCycles) {
        CrossValidationOptions o;
        o.timebasePpm = 0.0;
        o.expectedCounterOverheadCycles = kHarnessCycles;
        o.counterOverheadCycles = measuredCycles;
        return o;
    }
    Validation validate(const CrossValidationOptions& o = {}) const {
        return crossValidate(run.cycles, kCpuHz, run.pulses, kSamplerateHz, kToggleNs, o);
    }
};

// The calibration measured 20 cycles more than the empty region costs: every sample is 20
// cycles short, and the reason says so (it once blamed an interrupt in every window).
TEST_F(Diagnoses, OverSubtractionSaysEveryFigureIsTooLow) {
    for (auto& c : run.cycles) {
        c -= 20;
    }
    const Validation v = validate(harness(kHarnessCycles + 20));
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason),
                HasSubstr("subtracted from every sample is 20 cycles more than the "
                          "empty region costs"));
    EXPECT_THAT(english(v.reason), HasSubstr("every figure is 20 cycles too low"));
    EXPECT_THAT(english(v.reason), Not(HasSubstr("interrupt")));
}

TEST_F(Diagnoses, UnderSubtractionSaysEveryFigureIsTooHigh) {
    for (auto& c : run.cycles) {
        c += 12;
    }
    const Validation v = validate(harness(kHarnessCycles - 12));
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("every figure is 12 cycles too high"));
}

// An interrupt in every counter window: the overhead holds it and so does every sample, so
// the subtraction cancels it; the figures are not shifted, and the reason says that instead.
TEST_F(Diagnoses, HiddenWorkInEveryWindowSaysTheSubtractionCancelsIt) {
    const Validation v = validate(harness(kHarnessCycles + 45));
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("something runs inside every counter window"));
    EXPECT_THAT(english(v.reason), HasSubstr("45 cycles more on the counter side"));
    EXPECT_THAT(english(v.reason), HasSubstr("stay right only while it costs the same 45 cycles"));
    EXPECT_THAT(english(v.reason), Not(HasSubstr("too low")));
}

// Work inside one benchmark's counter window the probe does not show: its figures are high.
TEST_F(Diagnoses, OneSidedWorkInOneBenchmarkSaysHowFarTheFiguresAreOff) {
    run = simulateRun(ops, kCpuHz, kSamplerateHz, kToggleNs, rng, 30 / kCpuHz * 1e9);
    const Validation v = validate();
    EXPECT_EQ(v.verdict, Verdict::Fail);
    // Quantised on both channels: the median deviation is 30 cycles to within one.
    EXPECT_THAT(english(v.reason),
                ContainsRegex("work inside the counter window is invisible on the "
                              "probe pin; the figures are (29|30|31) cycles too high"));

    run = simulateRun(ops, kCpuHz, kSamplerateHz, kToggleNs + 30 / kCpuHz * 1e9, rng);
    const Validation longer = validate();
    EXPECT_EQ(longer.verdict, Verdict::Fail);
    EXPECT_THAT(english(longer.reason),
                ContainsRegex("the probe pin shows work the counter does not "
                              "count; the figures are (29|30|31) cycles too low"));
}

TEST_F(Diagnoses, OneSidedOutliersSayWhichSamplesAreOff) {
    for (std::size_t i : {100U, 900U, 1700U, 2500U}) {
        run.cycles[i] -= 50;
    }
    const Validation v = validate();
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_THAT(english(v.reason), HasSubstr("4 of 5000 samples have pulses"));
    EXPECT_THAT(english(v.reason), ContainsRegex("those samples read (49|50|51) cycles too low"));
}

// Two outliers on the same side are too few for the one-sided rule, and not "evenly spread".
TEST_F(Diagnoses, TwoOutliersOnOneSideAreTooFewNotEvenlySpread) {
    run.cycles[100] -= 50;
    run.cycles[900] -= 40;
    const Validation v = validate();
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
    EXPECT_THAT(english(v.reason), HasSubstr("2 disagree"));
    EXPECT_THAT(english(v.reason),
                ContainsRegex("all with pulses longer than the counter: too few to be "
                              "systematic; those samples read up to (49|5[0-3]) cycles "
                              "too low"));
    EXPECT_THAT(english(v.reason), Not(HasSubstr("evenly")));
}

TEST_F(Diagnoses, OutliersOnBothSidesSaySo) {
    run.cycles[100] -= 50;
    run.cycles[900] += 40;
    EXPECT_THAT(english(validate().reason),
                HasSubstr("one on each side: too few to be systematic"));
    run.cycles[1700] -= 60;
    run.cycles[2500] += 45;
    const Validation v = validate();
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
    EXPECT_THAT(english(v.reason), HasSubstr("4 disagree"));
    EXPECT_THAT(english(v.reason),
                HasSubstr("2 with longer pulses and 2 with shorter ones: spread on "
                          "both sides"));
}

} // namespace
} // namespace cyclelab::core
