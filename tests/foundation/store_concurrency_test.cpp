// Several processes on one database: a campaign has one owner at a time, a (campaign, cell,
// benchmark) run is stored once, and a write waits for another process's write lock instead of
// throwing a measured cell away.
#include "core/common/message.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <atomic>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

Campaign oneCellCampaign() {
    Campaign c;
    c.spec.name = "c";
    c.spec.boardId = "qemu-f405";
    CampaignCell cell;
    cell.index = 0;
    cell.kernel = "refkernel";
    cell.cpuHz = 168000000;
    c.cells.push_back(cell);
    return c;
}

// The pid of a process that has certainly exited (forked, exited, reaped).
std::int64_t deadPid() {
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return pid;
}

TEST(StoreConcurrency, TheSameCellBenchmarkIsNeverStoredTwice) {
    TempDir dir;
    auto store = RunStore::open(dir.file("db.sqlite"));
    ASSERT_TRUE(store.ok());
    const auto campaign = oneCellCampaign();
    const std::int64_t id = store->createCampaign(campaign).value();
    CampaignCell cell = campaign.cells[0];
    cell.state = CellState::Done;
    const std::vector<core::Run> runs{makeRun(1, 100), makeRun(2, 100)};
    ASSERT_TRUE(store->commitCell(id, cell, runs).ok());

    // A second process (here a second connection) measured the same cell meanwhile.
    auto other = RunStore::open(dir.file("db.sqlite"));
    ASSERT_TRUE(other.ok());
    auto again = other->commitCell(id, cell, {makeRun(2, 100)});
    ASSERT_FALSE(again.ok());
    EXPECT_NE(again.error().message.find("already has a stored run"), std::string::npos)
        << again.error().message;
    RunFilter f;
    f.campaignId = id;
    EXPECT_EQ(store->listRuns(f)->size(), 2u);

    // The database itself refuses a copy, whoever writes it.
    SQLite::Database raw(dir.file("db.sqlite"), SQLite::OPEN_READWRITE);
    EXPECT_THROW(raw.exec("INSERT INTO runs SELECT NULL, build_id, campaign_id, cell_index, "
                          "benchmark, params_key, params_json, warmup, started_ms, finished_ms, "
                          "status, reason, unit, cycle_source, cycle_hz, harness_overhead, n, "
                          "stat_min, stat_max, stat_mean, stat_median, stat_stddev, stat_p90, "
                          "stat_p99, stat_p999, stat_mad, stat_outliers, stat_outlier_k, "
                          "pulse_count, analyzer_samplerate_hz, capture_path, samples, pulses, "
                          "serial_log FROM runs LIMIT 1"),
                 SQLite::Exception);
}

TEST(StoreConcurrency, MigrationKeepsCopiesAlreadyStoredButDetachesThem) {
    TempDir dir;
    const std::string path = dir.file("db.sqlite");
    std::int64_t id = 0;
    {
        auto store = RunStore::open(path);
        ASSERT_TRUE(store.ok());
        const auto campaign = oneCellCampaign();
        id = store->createCampaign(campaign).value();
        CampaignCell cell = campaign.cells[0];
        cell.state = CellState::Done;
        ASSERT_TRUE(store->commitCell(id, cell, {makeRun(1, 100)}).ok());
    }
    {
        // Back to a v2 file holding what two concurrent resumes stored before v3: a copy.
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        // (what v4 to v7 added goes too, so the migrations after v2 run again cleanly.)
        raw.exec("DROP INDEX runs_one_per_cell_benchmark; DROP TABLE campaign_claims;"
                 "DROP TABLE run_labels;"
                 "ALTER TABLE campaigns DROP COLUMN note;"
                 "DROP TABLE run_origins;"
                 "ALTER TABLE campaigns DROP COLUMN identity;"
                 "ALTER TABLE campaigns DROP COLUMN shard_index;"
                 "ALTER TABLE campaigns DROP COLUMN shard_count;"
                 "ALTER TABLE runs DROP COLUMN acceptance_verdict;"
                 "ALTER TABLE runs DROP COLUMN acceptance_reason;"
                 "ALTER TABLE runs DROP COLUMN flash_ws_measured;"
                 "ALTER TABLE validations DROP COLUMN disagreeing;"
                 "ALTER TABLE validations DROP COLUMN unpaired;"
                 "ALTER TABLE validations DROP COLUMN agreement;"
                 "ALTER TABLE builds DROP COLUMN harness_counter;"
                 "ALTER TABLE builds DROP COLUMN harness_pulse;"
                 "ALTER TABLE builds DROP COLUMN harness_shipped_counter;"
                 "ALTER TABLE builds DROP COLUMN harness_shipped_pulse;"
                 "ALTER TABLE runs DROP COLUMN cores;"
                 "ALTER TABLE runs DROP COLUMN idle;"
                 "ALTER TABLE validations DROP COLUMN reason_msg;"
                 "ALTER TABLE runs DROP COLUMN acceptance_reason_msg;"
                 "PRAGMA user_version = 2;");
        raw.exec("INSERT INTO runs SELECT NULL, build_id, campaign_id, cell_index, "
                 "benchmark, params_key, params_json, warmup, started_ms, finished_ms, "
                 "status, reason, unit, cycle_source, cycle_hz, harness_overhead, n, "
                 "stat_min, stat_max, stat_mean, stat_median, stat_stddev, stat_p90, "
                 "stat_p99, stat_p999, stat_mad, stat_outliers, stat_outlier_k, "
                 "pulse_count, analyzer_samplerate_hz, capture_path, samples, pulses, "
                 "serial_log FROM runs LIMIT 1");
    }
    auto store = RunStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    auto all = store->listRuns();
    ASSERT_TRUE(all.ok());
    ASSERT_EQ(all->size(), 2u); // nothing deleted
    EXPECT_EQ(all->at(0).run.campaignId, id);
    EXPECT_EQ(all->at(1).run.campaignId, 0); // the later copy, detached
}

TEST(StoreConcurrency, ACampaignHasOneLiveOwner) {
    TempDir dir;
    auto store = RunStore::open(dir.file("db.sqlite"));
    ASSERT_TRUE(store.ok());
    const std::int64_t id = store->createCampaign(oneCellCampaign()).value();
    const ClaimOwner me = thisProcessOwner();
    ASSERT_FALSE(me.pidStart.empty());
    ASSERT_TRUE(store->claimCampaign(id, me).ok());
    ASSERT_TRUE(store->claimCampaign(id, me).ok()); // already ours
    ASSERT_TRUE(store->heartbeatCampaign(id, me).ok());

    ClaimOwner second = me;
    second.pid = deadPid();
    auto refused = store->claimCampaign(id, second);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("is being run by process " + std::to_string(me.pid)),
              std::string::npos)
        << refused.error().message;
    EXPECT_FALSE(store->heartbeatCampaign(id, second).ok());

    ASSERT_TRUE(store->releaseCampaign(id, me).ok());
    EXPECT_TRUE(store->claimCampaign(id, second).ok());
    // `second` is dead: provably gone, so we take over.
    EXPECT_TRUE(store->claimCampaign(id, me).ok());
    EXPECT_FALSE(store->heartbeatCampaign(id, second).ok());
}

TEST(StoreConcurrency, OnlyAProvablyGoneOwnerIsTakenOver) {
    const ClaimOwner me = thisProcessOwner();
    EXPECT_FALSE(ownerProvablyGone(me));
    ClaimOwner dead = me;
    dead.pid = deadPid();
    EXPECT_TRUE(ownerProvablyGone(dead));
    ClaimOwner reused = me; // our pid, but started at another time: the pid was reused
    reused.pidStart += "0";
    EXPECT_TRUE(ownerProvablyGone(reused));
    ClaimOwner remote = dead; // another host: we cannot tell, so never
    remote.host += ".elsewhere";
    EXPECT_FALSE(ownerProvablyGone(remote));
}

TEST(StoreConcurrency, ACommitWaitsForAnotherProcesssWriteLock) {
    TempDir dir;
    auto store = RunStore::open(dir.file("db.sqlite"));
    ASSERT_TRUE(store.ok());
    const auto campaign = oneCellCampaign();
    const std::int64_t id = store->createCampaign(campaign).value();
    CampaignCell cell = campaign.cells[0];
    cell.state = CellState::Done;

    // Another process holds the write lock for longer than SQLite's busy timeout (5 s).
    std::atomic<bool> locked{false};
    std::thread holder([&] {
        SQLite::Database other(dir.file("db.sqlite"), SQLite::OPEN_READWRITE);
        SQLite::Transaction tx(other, SQLite::TransactionBehavior::IMMEDIATE);
        locked = true;
        std::this_thread::sleep_for(std::chrono::seconds(7));
        tx.commit();
    });
    while (!locked) {
        std::this_thread::yield();
    }
    auto ids = store->commitCell(id, cell, {makeRun(1, 100)});
    holder.join();
    ASSERT_TRUE(ids.ok()) << ids.error().message;
    EXPECT_EQ(ids->size(), 1u);
    EXPECT_EQ(store->loadCampaign(id)->cells[0].state, CellState::Done);
}

TEST(StoreConcurrency, ALockHeldBeyondTheWaitFailsWithNothingStored) {
    TempDir dir;
    auto store = RunStore::open(dir.file("db.sqlite"));
    ASSERT_TRUE(store.ok());
    const auto campaign = oneCellCampaign();
    const std::int64_t id = store->createCampaign(campaign).value();
    store->setLockWait(std::chrono::milliseconds(300));
    CampaignCell cell = campaign.cells[0];
    cell.state = CellState::Done;
    SQLite::Database other(dir.file("db.sqlite"), SQLite::OPEN_READWRITE);
    {
        SQLite::Transaction tx(other, SQLite::TransactionBehavior::IMMEDIATE);
        auto ids = store->commitCell(id, cell, {makeRun(1, 100)});
        ASSERT_FALSE(ids.ok());
        EXPECT_NE(ids.error().message.find("held the write lock"), std::string::npos)
            << ids.error().message;
        // What the store was doing is a sentence too (issue 35).
        const Message said = ids.error().sentence();
        ASSERT_EQ(said.id, MessageId::ErrStoreWriteLockHeld);
        ASSERT_EQ(said.args.size(), 4u);
        EXPECT_EQ(std::get<MessageList>(said.args[1]).parts.at(0),
                  message(MessageId::StoreStepCommittingCell));
        EXPECT_NE(ids.error().message.find(": committing a campaign cell failed: "),
                  std::string::npos);
    }
    EXPECT_TRUE(store->listRuns()->empty());
    EXPECT_EQ(store->loadCampaign(id)->cells[0].state, CellState::Pending);
}

} // namespace
} // namespace cyclelab::core
