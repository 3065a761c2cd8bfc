#include "core/protocol/sample_payload.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

namespace cyclelab::core {
namespace {

constexpr std::array<std::uint32_t, 256> makeCrcTable() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int bit = 0; bit < 8; ++bit) {
            c = (c & 1u) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        }
        table[i] = c;
    }
    return table;
}

constexpr std::array<std::uint32_t, 256> kCrcTable = makeCrcTable();

// Maps a byte to its alphabet index, -1 when it is not part of the alphabet.
constexpr std::array<std::int8_t, 256> makeDecodeTable() {
    std::array<std::int8_t, 256> table{};
    for (auto& entry : table) {
        entry = -1;
    }
    for (std::size_t i = 0; i < kPayloadAlphabet.size(); ++i) {
        table[static_cast<unsigned char>(kPayloadAlphabet[i])] = static_cast<std::int8_t>(i);
    }
    return table;
}

constexpr std::array<std::int8_t, 256> kDecodeTable = makeDecodeTable();

std::string describeChar(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u <= 0x7E) {
        return std::string("'") + c + "'";
    }
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02x", u);
    return buf;
}

} // namespace

std::uint32_t crc32(std::string_view bytes) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (const char ch : bytes) {
        c = kCrcTable[(c ^ static_cast<unsigned char>(ch)) & 0xFFu] ^ (c >> 8);
    }
    return c ^ 0xFFFFFFFFu;
}

void appendVarint(std::string& out, std::uint32_t value) {
    while (value >= 32) {
        out.push_back(kPayloadAlphabet[(value & 31u) | 32u]);
        value >>= 5;
    }
    out.push_back(kPayloadAlphabet[value]);
}

std::string encodePayload(std::span<const std::int32_t> samples) {
    std::string out;
    out.reserve(samples.size() * 2);
    std::uint32_t previous = 0;
    for (const std::int32_t sample : samples) {
        // Modular difference: wraps exactly as the firmware's 32-bit arithmetic does.
        const auto bits = static_cast<std::uint32_t>(sample);
        const auto delta = static_cast<std::int32_t>(bits - previous);
        appendVarint(out, zigzagEncode(delta));
        previous = bits;
    }
    return out;
}

Expected<std::vector<std::int32_t>> decodePayload(std::string_view payload,
                                                  std::size_t expectedCount) {
    std::vector<std::int32_t> samples;
    samples.reserve(expectedCount <= kMaxChunkSamples ? expectedCount : kMaxChunkSamples);
    std::uint32_t previous = 0;
    std::size_t pos = 0;
    while (pos < payload.size()) {
        const std::size_t start = pos;
        std::uint32_t value = 0;
        unsigned shift = 0;
        bool more = true;
        while (more) {
            if (pos >= payload.size()) {
                return Error::runtime(
                    message(MessageId::ErrPayloadEndsInVarint,
                            {std::to_string(samples.size()), std::to_string(start)}));
            }
            const char c = payload[pos];
            const int v = kDecodeTable[static_cast<unsigned char>(c)];
            if (v < 0) {
                return Error::runtime(
                    message(MessageId::ErrPayloadBadChar, {describeChar(c), std::to_string(pos)}));
            }
            if (pos - start >= kMaxVarintChars) {
                return Error::runtime(
                    message(MessageId::ErrPayloadVarintTooLong,
                            {std::to_string(samples.size()), std::to_string(start)}));
            }
            const auto bits = static_cast<std::uint32_t>(v & 31);
            // The 7th character may only carry bits 30 and 31.
            if (shift == 30 && bits > 3) {
                return Error::runtime(
                    message(MessageId::ErrPayloadVarintOverflow,
                            {std::to_string(samples.size()), std::to_string(start)}));
            }
            value |= bits << shift;
            shift += 5;
            more = (v & 32) != 0;
            ++pos;
        }
        if (samples.size() >= expectedCount) {
            return Error::runtime(
                message(MessageId::ErrPayloadTooMany, {std::to_string(expectedCount)}));
        }
        // Modular sum, read as the two's complement count the firmware holds.
        previous += static_cast<std::uint32_t>(zigzagDecode(value));
        samples.push_back(static_cast<std::int32_t>(previous));
    }
    if (samples.size() != expectedCount) {
        return Error::runtime(
            message(MessageId::ErrPayloadCountMismatch,
                    {std::to_string(samples.size()), std::to_string(expectedCount)}));
    }
    return samples;
}

std::string formatChunkLine(std::uint32_t seq, std::span<const std::int32_t> samples) {
    const std::string payload = encodePayload(samples);
    char crc[16];
    std::snprintf(crc, sizeof crc, "%08x", crc32(payload));
    return "D seq=" + std::to_string(seq) + " n=" + std::to_string(samples.size()) + " crc=" + crc +
           " p=" + payload + "\n";
}

std::vector<std::string> formatChunkLines(std::span<const std::int32_t> samples,
                                          std::size_t chunkSamples) {
    std::vector<std::string> lines;
    if (chunkSamples == 0) {
        chunkSamples = kMaxChunkSamples;
    }
    std::uint32_t seq = 0;
    for (std::size_t at = 0; at < samples.size(); at += chunkSamples) {
        const std::size_t count = std::min(chunkSamples, samples.size() - at);
        lines.push_back(formatChunkLine(seq++, samples.subspan(at, count)));
    }
    return lines;
}

} // namespace cyclelab::core
