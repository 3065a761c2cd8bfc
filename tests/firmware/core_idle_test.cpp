// Each core's idle share of the recording window (DONE idle=, firmware/PROTOCOL.md "Idle"), on
// the real images in QEMU:
// - refkernel counts no idle time (its port leaves cl_port_idle_cores to the weak default): its
//   DONE has no idle= field, while HELLO says 2.2, in CI without kernel trees;
// - FreeRTOS SMP (qemu-rv32-smp): a benchmark on one core leaves core 1 idle the whole window
//   and core 0 never idle (its runner spins between samples); a cross-core wake-up moves work to
//   core 1 and leaves core 0 idle while it waits (measured, O2, 200 samples: same core 0.0 /
//   100.0 %, xcore_sem core=1 48.6 / 56.4 %);
// - single-core FreeRTOS (qemu-rv32) counts no idle time either (its switch-out hook would cost
//   every benchmark's switches a few cycles, firmware/PORTING.md): no idle= field.
// The FreeRTOS images exist only when the build was configured with FreeRTOS-Kernel (and, for
// SMP, the community ports tree); without them those tests skip with that reason.
#include "qemu_boot.hpp"

#include <gtest/gtest.h>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

bool haveImage(const std::string& name) {
    auto catalog = core::ImageCatalog::load(fwtest::kImagesDir);
    return catalog && fwtest::findImage(*catalog, name) != nullptr;
}

// Runs each benchmark (id, "core" parameter or empty) in one boot; their idle figures in order.
std::vector<std::vector<core::CoreIdle>>
idleOf(const std::string& image, const std::vector<std::pair<std::string, std::string>>& runs,
       std::uint32_t n) {
    std::vector<std::vector<core::CoreIdle>> out;
    auto booted = fwtest::bootOnQemu(image, 30000ms);
    EXPECT_TRUE(booted) << booted.error().message;
    if (!booted)
        return out;
    EXPECT_EQ(booted->hello.protoMajor, 2);
    EXPECT_GE(booted->hello.protoMinor, 2) << "idle= came with protocol 2.2";
    for (const auto& [id, coreParam] : runs) {
        core::BenchmarkSpec spec{id, {}};
        if (!coreParam.empty())
            spec.params["core"] = coreParam;
        auto run = booted->client->run(spec, n, 10, 600000ms);
        EXPECT_TRUE(run) << id << ": " << run.error().message;
        out.push_back(run ? run->idle : std::vector<core::CoreIdle>{});
        std::cout << image << " " << spec.key() << ": idle " << core::formatCoreIdle(out.back())
                  << "\n";
    }
    booted->qemu->shutdown();
    return out;
}

std::uint32_t idleOfCore(const std::vector<core::CoreIdle>& idle, std::uint32_t core) {
    for (const auto& c : idle)
        if (c.core == core)
            return c.permille;
    ADD_FAILURE() << "no idle figure for core " << core << " in '" << core::formatCoreIdle(idle)
                  << "'";
    return 0;
}

const char* const kNoKernel = " was not built: configure with -DFREERTOS_KERNEL_PATH (after "
                              "V11.1.0 for SMP) and -DFREERTOS_COMMUNITY_PORTS_PATH "
                              "(firmware/kernels.lock)";

} // namespace

TEST(CoreIdle, APortWithoutTheHookSendsNoIdleField) {
    const std::string image = "qemu-rv32-refkernel-minimal-O2";
    if (!haveImage(image))
        GTEST_SKIP() << image << " was not built (no RISC-V compiler: scripts/deps)";
    const auto idle = idleOf(image, {{"sem_give_take", ""}}, 20);
    ASSERT_EQ(idle.size(), 1u);
    EXPECT_TRUE(idle[0].empty()) << core::formatCoreIdle(idle[0]);
}

TEST(CoreIdle, SmpIdleFollowsTheCoreTheWorkRunsOn) {
    const std::string image = "qemu-rv32-smp-freertos-minimal-O2";
    if (!haveImage(image))
        GTEST_SKIP() << image << kNoKernel;
    const auto idle =
        idleOf(image, {{"sem_give_take", ""}, {"xcore_sem", "0"}, {"xcore_sem", "1"}}, 200);
    ASSERT_EQ(idle.size(), 3u);
    for (const auto& one : idle) {
        ASSERT_EQ(one.size(), 2u) << core::formatCoreIdle(one);
        for (const auto& c : one)
            EXPECT_LE(c.permille, 1000u);
    }
    for (std::size_t oneCore : {0u, 1u}) {
        EXPECT_LE(idleOfCore(idle[oneCore], 0), 10u) << "core 0's runner spins between samples";
        EXPECT_GE(idleOfCore(idle[oneCore], 1), 995u) << "nothing runs on core 1";
    }
    // Across cores, core 1 works for every sample and core 0 waits for it in its idle task.
    const auto& cross = idle[2];
    EXPECT_LE(idleOfCore(cross, 1), 900u);
    EXPECT_GE(idleOfCore(cross, 1), 100u) << "core 1 sleeps between wake-ups";
    EXPECT_GE(idleOfCore(cross, 0), 100u);
}

TEST(CoreIdle, SingleCoreFreeRtosCountsNoIdleTime) {
    const std::string image = "qemu-rv32-freertos-minimal-O2";
    if (!haveImage(image))
        GTEST_SKIP() << image << kNoKernel;
    const auto idle = idleOf(image, {{"sem_give_take", ""}, {"tick_accuracy", ""}}, 5);
    ASSERT_EQ(idle.size(), 2u);
    EXPECT_TRUE(idle[0].empty()) << core::formatCoreIdle(idle[0]);
    EXPECT_TRUE(idle[1].empty()) << core::formatCoreIdle(idle[1]);
}
