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

std::vector<std::string> CellClaims::handOff(const std::vector<std::string>& keys,
                                             const std::vector<double>& seconds) {
    std::lock_guard lock(m_mutex);
    std::vector<std::size_t> rest; // indices into keys
    double total = 0.0;
    const auto weight = [&](std::size_t i) { return i < seconds.size() ? seconds[i] : 1.0; };
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!m_claimed.contains(keys[i]) && !m_handed.contains(keys[i])) {
            rest.push_back(i);
            total += weight(i);
        }
    }
    if (rest.size() < 2) {
        return {};
    }
    std::size_t first = rest.size(); // the handed tail starts here
    double tail = 0.0;
    while (first > 1 && tail < total / 2) {
        tail += weight(rest[--first]);
    }
    std::vector<std::string> handed;
    for (std::size_t j = first; j < rest.size(); ++j) {
        handed.push_back(keys[rest[j]]);
        m_handed.insert(keys[rest[j]]);
    }
    return handed;
}

} // namespace cyclelab::core
