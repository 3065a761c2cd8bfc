// A campaign split with `run --shard K/N` over a real Slurm job array, then merged: the test
// starts a single-node cluster on this machine (munged, slurmctld, slurmd, each with a
// generated configuration in a temporary directory), submits one array task per shard with
// `sbatch --array=1-4 --wait`, merges the four shard databases, and finds the same runs as one
// process running the whole campaign (same_runs.hpp: counter samples bit for bit). The daemons
// run as root (SlurmUser=root, as munged needs to read its key): without root, or without
// slurm-wlm and munge installed, the test is skipped and says why.

#include "core/store/run_store.hpp"
#include "devices/common/subprocess.hpp"
#include "tests/campaign_e2e/same_runs.hpp"

#include <arpa/inet.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";
constexpr int kShards = 4;

devices::ProcessResult run(const std::vector<std::string>& argv,
                           std::chrono::minutes timeout = std::chrono::minutes(2)) {
    auto r = devices::runProcess(argv, timeout);
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? *r : devices::ProcessResult{};
}

std::string missingProgram() {
    for (const char* p : {"munged", "mungekey", "slurmctld", "slurmd", "sbatch", "sinfo"}) {
        if (run({"sh", "-c", std::string("command -v ") + p}).exitCode != 0) {
            return p;
        }
    }
    return {};
}

// A TCP port nobody listens on now (the kernel's choice for port 0).
int freePort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    ::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
    ::close(fd);
    return ntohs(addr.sin_port);
}

std::string hostName() {
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    return name;
}

std::string slurp(const fs::path& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// munged + slurmctld + slurmd on localhost, stopped (SIGTERM, then SIGKILL) when destroyed.
class LocalCluster {
  public:
    explicit LocalCluster(fs::path dir) : m_dir(std::move(dir)) {}
    ~LocalCluster() {
        while (!m_daemons.empty()) {
            m_daemons.back().terminate();
            m_daemons.pop_back();
        }
        ::unsetenv("SLURM_CONF");
    }
    LocalCluster(const LocalCluster&) = delete;
    LocalCluster& operator=(const LocalCluster&) = delete;

    // Empty on success, else what failed with the daemons' logs.
    std::string start() {
        const fs::path munge = m_dir / "munge";
        fs::create_directories(munge);
        fs::create_directories(m_dir / "state");
        fs::create_directories(m_dir / "spool");
        const std::string key = (munge / "munge.key").string();
        if (auto r = run({"mungekey", "--create", "--keyfile=" + key}); r.exitCode != 0) {
            return "mungekey: " + r.output;
        }
        fs::permissions(key, fs::perms::owner_read | fs::perms::owner_write);
        m_socket = (munge / "munge.sock").string();
        if (auto st = daemon("munged -F -f --key-file=" + key + " --socket=" + m_socket +
                                 " --pid-file=" + (munge / "munged.pid").string() +
                                 " --log-file=" + (munge / "munged.log").string() +
                                 " --seed-file=" + (munge / "munged.seed").string(),
                             "munged");
            !st.empty()) {
            return st;
        }
        writeConfig();
        ::setenv("SLURM_CONF", m_conf.c_str(), 1); // for sbatch and sinfo
        if (auto st = daemon("slurmctld -D -f " + m_conf, "slurmctld"); !st.empty()) {
            return st;
        }
        if (auto st = daemon("slurmd -D -f " + m_conf + " -N " + hostName(), "slurmd");
            !st.empty()) {
            return st;
        }
        // Ready when the node reports idle; bounded, the machine may be loaded.
        for (int i = 0; i < 240; ++i) {
            auto r = run({"sinfo", "-h", "-o", "%T"});
            if (r.exitCode == 0 && r.output.find("idle") != std::string::npos) {
                return {};
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
        }
        return "the node never became idle:\n" + logs();
    }

    std::string logs() const {
        std::string out;
        for (const char* name : {"munged.out", "slurmctld.out", "slurmd.out"}) {
            out += std::string("--- ") + name + "\n" + slurp(m_dir / name);
        }
        return out;
    }

  private:
    std::string daemon(const std::string& command, const std::string& name) {
        auto p = devices::Subprocess::start(
            {"sh", "-c", "exec " + command + " > " + (m_dir / (name + ".out")).string() + " 2>&1"});
        if (!p) {
            return name + ": " + p.error().message;
        }
        m_daemons.push_back(std::move(p).value());
        return {};
    }

    void writeConfig() {
        m_conf = (m_dir / "slurm.conf").string();
        const std::string host = hostName();
        const std::string d = m_dir.string();
        std::ofstream(m_conf) << "ClusterName=cyclelab\n"
                              << "SlurmctldHost=" << host << "(127.0.0.1)\n"
                              << "SlurmUser=root\nSlurmdUser=root\n"
                              << "SlurmctldPort=" << freePort() << "\n"
                              << "SlurmdPort=" << freePort() << "\n"
                              << "AuthType=auth/munge\nCredType=cred/munge\n"
                              << "AuthInfo=socket=" << m_socket << "\n"
                              << "StateSaveLocation=" << d << "/state\n"
                              << "SlurmdSpoolDir=" << d << "/spool\n"
                              << "SlurmctldPidFile=" << d << "/slurmctld.pid\n"
                              << "SlurmdPidFile=" << d << "/slurmd.pid\n"
                              << "SlurmctldLogFile=" << d << "/slurmctld.log\n"
                              << "SlurmdLogFile=" << d << "/slurmd.log\n"
                              << "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
                              << "SelectType=select/cons_tres\nSelectTypeParameters=CR_Core\n"
                              << "MpiDefault=none\nSwitchType=switch/none\n"
                              << "JobAcctGatherType=jobacct_gather/none\n"
                              << "AccountingStorageType=accounting_storage/none\n"
                              << "ReturnToService=2\n"
                              << "NodeName=" << host << " NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN\n"
                              << "PartitionName=debug Nodes=" << host
                              << " Default=YES MaxTime=INFINITE State=UP\n";
    }

    fs::path m_dir;
    std::string m_socket;
    std::string m_conf;
    std::vector<devices::Subprocess> m_daemons; // stopped in reverse order of start
};

std::string shardDb(const fs::path& dir, int k) {
    return (dir / ("shard-" + std::to_string(k) + ".sqlite")).string();
}

} // namespace

TEST(SlurmShards, AFourShardJobArrayMergesIntoTheSameRunsAsOneProcess) {
    if (::geteuid() != 0) {
        GTEST_SKIP() << "needs root: the test starts munged and slurmd, which run as root in a "
                        "single-node cluster (SlurmUser=root); run the suite as root (CI does)";
    }
    if (const auto missing = missingProgram(); !missing.empty()) {
        GTEST_SKIP() << missing
                     << " is not installed: install slurm-wlm and munge "
                        "(scripts/deps does)";
    }
    // Short: munged's and Slurm's unix sockets live in it.
    const fs::path dir = fs::path("/tmp") / ("cyclelab-slurm-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    LocalCluster cluster(dir / "cluster");
    const std::string failure = cluster.start();
    ASSERT_TRUE(failure.empty()) << failure;

    const std::string campaign = (dir / "c.toml").string();
    std::ofstream(campaign) << "name = \"shards\"\nboard = \"qemu-f405\"\n"
                               "opts = [\"O0\", \"O2\", \"Os\", \"O3\"]\nsamples = 300\n"
                               "warmup = 30\nbenchmarks = [\"sem_give_take\", "
                               "\"ctx_switch_yield\"]\n";
    // The job script of docs/SCALING.md: one array task per shard, each its own database.
    const std::string script = (dir / "shard.sh").string();
    std::ofstream(script) << "#!/bin/sh\nexec " << kCli << " run --campaign " << campaign
                          << " --images " << kImages << " --jobs 1 --db " << dir.string()
                          << "/shard-$SLURM_ARRAY_TASK_ID.sqlite --shard "
                          << "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT\n";
    fs::permissions(script, fs::perms::owner_all);
    auto array =
        run({"sbatch", "--array=1-" + std::to_string(kShards), "--wait",
             "--output=" + (dir / "shard-%a.log").string(), "--chdir=" + dir.string(), script},
            std::chrono::minutes(15));
    std::string taskLogs;
    for (int k = 1; k <= kShards; ++k) {
        taskLogs += "--- shard " + std::to_string(k) + "\n" +
                    slurp(dir / ("shard-" + std::to_string(k) + ".log"));
    }
    // 4 would be a run failing cross-validation: a verdict, compared below, not a failure.
    ASSERT_TRUE(array.exitCode == 0 || array.exitCode == 4)
        << array.output << taskLogs << cluster.logs();
    for (int k = 1; k <= kShards; ++k) { // one cell per shard, measured in full
        const std::string log = slurp(dir / ("shard-" + std::to_string(k) + ".log"));
        EXPECT_NE(log.find("1 cells done, 0 failed"), std::string::npos) << log;
    }

    const std::string merged = (dir / "merged.sqlite").string();
    std::vector<std::string> mergeArgs{kCli, "merge", merged};
    for (int k = kShards; k >= 1; --k) { // any order
        mergeArgs.push_back(shardDb(dir, k));
    }
    auto merge = run(mergeArgs);
    ASSERT_EQ(merge.exitCode, 0) << merge.output;
    EXPECT_NE(merge.output.find("12 runs, 4 cells done, 0 not done"), std::string::npos)
        << merge.output;

    const std::string single = (dir / "single.sqlite").string();
    auto whole = run({kCli, "run", "--campaign", campaign, "--images", kImages, "--db", single},
                     std::chrono::minutes(12));
    ASSERT_TRUE(whole.exitCode == 0 || whole.exitCode == 4) << whole.output;
    const auto want = cyclelab::testing::campaignRuns(single, 1);
    const auto got = cyclelab::testing::campaignRuns(merged, 1);
    EXPECT_EQ(want.size(), 12u); // 4 cells x (baseline + 2)
    cyclelab::testing::expectSameRuns(want, got);

    // Provenance: each run names the shard database and host it came from.
    auto store = core::RunStore::openReadOnly(merged);
    ASSERT_TRUE(store.ok()) << store.error().message;
    for (const auto& [key, run] : got) {
        auto origin = store->runOrigin(run.id);
        ASSERT_TRUE(origin.ok() && origin->has_value()) << key.second;
        const int k = key.first % kShards + 1;
        EXPECT_EQ((*origin)->shard, (core::CampaignShard{k, kShards}));
        EXPECT_EQ((*origin)->source, shardDb(dir, k));
        EXPECT_EQ((*origin)->host, hostName());
    }

    // A shard of another campaign is refused, exit 2, and no output is written.
    const std::string other = (dir / "other.toml").string();
    std::ofstream(other) << "name = \"other\"\nboard = \"qemu-f405\"\nopts = [\"O2\"]\n"
                            "samples = 50\nwarmup = 5\nbenchmarks = [\"sem_give_take\"]\n";
    const std::string otherDb = (dir / "other-2.sqlite").string();
    auto otherRun = run(
        {kCli, "run", "--campaign", other, "--images", kImages, "--db", otherDb, "--shard", "2/4"});
    ASSERT_EQ(otherRun.exitCode, 0) << otherRun.output; // shard 2 of a 1-cell campaign: nothing
    const std::string refused = (dir / "refused.sqlite").string();
    auto mixed = run({kCli, "merge", refused, shardDb(dir, 1), otherDb});
    EXPECT_EQ(mixed.exitCode, 2) << mixed.output;
    EXPECT_NE(mixed.output.find("is a shard of another campaign"), std::string::npos)
        << mixed.output;
    EXPECT_FALSE(fs::exists(refused));
    fs::remove_all(dir);
}
