// Campaigns, cells and the atomic commit of a finished cell.
#include "core/store/model_json.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_compare.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using testing::expectSameRun;
using testing::makeRun;
using testing::TempDir;

Campaign makeCampaign() {
    Campaign c;
    c.spec.name = "f405 sweep";
    c.spec.boardId = "qemu-f405";
    c.spec.kernels = {"refkernel", "freertos"};
    c.spec.profiles = {ConfigProfile::Minimal, ConfigProfile::Default};
    c.spec.opts = {OptLevel::O0, OptLevel::Os};
    c.spec.cpuHz = {168000000, 48000000};
    c.spec.benchmarks = {{"ctx_switch", {}}, {"queue_send_recv", {{"depth", "5"}}}};
    c.spec.samples = 5000;
    c.spec.warmup = 500;
    c.spec.analyzerSamplerateHz = 24e6;
    c.createdAtMs = 1764400000123;
    for (int i = 0; i < 3; ++i) {
        CampaignCell cell;
        cell.index = i;
        cell.kernel = i == 2 ? "freertos" : "refkernel";
        cell.profile = ConfigProfile::Minimal;
        cell.opt = i == 1 ? OptLevel::Os : OptLevel::O0;
        cell.cpuHz = 168000000;
        c.cells.push_back(cell);
    }
    return c;
}

void expectSameSpec(const CampaignSpec& a, const CampaignSpec& b) {
    EXPECT_EQ(toJson(a), toJson(b));
    EXPECT_EQ(a.benchmarks, b.benchmarks);
    EXPECT_EQ(a.profiles, b.profiles);
    EXPECT_EQ(a.opts, b.opts);
}

TEST(CampaignStore, CreateLoadList) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const Campaign original = makeCampaign();
    const auto id = store.createCampaign(original).value();
    const Campaign loaded = store.loadCampaign(id).value();
    EXPECT_EQ(loaded.id, id);
    EXPECT_EQ(loaded.createdAtMs, original.createdAtMs);
    expectSameSpec(loaded.spec, original.spec);
    ASSERT_EQ(loaded.cells.size(), 3u);
    EXPECT_EQ(loaded.cells[2].kernel, "freertos");
    EXPECT_EQ(loaded.cells[1].opt, OptLevel::Os);
    EXPECT_EQ(loaded.cells[0].state, CellState::Pending);

    Campaign second = makeCampaign();
    second.createdAtMs = 0;
    const auto id2 = store.createCampaign(second).value();
    const auto all = store.listCampaigns().value();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[1].id, id2);
    EXPECT_GT(all[1].createdAtMs, 0);
    EXPECT_FALSE(store.loadCampaign(id2 + 1).ok());
}

TEST(CampaignStore, UpdateCell) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(makeCampaign()).value();
    CampaignCell cell = store.loadCampaign(id)->cells[1];
    cell.state = CellState::Failed;
    cell.reason = "flash failed";
    cell.attempts = 2;
    ASSERT_TRUE(store.updateCell(id, cell).ok());
    const CampaignCell back = store.loadCampaign(id)->cells[1];
    EXPECT_EQ(back.state, CellState::Failed);
    EXPECT_EQ(back.reason, "flash failed");
    EXPECT_EQ(back.attempts, 2);
    cell.index = 7;
    auto missing = store.updateCell(id, cell);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("no cell 7"), std::string::npos);
}

TEST(CampaignStore, CommitCellStoresRunsAndStateTogether) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(makeCampaign()).value();
    CampaignCell cell = store.loadCampaign(id)->cells[2];
    cell.state = CellState::Done;
    cell.attempts = 1;
    const std::vector<core::Run> runs{makeRun(1), makeRun(2)};
    auto ids = store.commitCell(id, cell, runs);
    ASSERT_TRUE(ids.ok()) << ids.error().message;
    ASSERT_EQ(ids->size(), 2u);
    EXPECT_EQ(store.loadCampaign(id)->cells[2].state, CellState::Done);

    RunFilter f;
    f.campaignId = id;
    const auto stored = store.loadRuns(f).value();
    ASSERT_EQ(stored.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(stored[i].id, (*ids)[i]);
        core::Run expected = runs[i];
        expected.campaignId = id;
        expected.cellIndex = 2;
        expectSameRun(stored[i], expected);
    }
}

TEST(CampaignStore, FailedCommitLeavesNothingBehind) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("c.sqlite")).value();
    const auto id = store.createCampaign(makeCampaign()).value();
    CampaignCell cell;
    cell.index = 9; // no such cell: the commit must fail after inserting the runs
    cell.state = CellState::Done;
    auto ids = store.commitCell(id, cell, {makeRun(1), makeRun(2)});
    ASSERT_FALSE(ids.ok());
    EXPECT_TRUE(store.listRuns()->empty());
    // The store is still usable after the rollback.
    EXPECT_TRUE(store.insertRun(makeRun(3)).ok());
}

TEST(CampaignSpecJson, RejectsBadFields) {
    auto j = toJson(makeCampaign().spec);
    EXPECT_TRUE(campaignSpecFromJson(j).ok());
    auto bad = j;
    bad["opts"] = {"O9"};
    auto r = campaignSpecFromJson(bad);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("O9"), std::string::npos);
    bad = j;
    bad.erase("samples");
    EXPECT_FALSE(campaignSpecFromJson(bad).ok());
}

} // namespace
} // namespace cyclelab::core
