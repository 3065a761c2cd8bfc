#include "core/campaign/campaign_preflight.hpp"

#include "core/campaign/campaign_plan.hpp"
#include "core/common/message.hpp"
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
        return Error::badInput(unknownName(MessageId::NameBoardProfile, spec.boardId, known))
            .withContext(message(MessageId::ErrCampaignCtxField, {file, "board"}));
    }
    auto resolved = resolveAvailableKernels(spec, images);
    if (!resolved) {
        return Error::fromText(ErrorKind::BadInput, resolved.error().sentence())
            .withContext(message(MessageId::ErrCampaignCtxField, {file, "kernels"}));
    }
    // The runner's own pre-check: clock tiers against the board, then every cell's image.
    auto cells = validateCampaign(*resolved, *board, images);
    if (!cells) {
        return Error::fromText(ErrorKind::BadInput, cells.error().sentence())
            .withContext(message(MessageId::ErrCampaignCtxFile, {file}));
    }
    return *board;
}

} // namespace cyclelab::core
