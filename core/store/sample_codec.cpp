#include "core/store/sample_codec.hpp"

namespace cyclelab::core {
namespace {

void putVarint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

// A uint64 needs at most 10 base-128 digits; our deltas need at most 5. Overlong forms (a
// trailing zero digit) are rejected so every blob has exactly one decoding.
bool getVarint(std::span<const std::uint8_t> in, std::size_t& pos, std::uint64_t& v) {
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= in.size()) {
            return false;
        }
        const std::uint8_t byte = in[pos++];
        v |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
        if ((byte & 0x80) == 0) {
            return byte != 0 || shift == 0;
        }
    }
    return false;
}

std::uint64_t zigzag(std::int64_t d) {
    return (static_cast<std::uint64_t>(d) << 1) ^ static_cast<std::uint64_t>(d >> 63);
}

std::int64_t unzigzag(std::uint64_t z) {
    return static_cast<std::int64_t>(z >> 1) ^ -static_cast<std::int64_t>(z & 1);
}

} // namespace

std::vector<std::uint8_t> encodeSamples(std::span<const std::uint32_t> samples) {
    std::vector<std::uint8_t> out;
    out.reserve(samples.size() + 8);
    out.push_back(kSampleCodecFormat);
    putVarint(out, samples.size());
    std::int64_t prev = 0;
    for (std::uint32_t s : samples) {
        const auto cur = static_cast<std::int64_t>(s);
        putVarint(out, zigzag(cur - prev));
        prev = cur;
    }
    return out;
}

Expected<std::vector<std::uint32_t>> decodeSamples(std::span<const std::uint8_t> bytes,
                                                   const std::string& what) {
    auto corrupt = [&](const std::string& why) {
        return Error::runtime(what + " is damaged (" + why +
                              "): the database file was modified outside CycleLab");
    };
    if (bytes.empty()) {
        return corrupt("empty");
    }
    if (bytes[0] != kSampleCodecFormat) {
        return corrupt("unknown format " + std::to_string(bytes[0]));
    }
    std::size_t pos = 1;
    std::uint64_t count = 0;
    if (!getVarint(bytes, pos, count)) {
        return corrupt("truncated or overlong count");
    }
    // Every value takes at least one byte, which bounds the allocation by the blob size.
    if (count > bytes.size() - pos) {
        return corrupt("count " + std::to_string(count) + " exceeds the data");
    }
    std::vector<std::uint32_t> out(count);
    std::int64_t prev = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t z = 0;
        // Fast path: jittery cycle counts make almost every delta a one-byte varint.
        if (pos < bytes.size() && bytes[pos] < 0x80) {
            z = bytes[pos++];
        } else if (!getVarint(bytes, pos, z)) {
            return corrupt("truncated or overlong varint at value " + std::to_string(i));
        } else if (z > (std::uint64_t{1} << 34)) {
            return corrupt("delta out of range at value " + std::to_string(i));
        }
        const std::int64_t cur = prev + unzigzag(z);
        // One unsigned comparison rejects both negative values and values above 32 bits.
        if (static_cast<std::uint64_t>(cur) > UINT32_MAX) {
            return corrupt("value out of range at " + std::to_string(i));
        }
        out[i] = static_cast<std::uint32_t>(cur);
        prev = cur;
    }
    if (pos != bytes.size()) {
        return corrupt(std::to_string(bytes.size() - pos) + " trailing bytes");
    }
    return out;
}

} // namespace cyclelab::core
