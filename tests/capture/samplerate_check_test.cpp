// When is an analyzer samplerate fine enough for a benchmark's pulses.

#include "core/common/samplerate_check.hpp"

#include <gtest/gtest.h>

namespace {

TEST(SamplerateCheck, RequiresTwentySamplesPerPulseByDefault) {
    using cyclelab::core::checkSamplerate;
    EXPECT_TRUE(checkSamplerate(100e6, 200.0)); // 20 samples
    auto low = checkSamplerate(24e6, 300.0);    // 7.2 samples
    ASSERT_FALSE(low);
    EXPECT_NE(low.error().message.find("24 MHz too low for this benchmark"), std::string::npos)
        << low.error().message;
    EXPECT_NE(low.error().message.find("66.6667 MHz"), std::string::npos) << low.error().message;
    EXPECT_TRUE(checkSamplerate(24e6, 300.0, 0.2));
    EXPECT_FALSE(checkSamplerate(100e6, 15.0, 1.0)); // under 2 samples per pulse
    EXPECT_FALSE(checkSamplerate(0.0, 100.0));
}

TEST(SamplerateCheck, MinimumRateFollowsTheErrorBound) {
    using cyclelab::core::minimumSamplerateHz;
    EXPECT_DOUBLE_EQ(minimumSamplerateHz(1000.0), 20e6);      // 20 samples per 1 us
    EXPECT_DOUBLE_EQ(minimumSamplerateHz(1000.0, 0.1), 10e6); // 10 samples
    EXPECT_DOUBLE_EQ(minimumSamplerateHz(1000.0, 1.0), 2e6);  // never under 2 samples
    EXPECT_EQ(minimumSamplerateHz(0.0), 0.0);
}

} // namespace
