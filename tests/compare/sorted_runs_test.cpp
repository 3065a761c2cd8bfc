// The comparison, the chart plan and the rank analysis read their order statistics from one
// SortedRuns (each run's samples sorted once) instead of sorting every run again each. Every
// number must stay what the per-analysis sorting gave: the outputs on a mixed set of runs
// are written out exactly (hex floats) and their fingerprint compared with the one the code
// before SortedRuns produced (main at 41bd34d).

#include "core/compare/chart_plan.hpp"
#include "core/compare/comparison.hpp"
#include "core/compare/rank_analysis.hpp"
#include "core/compare/sorted_runs.hpp"
#include "tests/compare/synthetic_campaign.hpp"

#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>
#include <span>
#include <stdexcept>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

namespace {

// The synthetic campaign plus what it lacks: cells pooling two runs, a run without a clock,
// one without samples, one whose analyzer has no sample rate, a failed validation, a
// millisecond-scale benchmark and an all-zero baseline.
std::vector<core::Run> mixedRuns() {
    std::vector<core::Run> runs = syntheticCampaign(300);
    for (std::size_t i = 0; i < 6; ++i) {
        core::Run again = runs[i * 7];
        again.id = 1000 + static_cast<std::int64_t>(i);
        for (std::size_t k = 0; k < again.samples.size(); ++k) {
            again.samples[k] += static_cast<std::int32_t>((k * 31 + i) % 9);
            again.pulseWidths[k] += static_cast<std::uint32_t>(k % 3);
        }
        again.samples.resize(again.samples.size() - i); // odd and even counts
        runs.push_back(std::move(again));
    }
    core::Run unclocked = makeRun(
        {.id = 2000, .benchmark = "yield", .cpuHz = 0, .samples = {130, 128, 131, 129, 500}});
    unclocked.cycleHz = 0;
    runs.push_back(unclocked);
    runs.push_back(makeRun({.id = 2001, .benchmark = "sem_give", .kernel = "freertos"}));
    core::Run noRate = runs[3];
    noRate.id = 2002;
    noRate.analyzerSamplerateHz = 0;
    runs.push_back(noRate);
    core::Run failed = runs[10];
    failed.id = 2003;
    failed.validation->verdict = Verdict::Fail;
    std::rotate(failed.pulseWidths.begin(), failed.pulseWidths.begin() + 5,
                failed.pulseWidths.end());
    runs.push_back(failed);
    for (const char* kernel : {"refkernel", "freertos"}) {
        std::vector<std::int32_t> ticks;
        for (std::int32_t k = 0; k < 40; ++k) {
            ticks.push_back(1'680'000 + (k * 37) % 11 + (kernel[0] == 'f' ? 9 : 0));
        }
        runs.push_back(makeRun({.id = 3000 + static_cast<std::int64_t>(runs.size()),
                                .benchmark = "tick_accuracy",
                                .kernel = kernel,
                                .samples = ticks}));
        runs.push_back(makeRun({.id = 4000 + static_cast<std::int64_t>(runs.size()),
                                .benchmark = "baseline",
                                .kernel = kernel,
                                .samples = {0, 0, 0, 0}}));
    }
    return runs;
}

// Every field of the outputs, numbers as exact hex floats.
struct Dump {
    std::string text;
    bool distributions = true; // the cells' pooled samples too
    void num(double v) {
        char buf[40];
        std::snprintf(buf, sizeof buf, "%a ", v);
        text += buf;
    }
    void str(const std::string& s) { text += s + "|"; }
    void nums(std::span<const double> v) { nums(std::vector<double>(v.begin(), v.end())); }
    template <typename T> void nums(const std::vector<T>& v) {
        text += "[";
        for (const T& x : v) {
            num(static_cast<double>(x));
        }
        text += "]";
    }
    void strs(const std::vector<std::string>& v) {
        text += "[";
        for (const auto& s : v) {
            str(s);
        }
        text += "]";
    }
    void verdict(const std::optional<Verdict>& v) { str(v ? std::string(toString(*v)) : "-"); }
    void summary(const SampleSummary& s) {
        for (double v :
             {static_cast<double>(s.n), s.min, s.q1, s.median, s.q3, s.p99, s.max, s.mean}) {
            num(v);
        }
    }
    void comparison(const Comparison& c) {
        str(std::string(toString(c.groupBy)));
        strs(c.benchmarks);
        strs(c.groups);
        strs(c.groupColours);
        for (const ComparisonCell& cell : c.cells) {
            str(cell.benchmark + "/" + cell.group);
            nums(cell.runIds);
            summary(cell.cycles);
            summary(cell.ns);
            num(cell.analyzerMedianNs.value_or(-1));
            verdict(cell.verdict);
            if (distributions) {
                nums(cell.sorted(ValueUnit::Cycles));
                nums(cell.sorted(ValueUnit::Ns));
            }
        }
        for (Condition v : c.varying) {
            str(std::string(toString(v)));
        }
        str(english(c.caption));
        nums(c.skippedRunIds);
    }
    void axes(const GroupedAxes& a) {
        str(english(a.title) + english(a.caption) + std::string(toString(a.unit)) +
            std::string(toString(a.groupBy)));
        strs(a.benchmarks);
        strs(a.groups);
        strs(a.groupColours);
    }
    void view(const GroupedBarsView& v) {
        axes(v);
        for (const auto& row : v.values) {
            for (const BarValue& b : row) {
                nums(std::vector<double>{double(b.present), b.median, b.min, b.p99, double(b.n)});
                verdict(b.verdict);
            }
        }
    }
    void view(const BoxPlotView& v) {
        axes(v);
        for (const BoxEntry& e : v.boxes) {
            str(e.benchmark + "/" + e.group);
            const BoxSummary& b = e.box;
            nums(std::vector<double>{b.q1, b.median, b.q3, b.whiskerLow, b.whiskerHigh,
                                     double(b.outlierCount), double(b.n)});
            nums(b.outliers);
            verdict(e.verdict);
        }
    }
    void view(const FrequencyScalingView& v) {
        str(english(v.title) + english(v.caption));
        for (const FrequencySeries& s : v.series) {
            str(s.label + s.colour);
            for (const FrequencyPoint& p : s.points) {
                nums(std::vector<double>{p.mhz, p.medianNs, p.medianCycles, double(p.waitStates)});
            }
        }
        for (const WaitStateChange& w : v.waitStateChanges) {
            nums(std::vector<double>{w.mhz, double(w.fromWaitStates), double(w.toWaitStates)});
        }
    }
    void view(const OptHeatMapView& v) {
        str(english(v.title) + english(v.caption));
        strs(v.rows);
        strs(v.opts);
        for (const auto& row : v.medianCycles) {
            nums(row);
        }
    }
    void view(const MemoryLedgerView& v) {
        str(english(v.title) + english(v.caption));
        for (const ImageFootprint& f : v.images) {
            str(f.imageName);
            nums(std::vector<double>{double(f.textBytes), double(f.dataBytes), double(f.bssBytes)});
        }
    }
    void view(const BlandAltmanView& v) {
        str(english(v.title) + english(v.caption));
        nums(std::vector<double>{double(v.runId), v.biasNs, v.sdNs, v.loaLowNs, v.loaHighNs,
                                 v.analyzerPeriodNs, v.toleranceNs, double(v.paired)});
        nums(v.meanNs);
        nums(v.diffNs);
    }
    void view(const CrossCoreView& v) {
        str(english(v.title) + english(v.caption));
        for (const std::string& g : v.groups) {
            str(g);
        }
        for (const CrossCorePair& pair : v.pairs) {
            str(pair.group + "/" + pair.mechanism);
            for (const CrossCoreBar* b : {&pair.same, &pair.cross}) {
                nums(std::vector<double>{double(b->present), b->median, b->p10, b->p90,
                                         double(b->n)});
            }
        }
    }
    void plan(const ChartPlan& p) {
        for (const PlannedChart& c : p.charts) {
            // Stems (file names) left out: they are named, not computed.
            std::visit([this](const auto& v) { view(v); }, c.view);
        }
        for (const ChartNote& n : p.notes) {
            str(n.text());
        }
    }
    void ranks(const RankAnalysis& r) {
        str(std::string(toString(r.groupBy)) + std::string(toString(r.across)) +
            std::string(toString(r.unit)) + english(r.caption));
        for (const BenchmarkRanks& b : r.benchmarks) {
            str(b.benchmark);
            for (const GroupRanking& g : b.rankings) {
                str(g.conditionValue);
                strs(g.order);
                nums(g.medians);
                nums(g.ranks);
                nums(g.ciHalf);
            }
        }
        for (const RankFlip& f : r.flips) {
            str(f.benchmark + f.groupA + f.groupB + f.conditionX + f.conditionY);
            nums(std::vector<double>{f.medianAX, f.medianBX, f.medianAY, f.medianBY, f.noiseX,
                                     f.noiseY, double(f.beyondNoise)});
        }
        for (const RankCorrelation& c : r.correlations) {
            str(c.benchmark + c.conditionX + c.conditionY);
            nums(std::vector<double>{double(c.groups), c.tauB});
        }
    }
};

std::uint64_t fingerprint(const std::string& text) {
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a
    for (unsigned char c : text) {
        h = (h ^ c) * 0x100000001b3ull;
    }
    return h;
}

ChartPlanOptions kernelsAcrossClocks() {
    ChartPlanOptions o;
    o.groupBy = Condition::Kernel;
    o.across = Condition::CpuHz;
    o.maxPerKind = 4;
    return o;
}

ChartPlanOptions optsAcrossKernels() {
    ChartPlanOptions o;
    o.groupBy = Condition::Opt;
    o.across = Condition::Kernel;
    o.barUnit = o.boxUnit = ValueUnit::Ns;
    return o;
}

// What the Compare page computes, from one SortedRuns.
std::string sharedOutputs(const std::vector<core::Run>& runs) {
    const SortedRuns sorted(runs);
    Dump d;
    for (Condition g : {Condition::Kernel, Condition::Opt}) {
        d.comparison(buildComparison(pointersTo(runs), sorted, g));
    }
    for (const ChartPlanOptions& o : {kernelsAcrossClocks(), optsAcrossKernels()}) {
        d.plan(planCharts(runs, sorted, o));
        d.ranks(analyzeRanks(runs, sorted, o.groupBy, *o.across, o.barUnit));
    }
    return d.text;
}

// The same through the entry points that sort for themselves (the report's).
std::string ownOutputs(const std::vector<core::Run>& runs) {
    Dump d;
    for (Condition g : {Condition::Kernel, Condition::Opt}) {
        d.comparison(buildComparison(runs, g));
    }
    for (const ChartPlanOptions& o : {kernelsAcrossClocks(), optsAcrossKernels()}) {
        d.plan(planCharts(runs, o));
        d.ranks(analyzeRanks(runs, o.groupBy, *o.across, o.barUnit));
    }
    return d.text;
}

// fingerprint(ownOutputs(mixedRuns())) with the code of main at 41bd34d, where every analysis
// sorted the samples it needed itself (0x62c15fce639fb02f with the chart file stems, which were
// renamed at 7d45285: without them the fingerprint of 7d45285 and of the renaming is
// 0xaadbdee55b7f1d76). Since baseline lost its chart and a band of one benchmark is titled by it
// (the charts changed on purpose, the sorting did not), the plan's dump gives this one.
constexpr std::uint64_t kBeforeFingerprint = 0x9c113daf7f0b0534ull;

} // namespace

TEST(SortedRuns, EveryNumberIsWhatPerAnalysisSortingGave) {
    const std::vector<core::Run> runs = mixedRuns();
    const std::string shared = sharedOutputs(runs);
    EXPECT_EQ(fingerprint(shared), kBeforeFingerprint) << shared.size() << " characters";
    EXPECT_EQ(shared, ownOutputs(runs));
}

TEST(SortedRuns, HoldsEachRunSortedInCyclesNsAndPulses) {
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .cpuHz = 100'000'000, .samples = {30, 10, 20, 10}}));
    runs[0].analyzerSamplerateHz = 1e9;
    runs[0].pulseWidths = {90, 70, 80};
    runs[0].validation = Validation{.verdict = Verdict::Pass, .toggleOverheadNs = 10};
    runs.push_back(makeRun({.id = 2, .cpuHz = 0, .samples = {5}}));
    runs[1].cycleHz = 0;
    const SortedRuns sorted(runs);
    const RunOrder& first = sorted.of(runs[0]);
    EXPECT_EQ(*first.cycles, (std::vector<double>{10, 10, 20, 30}));
    EXPECT_EQ(*sorted.nsOf(runs[0]), (std::vector<double>{100, 100, 200, 300}));
    EXPECT_EQ(sorted.nsOf(runs[0]), sorted.nsOf(runs[0])); // made once, then shared
    EXPECT_EQ(first.pulses, (std::vector<std::uint32_t>{70, 80, 90}));
    EXPECT_EQ(first.pulseNs(0), 60);
    EXPECT_EQ(first.pulseNs(2), 80);
    std::vector<double> scratch{1, 2, 3, 4, 5, 6};
    EXPECT_EQ(pooledPulseMedianNs({&first}, scratch), 70);
    EXPECT_EQ(pooledPulseMedianNs({&sorted.of(runs[1])}, scratch), std::nullopt); // no pulses
    EXPECT_FALSE(sorted.of(runs[1]).clocked());
    EXPECT_EQ(*sorted.nsOf(runs[1]), (std::vector<double>{0})); // no clock: 0 ns, as before
    EXPECT_EQ(*sorted.of(runs[1]).cycles, (std::vector<double>{5}));
    const core::Run stranger = runs[0];
    EXPECT_THROW(sorted.of(stranger), std::out_of_range);
}

TEST(SortedRuns, CellsKeepOnlyThePoolsAskedForWithTheSameNumbers) {
    const std::vector<core::Run> runs = mixedRuns();
    const SortedRuns sorted(runs);
    for (Condition by : {Condition::Kernel, Condition::Opt, Condition::CpuHz}) {
        const Comparison all = buildComparison(pointersTo(runs), sorted, by);
        Dump expected{.distributions = false};
        expected.comparison(all);
        for (Pooling pooling : {Pooling::summariesOnly(), Pooling::of(ValueUnit::Cycles),
                                Pooling::of(ValueUnit::Ns)}) {
            const Comparison some = buildComparison(pointersTo(runs), sorted, by, pooling);
            Dump got{.distributions = false};
            got.comparison(some);
            EXPECT_EQ(expected.text, got.text) << toString(by);
            std::size_t pooledCells = 0;
            for (std::size_t i = 0; i < all.cells.size(); ++i) {
                const ComparisonCell& a = all.cells[i];
                const ComparisonCell& s = some.cells[i];
                EXPECT_EQ(s.sortedCycles != nullptr, pooling.cycles);
                EXPECT_EQ(s.sortedNs != nullptr, pooling.ns && a.sortedNs != nullptr);
                if (pooling.cycles) {
                    EXPECT_TRUE(std::ranges::equal(s.sorted(ValueUnit::Cycles),
                                                   a.sorted(ValueUnit::Cycles)));
                }
                if (pooling.ns) {
                    EXPECT_TRUE(
                        std::ranges::equal(s.sorted(ValueUnit::Ns), a.sorted(ValueUnit::Ns)));
                }
                if (a.runIds.size() > 1) {
                    ++pooledCells;
                    continue;
                }
                const auto own = std::find_if(runs.begin(), runs.end(), [&](const core::Run& r) {
                    return r.id == a.runIds.front();
                });
                ASSERT_NE(own, runs.end());
                EXPECT_EQ(a.sortedCycles, sorted.of(*own).cycles); // the run's vector, no copy
            }
            EXPECT_GT(pooledCells, 0u) << toString(by);
        }
    }
}

TEST(SortedRuns, MergesSortedPartsIntoOne) {
    const std::vector<double> a{1, 4, 9}, b{2, 4}, c{}, d{0, 10};
    EXPECT_EQ(mergeSorted({a, b, c, d}), (std::vector<double>{0, 1, 2, 4, 4, 9, 10}));
    EXPECT_EQ(mergeSorted({a}), a);
    EXPECT_TRUE(mergeSorted({}).empty());
    std::vector<double> reused{7, 7, 7, 7, 7, 7, 7, 7, 7};
    mergeScaledInto({{a, 2.0}, {b, 1.0}}, reused);
    EXPECT_EQ(reused, (std::vector<double>{2, 2, 4, 8, 18}));
    mergeScaledInto({{d, 0.5}, {c, 3.0}, {a, 1.0}}, reused);
    EXPECT_EQ(reused, (std::vector<double>{0, 1, 4, 5, 9}));
}
