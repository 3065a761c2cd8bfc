#include "core/store/sample_codec.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <initializer_list>

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

template <typename T>
std::vector<std::uint8_t> encodeWith(std::uint8_t format, std::span<const T> samples) {
    std::vector<std::uint8_t> out;
    out.reserve(samples.size() + 8);
    out.push_back(format);
    putVarint(out, samples.size());
    std::int64_t prev = 0;
    for (T s : samples) {
        const auto cur = static_cast<std::int64_t>(s);
        putVarint(out, zigzag(cur - prev));
        prev = cur;
    }
    return out;
}

// Decodes the values of either format as int64 and checks each against [lowest, highest].
Expected<std::vector<std::int64_t>> decodeWide(std::span<const std::uint8_t> bytes,
                                               const std::string& what, std::int64_t lowest,
                                               std::int64_t highest) {
    auto corrupt = [&](const std::string& why) {
        return Error::runtime(message(MessageId::ErrStoredDataDamaged, {what, why}));
    };
    std::size_t pos = 1;
    std::uint64_t count = 0;
    if (!getVarint(bytes, pos, count)) {
        return corrupt("truncated or overlong count");
    }
    // Every value takes at least one byte, which bounds the allocation by the blob size.
    if (count > bytes.size() - pos) {
        return corrupt("count " + std::to_string(count) + " exceeds the data");
    }
    std::vector<std::int64_t> out(count);
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
        if (cur < lowest || cur > highest) {
            return corrupt("value out of range at " + std::to_string(i));
        }
        out[i] = cur;
        prev = cur;
    }
    if (pos != bytes.size()) {
        return corrupt(std::to_string(bytes.size() - pos) + " trailing bytes");
    }
    return out;
}

Status checkFormat(std::span<const std::uint8_t> bytes, const std::string& what,
                   std::initializer_list<std::uint8_t> accepted) {
    const std::string why = bytes.empty() ? "empty" : "unknown format " + std::to_string(bytes[0]);
    if (!bytes.empty() && std::find(accepted.begin(), accepted.end(), bytes[0]) != accepted.end()) {
        return success();
    }
    return Error::runtime(message(MessageId::ErrStoredDataDamaged, {what, why}));
}

} // namespace

std::vector<std::uint8_t> encodeSamples(std::span<const std::uint32_t> samples) {
    return encodeWith(kSampleCodecFormat, samples);
}

std::vector<std::uint8_t> encodeSamples(std::span<const std::int32_t> samples) {
    return encodeWith(kSignedSampleCodecFormat, samples);
}

Expected<std::vector<std::uint32_t>> decodeSamples(std::span<const std::uint8_t> bytes,
                                                   const std::string& what) {
    if (Status ok = checkFormat(bytes, what, {kSampleCodecFormat}); !ok) {
        return ok.error();
    }
    auto wide = decodeWide(bytes, what, 0, UINT32_MAX);
    if (!wide) {
        return wide.error();
    }
    return std::vector<std::uint32_t>(wide->begin(), wide->end());
}

Expected<std::vector<std::int32_t>> decodeSignedSamples(std::span<const std::uint8_t> bytes,
                                                        const std::string& what) {
    if (Status ok = checkFormat(bytes, what, {kSampleCodecFormat, kSignedSampleCodecFormat}); !ok) {
        return ok.error();
    }
    const bool legacy = bytes[0] == kSampleCodecFormat;
    auto wide = legacy ? decodeWide(bytes, what, 0, UINT32_MAX)
                       : decodeWide(bytes, what, INT32_MIN, INT32_MAX);
    if (!wide) {
        return wide.error();
    }
    std::vector<std::int32_t> out;
    out.reserve(wide->size());
    for (std::int64_t v : *wide) {
        // Format 1 held the firmware's 32 bits unsigned: the same bits, read as two's complement.
        out.push_back(static_cast<std::int32_t>(static_cast<std::uint32_t>(v)));
    }
    return out;
}

} // namespace cyclelab::core
