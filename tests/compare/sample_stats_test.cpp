#include "core/compare/sample_stats.hpp"

#include <cmath>
#include <gtest/gtest.h>

using namespace cyclelab::core;

TEST(Quantile, Type7Interpolation) {
    const std::vector<double> v{1, 2, 3, 4};
    // h = p*(n-1): median h=1.5 -> 2 + 0.5*(3-2); q1 h=0.75 -> 1.75; p99 h=2.97 -> 3.97.
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 0.5), 2.5);
    EXPECT_DOUBLE_EQ(quantileOfSorted(v, 0.25), 1.75);
    EXPECT_NEAR(quantileOfSorted(v, 0.99), 3.97, 1e-12);
    EXPECT_TRUE(std::isnan(quantileOfSorted(std::span<const double>{}, 0.5)));
}

TEST(Box, TukeyWhiskersAndOutliers) {
    // 1..10 and 100 (n=11): q1 h=2.5 -> 3.5, median 6, q3 h=7.5 -> 8.5, IQR 5,
    // fences -4 and 16: whiskers 1 and 10, 100 is the only outlier.
    std::vector<double> v{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
    BoxSummary b = boxOfSorted(v);
    EXPECT_DOUBLE_EQ(b.q1, 3.5);
    EXPECT_DOUBLE_EQ(b.median, 6);
    EXPECT_DOUBLE_EQ(b.q3, 8.5);
    EXPECT_DOUBLE_EQ(b.whiskerLow, 1);
    EXPECT_DOUBLE_EQ(b.whiskerHigh, 10);
    ASSERT_EQ(b.outlierCount, 1u);
    EXPECT_DOUBLE_EQ(b.outliers.at(0), 100);
}

TEST(KendallTauB, NoTies) {
    // Pairs of (1,2,3,4) vs (1,3,2,4): only (2,3) is discordant: nc=5, nd=1, tau=4/6.
    std::vector<double> x{1, 2, 3, 4}, y{1, 3, 2, 4};
    EXPECT_NEAR(kendallTauB(x, y), 4.0 / 6.0, 1e-12);
    std::vector<double> rev{4, 3, 2, 1};
    EXPECT_DOUBLE_EQ(kendallTauB(x, rev), -1.0);
}

TEST(KendallTauB, TiesUseTauBDenominator) {
    // x=(1,2,2,3), y=(1,2,3,3): n0=6 pairs; (2,3) tied in x, (3,4) tied in y; the other 4
    // are concordant. tau-b = 4 / sqrt((6-1)(6-1)) = 0.8.
    std::vector<double> x{1, 2, 2, 3}, y{1, 2, 3, 3};
    EXPECT_NEAR(kendallTauB(x, y), 0.8, 1e-12);
    // x=(1,2,3), y=(3,2,2): two discordant, one tied in y: -2 / sqrt(3*2) = -0.8165.
    std::vector<double> x2{1, 2, 3}, y2{3, 2, 2};
    EXPECT_NEAR(kendallTauB(x2, y2), -2.0 / std::sqrt(6.0), 1e-12);
    std::vector<double> flat{5, 5, 5};
    EXPECT_TRUE(std::isnan(kendallTauB(x2, flat)));
}

TEST(MannWhitney, ExactCompleteSeparation) {
    // a entirely below b: U1=0. Of the C(6,3)=20 orderings only one gives U<=0, so the
    // two-sided exact p is 2/20 = 0.1.
    std::vector<double> a{1, 2, 3}, b{4, 5, 6};
    MannWhitney mw = mannWhitneyU(a, b);
    EXPECT_TRUE(mw.exact);
    EXPECT_DOUBLE_EQ(mw.u1, 0);
    EXPECT_DOUBLE_EQ(mw.u2, 9);
    EXPECT_NEAR(mw.pTwoSided, 0.1, 1e-12);
    EXPECT_DOUBLE_EQ(cliffsDelta(mw, 3, 3), 1.0);
}

TEST(MannWhitney, ExactInterleaved) {
    // a=(1,3,5), b=(2,4,6): a>b pairs are 3>2, 5>2, 5>4, so U1=3, U2=6. The null counts of U
    // for m=n=3 (partitions of u into <=3 parts <=3) are 1,1,2,3,3,3,3,2,1,1 for u=0..9;
    // P(U<=3) = 7/20, p = 14/20 = 0.7.
    std::vector<double> a{1, 3, 5}, b{2, 4, 6};
    MannWhitney mw = mannWhitneyU(a, b);
    EXPECT_TRUE(mw.exact);
    EXPECT_DOUBLE_EQ(mw.u1, 3);
    EXPECT_DOUBLE_EQ(mw.u, 3);
    EXPECT_NEAR(mw.pTwoSided, 0.7, 1e-12);
    // b>a: 6 pairs, b<a: 3 pairs -> delta (6-3)/9.
    EXPECT_NEAR(cliffsDelta(mw, 3, 3), 1.0 / 3.0, 1e-12);
}

TEST(MannWhitney, NormalApproximationWithTies) {
    // a=(1,2,3,3), b=(3,4,5,6). Pooled ranks: 1,2, the three 3s share (3+4+5)/3=4, then 6,7,8.
    // R_a = 1+2+4+4 = 11, U1 = 11 - 4*5/2 = 1 (two a=3 vs b=3 ties count 1/2 each).
    // mean 8; tie term sum(t^3-t) = 24; var = 16/12 * (9 - 24/56) = 11.428571;
    // z = -(|1-8| - 0.5)/sqrt(var) = -1.922726; p = erfc(1.922726/sqrt 2) = 0.054514.
    std::vector<double> a{1, 2, 3, 3}, b{3, 4, 5, 6};
    MannWhitney mw = mannWhitneyU(a, b);
    EXPECT_FALSE(mw.exact);
    EXPECT_DOUBLE_EQ(mw.u1, 1);
    EXPECT_NEAR(mw.z, -6.5 / std::sqrt(16.0 / 12.0 * (9.0 - 24.0 / 56.0)), 1e-12);
    EXPECT_NEAR(mw.z, -1.922726, 1e-6);
    EXPECT_NEAR(mw.pTwoSided, 0.054514, 1e-6);
}

TEST(MannWhitney, IdenticalSamplesGivePOne) {
    std::vector<double> a{7, 7, 7, 8}, b{7, 7, 7, 8};
    MannWhitney mw = mannWhitneyU(a, b);
    EXPECT_DOUBLE_EQ(mw.u1, 8);
    EXPECT_DOUBLE_EQ(mw.pTwoSided, 1.0);
    std::vector<double> flat{3, 3, 3};
    EXPECT_DOUBLE_EQ(mannWhitneyU(flat, flat).pTwoSided, 1.0); // zero variance
}

TEST(Bootstrap, SeededAndDeterministic) {
    std::vector<double> a, b;
    for (int i = 0; i < 200; ++i) {
        a.push_back(100 + i % 7);
        b.push_back(110 + i % 5);
    }
    BootstrapCi c1 = bootstrapMedianDiff(a, b, 500, 42);
    BootstrapCi c2 = bootstrapMedianDiff(a, b, 500, 42);
    EXPECT_EQ(c1.low, c2.low);
    EXPECT_EQ(c1.high, c2.high);
    EXPECT_LE(c1.low, c1.high);
    // Medians are 103 and 112: the interval brackets the observed difference 9.
    EXPECT_LE(c1.low, 9.0);
    EXPECT_GE(c1.high, 9.0);
    std::vector<double> ca(50, 100.0), cb(50, 110.0);
    BootstrapCi constant = bootstrapMedianDiff(ca, cb, 100, 1);
    EXPECT_DOUBLE_EQ(constant.low, 10.0);
    EXPECT_DOUBLE_EQ(constant.high, 10.0);
}
