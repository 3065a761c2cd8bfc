// A report's findings are messages (issue 35 item 1): an id with its arguments, which the report
// prints in English and a front end could say in another language.
#include "core/report/report_findings.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

namespace {

// k1 faster at 48 MHz, k2 at 168 MHz: two effects and one flip beyond noise.
std::vector<core::Run> sweep() {
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .kernel = "k1", .cpuHz = 48'000'000, .samples = around(100)}));
    runs.push_back(makeRun({.id = 2, .kernel = "k2", .cpuHz = 48'000'000, .samples = around(120)}));
    runs.push_back(
        makeRun({.id = 3, .kernel = "k1", .cpuHz = 168'000'000, .samples = around(130)}));
    runs.push_back(
        makeRun({.id = 4, .kernel = "k2", .cpuHz = 168'000'000, .samples = around(110)}));
    return runs;
}

ReportContent contentOf(std::vector<core::Run> runs) {
    ReportContent content;
    content.runs = std::move(runs);
    content.plan = planReport(content.runs);
    return content;
}

} // namespace

TEST(ReportFindings, AnEffectIsItsIdWithTheFiguresAsArguments) {
    const ReportFindings f = findReportFindings(contentOf(sweep()));
    ASSERT_EQ(f.effects.size(), 2u);
    EXPECT_EQ(f.effects[0],
              message(MessageId::FindingEffect, {"yield [48 MHz]", "k2", "1.20×", "k1", "120.0",
                                                 "100.0", "p = 0.100", "3", "3"}));
    EXPECT_EQ(english(f.effects[1]),
              "yield [168 MHz]: k1 takes 1.18× the cycles of k2 (median 130.0 vs 110.0 cycles; "
              "Mann–Whitney p = 0.100, n 3/3)");
}

TEST(ReportFindings, AFlipBeyondNoiseIsItsIdWithBothConditions) {
    const ReportFindings f = findReportFindings(contentOf(sweep()));
    ASSERT_TRUE(f.ranked);
    ASSERT_EQ(f.flips.size(), 1u);
    EXPECT_EQ(f.flips[0], message(MessageId::FindingFlip, {"yield", "k1", "k2", "48 MHz", "100.0",
                                                           "120.0", "168 MHz", "130.0", "110.0"}));
    EXPECT_EQ(english(f.flips[0]), "yield: k1 is faster than k2 at 48 MHz (100.0 vs 120.0 "
                                   "cycles) but slower at 168 MHz (130.0 vs 110.0)");
}

// A problem names its verdict as a word of its own and carries the verdict reason as the
// message it is (translated with it), an implausible run's stored reason as text.
TEST(ReportFindings, AProblemCarriesItsVerdictWordAndItsReasonAsMessages) {
    std::vector<core::Run> runs = sweep();
    runs[1].validation = Validation{};
    runs[1].validation->verdict = Verdict::Fail;
    runs[1].validation->reason = message(MessageId::ReasonNoPulses, {"3"});
    runs[2].status = RunStatus::Implausible;
    runs[2].statusReason = "a sample reads 0 cycles";
    runs[3].validation = Validation{};
    runs[3].validation->verdict = Verdict::Pass;
    const ReportFindings f = findReportFindings(contentOf(runs));
    EXPECT_EQ(f.problemRuns, 2u);
    ASSERT_EQ(f.problems.size(), 2u);
    EXPECT_EQ(f.problems[0],
              message(MessageId::FindingProblem, {"2", "yield", "qemu-f405-k2-minimal-O2",
                                                  sub(message(MessageId::FindingFail)),
                                                  sub(message(MessageId::ReasonNoPulses, {"3"}))}));
    EXPECT_EQ(english(f.problems[0]),
              "run 2 yield (qemu-f405-k2-minimal-O2): fail, no probe pulses in this run's marker "
              "window while the counter reported 3 samples: check the probe wiring and analyzer "
              "channel");
    EXPECT_EQ(f.problems[1],
              message(MessageId::FindingProblem, {"3", "yield", "qemu-f405-k1-minimal-O2",
                                                  sub(message(MessageId::FindingImplausible)),
                                                  std::string("a sample reads 0 cycles")}));
}

TEST(ReportFindings, ListsAtMostTheMaximumOfProblemsAndCountsThemAll) {
    std::vector<core::Run> runs = sweep();
    for (int i = 0; i < 10; ++i) {
        core::Run r = makeRun({.id = 10 + i, .benchmark = "mutex", .samples = around(50)});
        r.validation = Validation{};
        r.validation->reason = message(MessageId::ReasonNoCounterSamples);
        runs.push_back(r);
    }
    const ReportFindings f = findReportFindings(contentOf(runs));
    EXPECT_EQ(f.problemRuns, 10u);
    ASSERT_EQ(f.problems.size(), kMaxProblems);
    EXPECT_EQ(english(f.problems.back()),
              "run 17 mutex (qemu-f405-refkernel-minimal-O2): inconclusive, the run has no "
              "counter samples to compare with the pulses");
}
