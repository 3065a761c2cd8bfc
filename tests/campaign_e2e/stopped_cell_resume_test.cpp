// A stop keeps what a cell finished: the real CLI runs a campaign on the virtual bench (real
// QEMU), gets SIGTERM while a cell measures tick_accuracy, stores the cell's finished
// benchmarks and leaves the cell pending; `--resume` then measures only the benchmarks the
// cell lacks (and the next cell), so every (cell, benchmark) is stored exactly once. The
// progress lines carry a percentage that never goes back and an ETA from the first benchmark.
// No sleeps: the test waits for output lines.

#include "devices/common/subprocess.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
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

// Every benchmark line's percentage never decreases, and each has an ETA.
void expectProgressLines(const std::string& output) {
    static const std::regex line(R"(\] (\S+) \(\d+ samples\)  (\d+)%  ETA (\S+))");
    int last = -1;
    int lines = 0;
    for (auto it = std::sregex_iterator(output.begin(), output.end(), line);
         it != std::sregex_iterator(); ++it) {
        const int pct = std::stoi((*it)[2]);
        EXPECT_GE(pct, last) << "progress went back at " << (*it)[0] << "\n" << output;
        EXPECT_NE((*it)[3], "--") << "no ETA at " << (*it)[0];
        last = pct;
        ++lines;
    }
    EXPECT_GT(lines, 0) << "no benchmark line with a percentage and an ETA:\n" << output;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
        ++n;
    }
    return n;
}

} // namespace

TEST(StoppedCellResume, AStopKeepsTheFinishedBenchmarksAndResumeMeasuresTheRest) {
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-stopcell-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    // Per cell, in two boots (the longer first): baseline, baseline_long, tick_accuracy (1,000
    // delays of 10 ms: seconds on the virtual bench); then baseline, sem_give_take.
    std::ofstream(dir / "c.toml") << "name = \"stop\"\nboard = \"qemu-f405\"\n"
                                     "opts = [\"O0\", \"O2\"]\nsamples = 3000\nwarmup = 20\n"
                                     "benchmarks = [\"tick_accuracy\", \"sem_give_take\"]\n";
    const std::string db = (dir / "runs.sqlite").string();
    const std::vector<std::string> args{kCli,     "run", "--campaign", (dir / "c.toml").string(),
                                        "--db",   db,    "--images",   kImages,
                                        "--jobs", "1"};

    auto first = devices::Subprocess::start(args);
    ASSERT_TRUE(first.ok()) << first.error().message;
    // baseline_long done: tick_accuracy is being measured when the signal comes.
    std::string output;
    bool calibrated = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    while (!calibrated && std::chrono::steady_clock::now() < deadline &&
           first->pump(std::chrono::milliseconds(100), [&](const std::string& line) {
               output += line + "\n";
               calibrated = calibrated || line.find("] baseline_long") != std::string::npos;
           })) {
    }
    ASSERT_TRUE(calibrated) << output;
    ::kill(first->pid(), SIGTERM);
    auto stopped = first->wait(std::chrono::minutes(3));
    output = stopped.output; // all of it, the lines pumped above included
    EXPECT_EQ(stopped.exitCode, 1) << output;
    expectProgressLines(output);
    // The stop lands after the benchmark being measured when the signal came: tick_accuracy
    // (seconds long) as a rule, baseline_long when the cell's thread had not started the next
    // one yet. Either way the cell's finished benchmarks are stored and it stays pending.
    static const std::regex kept(R"(cell 1 stopped: (\d) finished benchmarks stored)");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(output, m, kept)) << output;
    const auto firstStored = static_cast<std::size_t>(std::stoi(m[1]));
    EXPECT_GE(firstStored, 1u); // baseline at least
    EXPECT_LE(firstStored, 2u); // the cell did not finish: sem_give_take is not stored
    EXPECT_NE(output.find(std::to_string(firstStored) + " runs stored"), std::string::npos)
        << output;
    auto listed =
        devices::runProcess({kCli, "runs", "--db", db, "--json"}, std::chrono::minutes(1));
    ASSERT_TRUE(listed.ok());
    std::size_t tickStored = 0;
    const auto firstRuns = nlohmann::json::parse(listed->output); // kept: the loop reads into it
    for (const auto& r : firstRuns.at("runs")) {
        tickStored += r["benchmark"].get<std::string>() == "tick_accuracy" ? 1 : 0;
    }

    std::vector<std::string> resumeArgs = args;
    resumeArgs.push_back("--resume");
    auto resumed = devices::runProcess(resumeArgs, std::chrono::minutes(10));
    ASSERT_TRUE(resumed.ok()) << resumed.error().message;
    EXPECT_EQ(resumed->exitCode, 0) << resumed->output;
    // Cell 1 measures its calibration again and only the benchmarks it lacks; cell 2 all.
    EXPECT_EQ(count(resumed->output, "] tick_accuracy"), 2u - tickStored) << resumed->output;
    EXPECT_EQ(count(resumed->output, "] sem_give_take"), 2u) << resumed->output;
    if (tickStored == 1) {
        EXPECT_NE(resumed->output.find("[2/2] sem_give_take"), std::string::npos)
            << resumed->output;
    }
    EXPECT_NE(resumed->output.find(std::to_string(6 - firstStored) + " runs stored"),
              std::string::npos)
        << resumed->output;
    expectProgressLines(resumed->output);

    auto list = devices::runProcess({kCli, "runs", "--db", db, "--json"}, std::chrono::minutes(1));
    ASSERT_TRUE(list.ok());
    const auto runs = nlohmann::json::parse(list->output).at("runs");
    EXPECT_EQ(runs.size(), 6u); // 2 cells x (baseline, tick_accuracy, sem_give_take)
    std::set<std::pair<int, std::string>> seen;
    for (const auto& r : runs) {
        EXPECT_TRUE(seen.insert({r["cell"].get<int>(), r["benchmark"].get<std::string>()}).second)
            << "run stored twice: cell " << r["cell"] << " " << r["benchmark"];
    }
    fs::remove_all(dir);
}
