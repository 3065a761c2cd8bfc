#include "core/campaign/shard_merge.hpp"

#include "core/common/message.hpp"
#include "core/store/model_json.hpp"
#include "core/store/run_store.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;

struct Shard {
    std::string path;
    RunStore store;
    Campaign campaign;
};

std::string shardName(const CampaignShard& s) {
    return std::to_string(s.index) + "/" + std::to_string(s.count);
}

Expected<Shard> openShard(const std::string& path) {
    auto store = RunStore::openReadOnly(path);
    if (!store) {
        return store.error();
    }
    auto campaigns = store->listCampaigns();
    if (!campaigns) {
        return campaigns.error();
    }
    std::vector<Campaign> sharded;
    for (auto& c : *campaigns) {
        if (!c.shard.whole()) {
            sharded.push_back(std::move(c));
        }
    }
    if (sharded.empty()) {
        return Error::badInput(message(MessageId::ErrShardNone, {path}));
    }
    if (sharded.size() > 1) {
        return Error::badInput(
            message(MessageId::ErrShardSeveral, {path, std::to_string(sharded.size())}));
    }
    return Shard{path, std::move(store).value(), std::move(sharded.front())};
}

// Every shard of one campaign, each once, all of the same split.
Status checkShards(const std::vector<Shard>& shards) {
    const Shard& first = shards.front();
    const std::string firstSpec = toJson(first.campaign.spec).dump();
    std::map<int, std::string> seen;
    for (const Shard& s : shards) {
        const Campaign& c = s.campaign;
        if (c.identity != first.campaign.identity || toJson(c.spec).dump() != firstSpec) {
            return Error::badInput(message(MessageId::ErrShardOtherCampaign,
                                           {s.path, c.spec.name, c.identity, first.path,
                                            first.campaign.spec.name, first.campaign.identity}));
        }
        if (c.shard.count != first.campaign.shard.count ||
            c.cells.size() != first.campaign.cells.size()) {
            return Error::badInput(
                message(MessageId::ErrShardOtherSplit,
                        {s.path, shardName(c.shard), first.path, shardName(first.campaign.shard)}));
        }
        if (auto [it, fresh] = seen.emplace(c.shard.index, s.path); !fresh) {
            return Error::badInput(
                message(MessageId::ErrShardTwice, {shardName(c.shard), it->second, s.path}));
        }
    }
    return success();
}

// The whole campaign: each cell as the shard that ran it left it, pending where no shard did.
Campaign mergedCampaign(const std::vector<Shard>& shards) {
    Campaign out = shards.front().campaign;
    out.id = 0;
    out.shard = {};
    for (CampaignCell& cell : out.cells) {
        cell.state = CellState::Pending;
        cell.reason.clear();
        cell.attempts = 0;
    }
    for (const Shard& s : shards) {
        out.createdAtMs = std::min(out.createdAtMs, s.campaign.createdAtMs);
        for (const CampaignCell& cell : s.campaign.cells) {
            if (s.campaign.shard.holds(cell.index)) {
                CampaignCell& target = out.cells[static_cast<std::size_t>(cell.index)];
                target = cell;
                if (target.state == CellState::Running) {
                    target.state = CellState::Pending; // its process died: a resume reruns it
                }
            }
        }
    }
    return out;
}

// Yields every run of every shard in turn, read one at a time (a campaign can be large).
class RunFeed {
  public:
    explicit RunFeed(std::vector<Shard>& shards) : m_shards(shards) {}

    Expected<std::optional<MergedRun>> next() {
        while (m_shard < m_shards.size()) {
            Shard& s = m_shards[m_shard];
            if (!m_ids) {
                RunFilter filter;
                filter.campaignId = s.campaign.id;
                auto listed = s.store.listRuns(filter);
                if (!listed) {
                    return listed.error();
                }
                m_ids.emplace();
                for (const auto& r : *listed) {
                    m_ids->push_back(r.run.id);
                }
                m_pos = 0;
            }
            if (m_pos == m_ids->size()) {
                ++m_shard;
                m_ids.reset();
                continue;
            }
            const std::int64_t id = (*m_ids)[m_pos++];
            auto run = s.store.loadRun(id);
            if (!run) {
                return run.error();
            }
            if (run->cellIndex >= 0 && !s.campaign.shard.holds(run->cellIndex)) {
                return Error::badInput(
                    message(MessageId::ErrShardRunOutside,
                            {s.path, std::to_string(id), std::to_string(run->cellIndex + 1),
                             shardName(s.campaign.shard)}));
            }
            auto origin = s.store.runOrigin(id);
            if (!origin) {
                return origin.error();
            }
            MergedRun out{std::move(*run), origin->value_or(RunOrigin{})};
            out.origin.shard = s.campaign.shard;
            out.origin.source = s.path;
            ++m_count;
            return std::optional<MergedRun>(std::move(out));
        }
        return std::optional<MergedRun>{};
    }
    std::size_t count() const { return m_count; }

  private:
    std::vector<Shard>& m_shards;
    std::size_t m_shard = 0;
    std::optional<std::vector<std::int64_t>> m_ids;
    std::size_t m_pos = 0;
    std::size_t m_count = 0;
};

void removeDatabase(const std::string& path) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        fs::remove(path + suffix, ec);
    }
}

} // namespace

Expected<MergeSummary> mergeShards(const std::string& outPath,
                                   const std::vector<std::string>& shardPaths) {
    if (shardPaths.empty()) {
        return Error::badInput(message(MessageId::ErrMergeNeedsDatabases));
    }
    std::error_code ec;
    if (fs::exists(outPath, ec)) {
        return Error::badInput(message(MessageId::ErrMergeOutputExists, {outPath}));
    }
    std::vector<Shard> shards;
    for (const auto& path : shardPaths) {
        auto shard = openShard(path);
        if (!shard) {
            return shard.error();
        }
        shards.push_back(std::move(shard).value());
    }
    if (auto ok = checkShards(shards); !ok) {
        return ok.error();
    }
    std::sort(shards.begin(), shards.end(), [](const Shard& a, const Shard& b) {
        return a.campaign.shard.index < b.campaign.shard.index;
    });
    const Campaign campaign = mergedCampaign(shards);

    // Beside OUT (same file system, so the rename is atomic), named after this process.
    const std::string temp = outPath + ".merging-" + std::to_string(::getpid());
    removeDatabase(temp);
    Expected<std::int64_t> id = Error::runtime("not merged");
    std::size_t runs = 0;
    {
        auto store = RunStore::open(temp);
        if (!store) {
            removeDatabase(temp);
            return store.error();
        }
        RunFeed feed(shards);
        id = store->storeMergedCampaign(campaign, [&] { return feed.next(); });
        runs = feed.count();
    } // closed here: SQLite folds the WAL into the file and removes it
    if (!id) {
        removeDatabase(temp);
        return id.error();
    }
    if (fs::exists(outPath, ec)) {
        removeDatabase(temp);
        return Error::badInput(message(MessageId::ErrMergeOutputAppeared, {outPath}));
    }
    fs::rename(temp, outPath, ec);
    if (ec) {
        removeDatabase(temp);
        return Error::runtime(
            message(MessageId::ErrMergeCannotRename, {temp, outPath, ec.message()}));
    }
    removeDatabase(temp); // leftovers (-shm) of the temporary name

    MergeSummary summary;
    summary.campaignId = *id;
    summary.campaignName = campaign.spec.name;
    summary.identity = campaign.identity;
    summary.shardCount = shards.front().campaign.shard.count;
    for (const Shard& s : shards) {
        summary.shards.push_back(s.campaign.shard.index);
    }
    summary.runs = runs;
    for (const CampaignCell& cell : campaign.cells) {
        (cell.state == CellState::Done ? summary.cellsDone : summary.cellsPending) += 1;
    }
    return summary;
}

} // namespace cyclelab::core
