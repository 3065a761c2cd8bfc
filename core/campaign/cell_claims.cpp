#include "core/campaign/cell_claims.hpp"

namespace cyclelab::core {

bool CellClaims::claim(const std::string& key, int pass) {
    std::lock_guard lock(m_mutex);
    const auto [it, inserted] = m_owner.emplace(key, pass);
    return inserted || it->second == pass;
}

std::size_t CellClaims::unclaimed(const std::vector<std::string>& keys) const {
    std::lock_guard lock(m_mutex);
    std::size_t n = 0;
    for (const std::string& k : keys) {
        n += m_owner.contains(k) ? 0 : 1;
    }
    return n;
}

} // namespace cyclelab::core
