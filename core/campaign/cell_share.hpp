#pragma once
// A cell being measured by the campaign's cell loop (campaign_runner_cells.cpp), on one bench
// or, shared out (cell_claims.hpp), on several: what its passes returned so far, merged into
// the one report the loop stores when the last of them finishes.

#include "core/campaign/cell_workers.hpp"
#include "core/model/model.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

class CellShare {
  public:
    // `order`: every benchmark key the cell measures, in cell order (its runs are stored so).
    explicit CellShare(std::vector<std::string> order = {}) : m_order(std::move(order)) {}
    void passStarted() {
        ++m_passes;
        ++m_outstanding;
    }
    int passes() const { return m_passes; }
    // Merges a pass's Finished report, the pass having run for `wallS`. True when it was the
    // cell's last pass: `report` then holds the whole cell (runs in cell order unless it failed,
    // stopped when any pass stopped, the first failure's text; with several passes, their
    // phases and wall times summed, so the phases still add up).
    bool finish(WorkerReport& report, double wallS);

  private:
    std::vector<std::string> m_order;
    int m_passes = 0;
    int m_outstanding = 0;
    std::vector<Run> m_runs;
    bool m_stopped = false;
    bool m_failed = false;
    std::string m_failure;
    CellTimings m_timings;
};

} // namespace cyclelab::core
