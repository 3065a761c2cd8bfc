// Runs the built cyclelab-cli as a subprocess against real database files.
#include "core/store/run_store.hpp"
#include "tests/foundation/cli_runner.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

using nlohmann::json;
using testing::CliResult;
using testing::makeBuild;
using testing::makeRun;
using testing::readAll;
using testing::runCli;
using testing::TempDir;

TEST(CliRuns, EmptyStorePrintsAnEmptyRunsArray) {
    TempDir dir;
    ASSERT_TRUE(RunStore::open(dir.file("new.sqlite")).ok());
    const CliResult r = runCli(dir, {"runs", "--db", "new.sqlite", "--json"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(json::parse(r.out), (json{{"schema", "cyclelab.runs/1"},
                                        {"runs", json::array()},
                                        {"failedCells", json::array()}}));
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(CliRuns, TextFileExitsTwoNamingTheFile) {
    TempDir dir;
    const std::string text = "not a database, just notes\n";
    std::ofstream(dir.file("x.sqlite")) << text;
    for (const auto& args : {std::vector<std::string>{"runs", "--db", "x.sqlite"},
                             std::vector<std::string>{"runs", "--db", "x.sqlite", "--json"},
                             std::vector<std::string>{"show", "1", "--db", "x.sqlite"}}) {
        const CliResult r = runCli(dir, args);
        EXPECT_EQ(r.exitCode, 2);
        EXPECT_TRUE(r.out.empty()) << r.out;
        EXPECT_NE(r.err.find("x.sqlite"), std::string::npos) << r.err;
        EXPECT_NE(r.err.find("not a SQLite database"), std::string::npos) << r.err;
    }
    EXPECT_EQ(readAll(dir.file("x.sqlite")), text);
}

class CliWithRuns : public ::testing::Test {
  protected:
    void SetUp() override {
        auto store = RunStore::open(m_dir.file("runs.sqlite"));
        ASSERT_TRUE(store.ok());
        m_first = makeRun(1, 5000);
        m_firstId = store->insertRun(m_first).value();
        core::Run second = makeRun(2, 300);
        second.build = makeBuild("gd32f103", "freertos", OptLevel::Os, ConfigProfile::Default);
        second.build.kernel.commit = "4269c69a16f924c11adeedbb31591f6fad9f41b2";
        second.build.kernel.pin = "differs";
        second.build.kernel.pinNote =
            "FreeRTOS-Kernel at 4269c69a16f9, pinned V11.1.0 (dbf70559b27d)";
        second.benchmark = {"ctx_switch", {}};
        second.validation.reset();
        m_secondId = store->insertRun(second).value();
    }
    TempDir m_dir;
    core::Run m_first;
    std::int64_t m_firstId = 0;
    std::int64_t m_secondId = 0;
};

TEST_F(CliWithRuns, JsonListHasConditionsStatsAndValidation) {
    const CliResult r = runCli(m_dir, {"runs", "--db", "runs.sqlite", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json runs = json::parse(r.out).at("runs");
    ASSERT_EQ(runs.size(), 2u);
    const json& a = runs[0];
    EXPECT_EQ(a["id"], m_firstId);
    EXPECT_TRUE(a["campaign"].is_null());
    EXPECT_EQ(a["board"], "qemu-f405");
    EXPECT_EQ(a["kernel"], "refkernel");
    EXPECT_EQ(a["kernelVersion"], "1.0.3");
    EXPECT_EQ(a["benchmark"], "queue_send_recv");
    EXPECT_EQ(a["params"]["depth"], "5");
    EXPECT_EQ(a["opt"], "O2");
    EXPECT_EQ(a["cpuHz"], 168000000);
    EXPECT_EQ(a["flashWaitStates"], 5);
    EXPECT_EQ(a["profile"], "minimal");
    EXPECT_EQ(a["cycleSource"], "dwt");
    EXPECT_EQ(a["n"], 5000);
    EXPECT_EQ(a["status"], "ok");
    const Stats s = computeStats(m_first.samples).value();
    EXPECT_EQ(a["stats"]["min"], s.min);
    EXPECT_EQ(a["stats"]["max"], s.max);
    EXPECT_DOUBLE_EQ(a["stats"]["median"].get<double>(), s.median);
    EXPECT_DOUBLE_EQ(a["stats"]["mean"].get<double>(), s.mean);
    EXPECT_DOUBLE_EQ(a["stats"]["p99"].get<double>(), s.p99);
    EXPECT_EQ(a["stats"]["outliers"], s.outliers);
    for (const char* key : {"stddev", "p90", "p999", "mad"}) {
        EXPECT_TRUE(a["stats"][key].is_number()) << key;
    }
    EXPECT_EQ(a["validation"]["verdict"], "pass");
    EXPECT_EQ(a["validation"]["paired"], 5000);
    for (const char* key : {"reason", "withinTolerance", "biasNs", "maxDevNs"}) {
        EXPECT_TRUE(a["validation"].contains(key)) << key;
    }
    EXPECT_TRUE(runs[1]["validation"].is_null());
    EXPECT_EQ(runs[1]["board"], "gd32f103");
}

TEST_F(CliWithRuns, FiltersAndBadFilterValues) {
    auto ids = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"runs", "--db", "runs.sqlite", "--json"});
        const CliResult r = runCli(m_dir, args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        std::vector<std::int64_t> out;
        const json doc = json::parse(r.out);
        for (const auto& run : doc.at("runs")) {
            out.push_back(run["id"].get<std::int64_t>());
        }
        return out;
    };
    using V = std::vector<std::int64_t>;
    EXPECT_EQ(ids({"--board", "gd32f103"}), (V{m_secondId}));
    EXPECT_EQ(ids({"--kernel", "refkernel"}), (V{m_firstId}));
    EXPECT_EQ(ids({"--bench", "ctx_switch"}), (V{m_secondId}));
    EXPECT_EQ(ids({"--opt", "O2"}), (V{m_firstId}));
    EXPECT_EQ(ids({"--profile", "default"}), (V{m_secondId}));
    EXPECT_EQ(ids({"--status", "ok"}), (V{m_firstId, m_secondId}));
    EXPECT_EQ(ids({"--campaign", "4"}), V{});
    for (const auto& bad :
         {std::vector<std::string>{"--opt", "O9"}, std::vector<std::string>{"--profile", "tiny"},
          std::vector<std::string>{"--status", "great"},
          std::vector<std::string>{"--campaign", "x"}}) {
        std::vector<std::string> args{"runs", "--db", "runs.sqlite"};
        args.insert(args.end(), bad.begin(), bad.end());
        const CliResult r = runCli(m_dir, args);
        EXPECT_EQ(r.exitCode, 2) << bad[0];
        EXPECT_FALSE(r.err.empty());
    }
}

TEST_F(CliWithRuns, HumanTableIsAligned) {
    const CliResult r = runCli(m_dir, {"runs", "--db", "runs.sqlite"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::istringstream lines(r.out);
    std::string header, first, second;
    std::getline(lines, header);
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_NE(header.find("BOARD"), std::string::npos);
    EXPECT_NE(first.find("qemu-f405"), std::string::npos);
    EXPECT_NE(second.find("gd32f103"), std::string::npos);
    // Aligned: every column starts at the same offset in each row.
    EXPECT_EQ(header.find("KERNEL"), first.find("refkernel"));
    EXPECT_EQ(header.find("KERNEL"), second.find("freertos"));
    EXPECT_EQ(header.find("STATUS"), first.find("ok  "));
    // Numbers are right-aligned: the median's last digit sits under the header's last letter.
    const std::size_t medianEnd = header.find("MEDIAN") + 5;
    for (const std::string& row : {first, second}) {
        ASSERT_LT(medianEnd + 1, row.size());
        EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(row[medianEnd]))) << row;
        EXPECT_EQ(row[medianEnd + 1], ' ') << row;
    }
}

TEST_F(CliWithRuns, ShowPrintsConditionsAndJson) {
    const std::string id = std::to_string(m_firstId);
    const CliResult text = runCli(m_dir, {"show", id, "--db", "runs.sqlite"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    for (const char* expected :
         {"qemu-f405", "168 MHz, 5 flash wait states", "refkernel 1.0.3", "minimal profile", "O2",
          "arm-none-eabi-gcc 12.2.1", "-mcpu=cortex-m4", "dwt at 168 MHz", "100 MHz samplerate",
          "verdict", "pass", "(measured 1: the hardware does not do what the build configured)"}) {
        EXPECT_NE(text.out.find(expected), std::string::npos) << expected << "\n" << text.out;
    }
    const CliResult j = runCli(m_dir, {"show", id, "--db", "runs.sqlite", "--json", "--samples"});
    ASSERT_EQ(j.exitCode, 0) << j.err;
    const json run = json::parse(j.out);
    EXPECT_EQ(run["id"], m_firstId);
    EXPECT_EQ(run["samples"].get<std::vector<std::int32_t>>(), m_first.samples);
    EXPECT_EQ(run["validation"]["verdict"], "pass");
    EXPECT_EQ(run["flashWaitStatesMeasured"], 1); // stored next to the configured 5

    // The kernel's upstream commit and its pin, in the text and the JSON.
    const CliResult other =
        runCli(m_dir, {"show", std::to_string(m_secondId), "--db", "runs.sqlite"});
    ASSERT_EQ(other.exitCode, 0) << other.err;
    EXPECT_NE(other.out.find("4269c69a16f9, differs from its pin: FreeRTOS-Kernel at 4269c69a16f9, "
                             "pinned V11.1.0 (dbf70559b27d)"),
              std::string::npos)
        << other.out;
    EXPECT_EQ(text.out.find("kernel source"), std::string::npos) << "refkernel has no upstream";
    const json otherJson = json::parse(
        runCli(m_dir, {"show", std::to_string(m_secondId), "--db", "runs.sqlite", "--json"}).out);
    EXPECT_EQ(otherJson["kernelCommit"], "4269c69a16f924c11adeedbb31591f6fad9f41b2");
    EXPECT_EQ(otherJson["kernelPin"], "differs");
    EXPECT_EQ(run["kernelPin"], "");

    const CliResult missing = runCli(m_dir, {"show", "999", "--db", "runs.sqlite"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("no run 999"), std::string::npos) << missing.err;
}

} // namespace
} // namespace cyclelab::core

namespace cyclelab::core {
namespace {

TEST(CliRunsEdit, RenameAnnotateAndDeleteOnlyWithYes) {
    TempDir dir;
    const std::string path = dir.file("e.sqlite");
    std::int64_t runId = 0;
    std::int64_t campaignId = 0;
    {
        RunStore store = RunStore::open(path).value();
        Campaign c;
        c.spec.name = "sweep";
        c.spec.boardId = "qemu-f405";
        CampaignCell cell;
        cell.kernel = "refkernel";
        cell.cpuHz = 168000000;
        cell.state = CellState::Done;
        c.cells = {cell};
        campaignId = store.createCampaign(c).value();
        ASSERT_TRUE(store.commitCell(campaignId, cell, {makeRun(1, 50)}).ok());
        runId = store.insertRun(makeRun(2, 50)).value();
    }
    const std::string run = std::to_string(runId);
    const std::string campaign = "campaign:" + std::to_string(campaignId);
    CliResult r = runCli(dir, {"runs", "--db", "e.sqlite", "--rename", run, "--to", "hub"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--annotate", run, "--note", "USB hub"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--rename", campaign, "--to", "O2 sweep"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    {
        RunStore store = RunStore::openReadOnly(path).value();
        EXPECT_EQ(store.loadSummary(runId)->name, "hub");
        EXPECT_EQ(store.loadSummary(runId)->note, "USB hub");
        EXPECT_EQ(store.loadCampaign(campaignId)->spec.name, "O2 sweep");
    }
    r = runCli(dir, {"show", run, "--db", "e.sqlite"});
    EXPECT_NE(r.out.find("Name: hub\nNote: USB hub"), std::string::npos) << r.out;
    // Deleting without --yes changes nothing and says how to confirm.
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--delete", campaign});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("add --yes"), std::string::npos) << r.err;
    EXPECT_EQ(RunStore::openReadOnly(path)->listRuns()->size(), 2u);
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--delete", campaign, "--yes"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("and its 1 runs"), std::string::npos) << r.out;
    EXPECT_EQ(RunStore::openReadOnly(path)->listRuns()->size(), 1u);
    // Bad targets and a missing database are exit 2, and no database is created.
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--rename", "campaign:x", "--to", "y"});
    EXPECT_EQ(r.exitCode, 2);
    r = runCli(dir, {"runs", "--db", "e.sqlite", "--rename", "999", "--to", "y"});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    r = runCli(dir, {"runs", "--db", "missing.sqlite", "--delete", run, "--yes"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_FALSE(std::filesystem::exists(dir.file("missing.sqlite")));
}

} // namespace
} // namespace cyclelab::core
