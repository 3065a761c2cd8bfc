#pragma once
// Turns a campaign's matrix into its ordered cells: one cell per firmware image.

#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <vector>

namespace cyclelab::core {

// Order: kernel, profile, clock tier, optimisation level (the order the spec lists them).
// An empty cpuHz list means the board's first tier. Checks the tiers and the sample count
// against the board.
Expected<std::vector<CampaignCell>> planCells(const CampaignSpec& spec, const BoardProfile& board);

// planCells, then the image of every cell: the check a campaign passes before anything is
// flashed or stored. The error names every cell without an image, one per line.
Expected<std::vector<CampaignCell>>
validateCampaign(const CampaignSpec& spec, const BoardProfile& board, const ImageCatalog& images);

} // namespace cyclelab::core
