#include "core/campaign/failed_cells.hpp"

#include "core/campaign/campaign_runner.hpp"

namespace cyclelab::core {

Expected<std::vector<FailedCell>> failedCells(const RunStore& store,
                                              std::optional<std::int64_t> campaignId) {
    auto campaigns = store.listCampaigns();
    if (!campaigns) {
        return campaigns.error();
    }
    return failedCells(*campaigns, campaignId);
}

std::vector<FailedCell> failedCells(const std::vector<Campaign>& campaigns,
                                    std::optional<std::int64_t> campaignId) {
    // A campaign id that names no campaign has no failed cells (as it has no runs).
    std::vector<FailedCell> out;
    for (const auto& c : campaigns) {
        if (campaignId && c.id != *campaignId) {
            continue;
        }
        for (const auto& cell : c.cells) {
            if (cell.state == CellState::Failed) {
                out.push_back({c.id, c.spec.name, cell});
            }
        }
    }
    return out;
}

Message failedCellMessage(const FailedCell& f) {
    // The reason is an error's text, stored as it was said: shown as stored.
    return message(MessageId::FailedCell,
                   {std::to_string(f.campaignId), f.campaignName, std::to_string(f.cell.index + 1),
                    cellLabel(f.cell), std::to_string(f.cell.attempts),
                    sub(f.cell.reason.empty() ? message(MessageId::FailedCellNoReason)
                                              : storedText(f.cell.reason))});
}

std::string describe(const FailedCell& f) {
    return english(failedCellMessage(f));
}

nlohmann::json toJson(const FailedCell& f) {
    return nlohmann::json{{"campaign", f.campaignId},
                          {"campaignName", f.campaignName},
                          {"cell", f.cell.index},
                          {"kernel", f.cell.kernel},
                          {"profile", std::string(toString(f.cell.profile))},
                          {"opt", std::string(toString(f.cell.opt))},
                          {"cpuHz", f.cell.cpuHz},
                          {"attempts", f.cell.attempts},
                          {"reason", f.cell.reason}};
}

} // namespace cyclelab::core
