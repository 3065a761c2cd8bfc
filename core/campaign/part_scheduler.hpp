#pragma once
// Scheduling of a campaign's boots onto its benches: which planned boot (boot_plan.hpp) starts
// when a bench is free. The first in cell order, but among the last few (two per bench) the
// longest, so that a campaign ends on short boots side by side, not on a long one alone.
// (Taking the longest all along would hold every cell's measured boot in memory until its other
// ends.) Runner thread only.

#include "core/campaign/boot_plan.hpp"

#include <deque>
#include <optional>
#include <set>

namespace cyclelab::core {

class PartScheduler {
  public:
    // `lanes`: how many benches take boots at once (at least 1).
    PartScheduler(std::deque<PartToStart> parts, std::size_t lanes)
        : m_parts(std::move(parts)), m_lanes(lanes) {}

    bool empty() const { return m_parts.empty(); }
    std::size_t size() const { return m_parts.size(); }
    // The boot to start next; valid until the next call that changes the queue. Not empty().
    const PartToStart& peek() const { return *chosen(); }
    // Removes and returns what peek() shows.
    PartToStart take();
    // A boot not started of a cell whose other boot has started (`begun`: cell indices), taken
    // from the queue: after a stop it ends unstarted so that its cell settles. `cells` are the
    // campaign's, which PartToStart::position points into.
    std::optional<PartToStart> takeUnstartedOf(const std::set<int>& begun,
                                               const std::vector<CampaignCell>& cells);

  private:
    std::deque<PartToStart>::const_iterator chosen() const;

    std::deque<PartToStart> m_parts;
    std::size_t m_lanes = 1;
};

} // namespace cyclelab::core
