// Acceptance test of the benchmark firmware on the virtual bench: every QEMU image of the
// firmware build's manifest boots in qemu-system-arm with its board's -icount shift, talks the
// result protocol over the unix-socket UART, and every benchmark's numbers make sense.
#include "core/analysis/acceptance.hpp"
#include "core/boards/board_consistency.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/stats/stats.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <algorithm>
#include <gtest/gtest.h>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace std::chrono_literals;
using cyclelab::core::BenchmarkSpec;
using cyclelab::core::FirmwareBuild;
using cyclelab::core::FirmwareClient;
using cyclelab::core::ImageCatalog;
using cyclelab::core::Stats;

namespace {

constexpr std::uint32_t kSamples = 1000;
constexpr std::uint32_t kWarmup = 100;
const std::string kImagesDir = CYCLELAB_BINARY_DIR "/firmware/images";

struct ImageCase {
    FirmwareBuild build;
    bool checkDeterminism = false; // one image per board is run twice
};

const std::string kBoardsDir = CYCLELAB_SOURCE_DIR "/resources/boards";

std::optional<cyclelab::core::BoardProfile> profileOf(const std::string& boardId) {
    auto board = cyclelab::core::loadBoardProfile(kBoardsDir + "/" + boardId + ".json");
    return board ? std::optional(*board) : std::nullopt;
}

// Every QEMU image of the manifest (the manifest names a QEMU machine, or its board's profile is
// virtual) except the test-only variants (-skew: its counter disagrees with its pulses on
// purpose, -fault-*: the verdict-rule tests; tests/campaign_e2e and the analysis tests use them).
// An image whose board the launcher does not know is kept: its test fails and says so rather than
// being skipped. Each board's reference image (refkernel minimal O2, else its first image) is also
// run twice.
std::vector<ImageCase> qemuImages() {
    std::vector<ImageCase> cases;
    auto catalog = ImageCatalog::load(kImagesDir);
    auto facts = cyclelab::core::readManifestBoardFacts(kImagesDir + "/manifest.json");
    if (!catalog || !facts) {
        return cases;
    }
    for (const auto& image : catalog->images()) {
        auto fact = std::find_if(facts->begin(), facts->end(),
                                 [&](const auto& f) { return f.image == image.imageName; });
        auto board = profileOf(image.boardId);
        const bool virtualImage = (fact != facts->end() && !fact->qemuMachine.empty()) ||
                                  (board && cyclelab::core::isVirtualBoard(*board));
        const bool testOnly = fact != facts->end() && fact->testOnly;
        if (virtualImage && !testOnly) {
            cases.push_back({image, false});
        }
    }
    for (const char* board : {"qemu-f405", "qemu-f100", "qemu-rv32"}) {
        ImageCase* pick = nullptr;
        for (auto& c : cases) {
            if (c.build.boardId != board) {
                continue;
            }
            if (!pick || c.build.imageName == std::string(board) + "-refkernel-minimal-O2") {
                pick = &c;
            }
        }
        if (pick) {
            pick->checkDeterminism = true;
        }
    }
    return cases;
}

using Results = std::map<std::string, Stats>; // by BenchmarkSpec::key()

// Boots `image`, runs every benchmark the firmware lists (defaults, plus queue_send_recv at each
// item size) with kSamples samples, and shuts QEMU down.
void runImage(const FirmwareBuild& image, Results& results) {
    auto board = profileOf(image.boardId);
    ASSERT_TRUE(board) << image.imageName << ": board " << image.boardId << " has no profile in "
                       << kBoardsDir << ", so the QEMU launcher cannot start it";
    auto options = cyclelab::devices::qemuOptionsFor(*board);
    ASSERT_TRUE(options) << image.imageName << ": " << options.error().message;
    cyclelab::devices::QemuFlasher flasher(*options);
    auto flashed = flasher.flash(image, {});
    ASSERT_TRUE(flashed.ok()) << flashed.error().message;
    auto link = cyclelab::devices::openSocketLink(flasher.serialAddress(), 5000ms);
    ASSERT_TRUE(link.ok()) << link.error().message;
    ASSERT_TRUE(flasher.release().ok());

    // Time outs on the emulator's time, never on the host's load (other builds share it).
    cyclelab::core::FirmwareClientOptions clientOptions;
    clientOptions.targetTime = [&flasher] { return flasher.targetTime(); };
    FirmwareClient client(**link, clientOptions);
    auto hello = client.hello(15000ms);
    ASSERT_TRUE(hello.ok()) << hello.error().message << "\nQEMU: " << flasher.recentOutput();
    EXPECT_EQ(hello->board, image.boardId);
    EXPECT_EQ(hello->kernel, image.kernel.name);
    EXPECT_GE(hello->maxN, kSamples);
    auto benches = client.list();
    ASSERT_TRUE(benches.ok()) << benches.error().message;

    std::vector<BenchmarkSpec> specs;
    for (const auto& bench : *benches) {
        if (bench.id.starts_with("tm_")) {
            continue; // Thread-Metric counts periods, not samples (campaign_e2e/thread_metric_test)
        }
        BenchmarkSpec spec{bench.id, {}};
        for (const auto& param : bench.params) {
            spec.params[param.name] = param.values.front();
        }
        specs.push_back(spec);
        if (bench.id == "queue_send_recv") {
            for (const char* item : {"4", "16", "32"}) {
                BenchmarkSpec sized = spec;
                sized.params["item"] = item;
                if (sized.params != spec.params) {
                    specs.push_back(sized);
                }
            }
        }
    }
    ASSERT_FALSE(specs.empty());
    for (const auto& spec : specs) {
        auto t0 = std::chrono::steady_clock::now();
        // tick_accuracy spends 10 ms of virtual time per iteration. A kernel whose idle loop QEMU
        // emulates slowly (µC/OS-III's default takes a critical section per pass) needs about
        // that much of the emulator's CPU time too, more than the default 15 ms per iteration
        // leaves room for.
        auto timeout = cyclelab::core::defaultRunTimeout(kSamples, kWarmup);
        if (spec.id == "tick_accuracy") {
            timeout *= 3;
        }
        auto run = client.run(spec, kSamples, kWarmup, timeout);
        if (!run) {
            ADD_FAILURE() << image.imageName << " " << spec.key() << ": " << run.error().message;
            continue;
        }
        EXPECT_EQ(run->samples.size(), kSamples) << spec.key();
        if (auto check =
                cyclelab::core::acceptanceOf(spec.id, run->checkFields, run->samples.size())) {
            // Every port passes the acceptance checks; inconclusive only where the machine has
            // no timer model (QEMU's STM32F100: irq_nesting sends source=none).
            const bool noTimer = run->checkFields.count("source") != 0;
            EXPECT_EQ(check->verdict, noTimer ? cyclelab::core::Verdict::Inconclusive
                                              : cyclelab::core::Verdict::Pass)
                << image.imageName << " " << spec.id << ": " << english(check->reason);
            if (noTimer) {
                EXPECT_EQ(image.boardId, "qemu-f100") << "qemu-f405 models TIM2";
            }
        }
        auto stats = cyclelab::core::computeStats(run->samples);
        ASSERT_TRUE(stats.ok()) << spec.key();
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - t0)
                      .count();
        std::cout << image.imageName << "  " << spec.key() << ": min " << stats->min << " median "
                  << stats->median << " max " << stats->max << " (" << ms << " ms)\n";
        results[spec.key()] = *stats;
    }
    flasher.shutdown();
}

const Stats* find(const Results& results, const std::string& key) {
    auto it = results.find(key);
    return it == results.end() ? nullptr : &it->second;
}

std::string queueKey(const Results& results, const std::string& item) {
    for (const auto& [key, stats] : results) {
        if (key.rfind("queue_send_recv ", 0) == 0 &&
            key.find("item=" + item) != std::string::npos) {
            return key;
        }
    }
    return "queue_send_recv item=" + item;
}

class FirmwareOnQemu : public testing::TestWithParam<ImageCase> {};
class FirmwareDeterminism : public testing::TestWithParam<ImageCase> {};

std::vector<ImageCase> referenceImages() {
    std::vector<ImageCase> out;
    for (const auto& c : qemuImages()) {
        if (c.checkDeterminism) {
            out.push_back(c);
        }
    }
    return out;
}

std::string testName(const testing::TestParamInfo<ImageCase>& info) {
    std::string name = info.param.build.imageName;
    std::replace_if(
        name.begin(), name.end(),
        [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
    return name;
}

} // namespace

namespace {
// ctest shows the parameter of each test: the image name, not the object's bytes.
[[maybe_unused]] void PrintTo(const ImageCase& c, std::ostream* os) {
    *os << c.build.imageName << (c.checkDeterminism ? " (reference image)" : "");
}

} // namespace

TEST(FirmwareManifest, HasQemuImagesForEachVirtualBoard) {
    auto catalog = ImageCatalog::load(kImagesDir);
    ASSERT_TRUE(catalog.ok()) << catalog.error().message;
    std::vector<std::string> boards;
    for (const auto& c : qemuImages()) {
        boards.push_back(c.build.boardId);
    }
    EXPECT_NE(std::find(boards.begin(), boards.end(), "qemu-f405"), boards.end());
    EXPECT_NE(std::find(boards.begin(), boards.end(), "qemu-f100"), boards.end());
    if (CYCLELAB_RISCV_FIRMWARE) {
        EXPECT_NE(std::find(boards.begin(), boards.end(), "qemu-rv32"), boards.end());
    }
}

// The harness-cost rule (docs/VALIDATION.md) needs the image's own count of the empty region's
// instructions; an image built without it (a kernel whose build skips the count) leaves the
// rule silent on every run of that kernel.
TEST(FirmwareManifest, EveryVirtualImageStatesItsHarnessCost) {
    const auto cases = qemuImages();
    ASSERT_FALSE(cases.empty()) << "no QEMU image in " << kImagesDir;
    for (const auto& c : cases) {
        EXPECT_GT(c.build.harnessCounterSlots, 0u)
            << c.build.imageName
            << ": the manifest has no harnessSlots (firmware/fw/harness_cost.cmake)";
        EXPECT_GT(c.build.harnessPulseSlots, 0u) << c.build.imageName;
    }
}

TEST_P(FirmwareOnQemu, BenchmarksAreCompleteAndOrdered) {
    const ImageCase& c = GetParam();
    Results results;
    runImage(c.build, results);
    ASSERT_FALSE(HasFatalFailure());
    const Stats* baseline = find(results, "baseline");
    ASSERT_NE(baseline, nullptr) << "the firmware lists no baseline benchmark";
    EXPECT_EQ(baseline->min, 0u) << "the harness overhead is not fully subtracted";

    const Stats* semWake = find(results, "sem_wake");
    const Stats* semGiveTake = find(results, "sem_give_take");
    const Stats* notify = find(results, "notify_give_take");
    ASSERT_TRUE(semGiveTake && semWake) << "the firmware must list sem_give_take and sem_wake";
    // A kernel without task notifications declares notify_give_take n/a (port.json): the
    // manifest then leaves it out of the image's benchmarks and the firmware must not list it.
    const auto& listed = c.build.benchmarks;
    const bool notifyListed =
        std::find(listed.begin(), listed.end(), "notify_give_take") != listed.end();
    EXPECT_EQ(notify != nullptr, notifyListed)
        << "the firmware and the manifest disagree on notify_give_take";
    EXPECT_GT(semWake->median, semGiveTake->median) << "a wake-up costs a context switch";
    if (c.build.kernel.name == "refkernel" && notify) {
        // A kernel property, not a harness one: FreeRTOS V11's notify-take suspends and resumes
        // the scheduler and measures slower than its semaphore on this bench.
        EXPECT_LT(notify->median, semGiveTake->median) << "notifications skip the queue code";
    }
    const Stats* q4 = find(results, queueKey(results, "4"));
    const Stats* q16 = find(results, queueKey(results, "16"));
    const Stats* q32 = find(results, queueKey(results, "32"));
    ASSERT_TRUE(q4 && q16 && q32) << "queue_send_recv must run at item=4, 16 and 32";
    EXPECT_LT(q4->median, q16->median) << "copying 16 bytes is slower than 4";
    EXPECT_LT(q16->median, q32->median) << "copying 32 bytes is slower than 16";
}

// -icount makes the emulated target deterministic: rerunning an image must reproduce every
// benchmark's min and median exactly. One reference image per board (refkernel minimal O2).
// Not the acceptance checks: irq_nesting's sample is an ISR with a free-running timer's
// interrupts nested into it, and where that timer stands when a run starts depends on when the
// host's RUN line arrived, which the emulation does not control (its verdict does not vary).
TEST_P(FirmwareDeterminism, RerunGivesIdenticalMinAndMedian) {
    const ImageCase& c = GetParam();
    Results first;
    runImage(c.build, first);
    Results again;
    runImage(c.build, again);
    ASSERT_FALSE(HasFatalFailure());
    ASSERT_EQ(again.size(), first.size());
    for (const auto& [key, stats] : first) {
        ASSERT_TRUE(again.count(key)) << key;
        if (cyclelab::core::isAcceptanceCheck(key.substr(0, key.find(' ')))) {
            continue;
        }
        EXPECT_EQ(again[key].min, stats.min)
            << key
            << ": -icount runs must repeat exactly (see devices/qemu/README.md, Determinism)";
        // On virt, QEMU arms the CLINT timer from the virtual ns of the mtimecmp write, finer
        // than the 100 ns of mtime the firmware sees: where the tick lands against the stress
        // tasks depends on when the RUN line arrived, within 12 slots (firmware/boards/README.md).
        if (c.build.boardId == "qemu-rv32" && key == "critical_section_max") {
            continue;
        }
        EXPECT_EQ(again[key].median, stats.median) << key;
    }
}

INSTANTIATE_TEST_SUITE_P(Manifest, FirmwareOnQemu, testing::ValuesIn(qemuImages()), testName);
INSTANTIATE_TEST_SUITE_P(Manifest, FirmwareDeterminism, testing::ValuesIn(referenceImages()),
                         testName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(FirmwareOnQemu);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(FirmwareDeterminism);
