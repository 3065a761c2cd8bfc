#pragma once
// A cell's benchmarks shared out between benches (campaign_runner_cells.cpp). Every pass of
// the cell claims each benchmark just before it starts it and skips those another pass has
// claimed. The cell's first pass goes through them in cell order; when a bench falls idle with
// no cell left to start, the runner gives it a pass of a running cell that goes from the last
// benchmark back, so the two meet wherever the work splits evenly. Every benchmark is measured
// by exactly one pass, each pass on a target booted from reset.

#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace cyclelab::core {

class CellClaims {
  public:
    // Whether pass `pass` may measure `key` now: true (and claimed for it) unless another pass
    // has claimed it. A pass's retry measures its own claims again.
    bool claim(const std::string& key, int pass);
    // Of `keys`, how many no pass has claimed yet.
    std::size_t unclaimed(const std::vector<std::string>& keys) const;

  private:
    mutable std::mutex m_mutex;
    std::map<std::string, int> m_owner;
};

} // namespace cyclelab::core
