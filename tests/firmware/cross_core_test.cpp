// FreeRTOS SMP on qemu-rv32-smp (configNUMBER_OF_CORES 2, the community RV32 SMP port) and the
// cross-core wake-ups of firmware/benchmarks/bench_cross.c, on the real image in QEMU:
// - pinning is verified, not assumed: every sample of a cross-core run (core=1) began on hart 0
//   and ended on hart 1 (DONE cores=), every sample of the same pair on one core (core=0) on
//   hart 0 only, and the single-core benchmarks all on hart 0;
// - a cross-core wake-up costs more than the same one on one core (IPI, the other hart's trap
//   and switch), in every mechanism;
// - in a second boot a cross-core run's median repeats within 1%, its samples do not, bit for
//   bit (measured, below); the same pair on one core repeats exactly.
// The images exist only when the build was configured with FreeRTOS-Kernel (after V11.1.0) and
// the community ports tree (-DFREERTOS_KERNEL_PATH, -DFREERTOS_COMMUNITY_PORTS_PATH); without
// them every test skips with that reason.
#include "smp_runs.hpp"

#include <numeric>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

const char* const kImage = "qemu-rv32-smp-freertos-minimal-O2";
const char* const kMechanisms[] = {"xcore_notify", "xcore_sem", "xcore_queue", "xcore_event"};
constexpr std::uint32_t kN = 200;

using fwtest::key;
using fwtest::median;
using fwtest::SmpRun;

bool haveImage() {
    return fwtest::haveImage(kImage);
}

std::map<std::string, core::RunResult> runOneBoot(const std::vector<SmpRun>& runs) {
    return fwtest::runOneBoot(kImage, "freertos", runs, kN, 10);
}

std::vector<core::CorePair> pair(std::uint32_t begin, std::uint32_t end) {
    return fwtest::allOn(begin, end, kN);
}

} // namespace

TEST(CrossCore, CrossCoreSamplesEndOnTheOtherHartAndCostMoreThanOnOneCore) {
    if (!haveImage())
        GTEST_SKIP() << kImage << " was not built: configure with -DFREERTOS_KERNEL_PATH (after "
                     << "V11.1.0) and -DFREERTOS_COMMUNITY_PORTS_PATH (firmware/kernels.lock)";
    std::vector<SmpRun> runs{{"sem_give_take", ""}, {"notify_wake", ""}};
    for (const char* id : kMechanisms) {
        runs.push_back({id, "1"});
        runs.push_back({id, "0"});
    }
    runs.push_back({"xcore_pingpong", "1"});
    runs.push_back({"xcore_pingpong", "0"});
    const auto result = runOneBoot(runs);
    ASSERT_EQ(result.size(), runs.size());
    EXPECT_EQ(result.at("sem_give_take").cores, pair(0, 0));
    EXPECT_EQ(result.at("notify_wake").cores, pair(0, 0));
    for (const char* id : kMechanisms) {
        const auto& cross = result.at(std::string(id) + " core=1");
        const auto& same = result.at(std::string(id) + " core=0");
        // Every cross-core sample began on hart 0 and ended on hart 1: none on one hart.
        EXPECT_EQ(cross.cores, pair(0, 1)) << id;
        EXPECT_EQ(same.cores, pair(0, 0)) << id;
        EXPECT_GT(median(cross.samples), median(same.samples)) << id;
        std::cout << id << ": median same-core " << median(same.samples) << ", cross-core "
                  << median(cross.samples) << " cycles\n";
    }
    EXPECT_EQ(result.at("xcore_pingpong core=1").cores, pair(0, 0));
    EXPECT_GT(median(result.at("xcore_pingpong core=1").samples),
              median(result.at("xcore_pingpong core=0").samples));
}

// Measured: two boots do not give identical cross-core samples: where a hart's turn begins
// moves with when the host's command arrived (devices/qemu/README.md, "Two harts"), so the
// hand-off's few figures alternate in a phase that moves (xcore_sem: 0 to 200 of 200 samples
// identical; 550 to 1996 of 2000 in docs/campaigns/dual-core-notify.toml). The medians stay
// within 1% (2676 and 2693 cycles at 200 samples; equal at 2000 but for one run, 5353/5358).
// The same pair on one core repeats bit for bit.
TEST(CrossCore, CrossCoreMedianRepeatsInASecondBoot) {
    if (!haveImage())
        GTEST_SKIP() << kImage << " was not built: configure with -DFREERTOS_KERNEL_PATH (after "
                     << "V11.1.0) and -DFREERTOS_COMMUNITY_PORTS_PATH (firmware/kernels.lock)";
    const std::vector<SmpRun> runs{
        {"xcore_notify", "1"}, {"xcore_sem", "1"}, {"xcore_notify", "0"}};
    const auto first = runOneBoot(runs);
    const auto second = runOneBoot(runs);
    ASSERT_EQ(first.size(), runs.size());
    ASSERT_EQ(second.size(), runs.size());
    for (const auto& r : runs) {
        const auto& a = first.at(key(r)).samples;
        const auto& b = second.at(key(r)).samples;
        EXPECT_NEAR(median(a), median(b), median(a) / 100) << key(r);
        EXPECT_EQ(first.at(key(r)).cores, second.at(key(r)).cores) << key(r);
        const auto identical = std::inner_product(a.begin(), a.end(), b.begin(), std::size_t{0},
                                                  std::plus<>(), std::equal_to<>());
        if (r.core == "0") {
            EXPECT_EQ(a, b) << key(r) << ": one core repeats bit for bit";
        }
        std::cout << key(r) << ": " << identical << " of " << a.size()
                  << " samples identical in both boots\n";
    }
}
