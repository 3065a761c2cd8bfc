#include "devices/sigrok/acquisition_tee.hpp"

#include <algorithm>

namespace cyclelab::devices::sigrok {

void AcquisitionTee::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    std::uint64_t count = bytes / unitSize;
    if (limit > 0)
        count = std::min<std::uint64_t>(count, limit - std::min(limit, samples));
    if (count == 0)
        return;
    samples += count;
    const std::size_t n = static_cast<std::size_t>(count) * unitSize;
    if (!keepBits.empty())
        data = masked(data, n, unitSize);
    sink->onLogic(data, n, unitSize);
    if (writer)
        writer->onLogic(data, n, unitSize);
}

const std::uint8_t* AcquisitionTee::masked(const std::uint8_t* data, std::size_t n,
                                           unsigned unitSize) {
    std::vector<std::uint8_t> mask(unitSize, 0);
    for (int bit : keepBits)
        if (static_cast<unsigned>(bit) / 8 < unitSize)
            mask[static_cast<unsigned>(bit) / 8] |= static_cast<std::uint8_t>(1u << (bit % 8));
    m_scratch.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        m_scratch[i] = data[i] & mask[i % unitSize];
    return m_scratch.data();
}

} // namespace cyclelab::devices::sigrok
