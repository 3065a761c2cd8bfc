#include "core/analysis/line_scan.hpp"

#include "core/analysis/pulse_extractor.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace cyclelab::core::detail {

void addPulseWidths(const std::uint64_t* edges, std::size_t pulses, WidthHistogram& widths,
                    std::vector<std::uint32_t>* inOrder) {
    if (inOrder == nullptr && pulses < 256) { // the sums below cost ~100 ns a batch
        for (std::size_t k = 0; k < pulses; ++k) {
            widths.add(edges[2 * k + 1] - edges[2 * k]);
        }
        return;
    }
    if (inOrder == nullptr) {
        // A clock's pulses are all of one or two widths: counted straight into the histogram,
        // each increment waits for the last one's store (~5 cycles). Four sets of counters
        // (pulse k into set k % 4) break that chain; their sums go in once per batch.
        constexpr std::size_t kNarrow = 64;
        std::array<std::array<std::uint32_t, kNarrow>, 4> counts{};
        for (std::size_t k = 0; k < pulses; ++k) {
            const std::uint64_t width = edges[2 * k + 1] - edges[2 * k];
            if (width < kNarrow) {
                ++counts[k % 4][width];
            } else {
                widths.add(width);
            }
        }
        for (std::size_t w = 0; w < kNarrow; ++w) {
            const std::uint64_t n =
                std::uint64_t{counts[0][w]} + counts[1][w] + counts[2][w] + counts[3][w];
            if (n != 0) {
                widths.add(w, n);
            }
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

// The followed lines that differ from `now` somewhere in the 64 samples.
[[gnu::target("avx2"), gnu::always_inline]] inline std::uint8_t movedLines(__m256i moved) {
    __m128i folded =
        _mm_or_si128(_mm256_castsi256_si128(moved), _mm256_extracti128_si256(moved, 1));
    folded = _mm_or_si128(folded, _mm_srli_si128(folded, 8));
    auto bits = static_cast<std::uint64_t>(_mm_cvtsi128_si64(folded));
    bits |= bits >> 32;
    bits |= bits >> 16;
    bits |= bits >> 8;
    return static_cast<std::uint8_t>(bits);
}

[[gnu::target("avx2,bmi,popcnt")]] std::size_t scanAvx2(const std::uint8_t* p, std::size_t blocks,
                                                        std::uint64_t first, std::uint8_t followed,
                                                        std::uint8_t lines, std::uint8_t& current,
                                                        std::uint64_t* const* edges,
                                                        std::size_t capacity, std::size_t* counts) {
    const __m256i others = _mm256_set1_epi8(static_cast<char>(followed & ~lines));
    const __m256i mine = _mm256_set1_epi8(static_cast<char>(lines));
    const std::size_t limit = capacity - kLineScanSlack;
    bool full = false;
    for (unsigned m = lines; m != 0; m &= m - 1) {
        full = full || counts[std::countr_zero(m)] > limit;
    }
    std::uint8_t value = current;
    __m256i now = _mm256_set1_epi8(static_cast<char>(value));
    std::size_t b = 0;
    for (; b < blocks && !full; ++b) {
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
        std::uint8_t next = value;
        for (unsigned m = movedLines(moved) & lines; m != 0; m &= m - 1) {
            const int line = std::countr_zero(m);
            // Shifting 16-bit lanes left by 7 - line puts the line's bit at the top of every byte.
            const __m128i shift = _mm_cvtsi32_si128(7 - line);
            const std::uint64_t level =
                static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_sll_epi16(lo, shift))) |
                (static_cast<std::uint64_t>(
                     static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_sll_epi16(hi, shift))))
                 << 32);
            const std::uint64_t before = (level << 1) | ((value >> line) & 1U);
            std::size_t& count = counts[line];
            count += flatten(level ^ before, first + 64 * b, edges[line] + count);
            full = full || count > limit;
            next = static_cast<std::uint8_t>((next & ~(1U << line)) | ((level >> 63) << line));
        }
        value = next;
        now = _mm256_set1_epi8(static_cast<char>(value));
    }
    current = value;
    return b;
}

// offset + each of the low eight bytes of `eight`, to out[0..7].
[[gnu::target("avx512f"), gnu::always_inline]] inline void store8(__m128i eight, __m512i offset,
                                                                  std::uint64_t* out) {
    _mm512_storeu_si512(out, _mm512_add_epi64(offset, _mm512_maskz_cvtepu8_epi64(0xFF, eight)));
}

// flatten() with AVX-512 for lines that move more than eight times in a block (a clock): the
// positions of all its edges compressed into the low bytes of one register (VBMI2), then
// widened eight at a time, with no loop over the edges. Fewer: flatten()'s eight bit scans are
// cheaper.
[[gnu::target("avx512f,avx512bw,avx512vbmi2,avx2,bmi,popcnt"),
  gnu::always_inline]] inline std::size_t
flatten512(std::uint64_t edges, std::uint64_t base, std::uint64_t* out) {
    const auto n = static_cast<std::size_t>(_mm_popcnt_u64(edges));
    if (n <= 8) {
        return flatten(edges, base, out);
    }
    static constexpr auto kIota = [] {
        std::array<std::uint8_t, 64> iota{};
        for (std::size_t i = 0; i < iota.size(); ++i) {
            iota[i] = static_cast<std::uint8_t>(i);
        }
        return iota;
    }();
    const __m512i positions = _mm512_maskz_compress_epi8(edges, _mm512_loadu_si512(kIota.data()));
    const __m512i offset = _mm512_set1_epi64(static_cast<long long>(base));
    const __m128i first = _mm512_maskz_extracti32x4_epi32(0xF, positions, 0);
    store8(first, offset, out);
    store8(_mm_srli_si128(first, 8), offset, out + 8);
    if (n > 16) { // more than 16 edges in 64 samples: rare
        alignas(64) std::array<std::uint8_t, 64> rest;
        _mm512_store_si512(rest.data(), positions);
        for (std::size_t i = 16; i < n; i += 8) {
            store8(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&rest[i])), offset, out + i);
        }
    }
    return n;
}

// scanAvx2 on 64 samples per register: each line's levels are one mask test, its edges one
// compress.
[[gnu::target("avx512f,avx512bw,avx512vbmi2,avx2,bmi,popcnt")]] std::size_t
scanAvx512(const std::uint8_t* p, std::size_t blocks, std::uint64_t first, std::uint8_t followed,
           std::uint8_t lines, std::uint8_t& current, std::uint64_t* const* edges,
           std::size_t capacity, std::size_t* counts) {
    const __m512i others = _mm512_set1_epi8(static_cast<char>(followed & ~lines));
    const __m512i mine = _mm512_set1_epi8(static_cast<char>(lines));
    const std::size_t limit = capacity - kLineScanSlack;
    bool full = false;
    for (unsigned m = lines; m != 0; m &= m - 1) {
        full = full || counts[std::countr_zero(m)] > limit;
    }
    std::uint8_t value = current;
    std::size_t b = 0;
    for (; b < blocks && !full; ++b) {
        const __m512i samples = _mm512_loadu_si512(p + 64 * b);
        const __m512i moved = _mm512_xor_si512(samples, _mm512_set1_epi8(static_cast<char>(value)));
        if (_mm512_test_epi8_mask(moved, others) != 0) {
            break;
        }
        if (_mm512_test_epi8_mask(moved, mine) == 0) {
            continue;
        }
        std::uint8_t next = value;
        const __m256i halves = _mm256_or_si256(_mm512_maskz_extracti64x4_epi64(0xF, moved, 0),
                                               _mm512_maskz_extracti64x4_epi64(0xF, moved, 1));
        for (unsigned m = movedLines(halves) & lines; m != 0; m &= m - 1) {
            const int line = std::countr_zero(m);
            const std::uint64_t level =
                _mm512_test_epi8_mask(samples, _mm512_set1_epi8(static_cast<char>(1U << line)));
            const std::uint64_t before = (level << 1) | ((value >> line) & 1U);
            std::size_t& count = counts[line];
            count += flatten512(level ^ before, first + 64 * b, edges[line] + count);
            full = full || count > limit;
            next = static_cast<std::uint8_t>((next & ~(1U << line)) | ((level >> 63) << line));
        }
        value = next;
    }
    current = value;
    return b;
}

} // namespace

LineScanFn lineScanner(LineScanIsa widest) {
    __builtin_cpu_init();
    if (widest == LineScanIsa::Avx512 && __builtin_cpu_supports("avx512f") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi2") &&
        __builtin_cpu_supports("popcnt")) {
        return &scanAvx512;
    }
    if (widest != LineScanIsa::None && __builtin_cpu_supports("avx2") &&
        __builtin_cpu_supports("bmi") && __builtin_cpu_supports("popcnt")) {
        return &scanAvx2;
    }
    return nullptr;
}
#else
LineScanFn lineScanner(LineScanIsa) {
    return nullptr;
}
#endif

} // namespace cyclelab::core::detail

namespace cyclelab::core {

namespace {

template <unsigned Unit>
void narrow(const std::uint8_t* in, std::size_t samples, std::uint8_t* out) {
    for (std::size_t i = 0; i < samples; ++i) {
        out[i] = in[i * Unit];
    }
}

} // namespace

// Samples wider than a byte whose followed lines are all in the first byte: that byte of each
// sample, copied in pieces that stay in the L1 cache, through the one-byte scan.
void PulseExtractor::scanNarrowed(const std::uint8_t* data, std::size_t samples) {
    constexpr std::size_t kPiece = 16 * 1024;
    if (m_narrowed.empty()) {
        m_narrowed.resize(kPiece);
    }
    std::uint8_t* out = m_narrowed.data();
    const unsigned unit = m_unit;
    while (samples > 0) {
        const std::size_t n = std::min(samples, kPiece);
        switch (unit) { // a constant stride each, so the compiler vectorises the copy
        case 2:
            narrow<2>(data, n, out);
            break;
        case 4:
            narrow<4>(data, n, out);
            break;
        default:
            narrow<8>(data, n, out);
            break;
        }
        scan<1>(out, n);
        data += n * unit;
        samples -= n;
    }
}

// Blocks from `p` on in which only lines the vector scanner can follow move: it writes each
// line's edges out as sample numbers, paired here into widths in one loop per line and batch.
// A line can be followed there when it is low, or high with its rise seen (a probe pulse: in the
// window open now); never the marker, whose edges open and close windows. 0: the block path
// handles this block, and a later block starts the scan again.
std::size_t PulseExtractor::scanLines(const std::uint8_t* p, std::size_t blocks,
                                      std::uint64_t first) {
    constexpr std::size_t kPerLine = 1024 + detail::kLineScanSlack; // 8 lines: 68 KiB in all
    std::uint8_t lines = 0;
    for (int ch = 0; ch < 8; ++ch) {
        const Line& line = m_lines[static_cast<std::size_t>(ch)];
        const bool usable =
            !line.high || (line.riseSeen && (ch != m_probe || line.window == m_openWindow));
        if (((m_mask >> ch) & 1U) != 0 && ch != m_marker && usable) {
            lines = static_cast<std::uint8_t>(lines | (1U << ch));
        }
    }
    if (lines == 0) {
        return 0;
    }
    if (m_edges.empty()) {
        m_edges.resize(8 * kPerLine);
    }
    std::array<std::uint64_t*, 8> edges{};
    std::array<std::size_t, 8> counts{};
    for (unsigned m = lines; m != 0; m &= m - 1) {
        const int ch = std::countr_zero(m);
        edges[static_cast<std::size_t>(ch)] =
            m_edges.data() + static_cast<std::size_t>(ch) * kPerLine;
        const Line& line = m_lines[static_cast<std::size_t>(ch)];
        if (line.high) { // the pulse under way is the first to pair
            edges[static_cast<std::size_t>(ch)][counts[static_cast<std::size_t>(ch)]++] =
                line.riseSample;
        }
    }
    auto current = static_cast<std::uint8_t>(m_current);
    const std::size_t done = m_lineScan(p, blocks, first, static_cast<std::uint8_t>(m_mask), lines,
                                        current, edges.data(), kPerLine, counts.data());
    for (unsigned m = lines; m != 0; m &= m - 1) {
        const int ch = std::countr_zero(m);
        pairEdges(ch, edges[static_cast<std::size_t>(ch)], counts[static_cast<std::size_t>(ch)]);
    }
    setCurrent(current);
    return done;
}

// `count` edges of line `ch` in order, starting with a rise: every pair a pulse; an odd edge
// left is a rise whose fall is still to come.
void PulseExtractor::pairEdges(int ch, const std::uint64_t* edges, std::size_t count) {
    Line& line = m_lines[static_cast<std::size_t>(ch)];
    const bool probe = ch == m_probe;
    ChannelPulses& out = m_channels[static_cast<std::size_t>(line.slot)];
    std::vector<std::uint32_t>* inOrder = nullptr;
    if (probe && m_openWindow >= 0) {
        inOrder = &m_windows[static_cast<std::size_t>(m_openWindow)].probeWidths;
    } else if (probe) {
        m_probeOutside += count / 2;
    }
    detail::addPulseWidths(edges, count / 2, out.widths, inOrder);
    line.high = count % 2 != 0;
    line.riseSeen = line.high;
    if (line.high) {
        line.riseSample = edges[count - 1];
        line.window = probe ? m_openWindow : -1;
    }
}

} // namespace cyclelab::core
