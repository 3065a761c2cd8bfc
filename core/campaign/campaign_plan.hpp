#pragma once
// Turns a campaign's matrix into its ordered cells: one cell per firmware image.

#include <vector>

#include "core/common/error.hpp"
#include "core/model/model.hpp"

namespace cyclelab::core {

// Order: kernel, profile, clock tier, optimisation level (the order the spec lists them).
// An empty cpuHz list means the board's first tier. Checks the tiers and the sample count
// against the board.
Expected<std::vector<CampaignCell>> planCells(const CampaignSpec& spec, const BoardProfile& board);

}  // namespace cyclelab::core
