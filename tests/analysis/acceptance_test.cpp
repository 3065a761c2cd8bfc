#include "core/analysis/acceptance.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using ::testing::HasSubstr;
using Fields = std::map<std::string, std::string>;

TEST(Acceptance, OnlyTheChecksHaveOne) {
    EXPECT_TRUE(isAcceptanceCheck("stack_overflow"));
    EXPECT_TRUE(isAcceptanceCheck("irq_nesting"));
    EXPECT_FALSE(isAcceptanceCheck("sem_give_take"));
    EXPECT_FALSE(acceptanceOf("sem_give_take", {{"detected", "1"}}, 10).has_value());
}

TEST(Acceptance, StackOverflowPassesOnlyWhenEveryTrialWasReported) {
    auto pass = acceptanceOf("stack_overflow", Fields{{"detected", "20"}, {"trials", "20"}}, 20);
    ASSERT_TRUE(pass);
    EXPECT_EQ(pass->verdict, Verdict::Pass);
    EXPECT_THAT(english(pass->reason), HasSubstr("20 of 20 trials"));
    auto fail = acceptanceOf("stack_overflow", Fields{{"detected", "19"}, {"trials", "20"}}, 20);
    EXPECT_EQ(fail->verdict, Verdict::Fail);
    EXPECT_THAT(english(fail->reason), HasSubstr("only 19 of 20"));
    EXPECT_EQ(
        acceptanceOf("stack_overflow", Fields{{"detected", "0"}, {"trials", "0"}}, 0)->verdict,
        Verdict::Inconclusive);
    auto old = acceptanceOf("stack_overflow", Fields{}, 20);
    EXPECT_EQ(old->verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(old->reason), HasSubstr("older than the check"));
    EXPECT_EQ(
        acceptanceOf("stack_overflow", Fields{{"detected", "x"}, {"trials", "2"}}, 2)->verdict,
        Verdict::Inconclusive)
        << "a count that is not a number is no count";
}

TEST(Acceptance, IrqNestingFailsOnALostInterruptOrASampleWithoutNesting) {
    const Fields good{
        {"raised", "4992"}, {"handled", "4992"}, {"nested", "100"}, {"period_ns", "19968"}};
    auto pass = acceptanceOf("irq_nesting", good, 100);
    EXPECT_EQ(pass->verdict, Verdict::Pass);
    EXPECT_THAT(english(pass->reason),
                HasSubstr("all 4992 high-rate timer interrupts (one every 19.9 µs)"));
    Fields lost = good;
    lost["handled"] = "1864";
    auto fail = acceptanceOf("irq_nesting", lost, 100);
    EXPECT_EQ(fail->verdict, Verdict::Fail);
    EXPECT_THAT(english(fail->reason), HasSubstr("3128 of 4992 high-rate timer interrupts"));
    Fields flat = good;
    flat["nested"] = "99";
    EXPECT_THAT(english(acceptanceOf("irq_nesting", flat, 100)->reason),
                HasSubstr("only 99 of 100"));
    Fields none{{"raised", "0"}, {"handled", "0"}, {"nested", "0"}, {"source", "none"}};
    auto inc = acceptanceOf("irq_nesting", none, 100);
    EXPECT_EQ(inc->verdict, Verdict::Inconclusive);
    EXPECT_THAT(english(inc->reason), HasSubstr("no timer interrupt was raised"));
}

// The reason is data: an id with the counts as arguments (the GUI says it in the user's
// language), the timer's period a sentence of its own inside it, or nothing without one.
TEST(Acceptance, TheReasonIsItsIdWithTheCounts) {
    EXPECT_EQ(
        acceptanceOf("stack_overflow", Fields{{"detected", "19"}, {"trials", "20"}}, 20)->reason,
        message(MessageId::AcceptStackMissed, {"19", "20"}));
    EXPECT_EQ(acceptanceOf("stack_overflow", Fields{}, 20)->reason,
              message(MessageId::AcceptStackNoCounts));
    const Fields lost{
        {"raised", "4992"}, {"handled", "1864"}, {"nested", "100"}, {"period_ns", "19968"}};
    const Message withPeriod = acceptanceOf("irq_nesting", lost, 100)->reason;
    EXPECT_EQ(withPeriod,
              message(MessageId::AcceptIrqLost,
                      {"3128", "4992", sub(message(MessageId::AcceptIrqPeriod, {"19.9"}))}));
    EXPECT_EQ(english(withPeriod), "3128 of 4992 high-rate timer interrupts (one every 19.9 µs) "
                                   "were lost (masked or pending too long)");
    Fields noPeriod = lost;
    noPeriod.erase("period_ns");
    noPeriod["handled"] = "4992";
    const Message passed = acceptanceOf("irq_nesting", noPeriod, 100)->reason;
    EXPECT_EQ(passed, message(MessageId::AcceptIrqPassed, {"4992", std::string(), "100"}));
    EXPECT_EQ(english(passed), "all 4992 high-rate timer interrupts handled, nested into the "
                               "lower-priority ISR in all 100 samples");
}

} // namespace
} // namespace cyclelab::core
