#include "core/campaign/campaign_preflight.hpp"

#include "core/campaign/campaign_plan.hpp"
#include "core/common/suggest.hpp"

namespace cyclelab::core {

Expected<BoardProfile> preflightCampaign(const CampaignSpec& spec, const std::string& file,
                                         const std::vector<BoardProfile>& boards,
                                         const ImageCatalog& images) {
    const BoardProfile* board = nullptr;
    std::vector<std::string> known;
    for (const auto& b : boards) {
        if (b.id == spec.boardId) {
            board = &b;
        }
        known.push_back(b.id);
    }
    if (!board) {
        return Error::badInput(
            file + ": board: " + unknownNameMessage("board profile", spec.boardId, known));
    }
    auto resolved = resolveAvailableKernels(spec, images);
    if (!resolved) {
        return Error::badInput(file + ": kernels: " + resolved.error().message);
    }
    // The runner's own pre-check: clock tiers against the board, then every cell's image.
    auto cells = validateCampaign(*resolved, *board, images);
    if (!cells) {
        return Error::badInput(file + ": " + cells.error().message);
    }
    return *board;
}

} // namespace cyclelab::core
