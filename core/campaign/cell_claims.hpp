#pragma once
// A cell's benchmarks shared out between benches (campaign_runner_cells.cpp): the pass measuring
// them claims each one just before it starts it, and when a bench falls idle with no cell left
// to start, the runner hands the later half of a running pass's unclaimed benchmarks to it.
// Every benchmark is then measured by exactly one pass, each on a target booted from reset.

#include <cstddef>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

class CellClaims {
  public:
    // Whether the pass may measure `key` now: true (and claimed) unless it was handed off.
    bool claim(const std::string& key);
    // Of `keys` (the pass's benchmarks in its order), how many are neither claimed nor handed
    // off yet.
    std::size_t unclaimed(const std::vector<std::string>& keys) const;
    // Hands the later unclaimed `keys` off (the pass will skip them) and returns them in order:
    // the shortest tail of them whose `seconds` (expected time, parallel to `keys`; empty: one
    // each) make at least half of what is unclaimed, leaving the pass one at least; nothing
    // when fewer than two are unclaimed.
    std::vector<std::string> handOff(const std::vector<std::string>& keys,
                                     const std::vector<double>& seconds = {});

  private:
    std::vector<std::string> open(const std::vector<std::string>& keys) const; // m_mutex held
    mutable std::mutex m_mutex;
    std::set<std::string> m_claimed;
    std::set<std::string> m_handed;
};

} // namespace cyclelab::core
