#include "core/campaign/part_scheduler.hpp"

#include <algorithm>

namespace cyclelab::core {

std::deque<PartToStart>::const_iterator PartScheduler::chosen() const {
    if (m_parts.size() > 2 * m_lanes) {
        return m_parts.begin();
    }
    return std::max_element(m_parts.begin(), m_parts.end(),
                            [](const PartToStart& a, const PartToStart& b) {
                                return a.part.expectedS < b.part.expectedS;
                            });
}

PartToStart PartScheduler::take() {
    const auto it = m_parts.begin() + (chosen() - m_parts.cbegin());
    PartToStart out = std::move(*it);
    m_parts.erase(it);
    return out;
}

std::optional<PartToStart> PartScheduler::takeUnstartedOf(const std::set<int>& begun,
                                                          const std::vector<CampaignCell>& cells) {
    const auto open = std::find_if(m_parts.begin(), m_parts.end(), [&](const PartToStart& p) {
        return begun.contains(cells[p.position].index);
    });
    if (open == m_parts.end()) {
        return std::nullopt;
    }
    PartToStart out = std::move(*open);
    m_parts.erase(open);
    return out;
}

} // namespace cyclelab::core
