// `run --jobs 2` against `run --jobs 1` on the virtual bench, through the CLI: two boots really
// run at the same time (two QEMUs under way at once), and the runs stored are the same as the
// serial campaign's: counter samples bit for bit, the same verdicts (same_runs.hpp).

#include "tests/campaign_e2e/cli_process.hpp"
#include "tests/campaign_e2e/same_runs.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(12));
}

// The boots (0 or 1, from the capture each run names) that stored runs, per cell.
std::map<int, std::set<int>> bootsOf(const std::map<std::pair<int, std::string>, core::Run>& runs) {
    std::map<int, std::set<int>> out;
    for (const auto& [key, run] : runs) {
        out[key.first].insert(run.capturePath.find("-boot2") != std::string::npos ? 1 : 0);
    }
    return out;
}

// Whether two boots were under way at once: two QEMUs flashing before any boot ended, in the
// runner's own progress lines. Not the runs' times: on a loaded machine one QEMU can come up so
// late that the other boot's runs are all measured before its first (seen once in about 140
// runs of this test beside another under a build).
bool twoBootsAtOnce(const std::string& output) {
    const std::size_t firstEnd = std::min(output.find(" done"), output.size());
    int flashing = 0;
    for (std::size_t at = output.find(" flashing "); at < firstEnd;
         at = output.find(" flashing ", at + 1)) {
        ++flashing;
    }
    return flashing >= 2;
}

// A campaign file in a fresh folder of its own with these `opts` and `benchmarks` (300 samples
// each), run once with `--jobs 1` into serial.sqlite.
struct SerialCampaign {
    fs::path dir;
    std::string file, serialDb, parallelDb;
};

SerialCampaign runSerially(const std::string& name, const std::string& opts,
                           const std::string& benchmarks) {
    SerialCampaign c;
    c.dir = fs::temp_directory_path() / ("cyclelab-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(c.dir);
    fs::create_directories(c.dir);
    c.file = (c.dir / "c.toml").string();
    std::ofstream(c.file) << "name = \"" << name << "\"\nboard = \"qemu-f405\"\nopts = " << opts
                          << "\nsamples = 300\nwarmup = 30\nbenchmarks = " << benchmarks << "\n";
    c.serialDb = (c.dir / "serial.sqlite").string();
    c.parallelDb = (c.dir / "parallel.sqlite").string();
    auto serial =
        cli({"run", "--campaign", c.file, "--db", c.serialDb, "--images", kImages, "--jobs", "1"});
    EXPECT_EQ(serial.exitCode, 0) << serial.output;
    return c;
}

// The same campaign with `--jobs 2` into parallel.sqlite, its captures kept (each run names
// the boot it came from) and its timings in t.json.
devices::ProcessResult runInParallel(const SerialCampaign& c) {
    return cli({"run", "--campaign", c.file, "--db", c.parallelDb, "--images", kImages, "--jobs",
                "2", "--captures", (c.dir / "captures").string(), "--timings-json",
                (c.dir / "t.json").string()});
}

} // namespace

TEST(ParallelCampaign, TwoJobsStoreTheSameRunsAsOneWithTwoBootsAtOnce) {
    const auto c = runSerially("jobs", "[\"O0\", \"O2\"]",
                               "[\"sem_give_take\", \"ctx_switch_yield\", "
                               "\"queue_send_recv\", \"tick_accuracy\", \"irq_nesting\"]");
    const fs::path& dir = c.dir;
    const std::string &serialDb = c.serialDb, &parallelDb = c.parallelDb;
    auto parallel = runInParallel(c);
    ASSERT_EQ(parallel.exitCode, 0) << parallel.output;
    EXPECT_NE(parallel.output.find("2 QEMUs side by side"), std::string::npos) << parallel.output;

    const auto want = cyclelab::testing::campaignRuns(serialDb, 1);
    const auto got = cyclelab::testing::campaignRuns(parallelDb, 1);
    EXPECT_EQ(want.size(), 12u); // 2 cells x (baseline + 5)
    cyclelab::testing::expectSameRuns(want, got);

    // Side by side: the 2 cells' 4 boots on 2 QEMUs, two of them under way at once.
    const auto boots = bootsOf(got);
    ASSERT_EQ(boots.size(), 2u);
    EXPECT_EQ(boots.begin()->second.size() + boots.rbegin()->second.size(), 4u);
    EXPECT_TRUE(twoBootsAtOnce(parallel.output)) << parallel.output;

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

// One cell, two benches: the cell's two boots (cell_parts.hpp) run on two QEMUs at the same
// time, and the cell stored is the serial campaign's, which booted the same two parts one
// after the other.
TEST(ParallelCampaign, OneCellsTwoBootsRunSideBySideAndStoreTheSerialRuns) {
    const auto c = runSerially("jobs-cell", "[\"O2\"]",
                               "[\"sem_give_take\", \"ctx_switch_yield\", "
                               "\"critical_section_max\", \"tick_accuracy\"]");
    const fs::path& dir = c.dir;
    const std::string &serialDb = c.serialDb, &parallelDb = c.parallelDb;
    auto parallel = runInParallel(c);
    ASSERT_EQ(parallel.exitCode, 0) << parallel.output;
    EXPECT_NE(parallel.output.find("boot 2"), std::string::npos) << parallel.output;

    const auto want = cyclelab::testing::campaignRuns(serialDb, 1);
    const auto got = cyclelab::testing::campaignRuns(parallelDb, 1);
    EXPECT_EQ(want.size(), 5u); // baseline + 4, each once
    cyclelab::testing::expectSameRuns(want, got);

    // Each boot has a capture of its own, and the two were under way at once.
    const auto boots = bootsOf(got);
    ASSERT_EQ(boots.size(), 1u);
    EXPECT_EQ(boots.begin()->second.size(), 2u) << "no run came from the cell's second boot";
    EXPECT_TRUE(twoBootsAtOnce(parallel.output)) << parallel.output;

    // One timing entry for the cell, its phases (both boots' added up) within its wall time.
    auto timings = nlohmann::json::parse(std::ifstream(dir / "t.json"));
    ASSERT_EQ(timings.size(), 1u);
    EXPECT_GT(timings[0]["emulationS"].get<double>(), 0.0);
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
