#pragma once
// Cells that failed after their retry store no runs, so run listings alone never show them:
// `runs`, the report and the desktop app list them with their reasons from here.

#include "core/common/error.hpp"
#include "core/store/run_store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct FailedCell {
    std::int64_t campaignId = 0;
    std::string campaignName;
    CampaignCell cell;
};

// The failed cells of one campaign, or of every campaign, in campaign and cell order.
Expected<std::vector<FailedCell>> failedCells(const RunStore& store,
                                              std::optional<std::int64_t> campaignId = {});
// The same of campaigns already listed (RunStore::listCampaigns).
std::vector<FailedCell> failedCells(const std::vector<Campaign>& campaigns,
                                    std::optional<std::int64_t> campaignId = {});

// "campaign 2 (sweep) cell 3, refkernel minimal O2 168 MHz: failed after 2 attempt(s):
// <reason>", as data (the desktop app says it in the user's language; the reason, an error's
// text as stored, stays as it is) and as its English.
Message failedCellMessage(const FailedCell& failed);
std::string describe(const FailedCell& failed);

// The `failedCells[]` object of `runs --json` (docs/JSON.md).
nlohmann::json toJson(const FailedCell& failed);

} // namespace cyclelab::core
