#pragma once
// A cell being measured by the campaign's cell loop (campaign_runner_cells.cpp) in its parts
// (cell_parts.hpp), one boot each, on one bench after the other or on several at once: what
// its parts returned so far, merged into the one report the loop stores when the last ends.

#include "core/campaign/cell_workers.hpp"
#include "core/model/model.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace cyclelab::core {

class CellShare {
  public:
    // `order`: every benchmark key of the cell, in cell order (its runs are stored so);
    // `parts`: how many parts will report; `measurements`: the benchmarks the parts measure
    // in all (each part's calibration regions included).
    CellShare(std::vector<std::string> order, int parts, std::size_t measurements)
        : m_order(std::move(order)), m_outstanding(parts), m_measurements(measurements) {}
    // A part measured a benchmark: the cell's progress over all its parts, as (index of this
    // measurement, measurements in all), so it never goes back between parts.
    std::pair<std::size_t, std::size_t> measured() {
        const std::size_t index = m_measured++;
        return {index, std::max(m_measurements, m_measured)};
    }
    // Merges a part's Finished report. True when it was the cell's last part: `report` then
    // holds the whole cell: its runs in cell order (none when a part failed, unless stopped),
    // stopped when any part stopped, the first failure's text, and the parts' phases and
    // times on their benches added up (so the phases still add up to the cell's wall time).
    bool finish(WorkerReport& report);

  private:
    std::vector<std::string> m_order;
    int m_outstanding = 0;
    std::size_t m_measurements = 0;
    std::size_t m_measured = 0; // a retry measures again: more than m_measurements then
    std::vector<Run> m_runs;
    bool m_stopped = false;
    bool m_failed = false;
    std::string m_failure;
    CellTimings m_timings;
};

} // namespace cyclelab::core
