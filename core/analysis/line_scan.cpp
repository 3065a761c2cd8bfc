#include "core/analysis/line_scan.hpp"

#include "core/analysis/pulse_extractor.hpp"

#include <algorithm>
#include <limits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace cyclelab::core::detail {

void addPulseWidths(const std::uint64_t* edges, std::size_t pulses, WidthHistogram& widths,
                    std::vector<std::uint32_t>* inOrder) {
    if (inOrder == nullptr) {
        for (std::size_t k = 0; k < pulses; ++k) {
            widths.add(edges[2 * k + 1] - edges[2 * k]);
        }
        return;
    }
    for (std::size_t k = 0; k < pulses; ++k) {
        const std::uint64_t width = edges[2 * k + 1] - edges[2 * k];
        widths.add(width);
        inOrder->push_back(static_cast<std::uint32_t>(
            std::min<std::uint64_t>(width, std::numeric_limits<std::uint32_t>::max())));
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

// Writes base + position of each set bit of `edges` to out[0...], 8 at a time without a
// branch per edge (positions past the last edge are garbage, inside the slack), and returns
// how many there are.
[[gnu::target("avx2,bmi,popcnt"), gnu::always_inline]] inline std::size_t
flatten(std::uint64_t edges, std::uint64_t base, std::uint64_t* out) {
    const auto n = static_cast<std::size_t>(_mm_popcnt_u64(edges));
    for (unsigned i = 0; i < 8; ++i) {
        out[i] = base + _tzcnt_u64(edges);
        edges = _blsr_u64(edges);
    }
    if (n > 8) { // rare below a pulse every 16 samples, so well predicted
        for (unsigned i = 8; i < 16; ++i) {
            out[i] = base + _tzcnt_u64(edges);
            edges = _blsr_u64(edges);
        }
        for (std::uint64_t* o = out + 16; edges != 0; ++o) {
            *o = base + _tzcnt_u64(edges);
            edges = _blsr_u64(edges);
        }
    }
    return n;
}

[[gnu::target("avx2,bmi,popcnt")]] std::size_t scanAvx2(const std::uint8_t* p, std::size_t blocks,
                                                        std::uint64_t first, std::uint8_t followed,
                                                        int line, std::uint8_t& current,
                                                        std::uint64_t* edges, std::size_t capacity,
                                                        std::size_t& count) {
    const auto lineBit = static_cast<std::uint8_t>(1U << line);
    const __m256i others = _mm256_set1_epi8(static_cast<char>(followed & ~lineBit));
    const __m256i mine = _mm256_set1_epi8(static_cast<char>(lineBit));
    // Shifting 16-bit lanes left by 7 - line puts the line's bit at the top of every byte.
    const __m128i shift = _mm_cvtsi32_si128(7 - line);
    std::uint8_t value = current;
    __m256i now = _mm256_set1_epi8(static_cast<char>(value));
    std::uint64_t* out = edges + count;
    std::uint64_t* const last = edges + capacity - kLineScanSlack;
    std::size_t b = 0;
    for (; b < blocks && out <= last; ++b) {
        const auto* q = reinterpret_cast<const __m256i*>(p + 64 * b);
        const __m256i lo = _mm256_loadu_si256(q);
        const __m256i hi = _mm256_loadu_si256(q + 1);
        const __m256i moved = _mm256_or_si256(_mm256_xor_si256(lo, now), _mm256_xor_si256(hi, now));
        if (!_mm256_testz_si256(moved, others)) {
            break;
        }
        if (_mm256_testz_si256(moved, mine)) {
            continue;
        }
        const std::uint64_t level =
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_sll_epi16(lo, shift))) |
            (static_cast<std::uint64_t>(
                 static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_sll_epi16(hi, shift))))
             << 32);
        const std::uint64_t before = (level << 1) | ((value >> line) & 1U);
        out += flatten(level ^ before, first + 64 * b, out);
        value = static_cast<std::uint8_t>((value & ~lineBit) | ((level >> 63) << line));
        now = _mm256_set1_epi8(static_cast<char>(value));
    }
    current = value;
    count = static_cast<std::size_t>(out - edges);
    return b;
}

} // namespace

LineScanFn lineScanner() {
    static const LineScanFn chosen = [] {
        __builtin_cpu_init();
        const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                        __builtin_cpu_supports("popcnt");
        return ok ? &scanAvx2 : LineScanFn{nullptr};
    }();
    return chosen;
}
#else
LineScanFn lineScanner() {
    return nullptr;
}
#endif

} // namespace cyclelab::core::detail

namespace cyclelab::core {

// Blocks from `p` on in which line `ch` alone moves, through the vector scanner: it writes the
// line's edges out as sample numbers, paired here into widths in one loop per batch. The line
// must start low, or high with its rise seen in the window open now (else 0: the block path
// handles this block, and a later block starts the scan).
std::size_t PulseExtractor::scanLine(const std::uint8_t* p, std::size_t blocks, std::uint64_t first,
                                     int ch) {
    Line& line = m_lines[static_cast<std::size_t>(ch)];
    const bool probe = ch == m_probe;
    if (line.high && (!line.riseSeen || (probe && line.window != m_openWindow))) {
        return 0;
    }
    if (m_edges.empty()) {
        m_edges.resize(4096 + detail::kLineScanSlack); // 33 KiB: stays in the L1/L2 cache
    }
    std::size_t count = 0;
    if (line.high) {
        m_edges[count++] = line.riseSample; // the pulse under way is the first to pair
    }
    auto current = static_cast<std::uint8_t>(m_current);
    const std::size_t done = m_lineScan(p, blocks, first, static_cast<std::uint8_t>(m_mask), ch,
                                        current, m_edges.data(), m_edges.size(), count);
    ChannelPulses& out = m_channels[static_cast<std::size_t>(line.slot)];
    std::vector<std::uint32_t>* inOrder = nullptr;
    if (probe && m_openWindow >= 0) {
        inOrder = &m_windows[static_cast<std::size_t>(m_openWindow)].probeWidths;
    } else if (probe) {
        m_probeOutside += count / 2;
    }
    detail::addPulseWidths(m_edges.data(), count / 2, out.widths, inOrder);
    line.high = count % 2 != 0; // an odd edge left: a rise whose fall is still to come
    line.riseSeen = line.high;
    if (line.high) {
        line.riseSample = m_edges[count - 1];
        line.window = probe ? m_openWindow : -1;
    }
    setCurrent(current);
    return done;
}

} // namespace cyclelab::core
