// The cross-core benchmarks in the host catalogue (core/campaign/benchmark_catalog): their ids
// and `core` parameter, that "all" leaves them out (they need a two-hart SMP image), the
// hand-offs a sample holds (the cross-validation's allowance), and the pinning check that makes
// a "cross-core" run whose samples stayed on one core implausible. No kernel tree needed; the
// real images are tests/firmware/cross_core_test.cpp.
#include "core/campaign/benchmark_catalog.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {
BenchmarkSpec spec(const std::string& id, const std::string& core = {}) {
    BenchmarkSpec s{id, {}};
    if (!core.empty()) {
        s.params["core"] = core;
    }
    return s;
}
} // namespace

TEST(CrossCoreCatalog, XcoreIdsTakeACoreAndStayOutOfAll) {
    for (const char* id :
         {"xcore_notify", "xcore_sem", "xcore_queue", "xcore_event", "xcore_pingpong"}) {
        ASSERT_NE(findBenchmark(id), nullptr) << id;
        EXPECT_TRUE(isCrossCore(id));
        auto done = completeBenchmark(spec(id), "x");
        ASSERT_TRUE(done.ok()) << done.error().message;
        EXPECT_EQ(done->key(), std::string(id) + " core=1"); // across by default
        EXPECT_TRUE(completeBenchmark(spec(id, "0"), "x").ok());
        auto bad = completeBenchmark(spec(id, "2"), "b[1]");
        ASSERT_FALSE(bad.ok());
        EXPECT_NE(bad.error().message.find("b[1].params.core: '2' is not allowed (allowed: 1, 0)"),
                  std::string::npos)
            << bad.error().message;
    }
    EXPECT_FALSE(isCrossCore("sem_wake"));
    for (const auto& b : allBenchmarks()) {
        EXPECT_FALSE(isCrossCore(b.id)) << b.id << " is in \"all\"";
    }
}

TEST(CrossCoreCatalog, HandOffsCountOnlyAcrossCores) {
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_notify", "1")), 1);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_event")), 1);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_pingpong", "1")), 2);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_sem", "0")), 0);
    EXPECT_EQ(crossCoreHandOffs(spec("xcore_pingpong", "0")), 0);
    EXPECT_EQ(crossCoreHandOffs(spec("sem_wake")), 0);
}

TEST(CrossCoreCatalog, ACrossCoreSampleTakenOnOneHartIsCaught) {
    EXPECT_EQ(crossCorePinningError(spec("xcore_notify", "1"), {{0, 1, 300}}), "");
    EXPECT_EQ(crossCorePinningError(spec("xcore_notify", "0"), {{0, 0, 300}}), "");
    EXPECT_EQ(crossCorePinningError(spec("xcore_pingpong", "1"), {{0, 0, 300}}), "");
    EXPECT_EQ(crossCorePinningError(spec("sem_wake"), {{0, 0, 300}}), "");
    // Three samples whose woken task ran on core 0: the helper was not where it was pinned.
    const auto why = crossCorePinningError(spec("xcore_sem", "1"), {{0, 1, 297}, {0, 0, 3}});
    EXPECT_NE(why.find("xcore_sem core=1: 3 of 300 samples did not begin on core 0 and end on "
                       "core 1 (0>1:297/0>0:3)"),
              std::string::npos)
        << why;
    // The same pair on one core must stay there.
    EXPECT_NE(crossCorePinningError(spec("xcore_queue", "0"), {{0, 1, 1}}), "");
    // A sample begun on core 1 is not the wake-up from core 0 either.
    EXPECT_NE(crossCorePinningError(spec("xcore_event", "1"), {{1, 1, 5}}), "");
    // Without the record the pinning is unverified: said, not passed.
    EXPECT_NE(crossCorePinningError(spec("xcore_notify", "1"), {}).find("recorded no cores"),
              std::string::npos);
}
