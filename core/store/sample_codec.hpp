#pragma once
// Compact BLOB encoding of a sample series for the run store: one format byte, the count as a
// varint, then each value as the zigzag of its difference from the previous value (the first
// against 0) in little-endian base-128 varints (7 bits per byte, high bit = more follows).
// Cycle samples jitter by a few cycles around a typical value, so almost every delta takes one
// byte: a 10,000-sample run costs about 10 KB instead of 40 KB raw.

#include "core/common/error.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cyclelab::core {

inline constexpr std::uint8_t kSampleCodecFormat = 1;

std::vector<std::uint8_t> encodeSamples(std::span<const std::uint32_t> samples);

// Fails with a message naming `what` (e.g. "run 12 samples") when the bytes are truncated,
// carry an unknown format, an overlong varint, a value outside 32 bits, or trailing bytes.
Expected<std::vector<std::uint32_t>> decodeSamples(std::span<const std::uint8_t> bytes,
                                                   const std::string& what = "sample blob");

} // namespace cyclelab::core
