#include "core/compare/comparison.hpp"
#include "core/compare/conditions.hpp"
#include "core/compare/views.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <cmath>
#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

TEST(Comparison, GroupsByKernelWithNsAndAnalyzer) {
    std::vector<core::Run> runs;
    runs.push_back(makeRun(
        {.id = 1, .kernel = "freertos", .cpuHz = 100'000'000, .samples = {10, 20, 30, 40, 50}}));
    runs.push_back(
        makeRun({.id = 2, .kernel = "refkernel", .cpuHz = 100'000'000, .samples = {5, 6, 7}}));
    // 1 GHz analyzer: widths in samples are ns; 10 ns toggle overhead subtracted.
    runs[1].analyzerSamplerateHz = 1e9;
    runs[1].pulseWidths = {60, 70, 80};
    runs[1].validation = Validation{.verdict = Verdict::Pass, .toggleOverheadNs = 10};
    Comparison cmp = buildComparison(runs, Condition::Kernel);
    EXPECT_EQ(cmp.groups, (std::vector<std::string>{"freertos", "refkernel"}));
    ASSERT_EQ(cmp.cells.size(), 2u);
    const ComparisonCell* f = cmp.find("yield", "freertos");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->cycles.n, 5u);
    EXPECT_DOUBLE_EQ(f->cycles.min, 10);
    EXPECT_DOUBLE_EQ(f->cycles.median, 30);
    EXPECT_NEAR(f->cycles.p99, 49.6, 1e-9); // h = 0.99*4 = 3.96 -> 40 + 0.96*10
    EXPECT_DOUBLE_EQ(f->ns.median, 300);    // 10 ns per cycle at 100 MHz
    EXPECT_FALSE(f->analyzerMedianNs);
    EXPECT_FALSE(f->verdict);
    const ComparisonCell* r = cmp.find("yield", "refkernel");
    ASSERT_NE(r, nullptr);
    ASSERT_TRUE(r->analyzerMedianNs);
    EXPECT_DOUBLE_EQ(*r->analyzerMedianNs, 60); // 70 ns - 10 ns overhead
    EXPECT_EQ(r->verdict, Verdict::Pass);
    // Fixed conditions are in the caption, the grouping one is not.
    EXPECT_NE(english(cmp.caption).find("100 MHz"), std::string::npos);
    EXPECT_NE(english(cmp.caption).find("board qemu-f405"), std::string::npos);
    EXPECT_EQ(english(cmp.caption).find("kernel"), std::string::npos);
}

TEST(Comparison, FallsBackToCycleHzAndSkipsEmptyRuns) {
    core::Run r = makeRun({.id = 3, .cpuHz = 0, .samples = {4}});
    r.cycleHz = 8'000'000;
    EXPECT_DOUBLE_EQ(nsPerCycle(r), 125.0);
    core::Run empty = makeRun({.id = 4});
    Comparison cmp = buildComparison(std::vector<core::Run>{r, empty}, Condition::Opt);
    EXPECT_EQ(cmp.skippedRunIds, (std::vector<std::int64_t>{4}));
    ASSERT_EQ(cmp.cells.size(), 1u);
    EXPECT_DOUBLE_EQ(cmp.cells[0].ns.median, 500);
}

TEST(Views, GroupedBarsAndBoxes) {
    std::vector<core::Run> runs;
    runs.push_back(
        makeRun({.id = 1, .kernel = "a", .samples = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100}}));
    runs.push_back(
        makeRun({.id = 2, .benchmark = "sem_give", .kernel = "b", .samples = around(40)}));
    Comparison cmp = buildComparison(runs, Condition::Kernel);
    GroupedBarsView bars = makeGroupedBars(cmp, ValueUnit::Cycles);
    ASSERT_EQ(bars.benchmarks, (std::vector<std::string>{"sem_give", "yield"}));
    EXPECT_FALSE(bars.values[0][0].present); // sem_give was not measured on kernel a
    EXPECT_TRUE(bars.values[0][1].present);
    EXPECT_DOUBLE_EQ(bars.values[0][1].median, 40);
    EXPECT_DOUBLE_EQ(bars.values[1][0].median, 6);
    EXPECT_DOUBLE_EQ(bars.values[1][0].min, 1);
    BoxPlotView box = makeBoxPlot(cmp, ValueUnit::Cycles);
    ASSERT_EQ(box.boxes.size(), 2u);
    const BoxEntry& yield = box.boxes[1];
    EXPECT_EQ(yield.benchmark, "yield");
    EXPECT_DOUBLE_EQ(yield.box.q3, 8.5);
    EXPECT_EQ(yield.box.outlierCount, 1u);
}

TEST(Views, FrequencyScalingMarksWaitStateChanges) {
    std::vector<core::Run> runs;
    runs.push_back(
        makeRun({.id = 1, .cpuHz = 24'000'000, .waitStates = 0, .samples = around(100)}));
    runs.push_back(
        makeRun({.id = 2, .cpuHz = 48'000'000, .waitStates = 1, .samples = around(110)}));
    runs.push_back(
        makeRun({.id = 3, .cpuHz = 168'000'000, .waitStates = 5, .samples = around(140)}));
    FrequencyScalingView v = makeFrequencyScaling(pointersTo(runs), SortedRuns(runs));
    ASSERT_EQ(v.series.size(), 1u);
    ASSERT_EQ(v.series[0].points.size(), 3u);
    EXPECT_DOUBLE_EQ(v.series[0].points[1].mhz, 48);
    EXPECT_DOUBLE_EQ(v.series[0].points[1].medianCycles, 110);
    EXPECT_NEAR(v.series[0].points[1].medianNs, 110 * 1e9 / 48e6, 1e-9);
    ASSERT_EQ(v.waitStateChanges.size(), 2u);
    EXPECT_DOUBLE_EQ(v.waitStateChanges[0].mhz, 48);
    EXPECT_EQ(v.waitStateChanges[0].fromWaitStates, 0);
    EXPECT_EQ(v.waitStateChanges[1].toWaitStates, 5);
}

TEST(Views, OptHeatMapAndMemoryLedger) {
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .opt = OptLevel::O0, .samples = around(300)}));
    runs.push_back(makeRun({.id = 2, .opt = OptLevel::Os, .samples = around(120)}));
    runs.push_back(
        makeRun({.id = 3, .benchmark = "mutex", .opt = OptLevel::O2, .samples = around(90)}));
    runs[0].build.textBytes = 9000;
    runs[0].build.dataBytes = 100;
    runs[0].build.bssBytes = 4000;
    OptHeatMapView h = makeOptHeatMap(pointersTo(runs), SortedRuns(runs));
    EXPECT_EQ(h.opts, (std::vector<std::string>{"O0", "O2", "Os"}));
    EXPECT_EQ(h.rows, (std::vector<std::string>{"mutex", "yield"}));
    EXPECT_TRUE(std::isnan(h.medianCycles[0][0]));
    EXPECT_DOUBLE_EQ(h.medianCycles[0][1], 90);
    EXPECT_DOUBLE_EQ(h.medianCycles[1][2], 120);
    MemoryLedgerView m = makeMemoryLedger(runs);
    ASSERT_EQ(m.images.size(), 3u);
    const ImageFootprint& o0 = m.images[0];
    EXPECT_EQ(o0.imageName, "qemu-f405-refkernel-minimal-O0");
    EXPECT_EQ(o0.romBytes(), 9100u);
    EXPECT_EQ(o0.ramBytes(), 4100u);
}

TEST(Views, BlandAltmanPairsInOrder) {
    // 100 MHz: counter 100/200/300 ns. 1 GHz analyzer: 110/205/310 ns minus 10 ns overhead
    // = 100/195/300. diff = 0, -5, 0 -> bias -5/3; deviations 5/3, -10/3, 5/3 -> sum of
    // squares 150/9, sd = sqrt(150/9/2) = 2.886751; LoA = bias -+ 1.96 sd.
    core::Run r = makeRun({.id = 9, .cpuHz = 100'000'000, .samples = {10, 20, 30}});
    r.analyzerSamplerateHz = 1e9;
    r.pulseWidths = {110, 205, 310, 999}; // the unpaired 4th pulse is ignored
    r.validation = Validation{.toggleOverheadNs = 10};
    auto v = makeBlandAltman(r);
    ASSERT_TRUE(v.ok()) << v.error().message;
    EXPECT_EQ(v->paired, 3u);
    EXPECT_DOUBLE_EQ(v->meanNs[1], 197.5);
    EXPECT_DOUBLE_EQ(v->diffNs[1], -5);
    EXPECT_NEAR(v->biasNs, -5.0 / 3.0, 1e-12);
    EXPECT_NEAR(v->sdNs, 2.886751, 1e-6);
    EXPECT_NEAR(v->loaLowNs, -5.0 / 3.0 - 1.96 * 2.886751, 1e-5);
    EXPECT_DOUBLE_EQ(v->analyzerPeriodNs, 1.0);
    EXPECT_DOUBLE_EQ(v->toleranceNs, 1.0); // validation without a tolerance: one sample
    // The band is the run's own tolerance when it has one.
    r.validation->toleranceNs = 12.9;
    EXPECT_DOUBLE_EQ(makeBlandAltman(r)->toleranceNs, 12.9);
    core::Run noPulses = makeRun({.id = 10, .samples = {1, 2}});
    EXPECT_FALSE(makeBlandAltman(noPulses).ok());
}

// Figures from the virtual bench are labelled as virtual cycles; real boards' are not.
TEST(Views, CaptionsLabelVirtualCycles) {
    const core::Run virtualRun = makeRun({.id = 1, .board = "qemu-f405", .samples = {10, 20}});
    const core::Run realRun = makeRun({.id = 2, .board = "stm32f407-disco", .samples = {10, 20}});
    EXPECT_NE(fixedConditionsCaption({&virtualRun}, {}).find("virtual cycles"), std::string::npos);
    EXPECT_EQ(fixedConditionsCaption({&realRun}, {}).find("virtual cycles"), std::string::npos);
}

// The architecture comes from the stored compiler flags: named in the caption beside the board,
// matched by its exact name or its family.
TEST(Views, ArchitectureFromFlagsInCaptionAndMatching) {
    core::Run m4 = makeRun({.id = 1, .board = "qemu-f405", .samples = {10, 20}});
    m4.build.flags = "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -O2";
    core::Run m3 = makeRun({.id = 2, .board = "qemu-f100", .samples = {10, 20}});
    m3.build.flags = "-mcpu=cortex-m3 -mthumb -O2";
    core::Run rv = makeRun({.id = 3, .board = "qemu-rv32", .samples = {10, 20}});
    rv.build.flags = "-march=rv32imc -mabi=ilp32 -misa-spec=2.2 -O2";
    core::Run unknown = makeRun({.id = 4, .samples = {10, 20}});
    unknown.build.flags = "-O2";
    core::Run nuttx = makeRun({.id = 5, .kernel = "nuttx", .samples = {10, 20}});
    nuttx.build.flags = "-O2 -march=armv7e-m -mtune=cortex-m4 -mfpu=fpv4-sp-d16 -mthumb";
    EXPECT_EQ(architectureOf(nuttx.build), "armv7e-m"); // NuttX's make names it by -march
    EXPECT_EQ(architectureOf(m4.build), "armv7e-m");
    EXPECT_EQ(architectureOf(m3.build), "armv7-m");
    EXPECT_EQ(architectureOf(rv.build), "rv32imc");
    EXPECT_EQ(architectureOf(unknown.build), "");
    EXPECT_NE(fixedConditionsCaption({&rv}, {}).find("board qemu-rv32 (rv32imc) · "),
              std::string::npos)
        << fixedConditionsCaption({&rv}, {});
    EXPECT_NE(fixedConditionsCaption({&unknown}, {}).find("board qemu-f405 · "), std::string::npos);
    for (const char* want : {"arm", "ARMv7E-M", "cortex-m"}) {
        EXPECT_TRUE(architectureMatches(m4.build, want)) << want;
        EXPECT_FALSE(architectureMatches(rv.build, want)) << want;
    }
    for (const char* want : {"rv32", "riscv32", "RISC-V", "rv32imc"}) {
        EXPECT_TRUE(architectureMatches(rv.build, want)) << want;
        EXPECT_FALSE(architectureMatches(m3.build, want)) << want;
    }
    EXPECT_FALSE(architectureMatches(m4.build, "armv7-m"));
    EXPECT_FALSE(architectureMatches(unknown.build, "arm"));
}
