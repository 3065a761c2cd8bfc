// mergeShards over real SQLite shard databases written through the store: each run once with
// its origin, the cells as their shard left them, and every kind of wrong input refused with
// nothing written.

#include "core/campaign/shard_merge.hpp"
#include "core/common/message.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab::core;
using cyclelab::testing::makeBuild;

namespace {

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("cyclelab-merge-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

CampaignSpec specNamed(const std::string& name) {
    CampaignSpec spec;
    spec.name = name;
    spec.boardId = "qemu-f405";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O0, OptLevel::O2, OptLevel::Os};
    spec.benchmarks = {{"sem_give_take", {}}};
    spec.samples = 100;
    return spec;
}

Campaign campaignOf(const CampaignSpec& spec, CampaignShard shard) {
    Campaign c;
    c.spec = spec;
    c.shard = shard;
    for (int i = 0; i < static_cast<int>(spec.opts.size()); ++i) {
        CampaignCell cell;
        cell.index = i;
        cell.kernel = "refkernel";
        cell.opt = spec.opts[static_cast<std::size_t>(i)];
        cell.cpuHz = 168000000;
        c.cells.push_back(cell);
    }
    return c;
}

std::vector<Run> runsOf(const CampaignCell& cell) {
    std::vector<Run> runs;
    for (const char* bench : {"baseline", "sem_give_take"}) {
        Run r;
        r.build = makeBuild("qemu-f405", "refkernel", cell.opt);
        r.benchmark.id = bench;
        r.cycleSource = "systick";
        r.cycleHz = 168000000;
        // Distinct per cell and benchmark, so a run copied to the wrong cell shows.
        for (std::uint32_t i = 0; i < 100; ++i) {
            r.samples.push_back(static_cast<std::uint32_t>(cell.index) * 1000 + i +
                                (r.benchmark.id == "baseline" ? 0 : 500));
        }
        runs.push_back(std::move(r));
    }
    return runs;
}

// A shard database as `run --shard K/N` leaves it: the whole campaign, its own cells done.
void writeShard(const std::string& path, const CampaignSpec& spec, CampaignShard shard) {
    auto store = RunStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    Campaign c = campaignOf(spec, shard);
    auto id = store->createCampaign(c);
    ASSERT_TRUE(id.ok()) << id.error().message;
    for (CampaignCell cell : c.cells) {
        if (!shard.holds(cell.index)) {
            continue;
        }
        cell.state = CellState::Done;
        cell.attempts = 1;
        auto ids = store->commitCell(*id, cell, runsOf(cell));
        ASSERT_TRUE(ids.ok()) << ids.error().message;
    }
}

bool leftovers(const TempDir& dir, const std::string& out) {
    for (const auto& entry : fs::directory_iterator(dir.path)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(fs::path(out).filename().string(), 0) == 0) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST(CampaignShard, SplitsCellsRoundRobinAndEveryCellIsInExactlyOneShard) {
    for (int n = 1; n <= 5; ++n) {
        for (int cell = 0; cell < 17; ++cell) {
            int owners = 0;
            for (int k = 1; k <= n; ++k) {
                owners += CampaignShard{k, n}.holds(cell) ? 1 : 0;
            }
            EXPECT_EQ(owners, 1) << "cell " << cell << " of " << n << " shards";
        }
    }
    EXPECT_TRUE((CampaignShard{2, 4}.holds(5)));
    EXPECT_FALSE((CampaignShard{2, 4}.holds(4)));
    EXPECT_TRUE(CampaignShard{}.holds(7)); // the whole campaign
}

TEST(ShardMerge, TwoShardsBecomeTheWholeCampaignEachRunOnceWithItsOrigin) {
    TempDir dir;
    const auto spec = specNamed("sweep");
    writeShard(dir.file("s1.sqlite"), spec, {1, 2});
    writeShard(dir.file("s2.sqlite"), spec, {2, 2});
    auto merged =
        mergeShards(dir.file("all.sqlite"), {dir.file("s2.sqlite"), dir.file("s1.sqlite")});
    ASSERT_TRUE(merged.ok()) << merged.error().message;
    EXPECT_EQ(merged->runs, 6u);
    EXPECT_EQ(merged->cellsDone, 3);
    EXPECT_EQ(merged->cellsPending, 0);
    EXPECT_EQ(merged->shards, (std::vector<int>{1, 2}));

    auto store = RunStore::openReadOnly(dir.file("all.sqlite"));
    ASSERT_TRUE(store.ok()) << store.error().message;
    auto campaign = store->loadCampaign(merged->campaignId);
    ASSERT_TRUE(campaign.ok());
    EXPECT_TRUE(campaign->shard.whole());
    EXPECT_EQ(campaign->identity, campaignIdentity(spec));
    for (const auto& cell : campaign->cells) {
        EXPECT_EQ(cell.state, CellState::Done) << cell.index;
    }
    RunFilter filter;
    filter.campaignId = merged->campaignId;
    auto runs = store->loadRuns(filter);
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 6u);
    std::set<std::pair<int, std::string>> seen;
    for (const auto& run : *runs) {
        EXPECT_TRUE(seen.insert({run.cellIndex, run.benchmark.id}).second);
        const CampaignCell cell = campaign->cells[static_cast<std::size_t>(run.cellIndex)];
        EXPECT_EQ(run.samples, runsOf(cell)[run.benchmark.id == "baseline" ? 0 : 1].samples);
        auto origin = store->runOrigin(run.id);
        ASSERT_TRUE(origin.ok() && origin->has_value());
        const int k = run.cellIndex % 2 + 1;
        EXPECT_EQ((*origin)->shard, (CampaignShard{k, 2}));
        EXPECT_EQ((*origin)->source, dir.file("s" + std::to_string(k) + ".sqlite"));
        EXPECT_FALSE((*origin)->host.empty());
    }
}

TEST(ShardMerge, AMissingShardLeavesItsCellsPendingForAResume) {
    TempDir dir;
    writeShard(dir.file("s1.sqlite"), specNamed("sweep"), {1, 2});
    auto merged = mergeShards(dir.file("all.sqlite"), {dir.file("s1.sqlite")});
    ASSERT_TRUE(merged.ok()) << merged.error().message;
    EXPECT_EQ(merged->runs, 4u); // cells 1 and 3
    EXPECT_EQ(merged->cellsDone, 2);
    EXPECT_EQ(merged->cellsPending, 1);
}

TEST(ShardMerge, AShardOfAnotherCampaignIsRefusedAndNothingIsWritten) {
    TempDir dir;
    writeShard(dir.file("s1.sqlite"), specNamed("sweep"), {1, 2});
    writeShard(dir.file("s2.sqlite"), specNamed("other sweep"), {2, 2});
    auto merged =
        mergeShards(dir.file("all.sqlite"), {dir.file("s1.sqlite"), dir.file("s2.sqlite")});
    ASSERT_FALSE(merged.ok());
    EXPECT_EQ(merged.error().kind, ErrorKind::BadInput);
    EXPECT_NE(merged.error().message.find("s2.sqlite is a shard of another campaign"),
              std::string::npos)
        << merged.error().message;
    EXPECT_EQ(merged.error().sentence().id, MessageId::ErrShardOtherCampaign);
    EXPECT_FALSE(leftovers(dir, "all.sqlite"));
}

TEST(ShardMerge, RepeatedShardsOtherSplitsExistingOutputAndPlainDatabasesAreRefused) {
    TempDir dir;
    const auto spec = specNamed("sweep");
    writeShard(dir.file("s1.sqlite"), spec, {1, 2});
    writeShard(dir.file("t1.sqlite"), spec, {1, 3});
    auto twice = mergeShards(dir.file("a.sqlite"), {dir.file("s1.sqlite"), dir.file("s1.sqlite")});
    ASSERT_FALSE(twice.ok());
    EXPECT_NE(twice.error().message.find("comes twice"), std::string::npos);
    EXPECT_EQ(
        twice.error().sentence(),
        message(MessageId::ErrShardTwice, {"1/2", dir.file("s1.sqlite"), dir.file("s1.sqlite")}));
    auto split = mergeShards(dir.file("a.sqlite"), {dir.file("s1.sqlite"), dir.file("t1.sqlite")});
    ASSERT_FALSE(split.ok());
    EXPECT_NE(split.error().message.find("split the campaign the same way"), std::string::npos)
        << split.error().message;
    EXPECT_EQ(split.error().sentence(),
              message(MessageId::ErrShardOtherSplit,
                      {dir.file("t1.sqlite"), "1/3", dir.file("s1.sqlite"), "1/2"}));
    EXPECT_FALSE(leftovers(dir, "a.sqlite"));

    auto exists = mergeShards(dir.file("t1.sqlite"), {dir.file("s1.sqlite")});
    ASSERT_FALSE(exists.ok());
    EXPECT_NE(exists.error().message.find("already exists"), std::string::npos);
    EXPECT_EQ(exists.error().sentence(),
              message(MessageId::ErrMergeOutputExists, {dir.file("t1.sqlite")}));
    auto nothing = mergeShards(dir.file("a.sqlite"), {});
    ASSERT_FALSE(nothing.ok());
    EXPECT_EQ(nothing.error().sentence(), message(MessageId::ErrMergeNeedsDatabases));

    {
        auto plain = RunStore::open(dir.file("plain.sqlite"));
        ASSERT_TRUE(plain.ok());
        ASSERT_TRUE(plain->createCampaign(campaignOf(spec, {})).ok());
    }
    auto notShard = mergeShards(dir.file("b.sqlite"), {dir.file("plain.sqlite")});
    ASSERT_FALSE(notShard.ok());
    EXPECT_EQ(notShard.error().kind, ErrorKind::BadInput);
    EXPECT_NE(notShard.error().message.find("holds no shard"), std::string::npos);
    EXPECT_EQ(notShard.error().sentence(),
              message(MessageId::ErrShardNone, {dir.file("plain.sqlite")}));
    EXPECT_FALSE(leftovers(dir, "b.sqlite"));
}

// A shard database holding a run of a cell that is not in its shard is refused part-way
// through copying: the one transaction is rolled back and no output file remains.
TEST(ShardMerge, AFailureWhileCopyingLeavesNoOutput) {
    TempDir dir;
    const auto spec = specNamed("sweep");
    writeShard(dir.file("s1.sqlite"), spec, {1, 2});
    {
        auto store = RunStore::open(dir.file("s1.sqlite"));
        ASSERT_TRUE(store.ok());
        CampaignCell foreign = campaignOf(spec, {1, 2}).cells[1]; // shard 2's cell
        foreign.state = CellState::Done;
        ASSERT_TRUE(store->commitCell(1, foreign, runsOf(foreign)).ok());
    }
    auto merged = mergeShards(dir.file("all.sqlite"), {dir.file("s1.sqlite")});
    ASSERT_FALSE(merged.ok());
    EXPECT_NE(merged.error().message.find("not in shard 1/2"), std::string::npos)
        << merged.error().message;
    EXPECT_FALSE(leftovers(dir, "all.sqlite"));
}
