#pragma once
// The sample payload of a `D` chunk (firmware/PROTOCOL.md, "Sample chunks"): zigzag deltas
// written as little-endian base-32 varints over a 64-character alphabet, guarded by CRC-32.
// The encoder exists so tests and fake firmware speak exactly what the decoder expects.

#include "core/common/error.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

// 2: samples are signed (two's complement) after the harness overhead, never clamped to 0.
inline constexpr int kProtocolVersion = 2;
inline constexpr std::size_t kMaxLineBytes = 512; // including the terminating '\n'
inline constexpr std::size_t kMaxChunkSamples = 64;
inline constexpr std::size_t kMaxVarintChars = 7; // ceil(32 / 5)
inline constexpr std::string_view kPayloadAlphabet =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

// CRC-32 as zlib's crc32(): IEEE 802.3, reflected, poly 0xEDB88320, init/xorout 0xFFFFFFFF.
std::uint32_t crc32(std::string_view bytes);

constexpr std::uint32_t zigzagEncode(std::int32_t delta) {
    const auto d = static_cast<std::uint32_t>(delta);
    // Arithmetic shift of the sign into every bit, spelled without relying on >> of negatives.
    const std::uint32_t sign = (d & 0x80000000u) != 0 ? 0xFFFFFFFFu : 0u;
    return (d << 1) ^ sign;
}

constexpr std::int32_t zigzagDecode(std::uint32_t z) {
    const std::uint32_t d = (z >> 1) ^ (0u - (z & 1u));
    return static_cast<std::int32_t>(d);
}

// Appends `value` as a base-32 varint (1..7 characters).
void appendVarint(std::string& out, std::uint32_t value);

// Encodes samples as one chunk payload: each sample's zigzag difference from the previous
// one in the same chunk, the first against 0.
std::string encodePayload(std::span<const std::int32_t> samples);

// Decodes a chunk payload. `expectedCount` is the chunk's `n=`; a payload holding a different
// number of samples is an error. Messages name the character offset that is wrong.
// Samples are signed counts (protocol 2).
Expected<std::vector<std::int32_t>> decodePayload(std::string_view payload,
                                                  std::size_t expectedCount);

// Formats one complete `D` line (with '\n'), as the firmware sends it.
std::string formatChunkLine(std::uint32_t seq, std::span<const std::int32_t> samples);

// Splits a run into chunk lines of at most kMaxChunkSamples samples, seq from 0.
std::vector<std::string> formatChunkLines(std::span<const std::int32_t> samples,
                                          std::size_t chunkSamples = kMaxChunkSamples);

} // namespace cyclelab::core
