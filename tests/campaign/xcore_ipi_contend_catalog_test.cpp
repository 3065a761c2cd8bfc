// xcore_ipi and xcore_contend in the host catalogue (core/campaign/benchmark_catalog): their
// `core` parameter, the hand-offs the cross-validation allows them, and the core check: an IPI
// across ends on core 1, the contended lock is timed on core 0 alone in both settings. No kernel
// tree needed; the real images are tests/firmware/xcore_ipi_contend_test.cpp.
#include "core/campaign/benchmark_catalog.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {
BenchmarkSpec spec(const std::string& id, const std::string& core) {
    return BenchmarkSpec{id, {{"core", core}}};
}
} // namespace

TEST(XcoreIpiContendCatalog, BothTakeACoreAndStayOutOfAll) {
    for (const char* id : {"xcore_ipi", "xcore_contend"}) {
        ASSERT_NE(findBenchmark(id), nullptr) << id;
        EXPECT_TRUE(isCrossCore(id)) << id;
        auto done = completeBenchmark({id, {}}, "x");
        ASSERT_TRUE(done.ok()) << done.error().message;
        EXPECT_EQ(done->key(), std::string(id) + " core=1");
        EXPECT_TRUE(completeBenchmark(spec(id, "0"), "x").ok());
        EXPECT_FALSE(completeBenchmark(spec(id, "2"), "x").ok());
    }
    for (const auto& b : allBenchmarks()) {
        EXPECT_NE(b.id, "xcore_ipi");
        EXPECT_NE(b.id, "xcore_contend");
    }
}

// The IPI across halts hart 0 once; the contended lock halts each hart once a sample.
TEST(XcoreIpiContendCatalog, HandOffsAcrossOnly) {
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_ipi", "1")), 1);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_ipi", "0")), 0);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_contend", "1")), 2);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_contend", "0")), 0);
}

TEST(XcoreIpiContendCatalog, TheCoresOfEverySampleAreChecked) {
    // The IPI across is raised on core 0 and taken on core 1; on one core it stays on core 0.
    EXPECT_EQ(crossCorePinningError(spec("xcore_ipi", "1"), {{0, 1, 300}}), "");
    EXPECT_EQ(crossCorePinningError(spec("xcore_ipi", "0"), {{0, 0, 300}}), "");
    const auto ipi = crossCorePinningError(spec("xcore_ipi", "1"), {{0, 1, 298}, {0, 0, 2}});
    EXPECT_NE(ipi.find("xcore_ipi core=1: 2 of 300 samples did not begin on core 0 and end on "
                       "core 1 (0>1:298/0>0:2): the interrupt was not taken where it was raised "
                       "for"),
              std::string::npos)
        << ipi;
    EXPECT_NE(crossCorePinningError(spec("xcore_ipi", "0"), {{0, 1, 1}}), "");
    // The contended lock is entered and left on core 0, whichever core the helper is on.
    EXPECT_EQ(crossCorePinningError(spec("xcore_contend", "1"), {{0, 0, 300}}), "");
    EXPECT_EQ(crossCorePinningError(spec("xcore_contend", "0"), {{0, 0, 300}}), "");
    const auto lock = crossCorePinningError(spec("xcore_contend", "1"), {{0, 1, 300}});
    EXPECT_NE(lock.find("300 of 300 samples did not begin on core 0 and end on core 0"),
              std::string::npos)
        << lock;
    EXPECT_NE(crossCorePinningError(spec("xcore_contend", "1"), {}).find("recorded no cores"),
              std::string::npos);
}
