#include "core/store/sample_codec.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <gtest/gtest.h>
#include <random>

namespace cyclelab::core {
namespace {

using Bytes = std::vector<std::uint8_t>;

TEST(SampleCodec, KnownEncodings) {
    EXPECT_EQ(encodeSamples(std::vector<std::uint32_t>{}), (Bytes{1, 0}));
    EXPECT_EQ(encodeSamples(std::vector<std::uint32_t>{1}), (Bytes{1, 1, 2}));
    // 100 -> zigzag 200 = 0xC8 0x01; -1 -> 1; +2 -> 4.
    EXPECT_EQ(encodeSamples(std::vector<std::uint32_t>{100, 99, 101}),
              (Bytes{1, 3, 0xC8, 0x01, 1, 4}));
    // 0xFFFFFFFF -> zigzag 0x1FFFFFFFE (5 bytes); back to 0 -> zigzag 0x1FFFFFFFD.
    EXPECT_EQ(encodeSamples(std::vector<std::uint32_t>{0xFFFFFFFFu, 0}),
              (Bytes{1, 2, 0xFE, 0xFF, 0xFF, 0xFF, 0x1F, 0xFD, 0xFF, 0xFF, 0xFF, 0x1F}));
}

TEST(SampleCodec, RoundTripsRandomSeries) {
    std::mt19937_64 rng(12345);
    std::uniform_int_distribution<std::size_t> len(0, 3000);
    std::uniform_int_distribution<std::uint32_t> any;
    std::uniform_int_distribution<int> kind(0, 2);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<std::uint32_t> v(len(rng));
        const int k = kind(rng);
        for (auto& x : v) {
            x = k == 0 ? any(rng) : k == 1 ? any(rng) % 16 : 1000 + any(rng) % 7;
        }
        auto back = decodeSamples(encodeSamples(v));
        ASSERT_TRUE(back.ok()) << back.error().message;
        ASSERT_EQ(back.value(), v) << "trial " << trial;
    }
}

TEST(SampleCodec, RealisticRunIsAboutOneBytePerSample) {
    std::mt19937_64 rng(7);
    const auto v = testing::realisticSamples(rng, 10000, 412);
    const auto bytes = encodeSamples(v);
    EXPECT_LT(bytes.size(), 11000u);
}

TEST(SampleCodec, RejectsDamagedBlobs) {
    const Bytes good = encodeSamples(std::vector<std::uint32_t>{100, 99, 101});
    ASSERT_TRUE(decodeSamples(good).ok());
    const std::vector<std::pair<Bytes, std::string>> bad{
        {{}, "empty"},
        {{2, 0}, "unknown format"},
        {{1, 4, 0xC8, 0x01, 1}, "exceeds"},    // 4 values announced, 3 bytes left
        {{1, 3, 0xC8, 0x01, 1}, "at value 2"}, // 3 announced, 2 present
        {{1, 1, 0x82, 0x00}, "overlong"},
        {{1, 2, 0xC8, 0x01, 0x81}, "truncated"},
        {{1, 1, 2, 0}, "trailing"},
        {{1, 1, 3}, "out of range"}, // first delta -2: below zero
        {{1, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01}, "truncated"},
    };
    for (const auto& [bytes, why] : bad) {
        auto r = decodeSamples(bytes, "run 7 samples");
        ASSERT_FALSE(r.ok()) << why;
        EXPECT_NE(r.error().message.find("run 7 samples"), std::string::npos);
        EXPECT_NE(r.error().message.find(why), std::string::npos) << r.error().message;
    }
}

TEST(SampleCodec, RandomBytesNeverCrash) {
    std::mt19937_64 rng(99);
    std::uniform_int_distribution<int> byte(0, 255);
    std::uniform_int_distribution<std::size_t> len(0, 64);
    for (int trial = 0; trial < 5000; ++trial) {
        Bytes b(len(rng));
        for (auto& x : b) {
            x = static_cast<std::uint8_t>(byte(rng));
        }
        if (!b.empty()) {
            b[0] = kSampleCodecFormat;
        }
        auto r = decodeSamples(b);
        if (r.ok()) { // whatever decodes must re-encode to the same bytes
            EXPECT_EQ(encodeSamples(r.value()), b);
        }
    }
}

} // namespace
} // namespace cyclelab::core
