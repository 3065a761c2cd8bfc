#pragma once
// Internal to core/analysis (PulseExtractor): the pulse-dense inner loop for one-byte samples
// (wider ones whose followed lines all sit in their first byte are narrowed to it first),
// compiled for AVX2/BMI1/POPCNT and chosen at run time, since the project builds for plain
// x86-64. On a line with a pulse every ~20 samples the portable block path costs ~10 ns per
// pulse, as much as libsigrok's whole inflate; most of it is one mispredicted loop exit per
// 64 samples while pairing edges. Here the edges of many blocks are first written out as
// sample numbers (unconditional stores, popcount to advance), one buffer per line, then paired
// in one long loop per line. Several busy lines (a clock and its data lines) stay in this loop.

#include "core/analysis/width_histogram.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cyclelab::core::detail {

// Room an edge buffer needs beyond the edges it holds: one block writes up to 64.
inline constexpr std::size_t kLineScanSlack = 64;

// Scans whole 64-sample blocks of one-byte samples from `p` while the followed lines that move
// are among `lines` (bit i = line i): blocks where nothing changes cost a compare; in a block
// where some of them change, each one's edges are appended as sample numbers (first + offset),
// in order, to its own buffer edges[i][counts[i]...]. `current` is the followed bits of the
// sample before p[0] on entry and of the last sample consumed on return. Stops before the first
// block in which a followed line outside `lines` changes, after `blocks`, or when a buffer of
// `lines` has fewer than kLineScanSlack of its `capacity` entries left. Returns the blocks
// consumed.
using LineScanFn = std::size_t (*)(const std::uint8_t* p, std::size_t blocks, std::uint64_t first,
                                   std::uint8_t followed, std::uint8_t lines, std::uint8_t& current,
                                   std::uint64_t* const* edges, std::size_t capacity,
                                   std::size_t* counts);

// Edges of one line in order, starting with a rise, paired: edges[2k + 1] - edges[2k] is a
// pulse's width, added to `widths` and, when `inOrder` is given, appended to it (saturated to
// 32 bits).
void addPulseWidths(const std::uint64_t* edges, std::size_t pulses, WidthHistogram& widths,
                    std::vector<std::uint32_t>* inOrder);

// The widest instruction set a scanner may use: AVX-512 (BW and VBMI2: a 64-sample block per
// register, a block's edges compressed in one instruction), else AVX2/BMI1/POPCNT.
enum class LineScanIsa { None, Avx2, Avx512 };

// The scanner for this CPU, up to `widest`; nullptr where it lacks the instructions (the
// caller keeps its portable path).
LineScanFn lineScanner(LineScanIsa widest = LineScanIsa::Avx512);

} // namespace cyclelab::core::detail
