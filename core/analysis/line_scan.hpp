#pragma once
// Internal to core/analysis (PulseExtractor): the pulse-dense inner loop for one-byte samples,
// compiled for AVX2/BMI1/POPCNT and chosen at run time, since the project builds for plain
// x86-64. On a line with a pulse every ~20 samples the portable block path costs ~10 ns per
// pulse, as much as libsigrok's whole inflate; most of it is one mispredicted loop exit per
// 64 samples while pairing edges. Here the edges of many blocks are first written out as
// sample numbers (unconditional stores, popcount to advance), then paired in one long loop.

#include "core/analysis/width_histogram.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cyclelab::core::detail {

// Room an edge buffer needs beyond the edges it holds: one block writes up to 64.
inline constexpr std::size_t kLineScanSlack = 64;

// Scans whole 64-sample blocks of one-byte samples from `p` while no followed line other than
// `line` changes: blocks where nothing changes cost a compare, blocks where `line` changes
// append the sample number of each of its edges (first + offset) to edges[count...], in order.
// `current` is the followed bits of the sample before p[0] on entry and of the last sample
// consumed on return. Stops before the first block in which another followed line changes,
// after `blocks`, or when fewer than kLineScanSlack entries of `capacity` are left. Returns
// the blocks consumed.
using LineScanFn = std::size_t (*)(const std::uint8_t* p, std::size_t blocks, std::uint64_t first,
                                   std::uint8_t followed, int line, std::uint8_t& current,
                                   std::uint64_t* edges, std::size_t capacity, std::size_t& count);

// Edges of one line in order, starting with a rise, paired: edges[2k + 1] - edges[2k] is a
// pulse's width, added to `widths` and, when `inOrder` is given, appended to it (saturated to
// 32 bits).
void addPulseWidths(const std::uint64_t* edges, std::size_t pulses, WidthHistogram& widths,
                    std::vector<std::uint32_t>* inOrder);

// The scanner for this CPU; nullptr where it lacks the instructions (the caller keeps its
// portable path).
LineScanFn lineScanner();

} // namespace cyclelab::core::detail
