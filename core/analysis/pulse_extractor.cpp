#include "core/analysis/pulse_extractor.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cyclelab::core {

namespace {

// The bytes of one `unit`-byte sample (little-endian, as LogicSink delivers them) repeated
// to fill a 64-bit word read as loadWord() reads the stream, so the two compare directly.
std::uint64_t repeatBytes(std::uint64_t value, unsigned unit) {
    std::uint64_t word = 0;
    for (unsigned k = 0; k < 8; ++k) {
        word |= ((value >> (8U * (k % unit))) & 0xFFU) << (8U * k);
    }
    return word;
}

// Eight bytes of the stream as a little-endian number, whatever the host's byte order, so
// that sample k of a word always sits at bits [k * 8 * unit, (k + 1) * 8 * unit).
std::uint64_t loadWord(const std::uint8_t* p) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, sizeof word);
    if constexpr (std::endian::native == std::endian::big) {
        word = __builtin_bswap64(word);
    }
    return word;
}

template <unsigned Unit> std::uint64_t loadSample(const std::uint8_t* p) {
    std::uint64_t value = 0;
    for (unsigned k = 0; k < Unit; ++k) {
        value |= static_cast<std::uint64_t>(p[k]) << (8U * k);
    }
    return value;
}

// Bit `ch` of 64 one-byte samples as one mask, bit k = sample k.
std::uint64_t gatherLevels(const std::uint8_t* p, int ch) {
#if defined(__SSE2__)
    // Shift the line's bit to the top of every byte, then movemask collects 16 bytes' tops.
    const __m128i shift = _mm_cvtsi32_si128(7 - ch);
    std::uint64_t level = 0;
    for (unsigned k = 0; k < 4; ++k) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
        const auto bits = static_cast<unsigned>(_mm_movemask_epi8(_mm_sll_epi16(v, shift)));
        level |= static_cast<std::uint64_t>(bits) << (16 * k);
    }
    return level;
#else
    constexpr std::uint64_t kLowBits = 0x0101010101010101ULL;
    constexpr std::uint64_t kGather = 0x0102040810204080ULL; // byte j's bit 0 -> bit 56 + j
    std::uint64_t level = 0;
    for (unsigned k = 0; k < 8; ++k) {
        level |= ((((loadWord(p + 8 * k) >> ch) & kLowBits) * kGather) >> 56) << (8 * k);
    }
    return level;
#endif
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
        // Followed lines all in the first byte (channels 0-7 of 16-channel captures): that byte
        // alone is scanned, so wider samples take the one-byte paths.
        m_scanUnit = m_mask <= 0xFFU ? 1 : m_unit;
        m_maskWord = repeatBytes(m_mask, m_scanUnit);
        m_repeat = repeatBytes(1, m_scanUnit);
    } else if (unitSize != m_unit) {
        fail("the logic sample size changed from " + std::to_string(m_unit) + " to " +
             std::to_string(unitSize) + " bytes in the middle of a capture");
    }
    if (!m_status || bytes == 0) {
        return;
    }

    auto dispatch = [this](const std::uint8_t* p, std::size_t samples) {
        if (m_scanUnit != m_unit) {
            scanNarrowed(p, samples);
            return;
        }
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

// One 8-byte word that may hold edges: XORed with itself shifted by one sample (the previous
// sample filling the gap), each set bit is a line that changed at that sample, found with
// count-trailing-zeros, so no sample is decoded twice.
template <unsigned Unit> void PulseExtractor::scanWord(const std::uint8_t* p, std::uint64_t first) {
    constexpr unsigned kBits = 8 * Unit;
    constexpr std::uint64_t kSampleMask =
        Unit == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (kBits % 64)) - 1;
    const std::uint64_t word = loadWord(p) & m_maskWord;
    std::uint64_t changes = 0;
    if constexpr (Unit == 8) {
        changes = word ^ m_current;
    } else {
        changes = word ^ ((word << kBits) | m_current);
    }
    if (changes == 0) {
        return;
    }
    do {
        const unsigned k = static_cast<unsigned>(std::countr_zero(changes)) / kBits;
        const unsigned shift = k * kBits;
        const std::uint64_t changed = (changes >> shift) & kSampleMask;
        changes &= ~(kSampleMask << shift);
        onChange(first + k, changed, (word >> shift) & kSampleMask);
    } while (changes != 0);
    if constexpr (Unit == 8) {
        setCurrent(word);
    } else {
        setCurrent(word >> (64 - kBits));
    }
}

// 64 one-byte samples. Unchanged (the common case): nothing to do. Where the CPU has AVX2, the
// vector scanner follows the lines that move for as many blocks as it can. Otherwise, when one
// line alone changed in them and it is not the marker, its 64 levels are gathered into one bit mask
// and its pulses are read off the rising and falling edges of that mask: a pulse-dense line costs a
// few instructions per pulse, with one unpredictable branch per 64 samples instead of one per edge.
// Returns the blocks consumed from `blocks`; 0: the caller walks the first block word by word.
std::size_t PulseExtractor::scanBlocks64(const std::uint8_t* p, std::size_t blocks,
                                         std::uint64_t first) {
    std::array<std::uint64_t, 8> words{};
    std::uint64_t differs = 0;
    for (unsigned k = 0; k < 8; ++k) {
        words[k] = loadWord(p + 8 * k) & m_maskWord;
        differs |= words[k] ^ m_currentWord;
    }
    if (differs == 0) {
        return 1;
    }
    if (m_lineScan != nullptr && !m_onPulse) {
        if (const std::size_t done = scanLines(p, blocks, first); done > 0) {
            return done;
        }
    }
    // A line that differs from the previous sample somewhere in the block changed in it.
    std::uint64_t lines = differs | (differs >> 32);
    lines |= lines >> 16;
    lines |= lines >> 8;
    lines &= 0xFF;
    const int ch = std::countr_zero(lines);
    if ((lines & (lines - 1)) != 0 || ch == m_marker || m_onPulse) {
        return 0;
    }
    const std::uint64_t level = gatherLevels(p, ch);
    const std::uint64_t before = (level << 1) | ((m_current >> ch) & 1U);
    std::uint64_t rises = level & ~before;
    std::uint64_t falls = ~level & before;
    Line& line = m_lines[static_cast<std::size_t>(ch)];
    ChannelPulses& out = m_channels[static_cast<std::size_t>(line.slot)];
    const bool probe = ch == m_probe;
    // Edges of one line alternate; a fall before the first rise ends a pulse already high.
    if (falls != 0 && (rises == 0 || std::countr_zero(falls) < std::countr_zero(rises))) {
        onEdge(ch, false, first + static_cast<unsigned>(std::countr_zero(falls)));
        falls &= falls - 1;
    }
    // The marker did not move in this block: a probe pulse rising here rises in the window
    // open now, if any.
    const int window = probe ? m_openWindow : -1;
    while (rises != 0) {
        const auto rise = static_cast<unsigned>(std::countr_zero(rises));
        rises &= rises - 1;
        if (falls == 0) {
            onEdge(ch, true, first + rise); // still high at the end of the block
            break;
        }
        const auto width = static_cast<unsigned>(std::countr_zero(falls)) - rise;
        falls &= falls - 1;
        out.widths.add(width);
        if (probe) {
            if (window >= 0) {
                m_windows[static_cast<std::size_t>(window)].probeWidths.push_back(width);
            } else {
                ++m_probeOutside;
            }
        }
    }
    line.high = (level >> 63) != 0;
    const std::uint64_t bit = std::uint64_t{1} << ch;
    setCurrent((m_current & ~bit) | ((level >> 63) << ch));
    return 1;
}

// The hot loop. Between edges the stream repeats one value, so it is first compared 32 (or,
// for one-byte samples, 64) bytes at a time against that value repeated (followed channels
// only); only where that differs are edges looked for.
template <unsigned Unit>
[[gnu::flatten]] void PulseExtractor::scan(const std::uint8_t* data, std::size_t samples) {
    const std::size_t end = samples * Unit;
    std::size_t pos = 0;
    if (!m_started) {
        start(loadSample<Unit>(data) & m_mask);
        pos = Unit;
    }
    if constexpr (Unit == 1) {
        while (end - pos >= 64) {
            const std::size_t done = scanBlocks64(data + pos, (end - pos) / 64, m_sampleBase + pos);
            if (done == 0) {
                for (unsigned k = 0; k < 64; k += 8) {
                    scanWord<1>(data + pos + k, m_sampleBase + pos + k);
                }
            }
            pos += 64 * std::max<std::size_t>(done, 1);
        }
    }
    const std::uint64_t mask = m_maskWord;
    while (end - pos >= 8) {
        const std::uint64_t cur = m_currentWord;
        while (end - pos >= 32 &&
               (((loadWord(data + pos) ^ cur) | (loadWord(data + pos + 8) ^ cur) |
                 (loadWord(data + pos + 16) ^ cur) | (loadWord(data + pos + 24) ^ cur)) &
                mask) == 0) {
            pos += 32;
        }
        if (end - pos < 8) {
            break;
        }
        scanWord<Unit>(data + pos, m_sampleBase + pos / Unit);
        pos += 8;
    }
    for (; pos < end; pos += Unit) {
        const std::uint64_t value = loadSample<Unit>(data + pos) & m_mask;
        if (value != m_current) {
            onChange(m_sampleBase + pos / Unit, value ^ m_current, value);
            setCurrent(value);
        }
    }
    m_sampleBase += samples;
}

// scanNarrowed (line_scan.cpp) runs the one-byte scan.
template void PulseExtractor::scan<1>(const std::uint8_t* data, std::size_t samples);

void PulseExtractor::setCurrent(std::uint64_t value) {
    m_current = value;
    m_currentWord = value * m_repeat; // value < 2^(8 * unit): the copies do not overlap
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
void PulseExtractor::onChange(std::uint64_t sample, std::uint64_t changed, std::uint64_t value) {
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
    out.widths.add(pulse.widthSamples());
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

} // namespace cyclelab::core
