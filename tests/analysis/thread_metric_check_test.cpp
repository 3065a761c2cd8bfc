// The Thread-Metric period cross-check: the two channels must agree on every period, and every
// period must be the length asked for (a drifting tick fails), with a reason naming the period.

#include "core/analysis/thread_metric_check.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

// Ten 100 ms periods at 168 MHz, the analyzer at 1 GHz (the virtual analyzer's rate).
ThreadMetricPeriods periods(double lengthNs, std::uint32_t cyclesEach = 16'800'000) {
    ThreadMetricPeriods p;
    p.counterHz = 168e6;
    p.samplerateHz = 1e9;
    p.nominalNs = 100e6;
    for (int k = 0; k < 10; ++k) {
        p.counterCycles.push_back(cyclesEach);
        p.pulseWidths.push_back(static_cast<std::uint32_t>(lengthNs));
    }
    return p;
}

} // namespace

TEST(ThreadMetricCheck, AgreeingPeriodsOfTheAskedLengthPass) {
    const Validation v = checkThreadMetricPeriods(periods(100e6 - 24)); // a 3-store gap
    EXPECT_EQ(v.verdict, Verdict::Pass) << english(v.reason);
    EXPECT_EQ(v.paired, 10u);
    EXPECT_NEAR(v.maxDevNs, 24.0, 1.0);
    EXPECT_NE(english(v.reason).find("10 periods"), std::string::npos) << english(v.reason);
}

TEST(ThreadMetricCheck, ATickOnePercentFastFailsAsDrift) {
    // Both channels agree (the counter counts what really passed), but each period is 99 ms.
    const Validation v = checkThreadMetricPeriods(periods(99e6, 16'632'000));
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_NE(english(v.reason).find("the kernel tick drifts: period 1 lasted 99.0000 ms"),
              std::string::npos)
        << english(v.reason);
    EXPECT_NE(english(v.reason).find("1.000 % fast"), std::string::npos) << english(v.reason);
}

TEST(ThreadMetricCheck, APeriodTheChannelsDisagreeOnFails) {
    ThreadMetricPeriods p = periods(100e6);
    p.counterCycles[3] += 1680; // 10 us more on the counter than the pin shows
    const Validation v = checkThreadMetricPeriods(p);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_EQ(v.disagreeing, 1u);
    EXPECT_NE(english(v.reason).find("period 4 lasted"), std::string::npos) << english(v.reason);
    EXPECT_NE(english(v.reason).find("by the counter"), std::string::npos) << english(v.reason);
}

TEST(ThreadMetricCheck, MissingPulsesFail) {
    ThreadMetricPeriods p = periods(100e6);
    p.pulseWidths.pop_back();
    const Validation v = checkThreadMetricPeriods(p);
    EXPECT_EQ(v.verdict, Verdict::Fail);
    EXPECT_NE(english(v.reason).find("the probe pin shows 9 periods for the counter's 10"),
              std::string::npos)
        << english(v.reason);
}

TEST(ThreadMetricCheck, TheTestsOwnCheckIsTheAcceptanceResult) {
    EXPECT_EQ(threadMetricOwnCheck(0, 10).verdict, Verdict::Pass);
    const Acceptance a = threadMetricOwnCheck(2, 10);
    EXPECT_EQ(a.verdict, Verdict::Fail);
    EXPECT_EQ(a.reason, message(MessageId::AcceptTmFailed, {"2", "10"}));
    EXPECT_NE(english(a.reason).find("own counter check failed in 2 of 10"), std::string::npos)
        << english(a.reason);
}

TEST(ThreadMetricCheck, WithoutAnalyzerItIsInconclusiveButADriftStillFails) {
    ThreadMetricPeriods p = periods(100e6);
    p.pulseWidths.clear();
    p.samplerateHz = 0;
    EXPECT_EQ(checkThreadMetricPeriods(p).verdict, Verdict::Inconclusive);
    p.counterCycles.assign(10, 16'632'000);
    EXPECT_EQ(checkThreadMetricPeriods(p).verdict, Verdict::Fail);
}

TEST(ThreadMetricCheck, DoneListsParse) {
    EXPECT_EQ(parseThreadMetricList("16800000/16799999"),
              (std::vector<std::uint64_t>{16800000, 16799999}));
    EXPECT_TRUE(parseThreadMetricList("12/x").empty());
    EXPECT_TRUE(parseThreadMetricList("").empty());
}
