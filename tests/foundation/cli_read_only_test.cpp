// Read commands (runs, show, report, compare) open the database read-only: they work in a
// directory the user cannot write, never create a file, and a missing file is exit 2 naming it.
// Runs the built cyclelab-cli as a subprocess; as root it drops to nobody so the directory's
// permissions really apply.
#include "core/store/run_store.hpp"
#include "tests/foundation/cli_runner.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;
using testing::CliResult;
using testing::makeRun;
using testing::readAll;
using testing::TempDir;

constexpr uid_t kNobody = 65534;

// Runs cyclelab-cli in `cwd` with stdout/stderr in `logDir`, as nobody when we are root.
CliResult runCli(const fs::path& cwd, const fs::path& logDir, std::vector<std::string> args) {
    const std::string exe = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
    args.insert(args.begin(), exe);
    std::vector<char*> argv;
    for (auto& a : args) {
        argv.push_back(a.data());
    }
    argv.push_back(nullptr);
    const std::string outPath = (logDir / "stdout.txt").string();
    const std::string errPath = (logDir / "stderr.txt").string();
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int out = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
        const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (out < 0 || err < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0 ||
            ::chdir(cwd.c_str()) != 0) {
            ::_exit(126);
        }
        if (::geteuid() == 0 && (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)) {
            ::_exit(126);
        }
        ::execv(exe.c_str(), argv.data());
        ::_exit(127);
    }
    CliResult result;
    int status = 0;
    ::waitpid(pid, &status, 0);
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = readAll(outPath);
    result.err = readAll(errPath);
    return result;
}

std::vector<std::string> listDir(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) {
        names.push_back(e.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

class CliReadOnly : public ::testing::Test {
  protected:
    void SetUp() override {
        // Everyone may enter the tree; only `ro` is closed to writing.
        fs::permissions(m_dir.path(), fs::perms::all);
        m_ro = m_dir.path() / "ro";
        m_logs = m_dir.path() / "logs";
        m_out = m_dir.path() / "out";
        for (const auto& d : {m_ro, m_logs, m_out}) {
            fs::create_directories(d);
            fs::permissions(d, fs::perms::all);
        }
        {
            auto store = RunStore::open((m_ro / "runs.sqlite").string());
            ASSERT_TRUE(store.ok()) << store.error().message;
            Campaign c;
            c.spec.name = "a";
            c.spec.boardId = "qemu-f405";
            m_campaign = store->createCampaign(c).value();
            core::Run run = makeRun(1, 300);
            run.campaignId = m_campaign;
            m_run1 = store->insertRun(run).value();
            m_run2 = store->insertRun(makeRun(2, 300)).value();
        }
        fs::permissions(m_ro / "runs.sqlite", fs::perms::owner_read | fs::perms::owner_write |
                                                  fs::perms::group_read | fs::perms::others_read);
        fs::permissions(m_ro, fs::perms::owner_read | fs::perms::owner_exec |
                                  fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
        m_before = listDir(m_ro);
        m_bytes = readAll((m_ro / "runs.sqlite").string());
    }
    void TearDown() override { fs::permissions(m_ro, fs::perms::all); }

    TempDir m_dir;
    fs::path m_ro, m_logs, m_out;
    std::int64_t m_campaign = 0, m_run1 = 0, m_run2 = 0;
    std::vector<std::string> m_before;
    std::string m_bytes;
};

TEST_F(CliReadOnly, ReadCommandsWorkInADirectoryTheUserCannotWrite) {
    const std::string db = (m_ro / "runs.sqlite").string();
    const std::vector<std::vector<std::string>> commands{
        {"runs", "--db", db},
        {"runs", "--db", db, "--json"},
        {"show", std::to_string(m_run1), "--db", db},
        // The two runs differ in a benchmark parameter: --force, this test is about access.
        {"compare", std::to_string(m_run1), std::to_string(m_run2), "--db", db, "--force"},
        {"report", "--db", db, "--out", m_out.string(), "--no-charts"},
    };
    for (const auto& args : commands) {
        const CliResult r = runCli(m_dir.path(), m_logs, args);
        EXPECT_NE(r.exitCode, 2) << args[0] << ": " << r.err;
        EXPECT_EQ(r.err.find("readonly"), std::string::npos) << args[0] << ": " << r.err;
        EXPECT_EQ(r.err.find("cannot open"), std::string::npos) << args[0] << ": " << r.err;
        if (args[0] != "compare") { // compare exits 3 when it finds a regression
            EXPECT_EQ(r.exitCode, 0) << args[0] << ": " << r.err;
        }
    }
    EXPECT_EQ(listDir(m_ro), m_before);
    EXPECT_EQ(readAll(db), m_bytes);
}

TEST_F(CliReadOnly, MissingDatabaseIsExitTwoNamingTheFileAndNothingIsCreated) {
    fs::permissions(m_out, fs::perms::all);
    for (const auto& cmd :
         {std::vector<std::string>{"runs", "--db", "typo.sqlit"},
          std::vector<std::string>{"runs", "--db", "typo.sqlit", "--json"},
          std::vector<std::string>{"show", "1", "--db", "typo.sqlit"},
          std::vector<std::string>{"compare", "1", "2", "--db", "typo.sqlit"},
          std::vector<std::string>{"report", "--db", "typo.sqlit", "--out", m_out.string()}}) {
        const CliResult r = runCli(m_out, m_logs, cmd);
        EXPECT_EQ(r.exitCode, 2) << cmd[0] << ": " << r.err;
        EXPECT_NE(r.err.find("typo.sqlit"), std::string::npos) << cmd[0] << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << cmd[0] << ": " << r.out;
        EXPECT_FALSE(fs::exists(m_out / "typo.sqlit")) << cmd[0];
    }
}

} // namespace
} // namespace cyclelab::core
