#pragma once
// Compact BLOB encoding of a sample series for the run store: one format byte, the count as a
// varint, then each value as the zigzag of its difference from the previous value (the first
// against 0) in little-endian base-128 varints (7 bits per byte, high bit = more follows).
// Format 1 holds unsigned 32-bit values (pulse widths; cycle samples before they were stored
// signed), format 2 signed 32-bit values (cycle samples: an over-subtracted count is
// negative). A format-1 cycle series reads back as the two's complement counts the firmware
// sent, so a -20 stored by an older CycleLab as 4294967276 reads as -20.
// Cycle samples jitter by a few cycles around a typical value, so almost every delta takes one
// byte: a 10,000-sample run costs about 10 KB instead of 40 KB raw.

#include "core/common/error.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cyclelab::core {

inline constexpr std::uint8_t kSampleCodecFormat = 1;       // unsigned values
inline constexpr std::uint8_t kSignedSampleCodecFormat = 2; // signed values

std::vector<std::uint8_t> encodeSamples(std::span<const std::uint32_t> samples);
std::vector<std::uint8_t> encodeSamples(std::span<const std::int32_t> samples);

// Fails with a message naming `what` (e.g. "run 12 samples") when the bytes are truncated,
// carry an unknown format, an overlong varint, a value outside 32 bits, or trailing bytes.
// decodeSamples reads format 1 only; decodeSignedSamples reads format 2, and format 1 as
// two's complement.
Expected<std::vector<std::uint32_t>> decodeSamples(std::span<const std::uint8_t> bytes,
                                                   const std::string& what = "sample blob");
Expected<std::vector<std::int32_t>> decodeSignedSamples(std::span<const std::uint8_t> bytes,
                                                        const std::string& what = "sample blob");

} // namespace cyclelab::core
