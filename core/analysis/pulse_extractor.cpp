#include "core/analysis/pulse_extractor.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <string>

namespace cyclelab::core {

namespace {

// The bytes of one `unit`-byte sample (little-endian, as LogicSink delivers them) repeated
// to fill a 64-bit word, so a word loaded from the stream can be compared with it directly.
std::uint64_t repeatBytes(std::uint64_t value, unsigned unit) {
    std::array<std::uint8_t, 8> bytes{};
    for (unsigned k = 0; k < bytes.size(); ++k) {
        bytes[k] = static_cast<std::uint8_t>(value >> (8U * (k % unit)));
    }
    std::uint64_t word = 0;
    std::memcpy(&word, bytes.data(), sizeof word);
    return word;
}

std::uint64_t loadWord(const std::uint8_t* p) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, sizeof word);
    return word;
}

// Offset of the first (lowest-address) byte in which a loaded word differs.
unsigned firstDifferingByte(std::uint64_t diff) {
    if constexpr (std::endian::native == std::endian::little) {
        return static_cast<unsigned>(std::countr_zero(diff)) / 8U;
    } else {
        return static_cast<unsigned>(std::countl_zero(diff)) / 8U;
    }
}

template <unsigned Unit> std::uint64_t loadSample(const std::uint8_t* p) {
    std::uint64_t value = 0;
    for (unsigned k = 0; k < Unit; ++k) {
        value |= static_cast<std::uint64_t>(p[k]) << (8U * k);
    }
    return value;
}

std::uint32_t saturate32(std::uint64_t value) {
    return static_cast<std::uint32_t>(
        std::min<std::uint64_t>(value, std::numeric_limits<std::uint32_t>::max()));
}

} // namespace

PulseExtractor::PulseExtractor(std::vector<int> channels, int probeChannel, int markerChannel)
    : m_probe(probeChannel), m_marker(markerChannel) {
    if (probeChannel < 0) {
        fail("no probe channel configured: set the board profile's probe analyzer channel");
    } else if (probeChannel == markerChannel) {
        fail("probe and marker are both analyzer channel " + std::to_string(probeChannel) +
             ": they must be two different lines");
    }
    if (probeChannel >= 0) {
        channels.push_back(probeChannel);
    }
    if (markerChannel >= 0) {
        channels.push_back(markerChannel);
    }
    std::sort(channels.begin(), channels.end());
    channels.erase(std::unique(channels.begin(), channels.end()), channels.end());
    for (int ch : channels) {
        if (ch < 0 || ch >= static_cast<int>(m_lines.size())) {
            fail("analyzer channel " + std::to_string(ch) +
                 " is out of range: channels are numbered 0 to 63");
            continue;
        }
        m_lines[static_cast<std::size_t>(ch)].slot = static_cast<int>(m_channels.size());
        m_channels.push_back(ChannelPulses{ch, {}, 0, 0});
        m_mask |= std::uint64_t{1} << ch;
    }
}

void PulseExtractor::fail(std::string message) {
    if (m_status) {
        m_status = Error::badInput(std::move(message));
    }
}

const ChannelPulses* PulseExtractor::channel(int analyzerChannel) const {
    if (analyzerChannel < 0 || analyzerChannel >= static_cast<int>(m_lines.size())) {
        return nullptr;
    }
    const int slot = m_lines[static_cast<std::size_t>(analyzerChannel)].slot;
    return slot < 0 ? nullptr : &m_channels[static_cast<std::size_t>(slot)];
}

void PulseExtractor::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    if (m_finished) {
        fail("logic data arrived after the capture was finished");
    }
    if (unitSize != 1 && unitSize != 2 && unitSize != 4 && unitSize != 8) {
        fail("logic samples of " + std::to_string(unitSize) +
             " bytes are not supported: expected 1, 2, 4 or 8 bytes per sample");
    } else if (m_unit == 0) {
        m_unit = unitSize;
        const int highest = 63 - std::countl_zero(m_mask);
        if (m_mask != 0 && highest >= static_cast<int>(8 * unitSize)) {
            fail("analyzer channel " + std::to_string(highest) + " is not in the capture: its " +
                 std::to_string(unitSize) + "-byte samples hold channels 0 to " +
                 std::to_string(8 * unitSize - 1));
        }
        m_maskWord = repeatBytes(m_mask, m_unit);
    } else if (unitSize != m_unit) {
        fail("the logic sample size changed from " + std::to_string(m_unit) + " to " +
             std::to_string(unitSize) + " bytes in the middle of a capture");
    }
    if (!m_status || bytes == 0) {
        return;
    }

    auto dispatch = [this](const std::uint8_t* p, std::size_t samples) {
        switch (m_unit) {
        case 1:
            scan<1>(p, samples);
            break;
        case 2:
            scan<2>(p, samples);
            break;
        case 4:
            scan<4>(p, samples);
            break;
        default:
            scan<8>(p, samples);
            break;
        }
    };

    if (m_carryBytes > 0) {
        const std::size_t take = std::min<std::size_t>(m_unit - m_carryBytes, bytes);
        std::memcpy(m_carry.data() + m_carryBytes, data, take);
        m_carryBytes += static_cast<unsigned>(take);
        data += take;
        bytes -= take;
        if (m_carryBytes < m_unit) {
            return;
        }
        dispatch(m_carry.data(), 1);
        m_carryBytes = 0;
    }
    const std::size_t samples = bytes / m_unit;
    if (samples > 0) {
        dispatch(data, samples);
    }
    const std::size_t rest = bytes - samples * m_unit;
    std::memcpy(m_carry.data(), data + samples * m_unit, rest);
    m_carryBytes = static_cast<unsigned>(rest);
}

// The hot loop. Between edges the stream repeats one value, so it is compared 32 bytes at a
// time against that value repeated (followed channels only); a sample is decoded only where
// a word differs.
template <unsigned Unit> void PulseExtractor::scan(const std::uint8_t* data, std::size_t samples) {
    const std::size_t end = samples * Unit;
    std::size_t pos = 0;
    if (!m_started) {
        start(loadSample<Unit>(data) & m_mask);
        pos = Unit;
    }
    const std::uint64_t mask = m_maskWord;
    std::uint64_t cur = m_currentWord;
    while (pos < end) {
        while (end - pos >= 32) {
            const std::uint64_t diff =
                ((loadWord(data + pos) ^ cur) | (loadWord(data + pos + 8) ^ cur) |
                 (loadWord(data + pos + 16) ^ cur) | (loadWord(data + pos + 24) ^ cur)) &
                mask;
            if (diff != 0) {
                break;
            }
            pos += 32;
        }
        std::size_t hit = end;
        while (end - pos >= 8) {
            const std::uint64_t diff = (loadWord(data + pos) ^ cur) & mask;
            if (diff != 0) {
                hit = pos + firstDifferingByte(diff) / Unit * Unit;
                break;
            }
            pos += 8;
        }
        if (hit == end) {
            for (; pos < end; pos += Unit) {
                if ((loadSample<Unit>(data + pos) & m_mask) != m_current) {
                    hit = pos;
                    break;
                }
            }
            if (hit == end) {
                break;
            }
        }
        onChange(m_sampleBase + hit / Unit, loadSample<Unit>(data + hit) & m_mask);
        cur = m_currentWord;
        pos = hit + Unit;
    }
    m_sampleBase += samples;
}

void PulseExtractor::setCurrent(std::uint64_t value) {
    m_current = value;
    m_currentWord = repeatBytes(value, m_unit);
}

void PulseExtractor::start(std::uint64_t firstValue) {
    m_started = true;
    setCurrent(firstValue);
    for (const ChannelPulses& ch : m_channels) {
        Line& line = m_lines[static_cast<std::size_t>(ch.channel)];
        line.high = (firstValue >> ch.channel) & 1U;
        line.riseSeen = false; // a pulse already under way has no known start
    }
    if (m_marker >= 0 && m_lines[static_cast<std::size_t>(m_marker)].high) {
        Line& marker = m_lines[static_cast<std::size_t>(m_marker)];
        marker.riseSeen = m_triggeredOnMarker;
        marker.riseSample = m_sampleBase;
        MarkerWindow window;
        window.riseSample = m_sampleBase;
        window.startedBeforeCapture = !m_triggeredOnMarker;
        m_windows.push_back(std::move(window));
        m_openWindow = static_cast<int>(m_windows.size()) - 1;
    }
}

// Several lines may change in one sample. The marker's edge is handled first: a probe pulse
// that starts together with the marker's rise belongs to the window, one that starts as the
// marker falls does not (probe pulses are filed by where they start).
void PulseExtractor::onChange(std::uint64_t sample, std::uint64_t value) {
    std::uint64_t changed = m_current ^ value;
    setCurrent(value);
    if (m_marker >= 0 && ((changed >> m_marker) & 1U) != 0) {
        changed &= ~(std::uint64_t{1} << m_marker);
        onEdge(m_marker, ((value >> m_marker) & 1U) != 0, sample);
    }
    while (changed != 0) {
        const int ch = std::countr_zero(changed);
        changed &= changed - 1;
        onEdge(ch, ((value >> ch) & 1U) != 0, sample);
    }
}

void PulseExtractor::onEdge(int ch, bool high, std::uint64_t sample) {
    Line& line = m_lines[static_cast<std::size_t>(ch)];
    line.high = high;
    if (high) {
        line.riseSeen = true;
        line.riseSample = sample;
        if (ch == m_marker) {
            MarkerWindow window;
            window.riseSample = sample;
            m_windows.push_back(std::move(window));
            m_openWindow = static_cast<int>(m_windows.size()) - 1;
        }
        line.window = ch == m_probe ? m_openWindow : -1;
        return;
    }
    if (ch == m_marker && m_openWindow >= 0) {
        m_windows[static_cast<std::size_t>(m_openWindow)].fallSample = sample;
        m_openWindow = -1;
    }
    ChannelPulses& out = m_channels[static_cast<std::size_t>(line.slot)];
    if (!line.riseSeen) {
        ++out.droppedAtStart;
        return;
    }
    line.riseSeen = false;
    const Pulse pulse{ch, line.riseSample, sample, line.window};
    out.widths.push_back(pulse.widthSamples());
    if (ch == m_probe) {
        if (pulse.window >= 0) {
            m_windows[static_cast<std::size_t>(pulse.window)].probeWidths.push_back(
                saturate32(pulse.widthSamples()));
        } else {
            ++m_probeOutside;
        }
    }
    if (m_onPulse) {
        m_onPulse(pulse);
    }
}

// A line high for the whole capture counts once, as dropped at the start.
void PulseExtractor::finish() {
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_carryBytes = 0; // a torn last sample carries no edge that could be trusted
    for (ChannelPulses& ch : m_channels) {
        const Line& line = m_lines[static_cast<std::size_t>(ch.channel)];
        if (!line.high) {
            continue;
        }
        if (line.riseSeen) {
            ++ch.droppedAtEnd;
        } else {
            ++ch.droppedAtStart;
        }
    }
    if (m_openWindow >= 0) {
        MarkerWindow& window = m_windows[static_cast<std::size_t>(m_openWindow)];
        window.openAtEnd = true;
        window.fallSample = m_sampleBase;
        m_openWindow = -1;
    }
}

std::vector<std::vector<std::uint32_t>> PulseExtractor::runWidths() const {
    std::vector<std::vector<std::uint32_t>> runs;
    for (const MarkerWindow& window : m_windows) {
        if (window.complete()) {
            runs.push_back(window.probeWidths);
        }
    }
    return runs;
}

std::vector<std::uint32_t> PulseExtractor::allProbeWidths() const {
    std::vector<std::uint32_t> widths;
    if (const ChannelPulses* probe = channel(m_probe)) {
        widths.reserve(probe->widths.size());
        for (std::uint64_t w : probe->widths) {
            widths.push_back(saturate32(w));
        }
    }
    return widths;
}

} // namespace cyclelab::core
