// The dual-core study's view (issue 33): which runs pair, under which group, with which
// figures, and what its caption says.

#include "core/compare/cross_core_view.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>
#include <numeric>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

namespace {

core::Run xcore(std::int64_t id, const std::string& benchmark, const std::string& core,
                std::vector<std::int32_t> samples, const std::string& kernel = "freertos",
                ConfigProfile profile = ConfigProfile::Minimal) {
    core::Run r = makeRun({.id = id,
                           .benchmark = benchmark,
                           .kernel = kernel,
                           .profile = profile,
                           .board = "qemu-rv32-smp",
                           .samples = std::move(samples)});
    if (!core.empty()) {
        r.benchmark.params["core"] = core;
    }
    return r;
}

CrossCoreView viewOf(const std::vector<core::Run>& runs) {
    return makeCrossCore(pointersTo(runs), SortedRuns(runs));
}

const CrossCorePair* find(const CrossCoreView& v, const std::string& group,
                          const std::string& mechanism) {
    for (const CrossCorePair& p : v.pairs) {
        if (p.group == group && p.mechanism == mechanism) {
            return &p;
        }
    }
    return nullptr;
}

} // namespace

TEST(CrossCoreView, PairsEachMechanismsTwoSidesPerKernel) {
    std::vector<core::Run> runs{
        xcore(1, "xcore_notify", "0", around(100)),
        xcore(2, "xcore_notify", "1", around(300)),
        xcore(3, "xcore_sem", "1", around(500)),
        xcore(4, "xcore_sem", "0", around(200)),
        xcore(5, "xcore_notify", "0", around(150), "threadx"),
        xcore(6, "xcore_notify", "1", around(600), "threadx"),
        // Neither pairs: not a cross-core id, and one without its core parameter.
        makeRun({.id = 7, .benchmark = "sem_give_take", .samples = around(50)}),
        xcore(8, "xcore_queue", "", around(70)),
    };
    const CrossCoreView v = viewOf(runs);
    EXPECT_EQ(v.groups, (std::vector<std::string>{"freertos", "threadx"}));
    ASSERT_EQ(v.pairs.size(), 3u);
    // Group-major, mechanisms sorted within.
    EXPECT_EQ(v.pairs[0].mechanism, "xcore_notify");
    EXPECT_EQ(v.pairs[1].mechanism, "xcore_sem");
    EXPECT_EQ(v.pairs[2].group, "threadx");
    const CrossCorePair* notify = find(v, "freertos", "xcore_notify");
    ASSERT_NE(notify, nullptr);
    EXPECT_DOUBLE_EQ(notify->same.median, 100);
    EXPECT_DOUBLE_EQ(notify->cross.median, 300);
    EXPECT_EQ(notify->same.runIds, (std::vector<std::int64_t>{1}));
    EXPECT_EQ(notify->cross.runIds, (std::vector<std::int64_t>{2}));
    ASSERT_TRUE(notify->ratio());
    EXPECT_DOUBLE_EQ(*notify->ratio(), 3.0);
    EXPECT_DOUBLE_EQ(*find(v, "freertos", "xcore_sem")->ratio(), 2.5);
    EXPECT_DOUBLE_EQ(*find(v, "threadx", "xcore_notify")->ratio(), 4.0);
    EXPECT_TRUE(hasCrossCorePair(v));
    EXPECT_EQ(english(v.title),
              "Same core vs across cores: median cycles per mechanism (whiskers: p10 to p90)");
}

TEST(CrossCoreView, WhiskersAreP10ToP90OfTheRunsPooled) {
    std::vector<std::int32_t> first(50), second(50);
    std::iota(first.begin(), first.end(), 1);    // 1..50
    std::iota(second.begin(), second.end(), 51); // 51..100
    std::vector<core::Run> runs{xcore(1, "xcore_event", "1", first),
                                xcore(2, "xcore_event", "1", second),
                                xcore(3, "xcore_event", "0", around(10))};
    const CrossCoreView v = viewOf(runs);
    ASSERT_EQ(v.pairs.size(), 1u);
    const CrossCoreBar& cross = v.pairs[0].cross;
    EXPECT_EQ(cross.n, 100u);
    EXPECT_EQ(cross.runIds, (std::vector<std::int64_t>{1, 2}));
    EXPECT_DOUBLE_EQ(cross.median, 50.5);
    EXPECT_NEAR(cross.p10, 10.9, 1e-9); // type 7 quantile of 1..100
    EXPECT_NEAR(cross.p90, 90.1, 1e-9);
}

TEST(CrossCoreView, GroupNamesTheProfileWhenItVaries) {
    std::vector<core::Run> runs{
        xcore(1, "xcore_notify", "0", around(100)),
        xcore(2, "xcore_notify", "1", around(300)),
        xcore(3, "xcore_notify", "0", around(110), "freertos", ConfigProfile::Default),
        xcore(4, "xcore_notify", "1", around(330), "freertos", ConfigProfile::Default),
    };
    const CrossCoreView v = viewOf(runs);
    EXPECT_EQ(v.groups, (std::vector<std::string>{"freertos · default", "freertos · minimal"}));
    EXPECT_DOUBLE_EQ(*find(v, "freertos · default", "xcore_notify")->ratio(), 3.0);
    // The fixed conditions stay in the caption, the grouped ones leave it.
    EXPECT_NE(english(v.caption).find("board qemu-rv32-smp"), std::string::npos);
    EXPECT_EQ(english(v.caption).find("kernel freertos"), std::string::npos);
    EXPECT_EQ(english(v.caption).find("profile"), std::string::npos);
}

TEST(CrossCoreView, CaptionSaysWhatAVirtualDualCoreFigurePredicts) {
    std::vector<core::Run> runs{xcore(1, "xcore_sem", "0", around(100)),
                                xcore(2, "xcore_sem", "1", around(300))};
    const std::string caption = english(viewOf(runs).caption);
    EXPECT_NE(caption.find(std::string(messageTemplate(MessageId::CaptionVirtualDualCore))),
              std::string::npos)
        << caption;
    for (const char* part : {"run in turn under QEMU -icount", "bus contention",
                             "cache coherency traffic", "the kernel's path"}) {
        EXPECT_NE(caption.find(part), std::string::npos) << part;
    }
    for (core::Run& r : runs) {
        r.build.boardId = "some-dual-core-board";
    }
    EXPECT_EQ(english(viewOf(runs).caption).find("Virtual dual core"), std::string::npos);
}

TEST(CrossCoreView, UnconfirmedSideKeepsTheWorstVerdictAndTheCaptionSaysSo) {
    std::vector<core::Run> runs{xcore(1, "xcore_sem", "0", around(100)),
                                xcore(2, "xcore_sem", "1", around(300)),
                                xcore(3, "xcore_sem", "1", around(300))};
    runs[0].validation = Validation{.verdict = Verdict::Pass};
    runs[1].validation = Validation{.verdict = Verdict::Fail};
    runs[2].validation = Validation{.verdict = Verdict::Inconclusive};
    CrossCoreView v = viewOf(runs);
    ASSERT_EQ(v.pairs.size(), 1u);
    EXPECT_EQ(v.pairs[0].same.verdict, Verdict::Pass);
    EXPECT_EQ(v.pairs[0].cross.verdict, Verdict::Fail);
    EXPECT_NE(english(v.caption).find(messageTemplate(MessageId::CaptionUnconfirmed)),
              std::string::npos);
    runs[1].validation->verdict = Verdict::Pass;
    runs[2].validation->verdict = Verdict::Pass;
    EXPECT_EQ(english(viewOf(runs).caption).find("Hatched"), std::string::npos);
}

TEST(CrossCoreView, ImplausibleRunsAndRunsWithoutSamplesAreLeftOut) {
    std::vector<core::Run> runs{
        xcore(1, "xcore_sem", "0", around(100)), xcore(2, "xcore_sem", "1", around(300)),
        xcore(3, "xcore_notify", "0", around(100)), xcore(4, "xcore_notify", "1", {})};
    runs[1].status = RunStatus::Implausible;
    const CrossCoreView v = viewOf(runs);
    ASSERT_EQ(v.pairs.size(), 2u);
    for (const CrossCorePair& p : v.pairs) {
        EXPECT_TRUE(p.same.present) << p.mechanism;
        EXPECT_FALSE(p.cross.present) << p.mechanism;
        EXPECT_FALSE(p.ratio()) << p.mechanism;
    }
    EXPECT_FALSE(hasCrossCorePair(v)); // one side only: nothing to compare, no chart
}

TEST(CrossCoreView, OtherParametersStayInTheMechanismAndAFarCoreIsNamed) {
    std::vector<core::Run> runs{
        xcore(1, "xcore_contend", "0", around(100)), xcore(2, "xcore_contend", "1", around(400)),
        xcore(3, "xcore_notify", "0", around(100)), xcore(4, "xcore_notify", "2", around(200))};
    runs[0].benchmark.params["tasks"] = "4";
    runs[1].benchmark.params["tasks"] = "4";
    const CrossCoreView v = viewOf(runs);
    const CrossCorePair* contend = find(v, "freertos", "xcore_contend tasks=4");
    ASSERT_NE(contend, nullptr);
    EXPECT_DOUBLE_EQ(*contend->ratio(), 4.0);
    // Core 2 is not core 1: its own mechanism, no core-0 partner of that name.
    const CrossCorePair* far = find(v, "freertos", "xcore_notify core=2");
    ASSERT_NE(far, nullptr);
    EXPECT_FALSE(far->same.present);
    EXPECT_TRUE(far->cross.present);
}

TEST(CrossCoreView, SplitsIntoTitledPartsOfAtMostMaxGroups) {
    std::vector<core::Run> runs;
    for (const char* kernel : {"k1", "k2", "k3", "k4", "k5"}) {
        runs.push_back(xcore(static_cast<std::int64_t>(runs.size() + 1), "xcore_sem", "0",
                             around(100), kernel));
        runs.push_back(xcore(static_cast<std::int64_t>(runs.size() + 1), "xcore_sem", "1",
                             around(200), kernel));
    }
    const CrossCoreView whole = viewOf(runs);
    const std::vector<CrossCoreView> parts = splitCrossCore(whole, 2);
    ASSERT_EQ(parts.size(), 3u);
    EXPECT_EQ(parts[0].groups, (std::vector<std::string>{"k1", "k2"}));
    EXPECT_EQ(parts[2].groups, (std::vector<std::string>{"k5"}));
    EXPECT_EQ(parts[2].pairs.size(), 1u);
    EXPECT_EQ(parts[2].pairs[0].group, "k5");
    EXPECT_NE(english(parts[1].title).find("(part 2 of 3)"), std::string::npos);
    EXPECT_EQ(english(parts[1].caption), english(whole.caption));
    const std::vector<CrossCoreView> one = splitCrossCore(whole, 6);
    ASSERT_EQ(one.size(), 1u);
    EXPECT_EQ(english(one[0].title), english(whole.title));
}
