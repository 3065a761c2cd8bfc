#include "core/analysis/width_histogram.hpp"

#include <algorithm>

namespace cyclelab::core {

void WidthHistogram::addWide(std::uint64_t widthSamples, std::uint64_t pulses) {
    if (widthSamples < kDenseWidths) {
        // Grow geometrically so a capture of ever wider pulses reallocates O(log w) times.
        const std::size_t size = std::min<std::size_t>(
            kDenseWidths, std::max<std::size_t>({64, m_dense.size() * 2,
                                                 static_cast<std::size_t>(widthSamples) + 1}));
        m_dense.reserve(size); // exactly: resize() alone may round the capacity up
        m_dense.resize(size, 0);
        m_dense[widthSamples] += pulses;
        return;
    }
    m_wide[widthSamples] += pulses;
}

std::uint64_t WidthHistogram::min() const {
    for (std::size_t w = 0; w < m_dense.size(); ++w) {
        if (m_dense[w] != 0) {
            return w;
        }
    }
    return m_wide.empty() ? 0 : m_wide.begin()->first;
}

std::uint64_t WidthHistogram::max() const {
    if (!m_wide.empty()) {
        return m_wide.rbegin()->first;
    }
    for (std::size_t w = m_dense.size(); w > 0; --w) {
        if (m_dense[w - 1] != 0) {
            return w - 1;
        }
    }
    return 0;
}

std::uint64_t WidthHistogram::nth(std::uint64_t k) const {
    std::uint64_t seen = 0;
    for (std::size_t w = 0; w < m_dense.size(); ++w) {
        seen += m_dense[w];
        if (k < seen) {
            return w;
        }
    }
    for (const auto& [width, n] : m_wide) {
        seen += n;
        if (k < seen) {
            return width;
        }
    }
    return max(); // k >= count(): the caller broke the precondition; the widest is nearest
}

double WidthHistogram::median() const {
    if (m_count == 0) {
        return 0.0;
    }
    const std::uint64_t mid = m_count / 2;
    if (m_count % 2 == 1) {
        return static_cast<double>(nth(mid));
    }
    // Same expression as on a sorted copy, so the result is the same double.
    return (static_cast<double>(nth(mid - 1)) + static_cast<double>(nth(mid))) / 2.0;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> WidthHistogram::entries() const {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    for (std::size_t w = 0; w < m_dense.size(); ++w) {
        if (m_dense[w] != 0) {
            out.emplace_back(w, m_dense[w]);
        }
    }
    out.insert(out.end(), m_wide.begin(), m_wide.end());
    return out;
}

std::size_t WidthHistogram::distinctWidths() const {
    return static_cast<std::size_t>(std::count_if(m_dense.begin(), m_dense.end(),
                                                  [](std::uint64_t n) { return n != 0; })) +
           m_wide.size();
}

std::size_t WidthHistogram::memoryBytes() const {
    // A std::map node: three pointers and a colour beside the key and value.
    constexpr std::size_t kMapNodeBytes = 4 * sizeof(void*) + 2 * sizeof(std::uint64_t);
    return m_dense.capacity() * sizeof(std::uint64_t) + m_wide.size() * kMapNodeBytes;
}

} // namespace cyclelab::core
