// CellCommit against a real SQLite store: a done cell's runs and state land together, a failed
// commit leaves the cell pending with an error saying how to go on, a stopped cell keeps what
// it finished and stays pending.

#include "core/campaign/cell_commit.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
using cyclelab::testing::makeRun;
using cyclelab::testing::TempDir;

namespace {

Campaign twoCells() {
    return cyclelab::testing::refkernelCampaign("commit", "queue_send_recv", 2);
}

std::size_t runsOf(const RunStore& store, std::int64_t campaignId) {
    RunFilter f;
    f.campaignId = campaignId;
    return store.listRuns(f).value().size();
}

} // namespace

TEST(CellCommit, DoneStoresRunsFiledUnderTheCellWithItsStateAndTimesTheCommit) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(twoCells()).value();
    CellCommit commit(store, id);
    CampaignCell cell = store.loadCampaign(id)->cells[1];
    ASSERT_TRUE(commit.started(cell).ok());
    EXPECT_EQ(store.loadCampaign(id)->cells[1].state, CellState::Running);
    EXPECT_EQ(store.loadCampaign(id)->cells[1].attempts, 1);

    std::vector<cyclelab::core::Run> runs{makeRun(1, 10), makeRun(2, 10)};
    CellTimings timings;
    timings.wallS = 5.0;
    auto stored = commit.done(cell, runs, timings, "refkernel minimal O2 168 MHz");
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    EXPECT_EQ(*stored, 2u);
    EXPECT_EQ(runs[0].campaignId, id);
    EXPECT_EQ(runs[1].cellIndex, 1);
    EXPECT_GE(timings.storeCommitS, 0.0);
    EXPECT_DOUBLE_EQ(timings.wallS, 5.0 + timings.storeCommitS);
    EXPECT_EQ(store.loadCampaign(id)->cells[1].state, CellState::Done);
    EXPECT_EQ(runsOf(store, id), 2u);
}

TEST(CellCommit, AFailedCommitLeavesTheCellPendingAndSaysToResume) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(twoCells()).value();
    CellCommit commit(store, id);
    CampaignCell cell = store.loadCampaign(id)->cells[0];
    std::vector<cyclelab::core::Run> runs{makeRun(1, 10),
                                          makeRun(1, 10)}; // the same benchmark twice: refused
    CellTimings timings;
    auto stored = commit.done(cell, runs, timings, "refkernel minimal O2 168 MHz");
    ASSERT_FALSE(stored.ok());
    EXPECT_NE(stored.error().message.find("cell 1 (refkernel minimal O2 168 MHz) was measured"),
              std::string::npos)
        << stored.error().message;
    EXPECT_NE(stored.error().message.find("--resume"), std::string::npos);
    const Message said = stored.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrCellNotStored);
    EXPECT_EQ(said.args.at(0), MessageArg(std::string("1")));
    EXPECT_EQ(said.args.at(1), MessageArg(std::string("refkernel minimal O2 168 MHz")));
    EXPECT_EQ(cell.state, CellState::Pending);
    EXPECT_EQ(store.loadCampaign(id)->cells[0].state, CellState::Pending);
    EXPECT_EQ(runsOf(store, id), 0u);
}

TEST(CellCommit, AStoppedCellKeepsWhatItFinishedAndStaysPending) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(twoCells()).value();
    CellCommit commit(store, id);
    CampaignCell cell = store.loadCampaign(id)->cells[0];
    ASSERT_TRUE(commit.started(cell).ok());
    std::vector<cyclelab::core::Run> runs{makeRun(3, 10)};
    const auto kept = commit.stopped(cell, runs);
    EXPECT_EQ(kept.runsStored, 1u);
    EXPECT_EQ(kept.message, message(MessageId::CellStoppedKept, {"1", "1"}));
    EXPECT_EQ(english(kept.message),
              "cell 1 stopped: 1 finished benchmarks stored; --resume measures only the others");
    EXPECT_EQ(store.loadCampaign(id)->cells[0].state, CellState::Pending);
    EXPECT_EQ(runsOf(store, id), 1u);

    // Stored again (what a second stop of the same pass would do): refused, nothing lost.
    const auto again = commit.stopped(cell, runs);
    EXPECT_EQ(again.runsStored, 0u);
    EXPECT_EQ(again.message.id, MessageId::CellStoppedNotKept);
    EXPECT_NE(english(again.message).find("could not be stored"), std::string::npos)
        << english(again.message);
    EXPECT_EQ(runsOf(store, id), 1u);
}

TEST(CellCommit, FailedAndInterruptedCellsAreRecorded) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(twoCells()).value();
    CellCommit commit(store, id);
    CampaignCell cell = store.loadCampaign(id)->cells[0];
    ASSERT_TRUE(commit.failed(cell, "no debug probe found").ok());
    EXPECT_EQ(store.loadCampaign(id)->cells[0].state, CellState::Failed);
    EXPECT_EQ(store.loadCampaign(id)->cells[0].reason, "no debug probe found");
    CampaignCell other = store.loadCampaign(id)->cells[1];
    ASSERT_TRUE(commit.started(other).ok());
    commit.interrupted(other);
    EXPECT_EQ(store.loadCampaign(id)->cells[1].state, CellState::Pending);
}
