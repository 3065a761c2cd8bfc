// Children die with CycleLab however it ends: the real CLI runs a campaign on the virtual bench
// (a real qemu-system-arm child), is killed with SIGKILL, SIGTERM or SIGHUP mid-cell, and its
// QEMU must be gone soon after. SIGTERM and SIGHUP stop the campaign like Ctrl-C; after SIGKILL
// the temporary directories left behind are removed by the next start, and the resumed
// campaign stores every run exactly once.

#include "core/common/process_identity.hpp"
#include "devices/common/subprocess.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <set>
#include <signal.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;
using Clock = std::chrono::steady_clock;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

fs::path scratch(const std::string& name) {
    fs::path dir = fs::temp_directory_path() /
                   ("cyclelab-lifetime-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// Pids of the live processes named `comm` whose parent is `parent`.
std::vector<pid_t> childrenNamed(pid_t parent, const std::string& comm) {
    std::vector<pid_t> out;
    for (const auto& e : fs::directory_iterator("/proc")) {
        const std::string name = e.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        std::ifstream in(e.path() / "stat");
        std::string stat;
        std::getline(in, stat);
        const auto open = stat.find('(');
        const auto close = stat.rfind(')');
        if (open == std::string::npos || close == std::string::npos) {
            continue;
        }
        char state = 0;
        long ppid = 0;
        if (std::sscanf(stat.c_str() + close + 1, " %c %ld", &state, &ppid) == 2 &&
            ppid == parent && state != 'Z' && stat.substr(open + 1, close - open - 1) == comm) {
            out.push_back(static_cast<pid_t>(std::stol(name)));
        }
    }
    return out;
}

bool alive(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    std::getline(in, stat);
    const auto close = stat.rfind(')');
    return close != std::string::npos && stat.size() > close + 2 && stat[close + 2] != 'Z';
}

// CycleLab's temporary directories that name `pid` as their owner.
std::vector<fs::path> tempDirsOf(pid_t pid) {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator("/tmp")) {
        const std::string name = e.path().filename().string();
        if (name.rfind("cyclelab-qemu-", 0) != 0 && name.rfind("cyclelab-vla-", 0) != 0) {
            continue;
        }
        std::ifstream in(e.path() / "owner");
        std::string line;
        if (std::getline(in, line) && core::identityFromLine(line).pid == pid) {
            out.push_back(e.path());
        }
    }
    return out;
}

struct Killed {
    devices::ProcessResult result;
    pid_t cli = -1;
    pid_t qemu = -1;
    bool qemuGone = false;
};

// Starts `run`, waits until the CLI has a QEMU child and has started measuring (a benchmark
// line), sends `sig` to the CLI, waits for the CLI to end, then up to a minute for its QEMU to
// end. No sleep: on a fast machine a fixed pause outlived the whole campaign.
Killed runAndKill(const std::vector<std::string>& args, int sig) {
    Killed k;
    auto cli = devices::Subprocess::start(args);
    EXPECT_TRUE(cli.ok()) << cli.error().message;
    if (!cli.ok()) {
        return k;
    }
    k.cli = cli->pid();
    bool measuring = false;
    const auto deadline = Clock::now() + std::chrono::minutes(5);
    while ((k.qemu < 0 || !measuring) && Clock::now() < deadline &&
           cli->pump(std::chrono::milliseconds(100), [&](const std::string& line) {
               measuring = measuring || line.find(" samples)") != std::string::npos;
           })) {
        const auto qemus = childrenNamed(k.cli, "qemu-system-arm");
        if (k.qemu < 0 && !qemus.empty()) {
            k.qemu = qemus.front();
        }
    }
    if (k.qemu < 0 || !measuring) {
        ADD_FAILURE() << "no QEMU child seen measuring";
        return k;
    }
    ::kill(k.cli, sig);
    k.result = cli->wait(std::chrono::minutes(3));
    const auto gone = Clock::now() + std::chrono::minutes(1);
    while (alive(k.qemu) && Clock::now() < gone) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    k.qemuGone = !alive(k.qemu);
    if (!k.qemuGone) {
        ::kill(k.qemu, SIGKILL); // do not leave it running after a failed test
    }
    return k;
}

class ChildLifetime : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = scratch(::testing::UnitTest::GetInstance()->current_test_info()->name());
        // Three cells, two at a time: the third starts only when one of the first two is done,
        // so a signal sent once they measure always finds work left to stop, however late the
        // loaded machine lets this process read their first lines (a campaign of two cells
        // could finish before the signal landed, and exit 0).
        std::ofstream(m_dir / "c.toml")
            << "name = \"lifetime\"\nboard = \"qemu-f405\"\n"
               "opts = [\"O0\", \"O2\", \"Os\"]\nsamples = 3000\nwarmup = 20\n"
               "benchmarks = [\"sem_give_take\", \"tick_accuracy\"]\n";
        m_db = (m_dir / "runs.sqlite").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::vector<std::string> runArgs() const {
        return {kCli,     "run", "--campaign", (m_dir / "c.toml").string(),
                "--db",   m_db,  "--images",   kImages,
                "--jobs", "2"};
    }
    fs::path m_dir;
    std::string m_db;
};

TEST_F(ChildLifetime, SigtermAndSighupStopLikeCtrlCAndEndQemu) {
    for (int sig : {SIGTERM, SIGHUP}) {
        SCOPED_TRACE(strsignal(sig));
        Killed k = runAndKill(runArgs(), sig);
        EXPECT_TRUE(k.qemuGone) << "qemu-system-arm " << k.qemu << " outlived the CLI";
        EXPECT_FALSE(k.result.signaled) << "the CLI died of the signal instead of stopping";
        EXPECT_EQ(k.result.exitCode, 1) << k.result.output;
        EXPECT_NE(k.result.output.find("continue with --resume"), std::string::npos)
            << k.result.output;
        EXPECT_TRUE(tempDirsOf(k.cli).empty()) << "temporary directories left behind";
    }
}

TEST_F(ChildLifetime, SigkillLeavesNoQemuAndTheNextStartCleansUp) {
    Killed k = runAndKill(runArgs(), SIGKILL);
    EXPECT_TRUE(k.result.signaled);
    EXPECT_TRUE(k.qemuGone) << "qemu-system-arm " << k.qemu << " outlived the CLI";

    // The next start removes what the killed process could not, and resumes without duplicates.
    std::vector<std::string> resume = runArgs();
    resume.push_back("--resume");
    auto next = devices::runProcess(resume, std::chrono::minutes(10));
    ASSERT_TRUE(next.ok()) << next.error().message;
    EXPECT_EQ(next->exitCode, 0) << next->output;
    EXPECT_TRUE(tempDirsOf(k.cli).empty()) << "temporary directories of the killed CLI remain";

    auto list =
        devices::runProcess({kCli, "runs", "--db", m_db, "--json"}, std::chrono::minutes(1));
    ASSERT_TRUE(list.ok());
    const auto runs = nlohmann::json::parse(list->output).at("runs");
    EXPECT_EQ(runs.size(), 9u); // 3 cells x (baseline + 2)
    std::set<std::pair<int, std::string>> seen;
    for (const auto& r : runs) {
        EXPECT_TRUE(seen.insert({r["cell"].get<int>(), r["benchmark"].get<std::string>()}).second)
            << "run stored twice: cell " << r["cell"] << " " << r["benchmark"];
    }
}

} // namespace
