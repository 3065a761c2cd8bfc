#include "core/analysis/plausibility.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <vector>

namespace cyclelab::core {
namespace {

using ::testing::HasSubstr;

TEST(Plausibility, OrdinarySamplesArePlausible) {
    const std::vector<std::int32_t> samples{120, 118, 125, 300};
    EXPECT_FALSE(implausibleReason(samples, 168e6, {1'000'000, false}).has_value());
}

// Protocol 2 sends a count below the overhead as a negative two's-complement value.
TEST(Plausibility, NegativeCountsAreNamed) {
    const std::vector<std::int32_t> samples{120, -5, -1, 118};
    const auto reason = implausibleReason(samples, 168e6, {});
    ASSERT_TRUE(reason.has_value());
    EXPECT_THAT(*reason, HasSubstr("2 of 4 samples are negative"));
    EXPECT_THAT(*reason, HasSubstr("lowest -5 cycles"));
}

TEST(Plausibility, SamplesLongerThanTheRunAreNamed) {
    // A 47 ms recording window at 168 MHz cannot hold a 0.5 s sample.
    const std::vector<std::int32_t> samples{120, 84'000'000, 118};
    const auto reason = implausibleReason(samples, 168e6, {47 * 168'000, false});
    ASSERT_TRUE(reason.has_value());
    EXPECT_THAT(*reason, HasSubstr("1 of 3 samples are longer than the whole run"));
    EXPECT_THAT(*reason, HasSubstr("500 ms"));
    EXPECT_THAT(*reason, HasSubstr("47 ms"));
    // Unknown window: not checked.
    EXPECT_FALSE(implausibleReason(samples, 168e6, {0, false}).has_value());
}

TEST(Plausibility, ZeroOnlyWhereTheOperationCanBeFree) {
    const std::vector<std::int32_t> samples{0, 3, 0};
    EXPECT_FALSE(implausibleReason(samples, 168e6, {0, true}).has_value());
    const auto reason = implausibleReason(samples, 168e6, {0, false});
    ASSERT_TRUE(reason.has_value());
    EXPECT_THAT(*reason, HasSubstr("2 of 3 samples read 0 cycles"));
}

} // namespace
} // namespace cyclelab::core
