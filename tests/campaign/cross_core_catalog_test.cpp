// The cross-core benchmarks in the host catalogue (core/campaign/benchmark_catalog): their ids
// and `core` parameter, that "all" leaves them out (they need a two-hart SMP image), the
// hand-offs a sample holds (the cross-validation's allowance), the pinning check that makes a
// "cross-core" run whose samples stayed on one core implausible, and the up-front refusal of an
// image without them. No kernel tree needed; the real images are
// tests/firmware/cross_core_test.cpp.
#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/campaign/image_catalog.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace cyclelab::core;
namespace fs = std::filesystem;

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

// A campaign naming a cross-core benchmark for an image without it (a one-hart board, a kernel
// without an SMP port) is refused before anything runs, saying what it needs; the SMP image
// whose manifest lists it passes.
TEST(CrossCoreCatalog, AnImageWithoutThemIsRefusedUpFront) {
    const fs::path dir = fs::temp_directory_path() / ("cl-xcore-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "manifest.json") << R"json([
 {"name": "s-freertos-minimal-O2", "board": "s", "kernel": "freertos", "profile": "minimal",
  "opt": "O2", "cpuHz": 125000000, "file": "s.elf",
  "benchmarks": ["baseline", "sem_wake", "xcore_notify", "xcore_sem"]},
 {"name": "s-refkernel-minimal-O2", "board": "s", "kernel": "refkernel", "profile": "minimal",
  "opt": "O2", "cpuHz": 125000000, "file": "r.elf", "benchmarks": ["baseline", "sem_wake"]}])json";
    auto images = ImageCatalog::load(dir.string());
    fs::remove_all(dir);
    ASSERT_TRUE(images.ok()) << images.error().message;
    BoardProfile board;
    board.id = "s";
    board.clockTiers = {{125000000, 0}};
    CampaignSpec campaign;
    campaign.boardId = "s";
    campaign.kernels = {"freertos"};
    campaign.profiles = {ConfigProfile::Minimal};
    campaign.opts = {OptLevel::O2};
    campaign.benchmarks = {spec("xcore_notify", "1"), spec("xcore_sem", "0")};
    EXPECT_TRUE(validateCampaign(campaign, board, *images).ok());
    campaign.kernels = {"refkernel"};
    auto refused = validateCampaign(campaign, board, *images);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("s-refkernel-minimal-O2 has no cross-core benchmarks "
                                           "(xcore_notify): they need a board with two harts"),
              std::string::npos)
        << refused.error().message;
}
