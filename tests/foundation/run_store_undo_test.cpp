// Deleting runs and campaigns so the deletion can be undone (RunStore::deleteRunsUndoably,
// deleteCampaignUndoably, restoreDeleted) on a real SQLite file: after the undo, every table
// holds exactly what it held before the delete.
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <algorithm>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

// Every row of every table, each value with its SQLite type, rows sorted: two dumps are equal
// only when the database holds the same data.
std::string dump(const std::string& path) {
    SQLite::Database db(path);
    SQLite::Statement tables(db, "SELECT name FROM sqlite_schema WHERE type = 'table' "
                                 "ORDER BY name");
    std::string out;
    while (tables.executeStep()) {
        const std::string table = tables.getColumn(0).getString();
        SQLite::Statement q(db, "SELECT * FROM \"" + table + "\"");
        std::vector<std::string> rows;
        while (q.executeStep()) {
            std::string row;
            for (int c = 0; c < q.getColumnCount(); ++c) {
                const SQLite::Column v = q.getColumn(c);
                row += std::to_string(v.getType()) + ":" +
                       (v.isNull() ? ""
                                   : std::string(static_cast<const char*>(v.getBlob()),
                                                 static_cast<std::size_t>(v.getBytes()))) +
                       "|";
            }
            rows.push_back(row);
        }
        std::sort(rows.begin(), rows.end());
        out += "== " + table + " (" + std::to_string(rows.size()) + ")\n";
        for (const std::string& r : rows)
            out += r + "\n";
    }
    return out;
}

RunFilter ofCampaign(std::int64_t id) {
    RunFilter f;
    f.campaignId = id;
    return f;
}

struct Bench {
    std::int64_t gone = 0;
    std::int64_t kept = 0;
    std::int64_t single = 0;
};

// Two campaigns of two cells, a run outside them, names and notes on each kind.
Bench fill(RunStore& store) {
    Bench b;
    b.gone = store.createCampaign(testing::refkernelCampaign("gone", "sem_give_take", 2)).value();
    b.kept = store.createCampaign(testing::refkernelCampaign("kept", "sem_give_take", 2)).value();
    for (int cell = 0; cell < 2; ++cell) {
        CampaignCell c;
        c.index = cell;
        c.kernel = "refkernel";
        c.cpuHz = 168000000;
        c.state = CellState::Done;
        Run a = makeRun(10 + cell, 50);
        a.build.imageName = "only-in-gone";
        EXPECT_TRUE(store.commitCell(b.gone, c, {a}).ok());
        EXPECT_TRUE(store.commitCell(b.kept, c, {makeRun(20 + cell, 50)}).ok());
    }
    b.single = store.insertRun(makeRun(30, 50)).value();
    EXPECT_TRUE(store.annotateCampaign(b.gone, "probe on PA5").ok());
    const auto goneRun = store.listRuns(ofCampaign(b.gone)).value().front().run.id;
    EXPECT_TRUE(store.labelRun(goneRun, "named", "a note").ok());
    EXPECT_TRUE(store.labelRun(b.single, "single", "").ok());
    return b;
}

TEST(RunStoreUndo, AnUndoneCampaignDeletionLeavesEveryTableAsItWas) {
    TempDir dir;
    const std::string path = dir.file("u.sqlite");
    RunStore store = RunStore::open(path).value();
    const Bench b = fill(store);
    const std::string before = dump(path);

    const DeletedRows rows = store.deleteCampaignUndoably(b.gone).value();
    EXPECT_EQ(rows.runCount(), 2u);
    const std::string deleted = dump(path);
    EXPECT_NE(deleted, before);
    EXPECT_EQ(deleted.find("only-in-gone"), std::string::npos); // its build went too
    EXPECT_FALSE(store.loadCampaign(b.gone).ok());

    ASSERT_TRUE(store.restoreDeleted(rows).ok());
    EXPECT_EQ(dump(path), before);
    EXPECT_EQ(store.campaignNote(b.gone).value(), "probe on PA5");
    EXPECT_EQ(store.listRuns(ofCampaign(b.gone)).value().size(), 2u);
    // Redo, undo again: the same rows each time.
    const DeletedRows again = store.deleteCampaignUndoably(b.gone).value();
    EXPECT_EQ(dump(path), deleted);
    ASSERT_TRUE(store.restoreDeleted(again).ok());
    EXPECT_EQ(dump(path), before);
}

TEST(RunStoreUndo, UndoneRunDeletionsBringBackTheRunsWithTheirIds) {
    TempDir dir;
    const std::string path = dir.file("u.sqlite");
    RunStore store = RunStore::open(path).value();
    const Bench b = fill(store);
    const std::string before = dump(path);
    const auto goneRuns = store.listRuns(ofCampaign(b.gone)).value();
    const std::vector<std::int64_t> ids{goneRuns.front().run.id, b.single};

    const DeletedRows rows = store.deleteRunsUndoably(ids).value();
    EXPECT_EQ(rows.runCount(), 2u);
    EXPECT_FALSE(store.loadSummary(b.single).ok());
    EXPECT_EQ(store.listRuns(ofCampaign(b.gone)).value().size(), 1u);
    ASSERT_TRUE(store.restoreDeleted(rows).ok());
    EXPECT_EQ(dump(path), before);
    EXPECT_EQ(store.loadSummary(b.single).value().name, "single");
    EXPECT_EQ(store.loadRun(ids.front()).value().samples, makeRun(10, 50).samples);
}

TEST(RunStoreUndo, AnUnknownRunDeletesNothing) {
    TempDir dir;
    const std::string path = dir.file("u.sqlite");
    RunStore store = RunStore::open(path).value();
    const Bench b = fill(store);
    const std::string before = dump(path);
    auto refused = store.deleteRunsUndoably({b.single, b.single + 1000});
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("has no run " + std::to_string(b.single + 1000)),
              std::string::npos)
        << refused.error().message;
    EXPECT_EQ(dump(path), before);
}

TEST(RunStoreUndo, AnIdTakenAgainSinceIsRefusedAndNothingIsWritten) {
    TempDir dir;
    const std::string path = dir.file("u.sqlite");
    RunStore store = RunStore::open(path).value();
    const Bench b = fill(store); // `single` has the highest id: SQLite gives it out again
    const DeletedRows rows = store.deleteRunsUndoably({b.single}).value();
    const auto reused = store.insertRun(makeRun(40, 50)).value();
    ASSERT_EQ(reused, b.single);
    const std::string meanwhile = dump(path);

    const Status refused = store.restoreDeleted(rows);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("runs id " + std::to_string(b.single) +
                                           " was stored again since"),
              std::string::npos)
        << refused.error().message;
    EXPECT_NE(refused.error().message.find("nothing was restored"), std::string::npos);
    EXPECT_EQ(dump(path), meanwhile);
}

TEST(RunStoreUndo, AChangedSchemaIsRefusedAndNothingIsWritten) {
    TempDir dir;
    const std::string path = dir.file("u.sqlite");
    RunStore store = RunStore::open(path).value();
    const Bench b = fill(store);
    const DeletedRows rows = store.deleteCampaignUndoably(b.gone).value();
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        db.exec("ALTER TABLE run_labels ADD COLUMN colour TEXT NOT NULL DEFAULT ''");
    }
    const std::string meanwhile = dump(path);
    const Status refused = store.restoreDeleted(rows);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("table run_labels no longer has the columns"),
              std::string::npos)
        << refused.error().message;
    EXPECT_EQ(dump(path), meanwhile);
}

} // namespace
} // namespace cyclelab::core
