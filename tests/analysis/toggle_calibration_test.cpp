#include "core/analysis/toggle_calibration.hpp"
#include "tests/analysis/timing_synth.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

TEST(ToggleCalibration, RecoversASubSampleOverheadFromQuantisedBaselinePulses) {
    std::mt19937_64 rng(7);
    constexpr double kSamplerateHz = 100e6;
    constexpr double kOverheadNs = 123.0; // 12.3 samples
    std::vector<std::uint32_t> widths;
    std::bernoulli_distribution interrupted(0.05);
    for (int i = 0; i < 10000; ++i) {
        const double stretchNs = interrupted(rng) ? 500.0 : 0.0; // an ISR inside the region
        widths.push_back(test::quantise(kOverheadNs + stretchNs, kSamplerateHz, rng));
    }
    const auto cal = calibrateToggle(widths, kSamplerateHz);
    ASSERT_TRUE(cal.ok());
    EXPECT_EQ(cal->minSamples, 12U);
    EXPECT_NEAR(cal->overheadSamples, 12.3, 0.05);
    EXPECT_NEAR(cal->overheadNs, kOverheadNs, 0.5);
    EXPECT_EQ(cal->pulses, widths.size());
    EXPECT_LT(cal->idealPulses, widths.size());
    EXPECT_GT(cal->idealPulses, widths.size() * 9 / 10);
}

TEST(ToggleCalibration, LockedAnalyzerGivesTheExactWidth) {
    const std::vector<std::uint32_t> widths(50, 25);
    const auto cal = calibrateToggle(widths, 1e9);
    ASSERT_TRUE(cal.ok());
    EXPECT_DOUBLE_EQ(cal->overheadSamples, 25.0);
    EXPECT_DOUBLE_EQ(cal->overheadNs, 25.0);
}

TEST(ToggleCalibration, RefusesMissingInputWithAMessage) {
    const auto none = calibrateToggle({}, 100e6);
    ASSERT_FALSE(none.ok());
    EXPECT_NE(none.error().message.find("no probe pulses"), std::string::npos);
    const std::vector<std::uint32_t> widths(3, 10);
    const auto badRate = calibrateToggle(widths, 0.0);
    ASSERT_FALSE(badRate.ok());
    EXPECT_EQ(badRate.error().kind, ErrorKind::BadInput);
}

TEST(ToggleCalibration, ShortcutGivesNanWhenThereIsNothingToCalibrate) {
    const std::vector<std::uint32_t> widths = {9, 10, 10, 9, 40};
    EXPECT_DOUBLE_EQ(toggleOverheadNs(widths, 100e6), 95.0);
    EXPECT_TRUE(std::isnan(toggleOverheadNs({}, 100e6)));
}

} // namespace
} // namespace cyclelab::core
