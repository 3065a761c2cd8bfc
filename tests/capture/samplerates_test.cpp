// The rates an analyzer offers, and the campaign rate resolved against them.

#include "core/common/samplerates.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

TEST(Samplerates, ListAndRange) {
    SamplerateSupport list;
    list.listHz = {20000, 24000000, 12000000};
    EXPECT_TRUE(list.supports(24000000));
    EXPECT_FALSE(list.supports(100000000));
    EXPECT_EQ(list.highestHz(), 24000000u);
    SamplerateSupport range;
    range.minHz = 1;
    range.maxHz = 1000000000;
    range.stepHz = 1;
    EXPECT_TRUE(range.supports(100000000));
    EXPECT_FALSE(range.supports(2000000000));
    EXPECT_TRUE(SamplerateSupport{}.supports(123)); // unknown: the driver decides
}

TEST(Samplerates, ResolveAgainstTheAnalyzer) {
    SamplerateSupport fx2;
    fx2.listHz = {1000000, 24000000};
    EXPECT_EQ(*resolveSamplerate(0, fx2, "fx2lafw"), 24e6);
    EXPECT_EQ(*resolveSamplerate(1e6, fx2, "fx2lafw"), 1e6);
    auto bad = resolveSamplerate(100e6, fx2, "fx2lafw");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().kind, ErrorKind::BadInput);
    EXPECT_NE(bad.error().message.find("use the highest, 24 MHz"), std::string::npos)
        << bad.error().message;
    EXPECT_EQ(*resolveSamplerate(0, SamplerateSupport{}, "virtual"), 100e6);
}
