// One owner per campaign, and --resume means resume: two real CLI processes on one database
// and the virtual bench (real QEMU). While one CLI runs a campaign, a `run --resume` of it (by
// file or by id) stops with a message naming the owner and stores nothing; afterwards every
// (cell, benchmark) is stored once, and a --resume with nothing unfinished says so, exits 0 and
// runs nothing.

#include "tests/campaign_e2e/cli_process.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(10));
}

nlohmann::json runsOf(const std::string& db) {
    return nlohmann::json::parse(cli({"runs", "--db", db, "--json"}).output).at("runs");
}

void expectEachRunOnce(const nlohmann::json& runs) {
    std::set<std::tuple<int, int, std::string>> seen;
    for (const auto& r : runs) {
        EXPECT_TRUE(seen.insert({r["campaign"].get<int>(), r["cell"].get<int>(),
                                 r["benchmark"].get<std::string>()})
                        .second)
            << "run stored twice: campaign " << r["campaign"] << " cell " << r["cell"] << " "
            << r["benchmark"];
    }
}

} // namespace

TEST(ConcurrentResume, ASecondProcessStopsAndNothingIsStoredTwice) {
    const fs::path dir = fs::temp_directory_path() / ("cyclelab-owner-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string file = (dir / "c.toml").string();
    std::ofstream(file) << "name = \"owner\"\nboard = \"qemu-f405\"\nopts = [\"O0\", \"O2\"]\n"
                           "samples = 300\nwarmup = 20\n"
                           "benchmarks = [\"sem_give_take\", \"tick_accuracy\"]\n";
    const std::string db = (dir / "runs.sqlite").string();
    const std::vector<std::string> common{"--db", db, "--images", kImages};

    std::vector<std::string> firstArgs{cyclelab::testing::cliPath(), "run", "--campaign", file};
    firstArgs.insert(firstArgs.end(), common.begin(), common.end());
    auto first = devices::Subprocess::start(firstArgs);
    ASSERT_TRUE(first.ok()) << first.error().message;
    bool running = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    while (!running && std::chrono::steady_clock::now() < deadline &&
           first->pump(std::chrono::milliseconds(100), [&](const std::string& line) {
               running = running || line.find("cell 1/2") != std::string::npos;
           })) {
    }
    ASSERT_TRUE(running) << "the first CLI never started a cell";

    // While the first runs: a resume by file and a resume by id both stop.
    for (std::vector<std::string> args :
         {std::vector<std::string>{"run", "--campaign", file, "--resume"},
          std::vector<std::string>{"run", "--resume", "1"}}) {
        args.insert(args.end(), common.begin(), common.end());
        auto second = cli(args);
        EXPECT_NE(second.exitCode, 0) << second.output;
        EXPECT_NE(second.output.find("is being run by process " + std::to_string(first->pid())),
                  std::string::npos)
            << second.output;
    }

    auto done = first->wait(std::chrono::minutes(10));
    EXPECT_EQ(done.exitCode, 0) << done.output;
    const auto runs = runsOf(db);
    EXPECT_EQ(runs.size(), 6u); // 2 cells x (baseline + 2)
    expectEachRunOnce(runs);

    // Nothing unfinished: said, exit 0, nothing run or created.
    for (std::vector<std::string> args :
         {std::vector<std::string>{"run", "--campaign", file, "--resume"},
          std::vector<std::string>{"run", "--resume", "1"}}) {
        args.insert(args.end(), common.begin(), common.end());
        auto again = cli(args);
        EXPECT_EQ(again.exitCode, 0) << again.output;
        EXPECT_NE(again.output.find("nothing to resume"), std::string::npos) << again.output;
    }
    EXPECT_EQ(runsOf(db).size(), 6u);
    auto unknown = cli({"run", "--resume", "7", "--db", db, "--images", kImages});
    EXPECT_EQ(unknown.exitCode, 2) << unknown.output;
    auto noDb = cli({"run", "--campaign", file, "--resume", "--db", (dir / "none.sqlite").string(),
                     "--images", kImages});
    EXPECT_EQ(noDb.exitCode, 0) << noDb.output;
    EXPECT_NE(noDb.output.find("nothing to resume"), std::string::npos) << noDb.output;
    EXPECT_FALSE(fs::exists(dir / "none.sqlite"));
    fs::remove_all(dir);
}
