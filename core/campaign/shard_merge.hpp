#pragma once
// `cyclelab-cli merge OUT SHARD...`: the databases of a campaign's shards (`run --shard K/N`,
// each run by any batch system on any machine) combined into one new database holding the
// whole campaign. Every shard must be of the same campaign (same identity and spec, same N)
// and each shard may come once; anything else is Error::badInput naming the file, and nothing
// is written. The output appears complete or not at all: one transaction into a temporary file
// beside OUT, renamed to OUT only once committed and closed.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::core {

struct MergeSummary {
    std::int64_t campaignId = 0; // in OUT
    std::string campaignName;
    std::string identity;
    int shardCount = 0;      // N
    std::vector<int> shards; // the K merged, ascending
    std::size_t runs = 0;
    int cellsDone = 0;
    int cellsPending = 0; // not done: a shard missing, failed or stopped cells
};

// OUT must not exist yet. Shards are read, never written.
Expected<MergeSummary> mergeShards(const std::string& outPath,
                                   const std::vector<std::string>& shardPaths);

} // namespace cyclelab::core
