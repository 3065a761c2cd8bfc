// The chart planner both the report and the Compare page draw from: which charts, which runs
// each gets, and the rule that keeps millisecond-scale benchmarks off the primitives' axis.

#include "core/compare/chart_plan.hpp"
#include "tests/compare/synthetic_campaign.hpp"

#include <gtest/gtest.h>
#include <map>
#include <optional>
#include <set>

using namespace cyclelab::core;
namespace core = cyclelab::core;
using namespace cyclelab::core::testing;

namespace {

template <class View> std::vector<const View*> chartsOf(const ChartPlan& plan) {
    std::vector<const View*> out;
    for (const PlannedChart& c : plan.charts) {
        if (const auto* v = std::get_if<View>(&c.view)) {
            out.push_back(v);
        }
    }
    return out;
}

const PlannedChart* byStem(const ChartPlan& plan, const std::string& stem) {
    for (const PlannedChart& c : plan.charts) {
        if (c.stem == stem) {
            return &c;
        }
    }
    return nullptr;
}

std::vector<std::uint32_t> repeat(std::uint32_t value, std::size_t n = 5) {
    return std::vector<std::uint32_t>(n, value);
}

} // namespace

TEST(ChartPlan, SplitsMillisecondScaleBenchmarksByTheirLargestMedian) {
    std::vector<core::Run> runs = {
        makeRun({.id = 1, .benchmark = "yield", .samples = repeat(120)}),
        // tick_accuracy's 10 ms delay at 168 MHz: 1.68 M cycles.
        makeRun({.id = 2, .benchmark = "tick_accuracy", .samples = repeat(1'680'000)}),
        // The same benchmark below the threshold in one run is still long: it is one benchmark.
        makeRun(
            {.id = 3, .benchmark = "tick_accuracy", .cpuHz = 8'000'000, .samples = repeat(80'000)}),
        makeRun({.id = 4, .benchmark = "just_below", .samples = repeat(99'999)}),
        makeRun({.id = 5, .benchmark = "at_threshold", .samples = repeat(100'000)}),
        makeRun({.id = 6, .benchmark = "no_samples"}),
    };
    const ScaleSplit split = splitByScale(runs);
    std::vector<std::int64_t> shortIds, longIds;
    for (const core::Run& r : split.shortRuns) {
        shortIds.push_back(r.id);
    }
    for (const core::Run& r : split.longRuns) {
        longIds.push_back(r.id);
    }
    EXPECT_EQ(shortIds, (std::vector<std::int64_t>{1, 4, 6}));
    EXPECT_EQ(longIds, (std::vector<std::int64_t>{2, 3, 5}));
}

TEST(ChartPlan, LongBenchmarksGetBarsAndBoxesOfTheirOwn) {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    for (const char* kernel : {"refkernel", "freertos"}) {
        runs.push_back(makeRun({.id = id++,
                                .benchmark = "yield",
                                .kernel = kernel,
                                .samples = around(kernel[0] == 'f' ? 95 : 120)}));
        runs.push_back(makeRun({.id = id++,
                                .benchmark = "tick_accuracy",
                                .kernel = kernel,
                                .samples = around(1'680'000)}));
    }
    const ChartPlan plan = planCharts(runs, {});
    const PlannedChart* bars = byStem(plan, "bars_all");
    const PlannedChart* longBars = byStem(plan, "bars_long_all");
    ASSERT_NE(bars, nullptr);
    ASSERT_NE(longBars, nullptr);
    ASSERT_NE(byStem(plan, "box_all"), nullptr);
    ASSERT_NE(byStem(plan, "box_long_all"), nullptr);
    EXPECT_EQ(std::get<GroupedBarsView>(bars->view).benchmarks,
              (std::vector<std::string>{"yield"}));
    const auto& longView = std::get<GroupedBarsView>(longBars->view);
    EXPECT_EQ(longView.benchmarks, (std::vector<std::string>{"tick_accuracy"}));
    EXPECT_NE(longView.title.find("millisecond-scale"), std::string::npos) << longView.title;
    EXPECT_EQ(longView.unit, ValueUnit::Cycles);
    EXPECT_EQ(std::get<BoxPlotView>(byStem(plan, "box_all")->view).unit, ValueUnit::Ns);
}

TEST(ChartPlan, SyntheticCampaignGetsEveryKindOnce) {
    const std::vector<core::Run> runs = syntheticCampaign(50);
    ChartPlanOptions options;
    options.groupBy = Condition::Kernel;
    options.across = Condition::CpuHz;
    options.maxPerKind = 3; // four clock tiers: one is left out and said so
    const ChartPlan plan = planCharts(runs, options);

    EXPECT_EQ(chartsOf<GroupedBarsView>(plan).size(), 3u);
    EXPECT_EQ(chartsOf<BoxPlotView>(plan).size(), 3u);
    ASSERT_NE(byStem(plan, "bars_24_MHz"), nullptr);
    EXPECT_EQ(byStem(plan, "bars_168_MHz"), nullptr);
    EXPECT_NE(viewTitle(byStem(plan, "bars_48_MHz")->view).find(" at 48 MHz"), std::string::npos);
    // Clocks vary: a frequency chart per benchmark, at most maxPerKind of them.
    EXPECT_EQ(chartsOf<FrequencyScalingView>(plan).size(), 3u);
    EXPECT_EQ(chartsOf<OptHeatMapView>(plan).size(), 1u);
    EXPECT_EQ(chartsOf<MemoryLedgerView>(plan).size(), 1u);
    ASSERT_EQ(chartsOf<BlandAltmanView>(plan).size(), 1u);
    ASSERT_EQ(plan.notes.size(), 1u);
    EXPECT_EQ(plan.notes[0].kind, ChartNote::Kind::AcrossLimited);
    EXPECT_EQ(plan.notes[0].text(), "Bar and box charts limited to the first 3 values of cpuHz.");

    std::set<std::string> stems;
    for (const PlannedChart& c : plan.charts) {
        EXPECT_TRUE(stems.insert(c.stem).second) << "duplicate stem " << c.stem;
        EXPECT_TRUE(viewHasData(c.view)) << c.stem;
    }
    // Bars vary only kernel and clock: every other condition is sliced to one value (-O2).
    const auto& bars = std::get<GroupedBarsView>(byStem(plan, "bars_24_MHz")->view);
    EXPECT_EQ(bars.groups, (std::vector<std::string>{"freertos", "refkernel"}));
    EXPECT_NE(bars.caption.find("O2"), std::string::npos) << bars.caption;
}

TEST(ChartPlan, OnlyWhatVariesGetsItsChart) {
    std::vector<core::Run> runs = {
        makeRun({.id = 1, .benchmark = "yield", .samples = around(120)}),
        makeRun({.id = 2, .benchmark = "sem_give", .samples = around(60)})};
    const ChartPlan plan = planCharts(runs, {});
    EXPECT_TRUE(chartsOf<FrequencyScalingView>(plan).empty());
    EXPECT_TRUE(chartsOf<OptHeatMapView>(plan).empty());
    EXPECT_EQ(chartsOf<MemoryLedgerView>(plan).size(), 1u);
    EXPECT_TRUE(chartsOf<BlandAltmanView>(plan).empty());
    ASSERT_EQ(plan.notes.size(), 1u);
    EXPECT_EQ(plan.notes[0].kind, ChartNote::Kind::NoPulses);
}

TEST(ChartPlan, HeatMapLeavesLongBenchmarksOut) {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    for (OptLevel opt : {OptLevel::O0, OptLevel::O2}) {
        runs.push_back(
            makeRun({.id = id++, .benchmark = "yield", .opt = opt, .samples = around(120)}));
        runs.push_back(makeRun(
            {.id = id++, .benchmark = "tick_accuracy", .opt = opt, .samples = around(1'680'000)}));
    }
    const ChartPlan plan = planCharts(runs, {});
    const auto heat = chartsOf<OptHeatMapView>(plan);
    ASSERT_EQ(heat.size(), 1u);
    ASSERT_EQ(heat[0]->rows.size(), 1u);
    EXPECT_NE(heat[0]->rows[0].find("yield"), std::string::npos);
}

TEST(ChartPlan, EmptyViewsHaveNoData) {
    EXPECT_FALSE(viewHasData(GroupedBarsView{}));
    EXPECT_FALSE(viewHasData(BoxPlotView{}));
    EXPECT_FALSE(viewHasData(FrequencyScalingView{}));
    EXPECT_FALSE(viewHasData(OptHeatMapView{}));
    EXPECT_FALSE(viewHasData(MemoryLedgerView{}));
    EXPECT_FALSE(viewHasData(BlandAltmanView{}));
    EXPECT_EQ(fileSlug("168 MHz"), "168_MHz");
    EXPECT_EQ(fileSlug(""), "all");
    EXPECT_EQ(fileSlug("--"), "all");
}

// Issue 11 item 12: a run the analyzer did not confirm (fail, inconclusive) keeps its verdict
// in the bar and the box it is drawn as, and the caption says what the hatching means; a
// chart of confirmed runs only has no such note.
TEST(ChartPlan, UnconfirmedRunsAreMarkedInBarsAndBoxes) {
    std::vector<core::Run> runs;
    const std::vector<std::pair<std::string, std::optional<Verdict>>> kernels{
        {"refkernel", Verdict::Pass},
        {"freertos", Verdict::Fail},
        {"threadx", Verdict::Inconclusive},
        {"zephyr", std::nullopt}};
    std::int64_t id = 1;
    for (const auto& [kernel, verdict] : kernels) {
        core::Run r = makeRun({.id = id++, .kernel = kernel, .samples = repeat(100)});
        if (verdict) {
            r.validation = Validation{};
            r.validation->verdict = *verdict;
        }
        runs.push_back(r);
    }
    const ChartPlan plan = planCharts(runs, {});
    const auto bars = chartsOf<GroupedBarsView>(plan);
    const auto boxes = chartsOf<BoxPlotView>(plan);
    ASSERT_EQ(bars.size(), 1u);
    ASSERT_EQ(boxes.size(), 1u);
    std::map<std::string, std::optional<Verdict>> barVerdict, boxVerdict;
    for (std::size_t g = 0; g < bars[0]->groups.size(); ++g) {
        barVerdict[bars[0]->groups[g]] = bars[0]->values[0][g].verdict;
    }
    for (const BoxEntry& e : boxes[0]->boxes) {
        boxVerdict[e.group] = e.verdict;
    }
    for (const auto& [kernel, verdict] : kernels) {
        SCOPED_TRACE(kernel);
        EXPECT_EQ(barVerdict.at(kernel), verdict);
        EXPECT_EQ(boxVerdict.at(kernel), verdict);
        EXPECT_EQ(unconfirmed(verdict),
                  verdict == Verdict::Fail || verdict == Verdict::Inconclusive);
    }
    EXPECT_NE(bars[0]->caption.find(kUnconfirmedNote), std::string::npos) << bars[0]->caption;
    EXPECT_NE(boxes[0]->caption.find(kUnconfirmedNote), std::string::npos) << boxes[0]->caption;

    runs.erase(runs.begin() + 1, runs.begin() + 3); // only pass and unvalidated left
    const ChartPlan clean = planCharts(runs, {});
    EXPECT_EQ(chartsOf<GroupedBarsView>(clean)[0]->caption.find("Hatched"), std::string::npos);
    EXPECT_EQ(chartsOf<BoxPlotView>(clean)[0]->caption.find("Hatched"), std::string::npos);
}
