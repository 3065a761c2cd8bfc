// What the CLI says when it is used wrongly: the nearest valid name for a mistyped command,
// option or benchmark (with the valid list), what a run id is, and no Qt platform noise.

#include "tests/compare/cli_fixture.hpp"

#include <cstdlib>

using namespace cyclelab::core::testing;

class CliManners : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { s_db = new CliDb(makeCliDb("cli_manners", 40)); }
    static void TearDownTestSuite() { delete s_db; }
    static inline CliDb* s_db = nullptr;
};

TEST_F(CliManners, MistypedCommandGetsTheNearestAndTheList) {
    auto r = runCli({"comapre", "1", "2"});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("unknown command 'comapre': did you mean 'compare'?"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("valid: runs, show, demo, run,"), std::string::npos) << r.output;
}

TEST_F(CliManners, NoCommandListsTheCommands) {
    auto r = runCli({});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("a command is required (valid: runs, show, demo,"), std::string::npos)
        << r.output;
}

TEST_F(CliManners, MistypedOptionGetsTheNearestOfItsCommand) {
    auto r = runCli({"runs", "--db", s_db->db.string(), "--jsno"});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("runs: unknown option '--jsno': did you mean '--json'?"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("--campaign"), std::string::npos) << r.output; // the valid list
    auto eq = runCli({"compare", "1", "2", "--db=" + s_db->db.string(), "--treshold=3"});
    EXPECT_EQ(eq.exitCode, 2) << eq.output;
    EXPECT_NE(eq.output.find("did you mean '--threshold'?"), std::string::npos) << eq.output;
}

TEST_F(CliManners, MistypedBenchmarkFilterNamesTheStoredOnes) {
    auto r = runCli({"runs", "--db", s_db->db.string(), "--bench", "mutex_lok"});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("unknown benchmark 'mutex_lok': did you mean 'mutex_lock'?"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("valid: mutex_lock, queue_send_recv, sem_give, yield"),
              std::string::npos)
        << r.output;
    // A stored benchmark that other filters exclude is an empty list, not an error.
    auto empty = runCli({"runs", "--db", s_db->db.string(), "--bench", "yield", "--opt", "O3"});
    EXPECT_EQ(empty.exitCode, 0) << empty.output;
}

TEST_F(CliManners, ShowExplainsWhatARunIdIs) {
    auto r = runCli({"show", "abc", "--db", s_db->db.string()});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("'abc' is not a run id: a run id is the positive number in the ID "
                            "column of `cyclelab-cli runs"),
              std::string::npos)
        << r.output;
}

TEST_F(CliManners, ReportPrintsNoQtPlatformWarnings) {
    // Without a session Qt warns "QStandardPaths: XDG_RUNTIME_DIR not set" when the charts'
    // QApplication starts; the CLI's output must not carry it.
    ::unsetenv("XDG_RUNTIME_DIR");
    ::unsetenv("DISPLAY");
    ::unsetenv("WAYLAND_DISPLAY");
    ::unsetenv("QT_QPA_PLATFORM");
    auto r = runCli({"report", "--db", s_db->db.string(), "--campaign",
                     std::to_string(s_db->campaignA), "--out", (s_db->dir / "report").string()});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    EXPECT_EQ(r.output.find("XDG_RUNTIME_DIR"), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("QStandardPaths"), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("qt.qpa"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("wrote "), std::string::npos) << r.output;
}
