// The dithered mean (docs/VALIDATION.md): pulses quantised by an analyzer whose sample phase is
// random, one sample being more than 10 % of the operation. Synthetic pairs, so each outcome
// (confirmed, refuted, undecided, phase locked) is reached on purpose.

#include "core/analysis/cross_validator.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace cyclelab::core {
namespace {

constexpr double kCpuHz = 168e6;
constexpr double kRateHz = 24e6;
constexpr double kPeriodNs = 1e9 / kRateHz;
constexpr std::int32_t kCycles = 45; // 268 ns: one 41.7 ns sample is 16 % of it

struct Pairs {
    std::vector<std::int32_t> cycles;
    std::vector<std::uint32_t> pulses;
};

// n operations of kCycles, each pulse `offsetNs` longer than its count, sampled on a grid
// whose phase is drawn uniformly for every pulse.
Pairs dithered(std::size_t n, double offsetNs, std::uint64_t seed = 1) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> phase(0.0, kPeriodNs);
    const double widthNs = kCycles * 1e9 / kCpuHz + offsetNs;
    Pairs p;
    for (std::size_t i = 0; i < n; ++i) {
        const double start = phase(rng);
        p.cycles.push_back(kCycles);
        p.pulses.push_back(static_cast<std::uint32_t>(std::floor((start + widthNs) / kPeriodNs) -
                                                      std::floor(start / kPeriodNs)));
    }
    return p;
}

CrossValidationReport validate(const Pairs& p, bool independent) {
    CrossValidationOptions options;
    options.timebasePpm = 0.0;
    options.analyzerPhaseIndependent = independent;
    return crossValidateReport(p.cycles, kCpuHz, p.pulses, kRateHz, 0.0, options);
}

TEST(DitheredMean, ConfirmsWhatOneSampleCannotResolve) {
    const auto r = validate(dithered(2000, 0.0), true);
    EXPECT_EQ(r.validation.verdict, Verdict::Pass) << english(r.validation.reason);
    EXPECT_EQ(english(r.validation.reason)
                  .rfind("confirmed by the dithered mean: the mean of 2000 pulses, "
                         "sampled at a phase independent of the core's clock, is ",
                         0),
              0u)
        << english(r.validation.reason);
    EXPECT_NE(english(r.validation.reason)
                  .find("(99.9 % confidence), within the 11.9 ns the mean may "
                        "deviate, and 2000 of 2000 samples agree within 53.6 ns"),
              std::string::npos)
        << english(r.validation.reason);
}

TEST(DitheredMean, LockedPhaseStaysInconclusive) {
    const auto r = validate(dithered(2000, 0.0), false);
    EXPECT_EQ(r.validation.verdict, Verdict::Inconclusive) << english(r.validation.reason);
    EXPECT_EQ(r.rule, "analyzer-resolves");
    EXPECT_NE(english(r.validation.reason).find("its sample phase is locked to the core's clock"),
              std::string::npos)
        << english(r.validation.reason);
}

// 2.3 cycles (13.7 ns) off: within one sample, so every pair agrees, but the mean is off by
// more than the 2 counter cycles (11.9 ns) it may be, beyond its interval (+-0.48 ns).
TEST(DitheredMean, RefutesAnOffsetBelowOneSample) {
    const auto r = validate(dithered(20000, 2.3 * 1e9 / kCpuHz), true);
    EXPECT_EQ(r.validation.verdict, Verdict::Fail) << english(r.validation.reason);
    EXPECT_EQ(r.rule, "dithered-mean");
    EXPECT_NE(english(r.validation.reason).find("longer than the counter"), std::string::npos)
        << english(r.validation.reason);
    EXPECT_NE(english(r.validation.reason).find("the figures are 2 cycles too low"),
              std::string::npos)
        << english(r.validation.reason);
    // Without the independent phase the same pairs cannot be judged.
    EXPECT_EQ(validate(dithered(20000, 2.3 * 1e9 / kCpuHz), false).validation.verdict,
              Verdict::Inconclusive);
}

// 30 pulses: the interval (3.29 x 20.8 / sqrt(30) = 12.5 ns) is wider than the allowance:
// undecided, with the number of samples that would decide.
TEST(DitheredMean, TooFewPulsesSayHowManyWould) {
    const auto r = validate(dithered(30, 0.0), true);
    EXPECT_EQ(r.validation.verdict, Verdict::Inconclusive) << english(r.validation.reason);
    EXPECT_EQ(r.rule, "analyzer-resolves");
    EXPECT_NE(english(r.validation.reason)
                  .find("which cannot decide within the 11.9 ns the mean may "
                        "deviate: about "),
              std::string::npos)
        << english(r.validation.reason);
    EXPECT_NE(english(r.validation.reason).find(" samples would"), std::string::npos)
        << english(r.validation.reason);
}

} // namespace
} // namespace cyclelab::core
