#include "core/campaign/boot_plan.hpp"

#include "core/campaign/cell_benchmarks.hpp"

namespace cyclelab::core {
namespace {

Expected<std::map<int, std::set<std::string>>> storedKeysOf(const RunStore& store,
                                                            std::int64_t campaignId) {
    RunFilter filter;
    filter.campaignId = campaignId;
    auto runs = store.listRuns(filter);
    if (!runs) {
        return runs.error();
    }
    std::map<int, std::set<std::string>> out;
    for (const RunSummary& r : *runs) {
        if (r.run.cellIndex >= 0) {
            out[r.run.cellIndex].insert(r.run.benchmark.key());
        }
    }
    return out;
}

void planCell(BootPlan& plan, const Campaign& campaign, std::size_t position,
              const ImageCatalog& images, const BoardProfile& board,
              const DurationModel& splitModel) {
    const CampaignCell& cell = campaign.cells[position];
    const std::set<std::string>& keys = plan.storedKeys[cell.index];
    auto image = images.find(campaign.spec.boardId, cell);
    std::vector<CellPart> parts;
    if (image) {
        parts = cellParts(campaign.spec, *image, keys, bootsPerCell(board), splitModel);
    }
    if (parts.empty()) { // no image (the worker fails the cell with why), or nothing left
        parts.push_back(CellPart{0, keys, {}});
    }
    std::vector<std::string> order;
    for (const BenchmarkSpec& b : plannedBenchmarks(campaign.spec, images, cell)) {
        order.push_back(b.key());
    }
    std::size_t measurements = 0;
    for (const CellPart& part : parts) {
        measurements += part.benches.size();
    }
    plan.shares.insert_or_assign(
        cell.index, CellShare(std::move(order), static_cast<int>(parts.size()), measurements));
    for (CellPart& part : parts) {
        plan.parts.push_back(PartToStart{position, std::move(part)});
    }
}

} // namespace

std::vector<BenchmarkSpec> plannedBenchmarks(const CampaignSpec& spec, const ImageCatalog& images,
                                             const CampaignCell& cell) {
    auto image = images.find(spec.boardId, cell);
    return image ? cellBenchmarks(spec, *image) : cellBenchmarks(spec);
}

Expected<BootPlan> planBoots(const Campaign& campaign, const RunStore& store,
                             const ImageCatalog& images, const BoardProfile& board) {
    BootPlan plan;
    auto stored = storedKeysOf(store, campaign.id);
    if (!stored) {
        return stored.error();
    }
    plan.storedKeys = std::move(*stored);
    const DurationModel splitModel = durationModelFor(board, DurationModel{});
    for (std::size_t i = 0; i < campaign.cells.size(); ++i) {
        const CampaignCell& cell = campaign.cells[i];
        if (!campaign.shard.holds(cell.index)) {
            continue; // another shard's: left pending here, measured there
        }
        ++plan.ours;
        if (cell.state == CellState::Done) {
            ++plan.cellsSkipped;
        } else {
            planCell(plan, campaign, i, images, board, splitModel);
        }
    }
    return plan;
}

} // namespace cyclelab::core
