#pragma once
// The store writes of a campaign's cells as the cell loop settles them: started, done (its runs
// and its state in one transaction), failed, interrupted, or stopped part-way (the runs it
// finished kept, the cell pending). Runner thread only: the loop is the store's one writer.

#include "core/campaign/cell_timings.hpp"
#include "core/common/error.hpp"
#include "core/common/message.hpp"
#include "core/store/run_store.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

class CellCommit {
  public:
    // Keeps a reference to `store`, which must outlive it.
    CellCommit(RunStore& store, std::int64_t campaignId)
        : m_store(store), m_campaignId(campaignId) {}

    // An attempt of `cell` starts: one attempt more, state running.
    Status started(CampaignCell& cell);
    // Stores `runs` (filed under the cell) with the cell done, and adds the commit's wait to
    // `timings`. Returns how many runs were stored. On failure the cell is pending again and
    // the error says how to go on; `label` names the cell in it.
    Expected<std::size_t> done(CampaignCell& cell, std::vector<Run>& runs, CellTimings& timings,
                               const std::string& label);
    // The cell failed for `reason` (retried already).
    Status failed(CampaignCell& cell, const std::string& reason);
    // The cell was interrupted with nothing kept: pending, a resume runs it again.
    void interrupted(CampaignCell& cell);

    struct Kept {
        std::size_t runsStored = 0;
        Message message; // for the user: what was kept and what --resume does
    };
    // A stop ended the cell part-way: it stays pending, and `runs` (what it finished) are
    // stored with that state in one transaction, so a resume finds exactly what is missing.
    Kept stopped(CampaignCell& cell, std::vector<Run>& runs);

  private:
    void fileUnder(const CampaignCell& cell, std::vector<Run>& runs) const;

    RunStore& m_store;
    std::int64_t m_campaignId = 0;
};

} // namespace cyclelab::core
