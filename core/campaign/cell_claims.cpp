#include "core/campaign/cell_claims.hpp"

namespace cyclelab::core {

bool CellClaims::claim(const std::string& key) {
    std::lock_guard lock(m_mutex);
    if (m_handed.contains(key)) {
        return false;
    }
    m_claimed.insert(key);
    return true;
}

std::vector<std::string> CellClaims::open(const std::vector<std::string>& keys) const {
    std::vector<std::string> out;
    for (const std::string& k : keys) {
        if (!m_claimed.contains(k) && !m_handed.contains(k)) {
            out.push_back(k);
        }
    }
    return out;
}

std::size_t CellClaims::unclaimed(const std::vector<std::string>& keys) const {
    std::lock_guard lock(m_mutex);
    return open(keys).size();
}

std::vector<std::string> CellClaims::handOff(const std::vector<std::string>& keys) {
    std::lock_guard lock(m_mutex);
    std::vector<std::string> rest = open(keys);
    if (rest.size() < 2) {
        return {};
    }
    std::vector<std::string> handed(rest.begin() + static_cast<std::ptrdiff_t>(rest.size() / 2),
                                    rest.end());
    m_handed.insert(handed.begin(), handed.end());
    return handed;
}

} // namespace cyclelab::core
