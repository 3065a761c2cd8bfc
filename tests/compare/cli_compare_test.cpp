// cyclelab-cli compare, end to end: real SQLite file, real subprocess.

#include "tests/compare/cli_fixture.hpp"

#include <nlohmann/json.hpp>

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
