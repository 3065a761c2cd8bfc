#include "core/protocol/sample_payload.hpp"

#include <cstdint>
#include <gtest/gtest.h>
#include <iostream>
#include <random>
#include <vector>

using namespace cyclelab::core;

TEST(SamplePayload, Crc32MatchesZlibCheckValue) {
    EXPECT_EQ(crc32("123456789"), 0xcbf43926u);
    EXPECT_EQ(crc32(""), 0u);
    EXPECT_EQ(crc32("Gk11"), 0xf4869cd1u); // python3: zlib.crc32(b"Gk11")
}

TEST(SamplePayload, ZigzagMapsSmallMagnitudesToSmallCodes) {
    EXPECT_EQ(zigzagEncode(0), 0u);
    EXPECT_EQ(zigzagEncode(-1), 1u);
    EXPECT_EQ(zigzagEncode(1), 2u);
    EXPECT_EQ(zigzagEncode(-2), 3u);
    EXPECT_EQ(zigzagEncode(INT32_MAX), 0xFFFFFFFEu);
    EXPECT_EQ(zigzagEncode(INT32_MIN), 0xFFFFFFFFu);
    for (const std::int32_t d : {0, 1, -1, 511, -512, INT32_MAX, INT32_MIN}) {
        EXPECT_EQ(zigzagDecode(zigzagEncode(d)), d);
    }
}

TEST(SamplePayload, GoldenEncoding) {
    // 8 -> zz 16 -> 'G'; +23 -> zz 46 -> 'k' (14|32) '1'; -1 -> zz 1 -> '1'.
    const std::vector<std::int32_t> samples{8, 31, 30};
    EXPECT_EQ(encodePayload(samples), "Gk11");
    EXPECT_EQ(formatChunkLine(0, samples), "D seq=0 n=3 crc=f4869cd1 p=Gk11\n");
    auto decoded = decodePayload("Gk11", 3);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message;
    EXPECT_EQ(*decoded, samples);
}

TEST(SamplePayload, VarintLengths) {
    auto length = [](std::uint32_t v) {
        std::string s;
        appendVarint(s, v);
        return s.size();
    };
    EXPECT_EQ(length(0), 1u);
    EXPECT_EQ(length(31), 1u);
    EXPECT_EQ(length(32), 2u);
    EXPECT_EQ(length(zigzagEncode(511)), 2u);
    EXPECT_EQ(length(zigzagEncode(-512)), 2u);
    EXPECT_EQ(length(zigzagEncode(512)), 3u);
    EXPECT_EQ(length(0xFFFFFFFFu), 7u);
}

TEST(SamplePayload, DecodeErrorsSayWhatAndWhere) {
    auto message = [](std::string_view payload, std::size_t n) {
        auto r = decodePayload(payload, n);
        EXPECT_FALSE(r.ok()) << payload;
        return r.ok() ? std::string() : r.error().message;
    };
    EXPECT_NE(message("G*1", 3).find("'*' at offset 1"), std::string::npos);
    EXPECT_NE(message("Gk", 2).find("ends inside the varint of sample 1"), std::string::npos);
    EXPECT_NE(message("WWWWWWWW0", 1).find("longer than 7"), std::string::npos);
    // 7th character may carry only 2 bits: 'W' = 32|0 six times then '4' (bits 4 << 30).
    EXPECT_NE(message("WWWWWW4", 1).find("32 bits"), std::string::npos);
    EXPECT_NE(message("Gk11", 4).find("holds 3 samples, n= announced 4"), std::string::npos);
    EXPECT_NE(message("Gk11", 2).find("more than the n=2"), std::string::npos);
    EXPECT_TRUE(decodePayload("WWWWWW3", 1).ok()); // 0xC0000000 is still 32-bit
}

TEST(SamplePayload, RoundTripsRandomAndExtremeData) {
    std::mt19937 rng(12345);
    std::vector<std::vector<std::uint32_t>> cases = {
        {0},
        {0xFFFFFFFFu},
        {0, 0xFFFFFFFFu, 0, 0xFFFFFFFFu, 0, 0xFFFFFFFFu},
        {0x80000000u, 0x7FFFFFFFu, 0x80000000u, 0},
        {0xAAAAAAAAu, 0x55555555u, 0xAAAAAAAAu, 0x55555555u},
        std::vector<std::uint32_t>(64, 0),
        std::vector<std::uint32_t>(64, 0xFFFFFFFFu),
    };
    for (int i = 0; i < 500; ++i) {
        std::vector<std::uint32_t> chunk(1 + rng() % 64);
        const int shape = i % 3;
        for (auto& v : chunk) {
            v = shape == 0 ? rng() : shape == 1 ? 1000 + rng() % 16 : (rng() % 2 ? 0 : ~0u);
        }
        cases.push_back(chunk);
    }
    for (const auto& bits : cases) {
        // The firmware's 32 bits, read as the signed counts they are (protocol 2).
        const std::vector<std::int32_t> samples(bits.begin(), bits.end());
        const std::string payload = encodePayload(samples);
        EXPECT_LE(payload.size(), samples.size() * kMaxVarintChars);
        auto decoded = decodePayload(payload, samples.size());
        ASSERT_TRUE(decoded.ok()) << decoded.error().message;
        EXPECT_EQ(*decoded, samples);
    }
}

TEST(SamplePayload, FullChunkOfWorstCaseValuesFitsTheLineLimit) {
    std::vector<std::int32_t> worst(kMaxChunkSamples);
    for (std::size_t i = 0; i < worst.size(); ++i) {
        worst[i] = i % 2 ? INT32_MIN : 0; // every difference needs 7 characters
    }
    const std::string line = formatChunkLine(4294967295u, worst);
    EXPECT_LE(line.size(), kMaxLineBytes);
}

TEST(SamplePayload, ChunkLinesSplitARunInOrder) {
    std::vector<std::int32_t> run(130);
    for (std::size_t i = 0; i < run.size(); ++i) {
        run[i] = static_cast<std::int32_t>(i * 7);
    }
    const auto lines = formatChunkLines(run);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0].rfind("D seq=0 n=64 ", 0), 0u);
    EXPECT_EQ(lines[1].rfind("D seq=1 n=64 ", 0), 0u);
    EXPECT_EQ(lines[2].rfind("D seq=2 n=2 ", 0), 0u);
}

// Size target of the protocol: typical data (300 +- 3 cycles with rare outliers) costs at most
// 3 bytes per sample on the wire, chunk header and newline included.
TEST(SamplePayload, TypicalDataCostsAtMostThreeBytesPerSample) {
    std::mt19937 rng(7);
    std::vector<std::int32_t> run(10000);
    for (auto& v : run) {
        v = static_cast<std::int32_t>(297 + rng() % 7);
        if (rng() % 100 == 0) {
            v = static_cast<std::int32_t>(300 + rng() % 20000); // an interrupt or cache miss
        }
    }
    std::size_t wireBytes = 0;
    for (const auto& line : formatChunkLines(run)) {
        wireBytes += line.size();
    }
    const double perSample = static_cast<double>(wireBytes) / static_cast<double>(run.size());
    std::cout << "wire bytes per sample (300+-3, 1% outliers, 10000 samples): " << perSample
              << '\n';
    RecordProperty("bytes_per_sample", std::to_string(perSample));
    EXPECT_LE(perSample, 3.0);
}
