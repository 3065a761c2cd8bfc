// A writer process is killed with SIGKILL at random moments while it stores runs and commits
// campaign cells; every time, the file must be intact, every run the writer saw committed must
// read back bit-identical, and no partial run or half-committed cell may exist.
#include "core/store/run_store.hpp"
#include "tests/foundation/run_compare.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <chrono>
#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <iostream>
#include <map>
#include <random>
#include <signal.h>
#include <sstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

constexpr int kCells = 4;
constexpr int kKills = 20;         // at least this many kills,
constexpr int kKillsInFlight = 10; // at least this many of them during a store call,
constexpr int kMaxKills = 150;     // and give up (failing) after this many.

// Sizes vary so kills land at different points of differently long transactions.
// Each run is its own benchmark variant: the writer commits the same cells again and again,
// and the store refuses a second (campaign, cell, benchmark) run.
core::Run crashRun(std::uint64_t seed) {
    core::Run run = makeRun(seed, 2000 + (seed % 7) * 3000);
    run.benchmark.params["item"] = std::to_string(seed);
    return run;
}

std::uint64_t seedOf(const core::Run& r) {
    return std::stoull(r.statusReason.substr(r.statusReason.find('=') + 1));
}

void appendDurably(int fd, const std::string& line) {
    if (::write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size()) ||
        ::fsync(fd) != 0) {
        _exit(12);
    }
}

// Runs in the forked child until it is killed. Records a line only after the commit returned:
// "R id seed" for a single run, "C cell id seed id seed" for a committed cell; "B" before each
// store call, so a file ending in "B" shows the kill hit a write in progress.
// Writes a byte to `ready` once the store is open, so that the kill's random delay counts from
// the first store call, not from the fork (on a loaded machine opening can take longer than the
// longest delay, and no kill would then land inside a transaction).
[[noreturn]] void writerLoop(const std::string& dbPath, const std::string& sidePath,
                             std::int64_t campaignId, int round, int ready) {
    auto store = RunStore::open(dbPath);
    if (!store) {
        _exit(10);
    }
    const int fd = ::open(sidePath.c_str(), O_WRONLY | O_APPEND | O_CREAT, 0644);
    if (fd < 0) {
        _exit(11);
    }
    if (::write(ready, "r", 1) != 1) {
        _exit(16);
    }
    for (std::uint64_t k = 0;; ++k) {
        const std::uint64_t seed = static_cast<std::uint64_t>(round) * 100000 + k * 2;
        const bool cellCommit = k % 3 == 2;
        CampaignCell cell;
        if (cellCommit) {
            auto campaign = store->loadCampaign(campaignId);
            if (!campaign) {
                _exit(13);
            }
            cell = campaign->cells[(k / 3) % kCells];
            cell.attempts += 1;
            cell.state = CellState::Done;
        }
        const std::vector<core::Run> runs = cellCommit
                                                ? std::vector{crashRun(seed), crashRun(seed + 1)}
                                                : std::vector{crashRun(seed)};
        // Marks a store call in flight (no fsync needed: the kernel keeps it past SIGKILL).
        if (::write(fd, "B\n", 2) != 2) {
            _exit(12);
        }
        if (cellCommit) {
            auto ids = store->commitCell(campaignId, cell, runs);
            if (!ids) {
                _exit(14);
            }
            appendDurably(fd, "C " + std::to_string(cell.index) + " " + std::to_string((*ids)[0]) +
                                  " " + std::to_string(seed) + " " + std::to_string((*ids)[1]) +
                                  " " + std::to_string(seed + 1) + "\n");
        } else {
            auto id = store->insertRun(runs.front());
            if (!id) {
                _exit(15);
            }
            appendDurably(fd,
                          "R " + std::to_string(id.value()) + " " + std::to_string(seed) + "\n");
        }
    }
}

struct Recorded {
    std::map<std::int64_t, std::uint64_t> seedById;
    bool killedInFlight = false; // the last line is "B": a store call was running
};

Recorded readSideFile(const std::string& path) {
    Recorded rec;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string tag;
        fields >> tag;
        if (tag == "B") {
            rec.killedInFlight = true;
            continue;
        }
        rec.killedInFlight = false;
        if (tag == "C") {
            int cell = 0;
            fields >> cell;
        }
        std::int64_t id = 0;
        std::uint64_t seed = 0;
        while (fields >> id >> seed) {
            rec.seedById[id] = seed;
        }
    }
    return rec;
}

// Returns the number of stored runs.
std::size_t verifyStore(const std::string& dbPath, const std::string& sidePath,
                        std::int64_t campaignId) {
    {
        SQLite::Database raw(dbPath, SQLite::OPEN_READWRITE);
        EXPECT_EQ(raw.execAndGet("PRAGMA integrity_check").getString(), "ok");
    }
    auto store = RunStore::open(dbPath);
    EXPECT_TRUE(store.ok()) << store.error().message;
    if (!store) {
        return 0;
    }
    auto runs = store->loadRuns({});
    EXPECT_TRUE(runs.ok()) << runs.error().message;
    if (!runs) {
        return 0;
    }
    std::map<std::int64_t, const core::Run*> byId;
    std::map<int, int> runsPerCell;
    for (const core::Run& r : runs.value()) {
        byId[r.id] = &r;
        core::Run expected = crashRun(seedOf(r)); // every stored run is complete
        if (r.campaignId != 0) {
            expected.campaignId = campaignId;
            expected.cellIndex = r.cellIndex;
            runsPerCell[r.cellIndex] += 1;
        }
        testing::expectSameRun(r, expected);
    }
    for (const auto& [id, seed] : readSideFile(sidePath).seedById) {
        auto it = byId.find(id);
        EXPECT_NE(it, byId.end()) << "committed run " << id << " is missing";
        if (it != byId.end()) {
            EXPECT_EQ(seedOf(*it->second), seed);
        }
    }
    // A cell's attempts and its runs were committed together: two runs per attempt.
    const auto campaign = store->loadCampaign(campaignId);
    for (const CampaignCell& cell : campaign.value().cells) {
        EXPECT_EQ(runsPerCell[cell.index], 2 * cell.attempts) << "cell " << cell.index;
    }
    return runs->size();
}

TEST(RunStoreCrash, SigkillNeverLosesOrTearsCommittedRuns) {
    TempDir dir;
    const std::string dbPath = dir.file("crash.sqlite");
    const std::string sidePath = dir.file("committed.txt");
    std::int64_t campaignId = 0;
    {
        Campaign c;
        c.spec.name = "crash";
        c.spec.boardId = "qemu-f405";
        for (int i = 0; i < kCells; ++i) {
            CampaignCell cell;
            cell.index = i;
            cell.kernel = "refkernel";
            c.cells.push_back(cell);
        }
        campaignId = RunStore::open(dbPath)->createCampaign(c).value();
    }
    const auto seed = std::random_device{}();
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> delayMs(5, 120);
    std::size_t stored = 0;
    int inFlight = 0;
    int round = 0;
    while (round < kMaxKills && (round < kKills || inFlight < kKillsInFlight)) {
        ++round;
        SCOPED_TRACE("round " + std::to_string(round) + ", rng seed " + std::to_string(seed));
        int ready[2];
        ASSERT_EQ(::pipe(ready), 0);
        const pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            ::close(ready[0]);
            writerLoop(dbPath, sidePath, campaignId, round, ready[1]);
        }
        ::close(ready[1]);
        char byte = 0;
        const bool started = ::read(ready[0], &byte, 1) == 1; // 0: the writer died first
        ::close(ready[0]);
        EXPECT_TRUE(started) << "the writer ended before its store was open";
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs(rng)));
        ASSERT_EQ(kill(pid, SIGKILL), 0);
        int status = 0;
        ASSERT_EQ(waitpid(pid, &status, 0), pid);
        ASSERT_TRUE(WIFSIGNALED(status))
            << "writer exited early with code " << (WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        inFlight += readSideFile(sidePath).killedInFlight ? 1 : 0;
        stored = verifyStore(dbPath, sidePath, campaignId);
        if (::testing::Test::HasFatalFailure() || ::testing::Test::HasNonfatalFailure()) {
            return;
        }
    }
    const auto recorded = readSideFile(sidePath).seedById.size();
    std::cout << "runs stored: " << stored << ", recorded as committed by the writer: " << recorded
              << ", kills during a store call: " << inFlight << " of " << round << '\n';
    EXPECT_GT(recorded, 0u);
    EXPECT_GE(inFlight, kKillsInFlight); // the test must really hit transactions in progress
}

} // namespace
} // namespace cyclelab::core
