#include "devices/sigrok/capture_edge_index.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cyclelab::devices {

namespace {

std::uint64_t load(const std::uint8_t* p, unsigned unit) {
    std::uint64_t v = 0;
    std::memcpy(&v, p, unit); // little-endian samples on a little-endian host
    return v;
}

// Both sinks of one pass; the extractor's errors are read from it afterwards.
class Fork final : public core::LogicSink {
  public:
    Fork(core::LogicSink& a, core::LogicSink& b) : m_a(a), m_b(b) {}
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override {
        m_a.onLogic(data, bytes, unitSize);
        m_b.onLogic(data, bytes, unitSize);
    }

  private:
    core::LogicSink& m_a;
    core::LogicSink& m_b;
};

} // namespace

CaptureEdgeIndex::CaptureEdgeIndex(std::size_t maxEdgesPerChannel)
    : m_maxEdges(maxEdgesPerChannel) {}

void CaptureEdgeIndex::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    if (unitSize == 0 || unitSize > 8 || (m_unit != 0 && unitSize != m_unit)) {
        return; // libsigrok keeps one unit size per capture
    }
    m_unit = unitSize;
    while (m_carryBytes > 0 && bytes > 0) {
        m_carry[m_carryBytes++] = *data++;
        --bytes;
        if (m_carryBytes == unitSize) {
            m_carryBytes = 0;
            take(load(m_carry.data(), unitSize));
        }
    }
    const std::size_t whole = bytes / unitSize;
    std::size_t i = 0;
    if (unitSize == 1) {
        // Most of a capture is runs of one value: skip them eight samples at a time.
        while (i < whole) {
            if (m_samples > 0 && i + 8 <= whole &&
                load(data + i, 8) == m_last * 0x0101010101010101ULL) {
                i += 8;
                m_samples += 8;
                continue;
            }
            take(data[i++]);
        }
    }
    for (; i < whole; ++i) {
        take(load(data + i * unitSize, unitSize));
    }
    for (std::size_t b = whole * unitSize; b < bytes; ++b) {
        m_carry[m_carryBytes++] = data[b];
    }
}

void CaptureEdgeIndex::take(std::uint64_t value) {
    if (m_samples == 0) {
        m_first = value;
        m_last = value;
    } else if (value != m_last) {
        edgesOf(value ^ m_last, m_samples);
        m_last = value;
    }
    ++m_samples;
}

void CaptureEdgeIndex::edgesOf(std::uint64_t changed, std::uint64_t sample) {
    while (changed != 0) {
        const int ch = std::countr_zero(changed);
        changed &= changed - 1;
        Channel& c = m_channels[static_cast<std::size_t>(ch)];
        if (c.truncatedAt != UINT64_MAX) {
            continue;
        }
        if (c.edges.size() >= m_maxEdges) {
            c.truncatedAt = sample;
            continue;
        }
        c.edges.push_back(sample);
    }
}

std::span<const std::uint64_t> CaptureEdgeIndex::edges(int channel) const {
    if (channel < 0 || channel >= 64) {
        return {};
    }
    return m_channels[static_cast<std::size_t>(channel)].edges;
}

std::size_t CaptureEdgeIndex::edgeAtOrAfter(int channel, std::uint64_t sample) const {
    const auto e = edges(channel);
    return static_cast<std::size_t>(std::lower_bound(e.begin(), e.end(), sample) - e.begin());
}

bool CaptureEdgeIndex::levelAt(int channel, std::uint64_t sample) const {
    // Edges at or before `sample` flip the initial level once each.
    const auto e = edges(channel);
    const auto flips = std::upper_bound(e.begin(), e.end(), sample) - e.begin();
    return initialLevel(channel) != ((flips & 1) != 0);
}

std::uint64_t CaptureEdgeIndex::truncatedAt(int channel) const {
    if (channel < 0 || channel >= 64) {
        return m_samples;
    }
    return std::min(m_channels[static_cast<std::size_t>(channel)].truncatedAt, m_samples);
}

std::size_t CaptureEdgeIndex::memoryBytes() const {
    std::size_t bytes = sizeof(*this);
    for (const Channel& c : m_channels) {
        bytes += c.edges.capacity() * sizeof(std::uint64_t);
    }
    return bytes;
}

core::Expected<IndexedCapture> indexCaptureFile(const std::string& path, int probeChannel,
                                                int markerChannel,
                                                const CaptureReadOptions& options) {
    IndexedCapture out;
    core::PulseExtractor extractor({probeChannel, markerChannel}, probeChannel, markerChannel);
    // As the cell executor reads it: a capture triggered on the marker starts inside a window.
    extractor.setTriggeredOnMarker(true);
    extractor.setPulseCallback([&](const core::Pulse& p) {
        if (p.channel != probeChannel || p.window < 0) {
            return;
        }
        const auto w = static_cast<std::size_t>(p.window);
        if (out.windowPulses.size() <= w) {
            out.windowPulses.resize(w + 1);
        }
        out.windowPulses[w].push_back(p);
    });
    Fork fork(out.index, extractor);
    auto info = readCaptureFile(path, fork, options, out.channelNames);
    if (!info) {
        return info.error();
    }
    extractor.finish();
    if (!extractor.status()) {
        return core::Error::badInput(
            core::sequence({core::message(core::MessageId::ErrCaptureCtxCapture, {path}),
                            extractor.status().error().sentence()}));
    }
    out.info = *info;
    out.windows = extractor.windows();
    out.windowPulses.resize(out.windows.size());
    return out;
}

} // namespace cyclelab::devices
