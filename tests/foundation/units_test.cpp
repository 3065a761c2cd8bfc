#include "core/common/units.hpp"

#include <gtest/gtest.h>

using cyclelab::core::formatCount;

TEST(FormatCount, ReadsAsAPersonWouldWriteIt) {
    EXPECT_EQ(formatCount(1'679'240), "1.68 M");
    EXPECT_EQ(formatCount(250'000), "250 k");
    EXPECT_EQ(formatCount(1'750'000), "1.75 M");
    EXPECT_EQ(formatCount(9999), "9999");
    EXPECT_EQ(formatCount(1234), "1234");
    EXPECT_EQ(formatCount(412), "412");
    EXPECT_EQ(formatCount(12.5), "12.5");
    EXPECT_EQ(formatCount(0), "0");
    EXPECT_EQ(formatCount(-14.25), "-14.2");
}

TEST(FormatCount, NeverWritesAnExponent) {
    EXPECT_EQ(formatCount(999'999), "1 M"); // not "1e+03 k"
    EXPECT_EQ(formatCount(3.2e9), "3.2 G");
    for (double v : {1e4, 99'950.0, 999'500.0, 1e6, 5e7, 1e12}) {
        EXPECT_EQ(formatCount(v).find('e'), std::string::npos) << v;
    }
}
