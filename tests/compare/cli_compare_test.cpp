// cyclelab-cli compare, end to end: real SQLite file, real subprocess.

#include "tests/compare/cli_fixture.hpp"

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

using namespace cyclelab::core;
using namespace cyclelab::core::testing;

class CliCompare : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { s_db = new CliDb(makeCliDb("cli_compare")); }
    static void TearDownTestSuite() { delete s_db; }
    static inline CliDb* s_db = nullptr;
};

TEST_F(CliCompare, RunAgainstItselfExitsZero) {
    const std::string id = std::to_string(s_db->runIdsA.front());
    auto r = runCli({"compare", id, id, "--db", s_db->db.string(), "--fail-on-regression", "5"});
    EXPECT_EQ(r.exitCode, 0) << r.output;
    EXPECT_NE(r.output.find("no change"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("0 regression(s)"), std::string::npos) << r.output;
    // Said, not left to be noticed: a comparison of a run with itself shows nothing by design.
    EXPECT_NE(r.output.find("warning: A and B are the same 1 run(s)"), std::string::npos)
        << r.output;
}

// Two values of one factor inside one campaign (compare.py's filters mode): -O0 against -O2
// per benchmark, kernel and clock; the synthetic campaign's -O0 costs 2.1 times -O2.
TEST_F(CliCompare, TwoValuesOfAFactorInsideOneCampaign) {
    const std::string campaign = "campaign:" + std::to_string(s_db->campaignA);
    auto r = runCli({"compare", campaign, "--by", "opt=O2,O0", "--db", s_db->db.string(), "--json",
                     "--bootstrap", "100"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    EXPECT_EQ(r.output.find("warning"), std::string::npos) << r.output;
    auto json = nlohmann::json::parse(r.output.substr(r.output.find('{')));
    // 2 kernels x 4 clocks x 4 benchmarks; opt is the factor, not a row key.
    ASSERT_EQ(json["rows"].size(), 32u);
    for (const auto& row : json["rows"]) {
        EXPECT_EQ(row["verdict"], "regression") << row.dump();
        EXPECT_NEAR(row["changePct"].get<double>(), 110.0, 15.0) << row.dump();
    }
    EXPECT_NE(r.output.find("[opt=O0]"), std::string::npos) << r.output;

    // A clock typed as a user would; the same value on both sides is said.
    auto same = runCli({"compare", campaign, "--by", "cpuHz=168,168 MHz", "--db", s_db->db.string(),
                        "--bootstrap", "50"});
    EXPECT_EQ(same.exitCode, 0) << same.output;
    EXPECT_NE(same.output.find("warning: A and B are the same"), std::string::npos) << same.output;

    auto missing = runCli({"compare", campaign, "--by", "opt=O3,O2", "--db", s_db->db.string()});
    EXPECT_EQ(missing.exitCode, 2) << missing.output;
    EXPECT_NE(missing.output.find("no run with opt=O3; its values: O0, O2, Os"), std::string::npos)
        << missing.output;
    for (const char* bad : {"opt", "opt=O2", "speed=O0,O2", "opt=,O2", "opt=O0,O2,Os"}) {
        auto refused = runCli({"compare", campaign, "--by", bad, "--db", s_db->db.string()});
        EXPECT_EQ(refused.exitCode, 2) << bad << ": " << refused.output;
        EXPECT_NE(refused.output.find("FACTOR=X,Y"), std::string::npos) << refused.output;
    }
    auto noB = runCli({"compare", campaign, "--db", s_db->db.string()});
    EXPECT_EQ(noB.exitCode, 2) << noB.output;
    EXPECT_NE(noB.output.find("compare needs B, or --by"), std::string::npos) << noB.output;
}

TEST_F(CliCompare, SlowerRunExitsThree) {
    const std::string a = std::to_string(s_db->runIdsA.front());
    const std::string b = std::to_string(s_db->runIdsB.front());
    auto r = runCli({"compare", a, b, "--db", s_db->db.string(), "--fail-on-regression", "5"});
    EXPECT_EQ(r.exitCode, 3) << r.output;
    EXPECT_NE(r.output.find("regression"), std::string::npos) << r.output;
    // Without the flag the verdict is printed but the exit code stays 0.
    auto plain = runCli({"compare", a, b, "--db", s_db->db.string()});
    EXPECT_EQ(plain.exitCode, 0) << plain.output;
    // Below the 20 % change the gate does not trip.
    auto loose = runCli({"compare", a, b, "--db", s_db->db.string(), "--fail-on-regression", "30"});
    EXPECT_EQ(loose.exitCode, 0) << loose.output;
}

TEST_F(CliCompare, CampaignsJsonPerBenchmark) {
    auto r = runCli({"compare", "campaign:" + std::to_string(s_db->campaignA),
                     "campaign:" + std::to_string(s_db->campaignB), "--db", s_db->db.string(),
                     "--json", "--bootstrap", "200"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    auto json = nlohmann::json::parse(r.output.substr(r.output.find('{')));
    // Kernel, clock and opt vary inside each campaign: 2 x 4 x 3 cells x 4 benchmarks rows.
    ASSERT_EQ(json["rows"].size(), 96u);
    EXPECT_EQ(json["regressions"], 96);
    for (const auto& row : json["rows"]) {
        EXPECT_EQ(row["verdict"], "regression") << row.dump();
        EXPECT_NEAR(row["changePct"].get<double>(), 20.0, 1.5) << row.dump();
    }
    auto gate = runCli({"compare", "campaign:" + std::to_string(s_db->campaignA),
                        "campaign:" + std::to_string(s_db->campaignB), "--db", s_db->db.string(),
                        "--fail-on-regression", "5", "--bootstrap", "50"});
    EXPECT_EQ(gate.exitCode, 3) << gate.output;
}

TEST_F(CliCompare, BadReferencesExitTwoOrOne) {
    auto r = runCli({"compare", "nonsense", "1", "--db", s_db->db.string()});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("campaign:ID"), std::string::npos) << r.output;
    auto missing = runCli({"compare", "999999", "1", "--db", s_db->db.string()});
    EXPECT_NE(missing.exitCode, 0) << missing.output;
    auto usage = runCli({"compare", "1"});
    EXPECT_EQ(usage.exitCode, 2) << usage.output;
}

TEST_F(CliCompare, DifferentBenchmarksAreRefusedUnlessForced) {
    // Runs 0 and 1 of a campaign: same cell, yield vs sem_give.
    const std::string a = std::to_string(s_db->runIdsA[0]);
    const std::string b = std::to_string(s_db->runIdsA[1]);
    auto refused = runCli({"compare", a, b, "--db", s_db->db.string()});
    EXPECT_EQ(refused.exitCode, 2) << refused.output;
    EXPECT_NE(refused.output.find("benchmark: yield (run " + a + ") vs sem_give (run " + b + ")"),
              std::string::npos)
        << refused.output;
    EXPECT_NE(refused.output.find("--force"), std::string::npos) << refused.output;
    EXPECT_EQ(refused.output.find("improvement"), std::string::npos) << refused.output;

    auto forced = runCli({"compare", a, b, "--db", s_db->db.string(), "--force"});
    EXPECT_EQ(forced.exitCode, 0) << forced.output;
    EXPECT_NE(forced.output.find("warning: compared with --force although benchmark: yield"),
              std::string::npos)
        << forced.output;
}

TEST_F(CliCompare, WhatUsersCompareIsAllowed) {
    // Same benchmark, other kernel, clock or opt level: the point of comparing.
    const auto& runs = s_db->runIdsA;
    const std::string first = std::to_string(runs[0]);
    for (std::size_t other : {std::size_t{4}, std::size_t{12}, std::size_t{48}}) {
        auto r = runCli({"compare", first, std::to_string(runs[other]), "--db", s_db->db.string(),
                         "--bootstrap", "20"});
        EXPECT_EQ(r.exitCode, 0) << r.output;
    }
}

TEST(CliCompareBoards, AnotherBoardIsRefused) {
    CliDb db = makeCliDb("cli_compare_board", 40);
    std::int64_t other = 0;
    {
        auto store = cyclelab::core::RunStore::open(db.db.string());
        ASSERT_TRUE(store.ok());
        auto run = store->loadRun(db.runIdsA.front());
        ASSERT_TRUE(run.ok());
        run->build.boardId = "stm32f103-bluepill";
        run->campaignId = 0;
        other = store->insertRun(*run).value();
    }
    auto r = runCli({"compare", std::to_string(db.runIdsA.front()), std::to_string(other), "--db",
                     db.db.string()});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("board: qemu-f405 (run " + std::to_string(db.runIdsA.front()) +
                            ") vs stm32f103-bluepill (run " + std::to_string(other) + ")"),
              std::string::npos)
        << r.output;
}

TEST(CliCompareTwoDatabases, MainAgainstPrWithJunitAndMarkdown) {
    CliDb main = makeCliDb("cli_compare_main", 60);
    CliDb pr = makeCliDb("cli_compare_pr", 60);
    const std::string junit = (pr.dir / "compare.xml").string();
    const std::string markdown = (pr.dir / "compare.md").string();
    // B: the slower campaign of pr.sqlite, named by campaign:last.
    auto r = runCli({"compare", "campaign:" + std::to_string(main.campaignA), "campaign:last",
                     "--db", main.db.string(), "--against", pr.db.string(), "--junit", junit,
                     "--markdown", markdown, "--fail-on-regression", "5", "--bootstrap", "50"});
    EXPECT_EQ(r.exitCode, 3) << r.output;
    EXPECT_NE(r.output.find("96 regression(s)"), std::string::npos) << r.output;

    std::ifstream xmlIn(junit);
    const std::string xml((std::istreambuf_iterator<char>(xmlIn)),
                          std::istreambuf_iterator<char>());
    EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites", 0), 0u) << xml;
    EXPECT_NE(xml.find("tests=\"96\" failures=\"96\" errors=\"0\" skipped=\"0\""),
              std::string::npos);
    std::size_t cases = 0;
    for (auto at = xml.find("<testcase "); at != std::string::npos;
         at = xml.find("<testcase ", at + 1)) {
        ++cases;
    }
    EXPECT_EQ(cases, 96u);
    EXPECT_NE(xml.find("<failure type=\"regression\" message=\"regression +"), std::string::npos);
    EXPECT_NE(xml.find(pr.db.string()), std::string::npos); // where B came from
    EXPECT_TRUE(xml.ends_with("</testsuite>\n</testsuites>\n"));

    std::ifstream mdIn(markdown);
    const std::string md((std::istreambuf_iterator<char>(mdIn)), std::istreambuf_iterator<char>());
    EXPECT_EQ(
        md.rfind("### CycleLab comparison: 96 regression(s), 0 improvement(s), 0 unchanged", 0), 0u)
        << md;
    EXPECT_NE(md.find("| benchmark | median A | median B | change |"), std::string::npos);
    EXPECT_NE(md.find("**regression**"), std::string::npos);

    // The same campaign in both files: nothing changed, exit 0, every test case passes.
    auto same = runCli({"compare", "campaign:" + std::to_string(main.campaignA),
                        "campaign:" + std::to_string(pr.campaignA), "--db", main.db.string(),
                        "--against", pr.db.string(), "--junit", junit, "--markdown", markdown,
                        "--fail-on-regression", "5", "--bootstrap", "50"});
    EXPECT_EQ(same.exitCode, 0) << same.output;
    std::ifstream mdAgain(markdown);
    const std::string quiet((std::istreambuf_iterator<char>(mdAgain)),
                            std::istreambuf_iterator<char>());
    // Nothing moved: no table of changes, the unchanged rows folded away.
    EXPECT_NE(quiet.find("\n<details><summary>96 unchanged</summary>\n"), std::string::npos)
        << quiet;
    EXPECT_EQ(quiet.find("| **"), std::string::npos) << quiet; // no flagged cell
    std::ifstream again(junit);
    const std::string passed((std::istreambuf_iterator<char>(again)),
                             std::istreambuf_iterator<char>());
    EXPECT_NE(passed.find("failures=\"0\""), std::string::npos) << passed;

    auto missing = runCli({"compare", "campaign:1", "campaign:1", "--db", main.db.string(),
                           "--against", (pr.dir / "absent.sqlite").string()});
    EXPECT_EQ(missing.exitCode, 2) << missing.output;
    EXPECT_NE(missing.output.find("absent.sqlite"), std::string::npos) << missing.output;
}

// --by arch=X,Y: the same kernel's campaign on a Cortex-M4 board and on a RV32 board, compared
// by architecture; the output names each side's architecture.
namespace {

struct ArchDb {
    std::filesystem::path dir, db;
    std::int64_t arm = 0, rv = 0;
};

// One campaign per board, refkernel, two benchmarks; RV32 takes 1.5 times the cycles.
ArchDb makeArchDb() {
    ArchDb out;
    out.dir = std::filesystem::path(CYCLELAB_BINARY_DIR) / "tests" /
              ("cli_compare_arch-" + std::to_string(::getpid()));
    std::filesystem::remove_all(out.dir);
    std::filesystem::create_directories(out.dir);
    out.db = out.dir / "runs.sqlite";
    auto store = RunStore::open(out.db.string());
    EXPECT_TRUE(store.ok()) << store.error().message;
    for (const bool rv : {false, true}) {
        Campaign c;
        c.spec.name = rv ? "rv32" : "m4";
        c.spec.boardId = rv ? "qemu-rv32" : "qemu-f405";
        auto id = store->createCampaign(c);
        EXPECT_TRUE(id.ok()) << id.error().message;
        (rv ? out.rv : out.arm) = *id;
        for (const char* bench : {"ctx_switch_yield", "sem_give_take"}) {
            RunSpec spec{.benchmark = bench, .board = c.spec.boardId};
            for (int i = 0; i < 200; ++i) {
                spec.samples.push_back((rv ? 150 : 100) + i % 7);
            }
            Run r = makeRun(spec);
            r.campaignId = *id;
            r.build.flags = rv ? "-march=rv32imc -mabi=ilp32 -misa-spec=2.2 -O2"
                               : "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -O2";
            r.cycleSource = rv ? "mcycle" : "systick";
            auto runId = store->insertRun(r);
            EXPECT_TRUE(runId.ok()) << runId.error().message;
        }
    }
    return out;
}

} // namespace

class CliCompareArch : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { s_db = new ArchDb(makeArchDb()); }
    static void TearDownTestSuite() {
        std::filesystem::remove_all(s_db->dir);
        delete s_db;
    }
    static inline ArchDb* s_db = nullptr;
};

TEST_F(CliCompareArch, SameKernelAcrossArchitectures) {
    const std::string arm = "campaign:" + std::to_string(s_db->arm);
    const std::string rv = "campaign:" + std::to_string(s_db->rv);
    auto r = runCli({"compare", arm, rv, "--by", "arch=armv7e-m,rv32", "--db", s_db->db.string(),
                     "--bootstrap", "50"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    EXPECT_NE(r.output.find("board qemu-f405 (armv7e-m)"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("board qemu-rv32 (rv32imc)"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("cycle source mcycle"), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("warning"), std::string::npos) << r.output;

    auto json = runCli({"compare", arm, rv, "--by", "arch=arm,riscv32", "--db", s_db->db.string(),
                        "--json", "--bootstrap", "50"});
    ASSERT_EQ(json.exitCode, 0) << json.output;
    auto doc = nlohmann::json::parse(json.output.substr(json.output.find('{')));
    ASSERT_EQ(doc["rows"].size(), 2u); // one per benchmark: the board is the factor, no key
    EXPECT_EQ(doc["a"], arm + " [arch=arm]") << doc.dump();
    EXPECT_NE(doc["conditionsB"].get<std::string>().find("(rv32imc)"), std::string::npos);
    for (const auto& row : doc["rows"]) {
        EXPECT_NEAR(row["changePct"].get<double>(), 50.0, 5.0) << row.dump();
    }
}

// Without the architecture split two boards are still refused (another chip is measured, not
// a change), and a value a side lacks names the values it has.
TEST_F(CliCompareArch, OtherBoardRefusedWithoutTheSplitAndMissingValuesNamed) {
    const std::string arm = "campaign:" + std::to_string(s_db->arm);
    const std::string rv = "campaign:" + std::to_string(s_db->rv);
    auto plain = runCli({"compare", arm, rv, "--db", s_db->db.string()});
    EXPECT_EQ(plain.exitCode, 2) << plain.output;
    EXPECT_NE(plain.output.find("board: qemu-f405 (A) vs qemu-rv32 (B)"), std::string::npos)
        << plain.output;
    EXPECT_NE(plain.output.find("--by arch=X,Y"), std::string::npos) << plain.output;
    auto swapped = runCli({"compare", arm, rv, "--by", "arch=rv32,arm", "--db", s_db->db.string()});
    EXPECT_EQ(swapped.exitCode, 2) << swapped.output;
    EXPECT_NE(swapped.output.find("has no run with arch=rv32; its values: armv7e-m"),
              std::string::npos)
        << swapped.output;
}
