#include "core/analysis/verdict_summary.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace core = cyclelab::core;
namespace {

using ::testing::HasSubstr;

core::Run runWith(std::int64_t id, const std::string& bench, std::optional<Verdict> verdict,
                  RunStatus status = RunStatus::Ok) {
    core::Run r;
    r.id = id;
    r.build.imageName = "qemu-f405-refkernel-minimal-O2";
    r.benchmark.id = bench;
    r.status = status;
    if (status == RunStatus::Implausible) {
        r.statusReason = "1 of 3 samples are negative";
    }
    if (verdict) {
        r.validation = Validation{};
        r.validation->verdict = *verdict;
        r.validation->reason = core::storedText("pulses are 238 ns shorter");
    }
    return r;
}

TEST(VerdictSummary, CountsEveryVerdictAndNamesTheFailingRuns) {
    const std::vector<core::Run> runs{
        runWith(1, "baseline", Verdict::Pass), runWith(2, "sem_wake", Verdict::Fail),
        runWith(3, "isr_latency", Verdict::Inconclusive), runWith(4, "queue_wake", std::nullopt),
        runWith(5, "mutex_pi", Verdict::Pass, RunStatus::Implausible)};
    const auto s = summarizeVerdicts(runs);
    EXPECT_EQ(s.pass, 1U);
    EXPECT_EQ(s.fail, 1U);
    EXPECT_EQ(s.inconclusive, 1U);
    EXPECT_EQ(s.notValidated, 1U);
    EXPECT_EQ(s.implausible, 1U);
    EXPECT_TRUE(s.anyFailure());
    const std::string text = formatVerdictSummary(s);
    EXPECT_THAT(text, HasSubstr("1 pass, 1 fail, 1 inconclusive, 1 N/A, 1 implausible"));
    EXPECT_THAT(text, HasSubstr("#2 qemu-f405-refkernel-minimal-O2 sem_wake: fail: pulses"));
    EXPECT_THAT(text, HasSubstr("#5 qemu-f405-refkernel-minimal-O2 mutex_pi: implausible"));
    EXPECT_FALSE(summarizeVerdicts({runWith(1, "baseline", Verdict::Pass)}).anyFailure());
}

TEST(VerdictSummary, AFailedAcceptanceCheckIsAFailure) {
    core::Run check = runWith(7, "stack_overflow", Verdict::Pass);
    check.acceptance =
        Acceptance{Verdict::Fail, message(MessageId::AcceptStackMissed, {"0", "10"})};
    core::Run ok = runWith(8, "irq_nesting", Verdict::Pass);
    ok.acceptance = Acceptance{Verdict::Pass, storedText("all handled")};
    const auto s = summarizeVerdicts({check, ok});
    EXPECT_EQ(s.pass, 2U) << "cross-validation counts on its own";
    EXPECT_EQ(s.checksFail, 1U);
    EXPECT_EQ(s.checksPass, 1U);
    EXPECT_TRUE(s.anyFailure());
    const std::string text = formatVerdictSummary(s);
    EXPECT_THAT(text, HasSubstr("acceptance checks: 1 pass, 1 fail, 0 inconclusive"));
    EXPECT_THAT(text, HasSubstr("#7 qemu-f405-refkernel-minimal-O2 stack_overflow: acceptance "
                                "check failed: the kernel reported"));
    EXPECT_THAT(formatVerdictSummary(summarizeVerdicts({runWith(1, "baseline", Verdict::Pass)})),
                ::testing::Not(HasSubstr("acceptance")));
}

} // namespace
} // namespace cyclelab::core
