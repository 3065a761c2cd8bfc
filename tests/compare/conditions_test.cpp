// The database a run was read from as a condition (Condition::Database, issue 36 item 6): one
// value, never varying, for runs of one database; with runs of two, the charts, the report's
// axes and the slicing of the other conditions treat it as any other condition.

#include "core/compare/chart_plan.hpp"
#include "core/compare/conditions.hpp"
#include "core/report/report_writer.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
using cyclelab::core::testing::makeRun;

namespace {

std::vector<Run> twoDatabases(bool labelled) {
    std::vector<Run> runs;
    for (const char* database : {"lab/runs.sqlite", "laptop/runs.sqlite"}) {
        for (const char* kernel : {"refkernel", "freertos"}) {
            const double factor = std::string(database) == "lab/runs.sqlite" ? 1.0 : 1.2;
            std::vector<std::int32_t> samples;
            for (int i = 0; i < 50; ++i)
                samples.push_back(static_cast<std::int32_t>((100 + i % 7) * factor));
            // The same id in both databases: ids are each database's own.
            Run r = makeRun({.id = std::string(kernel) == "refkernel" ? 1 : 2,
                             .benchmark = "yield",
                             .kernel = kernel,
                             .samples = samples});
            if (labelled)
                r.database = database;
            runs.push_back(std::move(r));
        }
    }
    return runs;
}

} // namespace

TEST(ConditionDatabase, RunsOfOneDatabaseNeverVaryInIt) {
    const std::vector<cyclelab::core::Run> runs = twoDatabases(false);
    const auto varying = varyingConditions(pointersTo(runs));
    EXPECT_EQ(std::count(varying.begin(), varying.end(), Condition::Database), 0);
    EXPECT_EQ(planReport(runs).groupBy, Condition::Kernel);
    EXPECT_EQ(toString(Condition::Database), "database");
}

TEST(ConditionDatabase, TwoDatabasesAreGroupedAndChartedByTheirLabels) {
    const std::vector<cyclelab::core::Run> runs = twoDatabases(true);
    EXPECT_EQ(distinctValues(pointersTo(runs), Condition::Database),
              (std::vector<std::string>{"lab/runs.sqlite", "laptop/runs.sqlite"}));
    // Put together to be compared: the report's first axis, kernel across.
    const ReportPlan plan = planReport(runs);
    EXPECT_EQ(plan.groupBy, Condition::Database);
    EXPECT_EQ(plan.across, Condition::Kernel);
    ChartPlanOptions options;
    options.groupBy = Condition::Database;
    const ChartPlan charts = planCharts(runs, options);
    bool sawBars = false;
    for (const PlannedChart& chart : charts.charts) {
        if (const auto* bars = std::get_if<GroupedBarsView>(&chart.view)) {
            sawBars = true;
            EXPECT_EQ(bars->groups,
                      (std::vector<std::string>{"lab/runs.sqlite", "laptop/runs.sqlite"}));
            ASSERT_EQ(bars->values.size(), 1u);
            ASSERT_EQ(bars->values[0].size(), 2u);
        }
    }
    EXPECT_TRUE(sawBars);
    // A board that moves with the database is no axis to repeat the charts across: each chart
    // would hold one database.
    std::vector<cyclelab::core::Run> boards = runs;
    for (cyclelab::core::Run& r : boards)
        r.build.boardId = r.database == "lab/runs.sqlite" ? "nucleo-f429zi" : "qemu-f405";
    EXPECT_EQ(planReport(boards).across, Condition::Kernel);
    // Nor is it fixed to one value when the charts group by database: that would leave one
    // database in them.
    std::vector<std::string> fixed;
    const auto byDatabase = sliceRuns(pointersTo(boards), {Condition::Database}, &fixed);
    ASSERT_EQ(byDatabase.size(), 2u); // one kernel, in both databases
    EXPECT_NE(byDatabase[0]->database, byDatabase[1]->database);
    ASSERT_EQ(fixed.size(), 1u);
    EXPECT_EQ(fixed[0].rfind("kernel=", 0), 0u);
    // Grouped by kernel, one database is chosen for the figure and said, as any condition.
    std::vector<std::string> chosen;
    const auto sliced = sliceRuns(pointersTo(runs), {Condition::Kernel}, &chosen);
    EXPECT_EQ(sliced.size(), 2u);
    EXPECT_EQ(chosen, (std::vector<std::string>{"database=lab/runs.sqlite"}));
}

// A figure pooling a real board's runs with the virtual bench's holds two kinds of cycle: its
// caption says so, and says "virtual cycles" only when every run is virtual.
TEST(ConditionCaption, RealAndVirtualCyclesTogetherAreNotCalledVirtual) {
    const cyclelab::core::Run lab = makeRun({.id = 1, .board = "nucleo-f429zi"});
    const cyclelab::core::Run laptop = makeRun({.id = 2, .board = "qemu-f405"});
    const std::string mixed = english(fixedConditions({&lab, &laptop}, {}));
    EXPECT_NE(mixed.find("real and virtual cycles"), std::string::npos) << mixed;
    const std::string allVirtual = english(fixedConditions({&laptop}, {}));
    EXPECT_NE(allVirtual.find("virtual cycles (QEMU instruction slots"), std::string::npos)
        << allVirtual;
    const std::string allReal = english(fixedConditions({&lab}, {}));
    EXPECT_EQ(allReal.find("virtual"), std::string::npos) << allReal;
}
