#include "core/campaign/cell_commit.hpp"

#include "core/common/message.hpp"

#include <chrono>

namespace cyclelab::core {

void CellCommit::fileUnder(const CampaignCell& cell, std::vector<Run>& runs) const {
    for (Run& run : runs) {
        run.campaignId = m_campaignId;
        run.cellIndex = cell.index;
    }
}

Status CellCommit::started(CampaignCell& cell) {
    cell.attempts += 1;
    cell.state = CellState::Running;
    return m_store.updateCell(m_campaignId, cell);
}

Expected<std::size_t> CellCommit::done(CampaignCell& cell, std::vector<Run>& runs,
                                       CellTimings& timings, const std::string& label) {
    fileUnder(cell, runs);
    cell.state = CellState::Done;
    cell.reason.clear();
    // commitCell waits (bounded) for another process's write lock; the measured runs stay
    // with the caller until it returns.
    const auto commitStart = std::chrono::steady_clock::now();
    auto ids = m_store.commitCell(m_campaignId, cell, runs);
    timings.storeCommitS =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - commitStart).count();
    timings.wallS += timings.storeCommitS;
    if (!ids) {
        // The store failing is not a cell problem: the session stops, saying how to go on.
        cell.state = CellState::Pending;
        (void)m_store.updateCell(m_campaignId, cell);
        return Error::fromText(ids.error().kind, message(MessageId::ErrCellNotStored,
                                                         {std::to_string(cell.index + 1), label,
                                                          sub(ids.error().sentence())}));
    }
    return ids->size();
}

Status CellCommit::failed(CampaignCell& cell, const std::string& reason) {
    cell.state = CellState::Failed;
    cell.reason = reason;
    return m_store.updateCell(m_campaignId, cell);
}

void CellCommit::interrupted(CampaignCell& cell) {
    cell.state = CellState::Pending;
    (void)m_store.updateCell(m_campaignId, cell);
}

CellCommit::Kept CellCommit::stopped(CampaignCell& cell, std::vector<Run>& runs) {
    cell.state = CellState::Pending;
    fileUnder(cell, runs);
    const std::string number = std::to_string(cell.index + 1);
    auto ids = m_store.commitCell(m_campaignId, cell, runs);
    if (!ids) {
        (void)m_store.updateCell(m_campaignId, cell);
        return {0, message(MessageId::CellStoppedNotKept,
                           {number, std::to_string(runs.size()), sub(ids.error().sentence())})};
    }
    return {ids->size(),
            message(MessageId::CellStoppedKept, {number, std::to_string(ids->size())})};
}

} // namespace cyclelab::core
