#include "core/compare/regression.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;

namespace {

std::vector<std::int32_t> spread(std::int32_t base, int n) {
    std::vector<std::int32_t> v;
    for (int i = 0; i < n; ++i) {
        v.push_back(base + i % 9);
    }
    return v;
}

} // namespace

TEST(Regression, SameRunIsNoChange) {
    core::Run a = makeRun({.id = 1, .samples = spread(100, 300)});
    SetComparison c = compareRuns(a, a, {});
    ASSERT_EQ(c.rows.size(), 1u);
    ASSERT_TRUE(c.rows[0].result);
    EXPECT_EQ(c.rows[0].result->verdict, ChangeVerdict::NoChange);
    EXPECT_DOUBLE_EQ(c.rows[0].result->test.pTwoSided, 1.0);
    EXPECT_DOUBLE_EQ(c.rows[0].result->changePct, 0.0);
    EXPECT_EQ(c.regressions, 0u);
}

TEST(Regression, SlowerRunIsRegressionFasterIsImprovement) {
    core::Run a = makeRun({.id = 1, .samples = spread(100, 300)});
    core::Run b = makeRun({.id = 2, .samples = spread(120, 300)});
    RegressionOptions opt;
    opt.thresholdPct = 5;
    SetComparison c = compareRuns(a, b, opt);
    const SampleComparison& r = *c.rows[0].result;
    // medians 104 and 124: +19.23 %, every b above every a except the overlap 120..108.
    EXPECT_DOUBLE_EQ(r.medianA, 104);
    EXPECT_DOUBLE_EQ(r.medianB, 124);
    EXPECT_NEAR(r.changePct, 2000.0 / 104.0, 1e-9);
    EXPECT_LT(r.test.pTwoSided, 1e-6);
    EXPECT_GT(r.cliffsDelta, 0.9);
    EXPECT_LE(r.ci.low, 20.0);
    EXPECT_GE(r.ci.high, 20.0);
    EXPECT_EQ(r.verdict, ChangeVerdict::Regression);
    EXPECT_EQ(c.regressions, 1u);
    EXPECT_NEAR(c.worstRegressionPct, 2000.0 / 104.0, 1e-9);

    SetComparison back = compareRuns(b, a, opt);
    EXPECT_EQ(back.rows[0].result->verdict, ChangeVerdict::Improvement);
    opt.thresholdPct = 25; // beyond the change: significant but below the threshold
    EXPECT_EQ(compareRuns(a, b, opt).rows[0].result->verdict, ChangeVerdict::NoChange);
}

TEST(Regression, SetsMatchOnBenchmarkAndVaryingConditions) {
    std::vector<core::Run> a, b;
    a.push_back(makeRun({.id = 1, .kernel = "k1", .samples = spread(100, 100)}));
    a.push_back(makeRun({.id = 2, .kernel = "k2", .samples = spread(200, 100)}));
    a.push_back(
        makeRun({.id = 3, .benchmark = "only_a", .kernel = "k2", .samples = spread(5, 10)}));
    // B was built at O3 (fixed per side: it is what is compared) and k2 got 60 cycles (29.4 %)
    // slower.
    b.push_back(
        makeRun({.id = 11, .kernel = "k1", .opt = OptLevel::O3, .samples = spread(100, 100)}));
    b.push_back(
        makeRun({.id = 12, .kernel = "k2", .opt = OptLevel::O3, .samples = spread(260, 100)}));
    SetComparison c = compareRunSets(a, b, {});
    ASSERT_EQ(c.rows.size(), 3u);
    EXPECT_EQ(c.rows[0].key, "only_a [kernel=k2]");
    EXPECT_FALSE(c.rows[0].result);
    EXPECT_EQ(c.rows[0].note, "only in A");
    EXPECT_EQ(c.rows[1].key, "yield [kernel=k1]");
    EXPECT_EQ(c.rows[1].result->verdict, ChangeVerdict::NoChange);
    EXPECT_EQ(c.rows[2].runsB, (std::vector<std::int64_t>{12}));
    EXPECT_EQ(c.rows[2].result->verdict, ChangeVerdict::Regression);
    EXPECT_NEAR(c.rows[2].result->changePct, 6000.0 / 204.0, 1e-9); // medians 204 -> 264
    EXPECT_EQ(c.regressions, 1u);
    EXPECT_NE(c.conditionsB.find("-O3"), std::string::npos);
}
