#include "core/report/cpu_load_table.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core;
using namespace cyclelab::core::testing;

namespace {

core::Run withIdle(core::Run r, const std::string& coreParam, std::vector<CoreIdle> idle) {
    r.benchmark.params["core"] = coreParam;
    r.idle = std::move(idle);
    return r;
}

} // namespace

// One row per kernel x benchmark with its core parameter; repeated runs of a row show their
// range, runs without idle figures stay out.
TEST(CpuLoadTable, OneRowPerBenchmarkAndCoreParameter) {
    const RunSpec smp{.benchmark = "xcore_sem", .kernel = "freertos", .board = "qemu-rv32-smp"};
    std::vector<core::Run> runs;
    auto spec = smp;
    spec.id = 1;
    runs.push_back(withIdle(makeRun(spec), "1", {{0, 12}, {1, 881}}));
    spec.id = 2;
    runs.push_back(withIdle(makeRun(spec), "1", {{0, 15}, {1, 879}}));
    spec.id = 3;
    runs.push_back(withIdle(makeRun(spec), "0", {{0, 4}, {1, 1000}}));
    spec.id = 4;
    runs.push_back(makeRun(spec)); // older firmware: no idle figures
    spec.id = 5;
    spec.board = "qemu-rv32";
    runs.push_back(withIdle(makeRun(spec), "0", {{0, 250}}));

    const ReportTable t = cpuLoadTable(runs);
    EXPECT_EQ(t.heading, "CPU load per core");
    ASSERT_EQ(t.rows.size(), 3u);
    EXPECT_EQ(t.rows[0], (std::vector<std::string>{"qemu-rv32", "freertos", "minimal", "O2",
                                                   "xcore_sem core=0", "25.0", "—", "5"}));
    EXPECT_EQ(t.rows[1], (std::vector<std::string>{"qemu-rv32-smp", "freertos", "minimal", "O2",
                                                   "xcore_sem core=0", "0.4", "100.0", "3"}));
    EXPECT_EQ(t.rows[2],
              (std::vector<std::string>{"qemu-rv32-smp", "freertos", "minimal", "O2",
                                        "xcore_sem core=1", "1.2–1.5", "87.9–88.1", "1,2"}));
    EXPECT_NE(t.caption.find("virtual bench"), std::string::npos) << t.caption;
}

TEST(CpuLoadTable, NoRowsWithoutIdleFigures) {
    const ReportTable t = cpuLoadTable({makeRun({.id = 1}), makeRun({.id = 2})});
    EXPECT_TRUE(t.rows.empty());
    EXPECT_EQ(t.caption.find("virtual bench"), std::string::npos);
}
