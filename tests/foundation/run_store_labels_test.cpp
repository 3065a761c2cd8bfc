// Names, notes and deleting a campaign whole (RunStore::labelRun, renameCampaign,
// annotateCampaign, deleteCampaign) on a real SQLite file.
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

Campaign twoCells(const std::string& name) {
    return cyclelab::testing::refkernelCampaign(name, "sem_give_take", 2);
}

RunFilter ofCampaign(std::int64_t id) {
    RunFilter f;
    f.campaignId = id;
    return f;
}

std::int64_t count(const std::string& path, const std::string& sql) {
    SQLite::Database db(path);
    return db.execAndGet(sql).getInt64();
}

TEST(RunStoreLabels, ARunsNameAndNoteAreListedAndCleared) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("l.sqlite")).value();
    const auto id = store.insertRun(makeRun(1, 50)).value();
    ASSERT_TRUE(store.labelRun(id, "after the cache fix", "board on the bench's USB hub").ok());
    RunSummary s = store.loadSummary(id).value();
    EXPECT_EQ(s.name, "after the cache fix");
    EXPECT_EQ(s.note, "board on the bench's USB hub");
    ASSERT_TRUE(store.labelRun(id, "", "").ok());
    s = store.loadSummary(id).value();
    EXPECT_EQ(s.name, "");
    EXPECT_EQ(s.note, "");
    const Status unknown = store.labelRun(id + 100, "x", "");
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().message.find("has no run " + std::to_string(id + 100)),
              std::string::npos);
}

TEST(RunStoreLabels, ARenamedCampaignIsListedByItsNewNameAndKeepsItsIdentity) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("l.sqlite")).value();
    const auto id = store.createCampaign(twoCells("sweep")).value();
    const std::string identity = store.loadCampaign(id).value().identity;
    ASSERT_TRUE(store.renameCampaign(id, "O2 sweep, new probe").ok());
    ASSERT_TRUE(store.annotateCampaign(id, "probe moved to PA5").ok());
    const Campaign c = store.loadCampaign(id).value();
    EXPECT_EQ(c.spec.name, "O2 sweep, new probe");
    EXPECT_EQ(c.identity, identity); // shards still merge
    EXPECT_EQ(store.campaignNote(id).value(), "probe moved to PA5");
    EXPECT_FALSE(store.renameCampaign(id, "").ok());
    EXPECT_FALSE(store.renameCampaign(id + 1, "x").ok());
    EXPECT_FALSE(store.annotateCampaign(id + 1, "x").ok());
}

TEST(RunStoreLabels, DeletingACampaignTakesItsRunsCellsAndUnusedBuildsAndNothingElse) {
    TempDir dir;
    const std::string path = dir.file("l.sqlite");
    RunStore store = RunStore::open(path).value();
    const auto gone = store.createCampaign(twoCells("gone")).value();
    const auto kept = store.createCampaign(twoCells("kept")).value();
    for (int cell = 0; cell < 2; ++cell) {
        CampaignCell c;
        c.index = cell;
        c.kernel = "refkernel";
        c.cpuHz = 168000000;
        c.state = CellState::Done;
        core::Run a = makeRun(10 + cell, 50);
        a.build.imageName = "only-in-gone";
        ASSERT_TRUE(store.commitCell(gone, c, {a}).ok());
        ASSERT_TRUE(store.commitCell(kept, c, {makeRun(20 + cell, 50)}).ok());
    }
    const auto single = store.insertRun(makeRun(30, 50)).value();
    const auto goneRun = store.listRuns(ofCampaign(gone)).value().front().run.id;
    ASSERT_TRUE(store.labelRun(goneRun, "named", "").ok());
    const std::int64_t builds = count(path, "SELECT count(*) FROM builds");

    EXPECT_EQ(store.deleteCampaign(gone).value(), 2u);
    EXPECT_FALSE(store.loadCampaign(gone).ok());
    EXPECT_TRUE(store.listRuns(ofCampaign(gone)).value().empty());
    EXPECT_EQ(store.listRuns(ofCampaign(kept)).value().size(), 2u);
    EXPECT_TRUE(store.loadSummary(single).ok());
    // Nothing left pointing at what was deleted, and the build only it used is gone too.
    EXPECT_EQ(count(path, "SELECT count(*) FROM cells WHERE campaign_id = " + std::to_string(gone)),
              0);
    EXPECT_EQ(count(path, "SELECT count(*) FROM validations WHERE run_id NOT IN "
                          "(SELECT id FROM runs)"),
              0);
    EXPECT_EQ(count(path, "SELECT count(*) FROM run_labels"), 0);
    EXPECT_EQ(count(path, "SELECT count(*) FROM builds WHERE image = 'only-in-gone'"), 0);
    EXPECT_LT(count(path, "SELECT count(*) FROM builds"), builds);
    EXPECT_EQ(count(path, "SELECT count(*) FROM pragma_foreign_key_check"), 0);
    EXPECT_FALSE(store.deleteCampaign(gone).ok());
}

TEST(RunStoreLabels, ACampaignBeingRunIsNotDeleted) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("l.sqlite")).value();
    const auto id = store.createCampaign(twoCells("running"), thisProcessOwner()).value();
    auto refused = store.deleteCampaign(id);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("is being run by process"), std::string::npos)
        << refused.error().message;
    EXPECT_TRUE(store.loadCampaign(id).ok());
    ASSERT_TRUE(store.releaseCampaign(id, thisProcessOwner()).ok());
    EXPECT_TRUE(store.deleteCampaign(id).ok());
}

} // namespace
} // namespace cyclelab::core
