// The chart planner both the report and the Compare page draw from: which charts, which runs
// each gets, and the scale bands that keep a benchmark of thousands of cycles off the axis of
// one of tens.

#include "core/compare/chart_plan.hpp"
#include "tests/compare/synthetic_campaign.hpp"

#include <cmath>
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

std::vector<std::int32_t> repeat(std::int32_t value, std::size_t n = 5) {
    return std::vector<std::int32_t>(n, value);
}

// One run per (benchmark, median): the band rule looks only at each benchmark's medians.
std::vector<core::Run> runsOf(const std::vector<std::pair<std::string, std::int32_t>>& medians) {
    std::vector<core::Run> runs;
    for (const auto& [benchmark, median] : medians) {
        runs.push_back(makeRun({.id = static_cast<std::int64_t>(runs.size() + 1),
                                .benchmark = benchmark,
                                .samples = median == 0 ? repeat(0) : around(median)}));
    }
    return runs;
}

std::vector<ScaleBand> bandsOf(const std::vector<core::Run>& runs) {
    return splitIntoScaleBands(pointersTo(runs), SortedRuns(runs));
}

std::vector<std::vector<std::string>> bandKeys(const std::vector<core::Run>& runs) {
    std::vector<std::vector<std::string>> out;
    for (const ScaleBand& band : bandsOf(runs)) {
        out.push_back(band.benchmarks);
    }
    return out;
}

using Bands = std::vector<std::vector<std::string>>;

} // namespace

// The demo campaign's shape: primitives of 11 to 437 cycles, irq_nesting at ~5,000,
// tick_accuracy at 1.68 M and a baseline of 0. isr_latency (11) is more than kBandSpan below
// mutex_pi (437), and its jump to critical_section_max (50) is the widest in that band.
TEST(ChartPlan, BenchmarksOfEachMagnitudeGetABandOfTheirOwn) {
    const auto runs = runsOf({{"mutex_pi", 437},
                              {"tick_accuracy", 1'679'328},
                              {"baseline", 0},
                              {"isr_latency", 11},
                              {"critical_section_max", 50},
                              {"irq_nesting", 5265},
                              {"sem_give_take", 183},
                              {"notify_give_take", 151}});
    EXPECT_EQ(bandKeys(runs),
              (Bands{{"baseline", "isr_latency"},
                     {"critical_section_max", "notify_give_take", "sem_give_take", "mutex_pi"},
                     {"irq_nesting"},
                     {"tick_accuracy"}}));
    const std::vector<ScaleBand> bands = bandsOf(runs);
    for (const ScaleBand& band : bands) {
        EXPECT_LE(band.high, kBandSpan * std::max(band.low, 1.0)) << band.benchmarks.front();
    }
    // Every run lands in exactly one band, in input order.
    std::size_t total = 0;
    for (const ScaleBand& band : bands) {
        total += band.runs.size();
        for (std::size_t i = 1; i < band.runs.size(); ++i) {
            EXPECT_LT(band.runs[i - 1]->id, band.runs[i]->id);
        }
    }
    EXPECT_EQ(total, runs.size());
    EXPECT_EQ(english(bandName(bands[0], true)), "benchmarks up to 11 cycles");
    EXPECT_EQ(english(bandName(bands[1], false)), "benchmarks of 50–437 cycles");
    EXPECT_EQ(english(bandName(bands[2], false)), "irq_nesting"); // one benchmark: named by it
    EXPECT_EQ(english(bandName(bands[3], false)), "tick_accuracy");
    EXPECT_EQ(bandSlug(bands[0]), "baseline_to_isr_latency");
    EXPECT_EQ(bandSlug(bands[1]), "critical_section_max_to_mutex_pi");
    EXPECT_EQ(bandSlug(bands[3]), "tick_accuracy");
}

TEST(ChartPlan, ScaleBandEdgeCases) {
    EXPECT_TRUE(bandsOf({}).empty());
    EXPECT_EQ(bandKeys(runsOf({{"yield", 120}})), (Bands{{"yield"}}));
    // All equal, all zero: one band.
    EXPECT_EQ(bandKeys(runsOf({{"a", 500}, {"b", 500}, {"c", 500}})), (Bands{{"a", "b", "c"}}));
    EXPECT_EQ(bandKeys(runsOf({{"a", 0}, {"b", 0}})), (Bands{{"a", "b"}}));
    // Zero medians and runs without samples join the lowest band, whatever its scale.
    std::vector<core::Run> runs = runsOf({{"slow", 9'000}, {"zero", 0}, {"slower", 900'000}});
    runs.push_back(makeRun({.id = 9, .benchmark = "no_samples"}));
    EXPECT_EQ(bandKeys(runs), (Bands{{"no_samples", "zero", "slow"}, {"slower"}}));
    // Exactly kBandSpan apart still share a band; a bit more does not.
    EXPECT_EQ(bandKeys(runsOf({{"a", 10}, {"b", 200}})), (Bands{{"a", "b"}}));
    EXPECT_EQ(bandKeys(runsOf({{"a", 10}, {"b", 201}})), (Bands{{"a"}, {"b"}}));
    // An even spread (x3 per step, 1 to 729) is cut near its middle, not peeled off one by one.
    EXPECT_EQ(bandKeys(runsOf(
                  {{"a", 1}, {"b", 3}, {"c", 9}, {"d", 27}, {"e", 81}, {"f", 243}, {"g", 729}})),
              (Bands{{"a", "b", "c"}, {"d", "e"}, {"f", "g"}}));
    // The same benchmark is one benchmark: its largest median decides (here 1.68 M, not 80 k).
    runs = runsOf({{"tick", 1'680'000}, {"tick", 80'000}, {"yield", 120}});
    EXPECT_EQ(bandKeys(runs), (Bands{{"yield"}, {"tick"}}));
}

// Random magnitudes from 1 to 10^7 cycles: every band fits kBandSpan, bands do not overlap,
// and the plan's stems and titles are unique.
TEST(ChartPlan, AnyMagnitudesGiveFittingBandsAndUniqueCharts) {
    std::uint64_t lcg = 11;
    for (int trial = 0; trial < 50; ++trial) {
        std::vector<std::pair<std::string, std::int32_t>> medians;
        const int n = 1 + trial % 17;
        for (int i = 0; i < n; ++i) {
            lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
            const double exponent = static_cast<double>((lcg >> 33) % 7000) / 1000.0;
            medians.push_back(
                {"b" + std::to_string(i), static_cast<std::int32_t>(std::pow(10.0, exponent)) + 1});
        }
        const auto runs = runsOf(medians);
        const std::vector<ScaleBand> bands = bandsOf(runs);
        for (std::size_t b = 0; b < bands.size(); ++b) {
            EXPECT_LE(bands[b].high, kBandSpan * bands[b].low) << "trial " << trial;
            if (b > 0) {
                EXPECT_LT(bands[b - 1].high, bands[b].low) << "trial " << trial;
            }
        }
        const ChartPlan plan = planCharts(runs, {});
        std::set<std::string> stems, titles;
        for (const PlannedChart& c : plan.charts) {
            EXPECT_TRUE(stems.insert(c.stem).second) << "duplicate stem " << c.stem;
            EXPECT_TRUE(titles.insert(english(viewTitle(c.view))).second)
                << english(viewTitle(c.view));
        }
        EXPECT_EQ(stems.size(), 2 * bands.size() + 1) << "bars and box per band, the ledger";
    }
}

TEST(ChartPlan, EachBandGetsBarsAndBoxesOfItsOwn) {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    for (const char* kernel : {"refkernel", "freertos"}) {
        runs.push_back(makeRun({.id = id++,
                                .benchmark = "yield",
                                .kernel = kernel,
                                .samples = around(kernel[0] == 'f' ? 95 : 120)}));
        runs.push_back(makeRun(
            {.id = id++, .benchmark = "irq_nesting", .kernel = kernel, .samples = around(5'000)}));
        runs.push_back(makeRun({.id = id++,
                                .benchmark = "tick_accuracy",
                                .kernel = kernel,
                                .samples = around(1'680'000)}));
    }
    const ChartPlan plan = planCharts(runs, {});
    EXPECT_EQ(chartsOf<GroupedBarsView>(plan).size(), 3u);
    EXPECT_EQ(chartsOf<BoxPlotView>(plan).size(), 3u);
    const PlannedChart* bars = byStem(plan, "bars_yield");
    const PlannedChart* irq = byStem(plan, "bars_irq_nesting");
    const PlannedChart* longBars = byStem(plan, "bars_tick_accuracy");
    ASSERT_NE(bars, nullptr);
    ASSERT_NE(irq, nullptr);
    ASSERT_NE(longBars, nullptr);
    ASSERT_NE(byStem(plan, "box_yield"), nullptr);
    ASSERT_NE(byStem(plan, "box_tick_accuracy"), nullptr);
    EXPECT_EQ(std::get<GroupedBarsView>(bars->view).benchmarks,
              (std::vector<std::string>{"yield"}));
    EXPECT_EQ(std::get<GroupedBarsView>(irq->view).benchmarks,
              (std::vector<std::string>{"irq_nesting"}));
    const auto& longView = std::get<GroupedBarsView>(longBars->view);
    EXPECT_EQ(longView.benchmarks, (std::vector<std::string>{"tick_accuracy"}));
    EXPECT_NE(english(viewTitle(bars->view)).find(" (yield)"), std::string::npos)
        << english(viewTitle(bars->view));
    EXPECT_NE(english(longView.title).find(" (tick_accuracy)"), std::string::npos)
        << english(longView.title);
    EXPECT_EQ(longView.unit, ValueUnit::Cycles);
    EXPECT_EQ(std::get<BoxPlotView>(byStem(plan, "box_yield")->view).unit, ValueUnit::Ns);
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
    EXPECT_NE(english(viewTitle(byStem(plan, "bars_48_MHz")->view)).find(" at 48 MHz"),
              std::string::npos);
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
    EXPECT_NE(english(bars.caption).find("O2"), std::string::npos) << english(bars.caption);
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
    EXPECT_FALSE(viewHasData(CrossCoreView{}));
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
    const std::string note = english(message(MessageId::CaptionUnconfirmed));
    EXPECT_NE(english(bars[0]->caption).find(note), std::string::npos) << english(bars[0]->caption);
    EXPECT_NE(english(boxes[0]->caption).find(note), std::string::npos)
        << english(boxes[0]->caption);

    runs.erase(runs.begin() + 1, runs.begin() + 3); // only pass and unvalidated left
    const ChartPlan clean = planCharts(runs, {});
    EXPECT_EQ(english(chartsOf<GroupedBarsView>(clean)[0]->caption).find("Hatched"),
              std::string::npos);
    EXPECT_EQ(english(chartsOf<BoxPlotView>(clean)[0]->caption).find("Hatched"), std::string::npos);
}

// The band with the most benchmarks comes first (what a reader looks for), the others follow
// from the lowest up: a baseline of 0 and a 4-cycle ISR entry do not lead the report.
TEST(ChartPlan, TheBandWithMostBenchmarksIsChartedFirst) {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    const std::vector<std::pair<const char*, std::int32_t>> benchmarks = {
        {"baseline", 0},
        {"isr_latency", 4},
        {"yield", 120},
        {"sem", 90},
        {"queue", 300},
        {"irq_nesting", 5'000},
        {"tick_accuracy", 1'680'000}};
    for (const auto& [name, cycles] : benchmarks) {
        runs.push_back(makeRun({.id = id++, .benchmark = name, .samples = around(cycles)}));
    }
    const ChartPlan plan = planCharts(runs, {});
    const auto bars = chartsOf<GroupedBarsView>(plan);
    ASSERT_GE(bars.size(), 3u);
    EXPECT_EQ(bars.front()->benchmarks, (std::vector<std::string>{"queue", "sem", "yield"}));
    // The rest rise: the lowest band, then irq_nesting, then tick_accuracy.
    EXPECT_EQ(bars[1]->benchmarks.front(), "isr_latency"); // baseline has no chart
    EXPECT_EQ(bars.back()->benchmarks, (std::vector<std::string>{"tick_accuracy"}));
}

// Exported charts and report files are named by what they draw, and no two share a name, even
// when two values differ only where a file name cannot (a folder of charts was once left with 8
// files for 11 charts: four titles cut to one name overwrote each other).
TEST(ChartPlan, FileStemsNameTheBenchmarksAndNeverCollide) {
    std::vector<core::Run> runs;
    std::int64_t id = 1;
    for (const char* board : {"qemu-f405", "qemu_f405"}) {
        for (const auto& [benchmark, median] :
             {std::pair{"isr_latency", 110u}, std::pair{"mutex_pi", 437u},
              std::pair{"tick_accuracy", 1'680'000u}}) {
            runs.push_back(makeRun(
                {.id = id++, .benchmark = benchmark, .board = board, .samples = around(median)}));
        }
    }
    ChartPlanOptions options;
    options.across = Condition::Board;
    const ChartPlan plan = planCharts(runs, options);
    std::set<std::string> stems;
    for (const PlannedChart& c : plan.charts) {
        EXPECT_TRUE(stems.insert(c.stem).second) << "duplicate stem " << c.stem;
    }
    EXPECT_NE(byStem(plan, "bars_qemu_f405_isr_latency_to_mutex_pi"), nullptr);
    EXPECT_NE(byStem(plan, "bars_qemu_f405_isr_latency_to_mutex_pi_2"), nullptr);
    EXPECT_NE(byStem(plan, "box_qemu_f405_tick_accuracy_2"), nullptr);
    EXPECT_EQ(plan.charts.size(), stems.size());
}

// baseline is 0 once subtracted in every cell: it gets no bar or box (it once took a chart of
// its own, or flattened the lowest band's axis), unless it is all there is.
TEST(ChartPlan, BaselineGetsNoChartOfItsOwn) {
    const auto runs = runsOf({{"baseline", 0}, {"sem_give_take", 183}, {"mutex_pi", 437}});
    const ChartPlan plan = planCharts(runs, {});
    const auto bars = chartsOf<GroupedBarsView>(plan);
    ASSERT_EQ(bars.size(), 1u);
    EXPECT_EQ(bars[0]->benchmarks, (std::vector<std::string>{"mutex_pi", "sem_give_take"}));
    for (const BoxPlotView* box : chartsOf<BoxPlotView>(plan)) {
        EXPECT_EQ(std::count(box->benchmarks.begin(), box->benchmarks.end(), "baseline"), 0);
    }
    const ChartPlan alone = planCharts(runsOf({{"baseline", 0}}), {});
    EXPECT_EQ(chartsOf<GroupedBarsView>(alone).size(), 1u);
}

// Issue 33: the same-core vs cross-core chart is planned where some xcore_* mechanism was
// measured with core=0 and core=1 under the same conditions, and nowhere else.
TEST(ChartPlan, CrossCoreChartOnlyWhereAMechanismHasBothSides) {
    const auto xcore = [](std::int64_t id, const std::string& kernel, const char* core,
                          std::int32_t median) {
        core::Run r = makeRun({.id = id,
                               .benchmark = "xcore_notify",
                               .kernel = kernel,
                               .board = "qemu-rv32-smp",
                               .samples = around(median)});
        r.benchmark.params["core"] = core;
        return r;
    };
    std::vector<core::Run> runs{xcore(1, "freertos", "0", 300), xcore(2, "freertos", "1", 900)};
    const ChartPlan plan = planCharts(runs, {});
    ASSERT_EQ(chartsOf<CrossCoreView>(plan).size(), 1u);
    const PlannedChart* cross = byStem(plan, "cross_core");
    ASSERT_NE(cross, nullptr);
    EXPECT_TRUE(viewHasData(cross->view));
    EXPECT_DOUBLE_EQ(*std::get<CrossCoreView>(cross->view).pairs[0].ratio(), 3.0);
    // The same runs still get their bars and boxes, core=0 and core=1 as two benchmarks.
    EXPECT_EQ(chartsOf<GroupedBarsView>(plan)[0]->benchmarks.size(), 2u);

    // core=1 alone, and campaigns without xcore runs: no such chart.
    EXPECT_TRUE(chartsOf<CrossCoreView>(planCharts({runs[1]}, {})).empty());
    EXPECT_TRUE(chartsOf<CrossCoreView>(planCharts(syntheticCampaign(20), {})).empty());
    // Two sides under different conditions do not pair either.
    EXPECT_TRUE(chartsOf<CrossCoreView>(
                    planCharts({xcore(1, "freertos", "0", 300), xcore(2, "threadx", "1", 900)}, {}))
                    .empty());

    // More kernels than a chart holds: parts, each file named apart.
    std::vector<core::Run> many;
    for (int k = 0; k < 5; ++k) {
        many.push_back(xcore(2 * k + 1, "k" + std::to_string(k), "0", 300));
        many.push_back(xcore(2 * k + 2, "k" + std::to_string(k), "1", 900));
    }
    ChartPlanOptions options;
    options.maxPerKind = 2;
    const ChartPlan parts = planCharts(many, options);
    ASSERT_EQ(chartsOf<CrossCoreView>(parts).size(), 3u);
    EXPECT_NE(byStem(parts, "cross_core_3"), nullptr);
}
