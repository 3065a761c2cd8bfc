#include "core/campaign/campaign_preflight.hpp"

#include "core/campaign/campaign_plan.hpp"

namespace cyclelab::core {

Expected<BoardProfile> preflightCampaign(const CampaignSpec& spec, const std::string& file,
                                         const std::vector<BoardProfile>& boards,
                                         const ImageCatalog& images) {
    const BoardProfile* board = nullptr;
    std::string known;
    for (const auto& b : boards) {
        if (b.id == spec.boardId) {
            board = &b;
        }
        known += (known.empty() ? "" : ", ") + b.id;
    }
    if (!board) {
        return Error::badInput(file + ": board: no board profile '" + spec.boardId +
                               "' (known: " + known + ")");
    }
    auto resolved = resolveAvailableKernels(spec, images);
    if (!resolved) {
        return Error::badInput(file + ": kernels: " + resolved.error().message);
    }
    auto cells = planCells(*resolved, *board);
    if (!cells) {
        return Error::badInput(file + ": " + cells.error().message);
    }
    for (const CampaignCell& cell : *cells) {
        if (auto image = images.find(spec.boardId, cell); !image) {
            return Error::badInput(file + ": kernels/profiles/opts/cpu_hz: " +
                                   image.error().message);
        }
    }
    return *board;
}

}  // namespace cyclelab::core
