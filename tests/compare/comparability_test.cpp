// What makes two runs or two sets of runs incomparable, and what does not.
#include "core/compare/comparability.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using testing::around;
using testing::makeRun;

TEST(Comparability, KernelOptClockAndProfileMayDiffer) {
    const core::Run a = makeRun({.id = 1, .samples = around(100)});
    const core::Run b = makeRun({.id = 2,
                                 .kernel = "freertos",
                                 .cpuHz = 24'000'000,
                                 .waitStates = 0,
                                 .opt = OptLevel::O0,
                                 .profile = ConfigProfile::Default,
                                 .samples = around(150)});
    EXPECT_TRUE(incomparableRuns(a, b).empty());
}

TEST(Comparability, BenchmarkBoardAndUnfinishedRunsDoNot) {
    const core::Run a = makeRun({.id = 2, .benchmark = "ctx_switch_yield", .samples = around(100)});
    core::Run b = makeRun(
        {.id = 3, .benchmark = "sem_give_take", .board = "stm32f407-disco", .samples = around(80)});
    b.status = RunStatus::Implausible;
    b.statusReason = "negative counts";
    const auto why = incomparableRuns(a, b);
    ASSERT_EQ(why.size(), 3u);
    EXPECT_EQ(why[0], "benchmark: ctx_switch_yield (run 2) vs sem_give_take (run 3)");
    EXPECT_EQ(why[1], "board: qemu-f405 (run 2) vs stm32f407-disco (run 3)");
    EXPECT_EQ(why[2], "run 3 is implausible (negative counts): only ok runs are compared");
    core::Run params = makeRun({.id = 4, .benchmark = "ctx_switch_yield", .samples = around(100)});
    params.benchmark.params["depth"] = "4";
    EXPECT_EQ(incomparableRuns(a, params).size(), 1u);
}

TEST(Comparability, SetsNeedOneBoardAndACommonBenchmark) {
    const std::vector<core::Run> a{makeRun({.id = 1, .samples = around(100)}),
                                   makeRun({.id = 2, .benchmark = "sem", .samples = around(50)})};
    const std::vector<core::Run> sameBoard{
        makeRun({.id = 3, .opt = OptLevel::O3, .samples = around(90)})};
    RegressionOptions options;
    options.bootstrapIterations = 10;
    EXPECT_TRUE(incomparableSets(a, sameBoard, compareRunSets(a, sameBoard, options)).empty());

    const std::vector<core::Run> otherBoard{
        makeRun({.id = 4, .board = "gd32f103c8", .samples = around(90)})};
    const auto why = incomparableSets(a, otherBoard, compareRunSets(a, otherBoard, options));
    ASSERT_EQ(why.size(), 1u);
    EXPECT_EQ(why[0], "board: qemu-f405 (A) vs gd32f103c8 (B)");

    const std::vector<core::Run> nothingShared{
        makeRun({.id = 5, .benchmark = "queue", .samples = around(90)})};
    const auto none = incomparableSets(a, nothingShared, compareRunSets(a, nothingShared, options));
    ASSERT_EQ(none.size(), 1u);
    EXPECT_NE(none[0].find("A has sem, yield; B has queue"), std::string::npos) << none[0];
}

} // namespace
} // namespace cyclelab::core
