// A short campaign end to end on the virtual bench, through the CLI a user runs, and the
// counter-vs-analyzer check catching an image whose counter window holds work the probe
// pin does not show.

#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/image_catalog.hpp"
#include "devices/benches/bench_factory.hpp"
#include "tests/campaign_e2e/cli_process.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <signal.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

fs::path scratch(const std::string& name) {
    fs::path dir =
        fs::temp_directory_path() / ("cyclelab-e2e-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(12));
}

} // namespace

TEST(VirtualCampaign, ShortCampaignIsCrossValidatedEndToEnd) {
    const fs::path dir = scratch("campaign");
    const fs::path campaign = dir / "short.toml";
    std::ofstream(campaign) << "name = \"e2e\"\nboard = \"qemu-f405\"\nkernels = [\"refkernel\"]\n"
                               "profiles = [\"minimal\"]\nopts = [\"O2\"]\nsamples = 500\n"
                               "warmup = 50\nbenchmarks = \"all\"\n";
    const std::string db = (dir / "runs.sqlite").string();
    auto run = cli({"run", "--campaign", campaign.string(), "--db", db, "--images", kImages});
    ASSERT_EQ(run.exitCode, 0) << run.output;

    auto list = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(list.exitCode, 0) << list.output;
    auto runs = nlohmann::json::parse(list.output).at("runs");
    // "all": one run per benchmark the image has (the port's n/a ones are left out of it).
    auto images = core::ImageCatalog::load(kImages);
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto image = std::find_if(images->images().begin(), images->images().end(), [](const auto& b) {
        return b.imageName == "qemu-f405-refkernel-minimal-O2";
    });
    ASSERT_NE(image, images->images().end());
    std::set<std::string> measured;
    for (const auto& r : runs) {
        measured.insert(r["benchmark"].get<std::string>());
    }
    // Not the Thread-Metric suite (in images built with -DTHREADX_PATH): "all" leaves it out.
    std::set<std::string> expected;
    std::copy_if(image->benchmarks.begin(), image->benchmarks.end(),
                 std::inserter(expected, expected.end()),
                 [](const std::string& id) { return !id.starts_with("tm_"); });
    EXPECT_EQ(measured, expected);
    ASSERT_EQ(runs.size(), expected.size()) << list.output;
    for (const auto& r : runs) {
        SCOPED_TRACE(r["benchmark"].get<std::string>());
        EXPECT_EQ(r["board"], "qemu-f405");
        EXPECT_EQ(r["kernel"], "refkernel");
        EXPECT_EQ(r["opt"], "O2");
        EXPECT_EQ(r["profile"], "minimal");
        EXPECT_EQ(r["cpuHz"], 168000000);
        EXPECT_EQ(r["n"], 500);
        ASSERT_TRUE(r["validation"].is_object());
        const auto& v = r["validation"];
        const std::string reason = v["reason"].get<std::string>();
        if (r["benchmark"] == "critical_section_max") {
            // Counter-only: interrupt-entry latency has no software edge to pulse from.
            EXPECT_EQ(v["verdict"], "inconclusive") << reason;
            EXPECT_NE(reason.find("counter-only"), std::string::npos) << reason;
            continue;
        }
        if (r["benchmark"] == "isr_latency") {
            // QEMU does not model exception entry: 7 cycles are below what 100 MHz resolves.
            EXPECT_EQ(v["verdict"], "inconclusive") << reason;
            EXPECT_NE(reason.find("cannot resolve"), std::string::npos) << reason;
        } else {
            EXPECT_EQ(v["verdict"], "pass") << reason;
            EXPECT_GE(v["withinTolerance"].get<double>(), 0.99);
        }
        EXPECT_EQ(v["paired"], 500);
        for (const char* key : {"min", "median", "mean", "max", "p99"}) {
            EXPECT_TRUE(r["stats"].contains(key)) << key;
        }
        if (r["benchmark"] == "baseline") {
            EXPECT_EQ(r["stats"]["min"], 0);
        }
    }
    fs::remove_all(dir);
}

TEST(VirtualCampaign, WorkOutsideThePulseFailsCrossValidation) {
    auto images = core::ImageCatalog::load(kImages);
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto skew = std::find_if(images->images().begin(), images->images().end(),
                             [](const core::FirmwareBuild& b) {
                                 return b.imageName == "qemu-f405-refkernel-minimal-O2-skew";
                             });
    ASSERT_NE(skew, images->images().end()) << "the skew variant is not in the manifest";
    auto board = core::loadBoardProfile(std::string(CYCLELAB_SOURCE_DIR) +
                                        "/resources/boards/qemu-f405.json");
    ASSERT_TRUE(board.ok()) << board.error().message;
    devices::BenchConfig config;
    config.board = *board;
    auto bench = devices::makeBench(config);
    ASSERT_TRUE(bench.ok()) << bench.error().message;

    core::CampaignSpec spec;
    spec.boardId = "qemu-f405";
    spec.benchmarks = {{"sem_give_take", {}}, {"mutex_lock_unlock", {}}};
    spec.samples = 300;
    spec.warmup = 30;
    core::CampaignCell cell;
    cell.kernel = "refkernel";
    cell.cpuHz = 168000000;
    std::atomic<bool> stop{false};
    core::CellExecutor executor(**bench, {}, stop);
    auto runs = executor.execute(spec, cell, *skew, {});
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    ASSERT_EQ(runs->size(), 3u); // baseline first, then the two asked for
    for (std::size_t i = 1; i < runs->size(); ++i) {
        const auto& v = (*runs)[i].validation;
        ASSERT_TRUE(v.has_value());
        EXPECT_EQ(v->verdict, core::Verdict::Fail) << english(v->reason);
        EXPECT_GT(std::abs(v->biasNs), 50.0) << english(v->reason);
        EXPECT_GT(v->maxDevNs, 50.0);
        EXPECT_NE(english(v->reason).find("ns"), std::string::npos) << english(v->reason);
    }
}

// Ctrl-C during a campaign leaves the interrupted cell pending; --resume runs what is left and
// no run is stored twice.
TEST(VirtualCampaign, InterruptedCampaignResumesWithoutDuplicates) {
    const fs::path dir = scratch("resume");
    const fs::path campaign = dir / "resume.toml";
    std::ofstream(campaign) << "name = \"resume\"\nboard = \"qemu-f405\"\n"
                               "opts = [\"O0\", \"O2\", \"Os\", \"O3\"]\nsamples = 200\n"
                               "warmup = 20\nbenchmarks = [\"sem_give_take\", \"tick_accuracy\"]\n";
    const std::string db = (dir / "runs.sqlite").string();
    const std::vector<std::string> runArgs{kCli,   "run", "--campaign", campaign.string(),
                                           "--db", db,    "--images",   kImages};
    auto first = devices::Subprocess::start(runArgs);
    ASSERT_TRUE(first.ok()) << first.error().message;
    bool interrupted = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    // Interrupted once the first cell is done, whichever it is (cells run side by side): two
    // are still to start, so the stop always leaves work for --resume.
    const std::regex cellDone(R"(^cell [0-9]+ done)");
    while (first->pump(std::chrono::milliseconds(100), [&](const std::string& line) {
        if (!interrupted && std::regex_search(line, cellDone)) {
            ::kill(first->pid(), SIGINT);
            interrupted = true;
        }
    }) && std::chrono::steady_clock::now() < deadline) {
    }
    auto stopped = first->wait(std::chrono::minutes(2));
    ASSERT_TRUE(interrupted) << stopped.output;
    EXPECT_EQ(stopped.exitCode, 1) << stopped.output;
    EXPECT_NE(stopped.output.find("continue with --resume"), std::string::npos) << stopped.output;

    auto before = nlohmann::json::parse(cli({"runs", "--db", db, "--json"}).output).at("runs");
    EXPECT_GE(before.size(), 3u); // a cell: baseline, sem_give_take, tick_accuracy
    EXPECT_LT(before.size(), 12u);

    std::vector<std::string> resumeArgs(runArgs.begin() + 1, runArgs.end());
    resumeArgs.push_back("--resume");
    auto resumed = cli(resumeArgs);
    ASSERT_EQ(resumed.exitCode, 0) << resumed.output;
    EXPECT_NE(resumed.output.find("resuming campaign 1"), std::string::npos) << resumed.output;

    auto after = nlohmann::json::parse(cli({"runs", "--db", db, "--json"}).output).at("runs");
    ASSERT_EQ(after.size(), 12u); // 4 cells x (baseline + 2)
    std::set<std::pair<int, std::string>> seen;
    for (const auto& r : after) {
        EXPECT_EQ(r["campaign"], 1);
        EXPECT_TRUE(seen.insert({r["cell"].get<int>(), r["benchmark"].get<std::string>()}).second)
            << "run stored twice: cell " << r["cell"] << " " << r["benchmark"];
    }
    fs::remove_all(dir);
}
