#pragma once
// Boot planning for a campaign session: which boots of which cells this session starts. A cell
// of this shard not done yet is split into its parts (cell_parts.hpp), less what a stopped pass
// stored; each part becomes a boot waiting for a bench, and each such cell a CellShare that
// gathers its parts' reports. Done only once, before the first boot starts.

#include "core/campaign/cell_parts.hpp"
#include "core/campaign/cell_share.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/store/run_store.hpp"

#include <deque>
#include <map>
#include <set>
#include <string>

namespace cyclelab::core {

// A boot of a cell waiting for a bench: the cell's position in campaign.cells and its part.
struct PartToStart {
    std::size_t position = 0;
    CellPart part;
};

struct BootPlan {
    std::deque<PartToStart> parts;   // cells in cell order, each cell's longest part first
    std::map<int, CellShare> shares; // by cell index: one per cell with a part in `parts`
    // By cell index: the benchmark keys stored already (a cell stopped part-way kept the runs
    // it finished, and its next pass measures only the others).
    std::map<int, std::set<std::string>> storedKeys;
    int ours = 0;         // cells of this shard
    int cellsSkipped = 0; // of them, done before this session
};

// The plan of `campaign` as stored in `store`, on benches of `board`; the split into parts is
// the cell's own (a duration model of defaults: the same for every session and bench count).
Expected<BootPlan> planBoots(const Campaign& campaign, const RunStore& store,
                             const ImageCatalog& images, const BoardProfile& board);

// What the executor measures of `cell`: its image's benchmarks, or the spec's when the image
// is missing (the worker then fails the cell, saying why).
std::vector<BenchmarkSpec> plannedBenchmarks(const CampaignSpec& spec, const ImageCatalog& images,
                                             const CampaignCell& cell);

} // namespace cyclelab::core
