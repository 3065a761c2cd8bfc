// `run --jobs 2` against `run --jobs 1` on the virtual bench, through the CLI: the two cells
// really run at the same time (their runs overlap in time), and the runs stored are the same as
// the serial campaign's: counter samples bit for bit, the same verdicts (same_runs.hpp).

#include "devices/common/subprocess.hpp"
#include "tests/campaign_e2e/same_runs.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

devices::ProcessResult cli(std::vector<std::string> args) {
    args.insert(args.begin(), kCli);
    auto r = devices::runProcess(args, std::chrono::minutes(12));
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? *r : devices::ProcessResult{};
}

// [first start, last finish] of a cell's runs, in unix milliseconds.
std::pair<std::int64_t, std::int64_t>
cellSpan(const std::map<std::pair<int, std::string>, core::Run>& runs, int cell) {
    std::pair<std::int64_t, std::int64_t> span{INT64_MAX, 0};
    for (const auto& [key, run] : runs) {
        if (key.first == cell) {
            span.first = std::min(span.first, run.startedAtMs);
            span.second = std::max(span.second, run.finishedAtMs);
        }
    }
    return span;
}

// A fresh directory with campaign file `toml` (c.toml) and the campaign run serially into
// serial.sqlite there.
struct SerialCampaign {
    fs::path dir;
    std::string file;
    std::string serialDb;
    devices::ProcessResult serial;
};
SerialCampaign runSerially(const std::string& stem, const std::string& toml) {
    SerialCampaign c;
    c.dir = fs::temp_directory_path() / (stem + std::to_string(::getpid()));
    fs::remove_all(c.dir);
    fs::create_directories(c.dir);
    c.file = (c.dir / "c.toml").string();
    std::ofstream(c.file) << toml;
    c.serialDb = (c.dir / "serial.sqlite").string();
    c.serial =
        cli({"run", "--campaign", c.file, "--db", c.serialDb, "--images", kImages, "--jobs", "1"});
    return c;
}

} // namespace

TEST(ParallelCampaign, TwoJobsStoreTheSameRunsAsOneAndOverlapInTime) {
    const auto [dir, file, serialDb, serial] = runSerially(
        "cyclelab-jobs-", "name = \"jobs\"\nboard = \"qemu-f405\"\nopts = [\"O0\", \"O2\"]\n"
                          "samples = 300\nwarmup = 30\nbenchmarks = [\"sem_give_take\", "
                          "\"ctx_switch_yield\", \"queue_send_recv\", \"tick_accuracy\"]\n");
    const std::string parallelDb = (dir / "parallel.sqlite").string();
    ASSERT_EQ(serial.exitCode, 0) << serial.output;
    auto parallel = cli({"run", "--campaign", file, "--db", parallelDb, "--images", kImages,
                         "--jobs", "2", "--timings-json", (dir / "t.json").string()});
    ASSERT_EQ(parallel.exitCode, 0) << parallel.output;
    EXPECT_NE(parallel.output.find("2 cells at a time"), std::string::npos) << parallel.output;

    const auto want = cyclelab::testing::campaignRuns(serialDb, 1);
    const auto got = cyclelab::testing::campaignRuns(parallelDb, 1);
    EXPECT_EQ(want.size(), 10u); // 2 cells x (baseline + 4)
    cyclelab::testing::expectSameRuns(want, got);

    // Side by side: each cell started before the other finished.
    const auto a = cellSpan(got, 0);
    const auto b = cellSpan(got, 1);
    EXPECT_LT(a.first, b.second);
    EXPECT_LT(b.first, a.second);

    // --timings-json: one entry per cell with every phase, adding up to the cell's wall time.
    auto timings = nlohmann::json::parse(std::ifstream(dir / "t.json"));
    ASSERT_EQ(timings.size(), 2u);
    for (const auto& t : timings) {
        EXPECT_GT(t["emulationS"].get<double>(), 0.0);
        EXPECT_GT(t["captureImportS"].get<double>(), 0.0);
        EXPECT_GT(t["pulseExtractionS"].get<double>(), 0.0);
        EXPECT_GT(t["storeCommitS"].get<double>(), 0.0);
        const double sum = t["emulationS"].get<double>() + t["captureImportS"].get<double>() +
                           t["pulseExtractionS"].get<double>() + t["validationS"].get<double>() +
                           t["storeCommitS"].get<double>() + t["otherS"].get<double>();
        EXPECT_NEAR(sum, t["wallS"].get<double>(), 1e-6);
    }
    fs::remove_all(dir);
}

// Fewer cells than benches: the idle bench joins the running cell, measuring its benchmarks
// from the last one back on its own QEMU from reset; the cell is stored once, each
// benchmark once, with the counter samples and verdicts of a serial run.
TEST(ParallelCampaign, OneCellIsSharedBetweenTwoBenchesWithTheRunsOfOne) {
    const auto [dir, file, serialDb, serial] = runSerially(
        "cyclelab-share-", "name = \"share\"\nboard = \"qemu-f405\"\nopts = [\"O2\"]\n"
                           "samples = 300\nwarmup = 30\nbenchmarks = [\"tick_accuracy\", "
                           "\"sem_give_take\", \"ctx_switch_yield\", \"mutex_lock_unlock\", "
                           "\"queue_send_recv\", \"isr_latency\"]\n");
    const std::string sharedDb = (dir / "shared.sqlite").string();
    ASSERT_EQ(serial.exitCode, 0) << serial.output;
    EXPECT_EQ(serial.output.find("joins cell"), std::string::npos) << serial.output;
    auto shared = cli({"run", "--campaign", file, "--db", sharedDb, "--images", kImages, "--jobs",
                       "2", "--timings-json", (dir / "t.json").string(), "--captures",
                       (dir / "captures").string()});
    ASSERT_EQ(shared.exitCode, 0) << shared.output;
    EXPECT_NE(shared.output.find("bench 2 joins cell 1"), std::string::npos) << shared.output;

    const auto want = cyclelab::testing::campaignRuns(serialDb, 1);
    const auto got = cyclelab::testing::campaignRuns(sharedDb, 1);
    EXPECT_EQ(want.size(), 7u); // baseline + 6, once each
    cyclelab::testing::expectSameRuns(want, got);
    // One capture per pass: both benches measured some of the cell (the first pass starts with
    // tick_accuracy, 300 x 11 ms, while the other goes through the short ones from the end).
    std::set<std::string> captures;
    for (const auto& [key, run] : got) {
        captures.insert(run.capturePath);
    }
    EXPECT_EQ(captures.size(), 2u);

    // The cell's times are summed over its two passes and still add up.
    auto timings = nlohmann::json::parse(std::ifstream(dir / "t.json"));
    ASSERT_EQ(timings.size(), 1u);
    const auto& t = timings[0];
    const double sum = t["emulationS"].get<double>() + t["captureImportS"].get<double>() +
                       t["pulseExtractionS"].get<double>() + t["validationS"].get<double>() +
                       t["storeCommitS"].get<double>() + t["otherS"].get<double>();
    EXPECT_NEAR(sum, t["wallS"].get<double>(), 1e-6);
    fs::remove_all(dir);
}

TEST(ParallelCampaign, JobsOnARealBoardAreRefusedBeforeAnythingIsCreated) {
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-jobs-real-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string file = (dir / "c.toml").string();
    std::ofstream(file) << "board = \"stm32f407-disco\"\nsamples = 100\n";
    const std::string db = (dir / "runs.sqlite").string();
    auto r = cli({"run", "--campaign", file, "--db", db, "--images", kImages, "--jobs", "2"});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("real board"), std::string::npos) << r.output;
    EXPECT_FALSE(fs::exists(db));
    fs::remove_all(dir);
}
