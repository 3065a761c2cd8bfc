// Thread-Metric in reports: cycles per iteration from a run, the reference CSV (and its
// errors), and the per-test ranking with the published figures under it.

#include "core/model/thread_metric.hpp"
#include "core/report/thread_metric_report.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace cyclelab::core;
namespace core = cyclelab::core;
namespace fs = std::filesystem;

namespace {

core::Run tmRun(std::int64_t id, const std::string& kernel, std::vector<std::int32_t> iterations) {
    core::Run r;
    r.id = id;
    r.benchmark = {"tm_cooperative", {{"period_ms", "100"}}};
    r.unit = std::string(kThreadMetricUnit);
    r.cycleHz = 168'000'000;
    r.build.boardId = "qemu-f405";
    r.build.clock.cpuHz = 168'000'000;
    r.build.kernel.name = kernel;
    r.samples = std::move(iterations);
    return r;
}

fs::path writeCsv(const std::string& text) {
    const fs::path p =
        fs::temp_directory_path() / ("tm-ref-" + std::to_string(::getpid()) + ".csv");
    std::ofstream(p) << text;
    return p;
}

} // namespace

TEST(ThreadMetricReport, CyclesPerIterationIsThePeriodOverTheMeanIterations) {
    const core::Run r = tmRun(1, "refkernel", {120000, 120001, 119999});
    ASSERT_TRUE(cyclesPerIteration(r));
    EXPECT_DOUBLE_EQ(*cyclesPerIteration(r), 16'800'000.0 / 120000.0);
    core::Run other = r;
    other.benchmark = {"sem_give_take", {}};
    EXPECT_FALSE(cyclesPerIteration(other));
    core::Run none = r;
    none.samples = {0, 0};
    EXPECT_FALSE(cyclesPerIteration(none));
}

TEST(ThreadMetricReport, TestsAreRankedFromTheFewestCyclesWithTheReferencesBelow) {
    const std::vector<core::Run> runs{tmRun(1, "slow", {100000}), tmRun(2, "fast", {200000})};
    const std::vector<ReferenceFigure> refs{
        {"tm_cooperative", "FreeRTOS 10.3.1", "STM32L432", 80, 140.8, "a report"},
        {"tm_message", "FreeRTOS 10.3.1", "STM32L432", 80, 511.7, "a report"}};
    const auto tables = threadMetricTables(runs, refs);
    ASSERT_EQ(tables.size(), 1u);
    const auto& rows = tables[0].rows;
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0][0], "1");
    EXPECT_EQ(rows[0][6], "84.00"); // 16.8 M / 200,000
    EXPECT_EQ(rows[1][6], "168.00");
    EXPECT_EQ(rows[2][0], "published");
    EXPECT_EQ(rows[2][6], "140.8");
    EXPECT_EQ(rows[2][8], "a report");
    EXPECT_EQ(rows.size(), 3u);
}

TEST(ThreadMetricReport, TheShippedReferenceFileLoads) {
    auto refs = loadReferenceFigures(std::string(CYCLELAB_SOURCE_DIR) +
                                     "/docs/campaigns/thread-metric-reference.csv");
    ASSERT_TRUE(refs.ok()) << refs.error().message;
    ASSERT_EQ(refs->size(), 4u);
    EXPECT_EQ((*refs)[1].test, "tm_preemptive");
    EXPECT_DOUBLE_EQ((*refs)[1].cyclesPerIteration, 550.7);
    EXPECT_NE((*refs)[1].source.find("issue 34"), std::string::npos);
}

TEST(ThreadMetricReport, ABadReferenceFileNamesTheLineAndColumn) {
    auto missing = loadReferenceFigures(writeCsv("test,kernel,board,cpu_mhz,source\n"));
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("cycles_per_iteration"), std::string::npos);
    auto bad =
        loadReferenceFigures(writeCsv("test,kernel,board,cpu_mhz,cycles_per_iteration,source\n"
                                      "tm_message,FreeRTOS,STM32L432,80,fast,x\n"));
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("line 2, column cycles_per_iteration: 'fast'"),
              std::string::npos)
        << bad.error().message;
    EXPECT_FALSE(loadReferenceFigures("/nonexistent/ref.csv").ok());
}
