// Cross-validation against real faults: test-only firmware images built with 20 instructions
// of work at one place in the harness (firmware/harness/cl_cycles.h, CL_FAULT), run in QEMU
// with the virtual analyzer. Each rule of docs/VALIDATION.md that a fault should trip is
// checked on the real instrument, not on synthetic data.

#include "app/cli/exit_codes.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "devices/common/subprocess.hpp"
#include "tests/campaign_e2e/built_images.hpp"
#include "tests/campaign_e2e/vbench_cell.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string& kImages = cyclelab::testing::kBuiltImagesDir;
constexpr double kCpuHz = 168e6;
// 20 instructions at QEMU's -icount shift 3 (8 ns each), in cycles at 168 MHz.
constexpr double kInjectedCycles = 20 * 8e-9 * kCpuHz;

core::FirmwareBuild image(const std::string& name) {
    return cyclelab::testing::requiredImage(name);
}

// Runs baseline + `benchmarks` of `imageName` on the virtual bench, n = 200.
core::Expected<std::vector<core::Run>>
runCell(const std::string& imageName, std::vector<core::BenchmarkSpec> benchmarks,
        double samplerateHz = 100e6, std::uint32_t samples = 200, core::CellOptions options = {},
        const std::string& board = "qemu-f405", double cpuHz = kCpuHz) {
    core::CampaignSpec spec;
    spec.boardId = board;
    spec.benchmarks = std::move(benchmarks);
    spec.samples = samples;
    spec.warmup = 20;
    spec.analyzerSamplerateHz = samplerateHz;
    core::CampaignCell cell;
    cell.kernel = "refkernel";
    cell.cpuHz = static_cast<std::uint64_t>(cpuHz);
    return cyclelab::testing::runVirtualCell(image(imageName), spec, cell, {}, options);
}

// qemu-rv32: 125 MHz, one instruction slot (8 ns at -icount shift 3) a cycle.
constexpr double kRv32Hz = 125e6;
constexpr double kRv32InjectedNs = 20 * 8.0;

core::Expected<std::vector<core::Run>> runRv32Cell(const std::string& imageName) {
    return runCell(imageName, {{"sem_give_take", {}}, {"mutex_lock_unlock", {}}}, 100e6, 200, {},
                   "qemu-rv32", kRv32Hz);
}

std::uint32_t minimum(const core::Run& run) {
    return *std::min_element(run.samples.begin(), run.samples.end());
}

const std::string kFault = "qemu-f405-refkernel-minimal-O2-fault-";

} // namespace

// Work after the start count and before the probe is set, in sem_give_take only.
TEST(Fidelity, CounterOnlyWorkInOneBenchmarkFails) {
    auto runs = runCell(kFault + "counteronly", {{"sem_give_take", {}}, {"mutex_lock_unlock", {}}});
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    const auto& v = *cyclelab::testing::findRun(*runs, "sem_give_take").validation;
    EXPECT_EQ(v.verdict, core::Verdict::Fail) << english(v.reason);
    EXPECT_NE(english(v.reason).find("invisible on the probe pin"), std::string::npos)
        << english(v.reason);
    EXPECT_LT(v.biasNs, -100.0) << english(v.reason);
    const auto& other = *cyclelab::testing::findRun(*runs, "mutex_lock_unlock").validation;
    EXPECT_EQ(other.verdict, core::Verdict::Pass) << english(other.reason);
}

// Work after the end count and before the probe clears, in sem_give_take only.
TEST(Fidelity, PulseOnlyWorkInOneBenchmarkFails) {
    auto runs = runCell(kFault + "pulseonly", {{"sem_give_take", {}}});
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    const auto& v = *cyclelab::testing::findRun(*runs, "sem_give_take").validation;
    EXPECT_EQ(v.verdict, core::Verdict::Fail) << english(v.reason);
    EXPECT_NE(english(v.reason).find("the probe pin shows work the counter does not count"),
              std::string::npos)
        << english(v.reason);
    EXPECT_GT(v.biasNs, 100.0) << english(v.reason);
}

// Work inside the pulse is real work: both channels see it, the run passes and its minimum
// rises by the injected amount against the same image without the fault.
TEST(Fidelity, WorkSeenByBothChannelsPassesWithTheMinimumUp) {
    auto faulted = runCell(kFault + "both", {{"sem_give_take", {}}});
    ASSERT_TRUE(faulted.ok()) << faulted.error().message;
    auto clean = runCell("qemu-f405-refkernel-minimal-O2", {{"sem_give_take", {}}});
    ASSERT_TRUE(clean.ok()) << clean.error().message;
    const core::Run& f = cyclelab::testing::findRun(*faulted, "sem_give_take");
    const core::Run& c = cyclelab::testing::findRun(*clean, "sem_give_take");
    EXPECT_EQ(f.validation->verdict, core::Verdict::Pass) << english(f.validation->reason);
    EXPECT_EQ(c.validation->verdict, core::Verdict::Pass) << english(c.validation->reason);
    const double up = static_cast<double>(minimum(f)) - static_cast<double>(minimum(c));
    EXPECT_NEAR(up, kInjectedCycles, 2.0) << "min " << minimum(f) << " vs " << minimum(c);
}

// The same three faults on RISC-V (the C edges, mcycle read with csrr): work on one channel
// fails with its sign and size, the 20 instructions (160 ns) either way; work on both passes, 20
// cycles more. The other benchmark of the run is untouched.
TEST(Fidelity, Rv32WorkOnOneChannelFailsWithItsSignAndSize) {
    const std::string fault = "qemu-rv32-refkernel-minimal-O2-fault-";
    for (const auto& [kind, sign] : {std::pair<const char*, double>{"counteronly", -1.0},
                                     std::pair<const char*, double>{"pulseonly", 1.0}}) {
        SCOPED_TRACE(kind);
        auto runs = runRv32Cell(fault + kind);
        ASSERT_TRUE(runs.ok()) << runs.error().message;
        const auto& v = *cyclelab::testing::findRun(*runs, "sem_give_take").validation;
        EXPECT_EQ(v.verdict, core::Verdict::Fail) << english(v.reason);
        // At least the 20 instructions, and no more than 10 above them: the fault's own test
        // and branch, and the probe address it reloads, sit on the same channel.
        EXPECT_GE(sign * v.biasNs, kRv32InjectedNs - 8.0) << english(v.reason);
        EXPECT_LE(sign * v.biasNs, kRv32InjectedNs + 80.0) << english(v.reason);
        const auto& other = *cyclelab::testing::findRun(*runs, "mutex_lock_unlock").validation;
        EXPECT_EQ(other.verdict, core::Verdict::Pass) << english(other.reason);
    }
    auto both = runRv32Cell(fault + "both");
    ASSERT_TRUE(both.ok()) << both.error().message;
    auto clean = runRv32Cell("qemu-rv32-refkernel-minimal-O2");
    ASSERT_TRUE(clean.ok()) << clean.error().message;
    const core::Run& f = cyclelab::testing::findRun(*both, "sem_give_take");
    const core::Run& c = cyclelab::testing::findRun(*clean, "sem_give_take");
    EXPECT_EQ(f.validation->verdict, core::Verdict::Pass) << english(f.validation->reason);
    const double up = static_cast<double>(minimum(f)) - static_cast<double>(minimum(c));
    EXPECT_NEAR(up, 20.0, 2.0) << "min " << minimum(f) << " vs " << minimum(c);
}

// Protocol 2: a count below the harness overhead arrives negative; the run is implausible and
// says why (the old firmware clamped it to a perfect 0).
TEST(Fidelity, OverSubtractedOverheadMakesTheRunImplausible) {
    auto runs = runCell(kFault + "oversubtract", {{"sem_give_take", {}}});
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    const core::Run& baseline = cyclelab::testing::findRun(*runs, "baseline");
    EXPECT_EQ(baseline.status, core::RunStatus::Implausible);
    EXPECT_NE(baseline.statusReason.find("negative after the harness overhead"), std::string::npos)
        << baseline.statusReason;
    EXPECT_EQ(static_cast<std::int32_t>(minimum(baseline)) < 0 ||
                  static_cast<std::int32_t>(
                      *std::max_element(baseline.samples.begin(), baseline.samples.end())) < 0,
              true);
}

namespace {
// A harness-wide fault: every run of the cell (baseline and sem_give_take) fails with `reason`.
void expectEveryRunFlagged(const std::string& imageName, const std::string& reason) {
    auto runs = runCell(imageName, {{"sem_give_take", {}}});
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    ASSERT_EQ(runs->size(), 2u);
    for (const core::Run& run : *runs) {
        SCOPED_TRACE(run.benchmark.id);
        ASSERT_TRUE(run.validation.has_value());
        EXPECT_EQ(run.validation->verdict, core::Verdict::Fail) << english(run.validation->reason);
        EXPECT_NE(english(run.validation->reason).find(reason), std::string::npos)
            << english(run.validation->reason);
    }
}
} // namespace

// An interrupt taken inside every counter window, after the probe clears (calibration
// included): the subtraction cancels it and every sample agrees; only the counter overhead,
// against what the image's code costs, shows it. Every run of the cell is flagged.
TEST(Fidelity, CounterSideHarnessFaultIsFlagged) {
    ASSERT_GT(image(kFault + "harnesscounter").harnessCounterSlots, 0u);
    expectEveryRunFlagged(kFault + "harnesscounter",
                          "cycles more on the counter side than this image's code");
}

// The same on the pulse side: the begin order swapped, an interrupt after the probe is set and
// before the start count, in every region.
TEST(Fidelity, PulseSideHarnessFaultIsFlagged) {
    ASSERT_GT(image(kFault + "harnesspulse").harnessPulseSlots, 0u);
    expectEveryRunFlagged(kFault + "harnesspulse", "more on the probe pin than this image's code");
}

// The shipped images cost what their code says at every optimisation level: the check has
// the counts to compare with, and passes.
TEST(Fidelity, ShippedImagesCostWhatTheirCodeSays) {
    for (const char* opt : {"O0", "O2", "Os", "O3"}) {
        const std::string name = std::string("qemu-f405-refkernel-minimal-") + opt;
        SCOPED_TRACE(name);
        const core::FirmwareBuild build = image(name);
        EXPECT_GT(build.harnessCounterSlots, 0u);
        EXPECT_GT(build.harnessPulseSlots, 0u);
        auto runs = runCell(name, {{"sem_give_take", {}}});
        ASSERT_TRUE(runs.ok()) << runs.error().message;
        for (const core::Run& run : *runs) {
            SCOPED_TRACE(run.benchmark.id);
            ASSERT_TRUE(run.validation.has_value());
            EXPECT_EQ(run.validation->verdict, core::Verdict::Pass)
                << english(run.validation->reason);
            EXPECT_NEAR(run.harnessOverheadCycles, build.harnessCounterSlots * 8e-9 * kCpuHz, 2.0);
        }
    }
}

// A 1 GHz analyzer at -O3: tick_accuracy's 10 ms delays pass on the virtual bench without any
// clock-tolerance term (one clock drives the CPU and the analyzer). It used to fail with a
// -11 ns bias: QEMU's SysTick period is 999 999 ns, not 1 ms, so the tick-extended count
// gains 1 ns per tick; validation now uses the rate the emulated counter really has.
TEST(Fidelity, OneGigahertzAnalyzerTickAccuracyPassesWithoutClockSlack) {
    auto runs = runCell("qemu-f405-refkernel-minimal-O3", {{"tick_accuracy", {}}}, 1e9, 50);
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    const auto& v = *cyclelab::testing::findRun(*runs, "tick_accuracy").validation;
    EXPECT_EQ(v.verdict, core::Verdict::Pass) << english(v.reason);
    // One 1 GHz sample + 2 counter cycles at the rate QEMU's SysTick really has, nothing more.
    const double emulatedHz = 168000 * 1e9 / 999999.0;
    EXPECT_NEAR(v.toleranceNs, 1.0 + 2e9 / emulatedHz, 1e-6) << english(v.reason);
    EXPECT_EQ(english(v.reason).find("timebase"), std::string::npos) << english(v.reason);
}

// 24 MHz is not a power of ten: the capture really has that rate (not a 1 GHz stand-in) and
// the tolerance is one 24 MHz sample plus two counter cycles. An operation of at least ten
// 24 MHz samples passes; shorter ones are, truthfully, too short for this analyzer.
TEST(Fidelity, TwentyFourMegahertzAnalyzerIsExact) {
    auto runs =
        runCell("qemu-f405-refkernel-minimal-O2",
                {{"ctx_switch_yield", {}}, {"mutex_pi", {}}, {"queue_send_recv", {}}}, 24e6);
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    int resolved = 0;
    for (const core::Run& run : *runs) {
        SCOPED_TRACE(run.benchmark.id);
        EXPECT_EQ(run.analyzerSamplerateHz, 24e6);
        ASSERT_TRUE(run.validation.has_value());
        EXPECT_EQ(run.validation->samplerateHz, 24e6);
        if (run.benchmark.id == "baseline") {
            continue; // the empty region is shorter than one 24 MHz sample
        }
        // Two counter cycles at the rate QEMU's SysTick really has (168.000168 MHz).
        EXPECT_NEAR(run.validation->toleranceNs, 1e9 / 24e6 + 2e9 / (168000 * 1e9 / 999999.0),
                    1e-6);
        std::vector<std::int32_t> sorted = run.samples;
        std::sort(sorted.begin(), sorted.end());
        if (sorted[sorted.size() / 2] / kCpuHz >= 10 / 24e6) {
            ++resolved;
            EXPECT_EQ(run.validation->verdict, core::Verdict::Pass)
                << english(run.validation->reason);
        }
    }
    EXPECT_GT(resolved, 0) << "no benchmark long enough for a 24 MHz analyzer";
}

// A rate the virtual analyzer cannot capture exactly is refused before anything runs.
TEST(Fidelity, AnalyzerRateThatCannotBeExactIsRefusedAtPlanning) {
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-fidelity-rate-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "c.toml") << "name = \"rate\"\nboard = \"qemu-f405\"\n"
                                     "opts = [\"O2\"]\nsamples = 100\nwarmup = 10\n"
                                     "benchmarks = [\"sem_give_take\"]\n"
                                     "analyzer_samplerate_hz = 1.5e9\n";
    const std::string db = (dir / "runs.sqlite").string();
    auto result = devices::runProcess(
        {kCli, "run", "--campaign", (dir / "c.toml").string(), "--db", db, "--images", kImages},
        std::chrono::minutes(5));
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result->exitCode, 2) << result->output;
    EXPECT_NE(result->output.find("analyzer_samplerate_hz"), std::string::npos) << result->output;
    EXPECT_NE(result->output.find("cannot be captured exactly"), std::string::npos)
        << result->output;
    auto runs = devices::runProcess({kCli, "runs", "--db", db, "--json"}, std::chrono::minutes(1));
    ASSERT_TRUE(runs.ok());
    EXPECT_EQ(nlohmann::json::parse(runs->output).at("runs").size(), 0u) << runs->output;
    fs::remove_all(dir);
}

// A target that never says HELLO: the error names the function the core is stuck in and its
// line, read from QEMU's registers and the image's ELF.
TEST(Fidelity, HangingImageIsLocatedByFunctionAndLine) {
    core::CellOptions options;
    options.helloTimeout = std::chrono::seconds(6); // it will never answer
    auto runs = runCell(kFault + "hang", {{"sem_give_take", {}}}, 100e6, 200, options);
    ASSERT_FALSE(runs.ok());
    const std::string& message = runs.error().message;
    EXPECT_NE(message.find("no HELLO"), std::string::npos) << message;
    EXPECT_EQ(runs.error().kind, core::ErrorKind::NoBanner) << message;
    EXPECT_NE(message.find("stuck in cl_fault_hang, runner.c:"), std::string::npos) << message;
}

// A benchmark the firmware does not have: its ERR reply is a refused command, not a silent
// target (no core location is looked for).
TEST(Fidelity, UnknownBenchmarkIsRefusedByTheFirmware) {
    auto runs = runCell("qemu-f405-refkernel-minimal-O2", {{"no_such_bench", {}}});
    ASSERT_FALSE(runs.ok());
    const std::string& message = runs.error().message;
    EXPECT_EQ(runs.error().kind, core::ErrorKind::RefusedInput) << message;
    EXPECT_NE(message.find("ERR code=unknown_bench"), std::string::npos) << message;
    EXPECT_EQ(message.find("the target is"), std::string::npos) << message;
}

// A campaign with a failing run exits 4 and names the run in its verdict summary.
TEST(Fidelity, FailingCampaignExitsFourWithAVerdictSummary) {
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-fidelity-exit-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    // A manifest whose only qemu-f405 O2 image is the counter-only fault variant.
    std::ifstream in(kImages + "/manifest.json");
    auto manifest = nlohmann::json::parse(in);
    auto& list = manifest.is_object() ? manifest["images"] : manifest;
    nlohmann::json picked = nlohmann::json::array();
    for (auto entry : list) {
        if (entry["name"] == kFault + "counteronly") {
            entry.erase("testOnly");
            entry["file"] = kImages + "/" + entry["file"].get<std::string>();
            picked.push_back(entry);
        }
    }
    ASSERT_EQ(picked.size(), 1u);
    std::ofstream(dir / "manifest.json") << picked.dump(1);
    std::ofstream(dir / "c.toml") << "name = \"fault\"\nboard = \"qemu-f405\"\n"
                                     "kernels = [\"refkernel\"]\nprofiles = [\"minimal\"]\n"
                                     "opts = [\"O2\"]\nsamples = 200\nwarmup = 20\n"
                                     "benchmarks = [\"sem_give_take\"]\n";
    auto result = devices::runProcess({kCli, "run", "--campaign", (dir / "c.toml").string(), "--db",
                                       (dir / "runs.sqlite").string(), "--images", dir.string()},
                                      std::chrono::minutes(10));
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result->exitCode, cyclelab::cli::kExitVerdictFail) << result->output;
    EXPECT_NE(result->output.find("verdicts: 1 pass, 1 fail, 0 inconclusive"), std::string::npos)
        << result->output;
    EXPECT_NE(result->output.find("sem_give_take: fail: "), std::string::npos) << result->output;
    fs::remove_all(dir);
}
