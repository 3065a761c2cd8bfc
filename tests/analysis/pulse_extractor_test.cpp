#include "core/analysis/pulse_extractor.hpp"
#include "tests/analysis/logic_synth.hpp"

#include <gtest/gtest.h>
#include <map>
#include <random>

namespace cyclelab::core {
namespace {

using test::drawLogic;
using test::DrawnPulse;
using test::feedInChunks;

WidthHistogram histogramOf(const std::vector<std::uint64_t>& widths) {
    WidthHistogram h;
    for (std::uint64_t w : widths) {
        h.add(w);
    }
    return h;
}

// Every complete pulse per channel, in order, as the pulse callback reports them.
struct PulseLog {
    std::map<int, std::vector<std::uint64_t>> widths;
    void attach(PulseExtractor& ex) {
        ex.setPulseCallback(
            [this](const Pulse& p) { widths[p.channel].push_back(p.widthSamples()); });
    }
};

// A capture as the firmware produces it: marker windows holding probe pulses, stray probe
// pulses between runs, a third followed line, and an unfollowed line toggling fast.
struct Scenario {
    std::uint64_t totalSamples = 0;
    std::vector<DrawnPulse> pulses;
    std::vector<std::vector<std::uint32_t>> runWidths;
    std::size_t probeOutside = 0;
    std::vector<std::uint64_t> otherWidths;
};

Scenario makeScenario(std::mt19937_64& rng, int probe, int marker, int other, int noise, int runs) {
    std::uniform_int_distribution<std::uint64_t> width(1, 40);
    std::uniform_int_distribution<std::uint64_t> gap(1, 45);
    std::uniform_int_distribution<int> count(0, 30);
    Scenario sc;
    std::uint64_t t = 1 + gap(rng);
    for (int r = 0; r < runs; ++r) {
        if (count(rng) % 3 == 0) { // a probe pulse outside any window
            const std::uint64_t w = width(rng);
            sc.pulses.push_back({probe, t, t + w});
            ++sc.probeOutside;
            t += w + gap(rng);
        }
        const std::uint64_t windowStart = t;
        t += count(rng) % 2; // sometimes the first pulse rises with the marker
        std::vector<std::uint32_t> widths;
        for (int i = count(rng); i > 0; --i) {
            const std::uint64_t w = width(rng);
            sc.pulses.push_back({probe, t, t + w});
            widths.push_back(static_cast<std::uint32_t>(w));
            t += w + gap(rng);
        }
        if (t == windowStart) {
            ++t; // an empty run still raises the marker for a sample
        }
        sc.pulses.push_back({marker, windowStart, t});
        sc.runWidths.push_back(widths);
        t += gap(rng);
    }
    sc.totalSamples = t + gap(rng);
    for (std::uint64_t s = 1 + gap(rng); s + 50 < sc.totalSamples; s += width(rng) + gap(rng)) {
        const std::uint64_t w = width(rng);
        sc.pulses.push_back({other, s, s + w});
        sc.otherWidths.push_back(w);
        s += w;
    }
    for (std::uint64_t s = 1; s + 2 < sc.totalSamples; s += 1 + width(rng) % 4) {
        sc.pulses.push_back({noise, s, s + 1});
    }
    return sc;
}

struct Channels {
    unsigned unitSize;
    int probe, marker, other, noise;
};

class PulseExtractorUnitTest : public ::testing::TestWithParam<Channels> {};

TEST_P(PulseExtractorUnitTest, FindsEveryDrawnPulseWhateverTheChunking) {
    const Channels c = GetParam();
    std::mt19937_64 rng(1234 + c.unitSize);
    for (int round = 0; round < 20; ++round) {
        const Scenario sc = makeScenario(rng, c.probe, c.marker, c.other, c.noise, 6);
        const auto bytes = drawLogic(sc.totalSamples, c.unitSize, sc.pulses);
        PulseExtractor ex({c.other}, c.probe, c.marker);
        std::size_t callbacks = 0;
        std::vector<std::uint64_t> otherInOrder;
        ex.setPulseCallback([&](const Pulse& p) {
            ++callbacks;
            EXPECT_GT(p.fallSample, p.riseSample);
            if (p.channel == c.other) {
                otherInOrder.push_back(p.widthSamples());
            }
        });
        feedInChunks(ex, bytes, c.unitSize, rng, round % 2 == 0 ? 7 : 300);
        ex.finish();

        ASSERT_TRUE(ex.status().ok()) << ex.status().error().message;
        EXPECT_EQ(ex.totalSamples(), sc.totalSamples);
        EXPECT_EQ(ex.runWidths(), sc.runWidths);
        EXPECT_EQ(ex.probePulsesOutsideWindows(), sc.probeOutside);
        ASSERT_NE(ex.channel(c.other), nullptr);
        EXPECT_EQ(ex.channel(c.other)->widths, histogramOf(sc.otherWidths));
        EXPECT_EQ(otherInOrder, sc.otherWidths);
        EXPECT_EQ(ex.channel(c.noise), nullptr);
        EXPECT_EQ(ex.channels().size(), 3U);
        std::size_t probePulses = sc.probeOutside;
        for (const auto& run : sc.runWidths) {
            probePulses += run.size();
        }
        EXPECT_EQ(ex.channel(c.probe)->widths.count(), probePulses);
        EXPECT_EQ(callbacks, probePulses + sc.runWidths.size() + sc.otherWidths.size());
    }
}

INSTANTIATE_TEST_SUITE_P(UnitSizes, PulseExtractorUnitTest,
                         ::testing::Values(Channels{1, 0, 1, 5, 7}, Channels{1, 6, 2, 3, 4},
                                           Channels{2, 13, 15, 0, 9}, Channels{4, 30, 31, 17, 24},
                                           Channels{8, 62, 63, 40, 1}));

// Edges on both sides of every 8- and 32-byte boundary of one chunk, fed whole.
TEST(PulseExtractor, EdgesAtWordBoundaries) {
    for (unsigned unit : {1U, 2U, 4U, 8U}) {
        std::vector<DrawnPulse> pulses;
        std::vector<std::uint32_t> expected;
        const std::uint64_t per32 = 32 / unit;
        for (std::uint64_t b = 1; b < 20; ++b) {
            const std::uint64_t rise = b * per32 * 4 - (b % 2);
            const std::uint64_t fall = rise + 1 + (b % 3) * per32;
            pulses.push_back({0, rise, fall});
            expected.push_back(static_cast<std::uint32_t>(fall - rise));
        }
        pulses.push_back({1, 3, 20 * per32 * 4 + 10});
        const auto bytes = drawLogic(20 * per32 * 4 + 40, unit, pulses);
        PulseExtractor ex({}, 0, 1);
        ex.onLogic(bytes.data(), bytes.size(), unit);
        ex.finish();
        ASSERT_EQ(ex.runWidths().size(), 1U) << "unit " << unit;
        EXPECT_EQ(ex.runWidths()[0], expected) << "unit " << unit;
    }
}

TEST(PulseExtractor, PartialPulsesAtCaptureStartAndEndAreDroppedAndCounted) {
    // Probe and marker already high at sample 0; a second window still open at the end.
    const std::vector<DrawnPulse> pulses = {
        {1, 0, 100},                                 // marker: run started before the capture
        {0, 0, 10},                                  // probe pulse cut by the capture start
        {0, 20, 30},                                 // inside the cut window
        {1, 200, 400},                               // a complete run
        {0, 210, 215}, {0, 220, 227}, {1, 500, 600}, // still high at the end
        {0, 510, 512}, {0, 590, 600},                // last probe pulse never falls
    };
    const auto bytes = drawLogic(600, 1, pulses);
    PulseExtractor ex({}, 0, 1);
    ex.onLogic(bytes.data(), bytes.size(), 1);
    ex.finish();
    ASSERT_TRUE(ex.status().ok());
    ASSERT_EQ(ex.windows().size(), 3U);
    EXPECT_TRUE(ex.windows()[0].startedBeforeCapture);
    EXPECT_EQ(ex.windows()[0].probeWidths, (std::vector<std::uint32_t>{10}));
    EXPECT_TRUE(ex.windows()[1].complete());
    EXPECT_EQ(ex.windows()[1].riseSample, 200U);
    EXPECT_EQ(ex.windows()[1].fallSample, 400U);
    EXPECT_TRUE(ex.windows()[2].openAtEnd);
    EXPECT_EQ(ex.windows()[2].probeWidths, (std::vector<std::uint32_t>{2}));
    EXPECT_EQ(ex.runWidths(), (std::vector<std::vector<std::uint32_t>>{{5, 7}}));
    const ChannelPulses* probe = ex.channel(0);
    ASSERT_NE(probe, nullptr);
    EXPECT_EQ(probe->droppedAtStart, 1U);
    EXPECT_EQ(probe->droppedAtEnd, 1U);
    EXPECT_EQ(probe->widths, histogramOf({10, 5, 7, 2}));
    EXPECT_EQ(ex.channel(1)->droppedAtStart, 1U);
    EXPECT_EQ(ex.channel(1)->droppedAtEnd, 1U);
    EXPECT_EQ(ex.channel(1)->widths, histogramOf({200}));
}

TEST(PulseExtractor, CaptureTriggeredOnTheMarkerKeepsTheFirstRun) {
    const std::vector<DrawnPulse> pulses = {{1, 0, 100}, {0, 5, 9}, {0, 20, 23}};
    const auto bytes = drawLogic(150, 1, pulses);
    for (bool triggered : {false, true}) {
        PulseExtractor ex({}, 0, 1);
        ex.setTriggeredOnMarker(triggered);
        ex.onLogic(bytes.data(), bytes.size(), 1);
        ex.finish();
        ASSERT_EQ(ex.windows().size(), 1U);
        EXPECT_EQ(ex.windows()[0].startedBeforeCapture, !triggered);
        const auto expected = triggered ? std::vector<std::vector<std::uint32_t>>{{4, 3}}
                                        : std::vector<std::vector<std::uint32_t>>{};
        EXPECT_EQ(ex.runWidths(), expected);
        EXPECT_EQ(ex.channel(1)->widths.count(), triggered ? 1U : 0U);
        EXPECT_EQ(ex.channel(1)->droppedAtStart, triggered ? 0U : 1U);
    }
}

TEST(PulseExtractor, LineHighForTheWholeCaptureCountsOnceAsDroppedAtStart) {
    const auto bytes = drawLogic(100, 1, {{2, 0, 100}});
    PulseExtractor ex({2}, 0, 1);
    ex.onLogic(bytes.data(), bytes.size(), 1);
    ex.finish();
    EXPECT_EQ(ex.channel(2)->droppedAtStart, 1U);
    EXPECT_EQ(ex.channel(2)->droppedAtEnd, 0U);
    EXPECT_TRUE(ex.channel(2)->widths.empty());
}

TEST(PulseExtractor, SimultaneousEdgesFollowTheMarkerOrder) {
    // Probe rises with the marker: inside. Probe rises as the marker falls: outside.
    const std::vector<DrawnPulse> pulses = {{1, 10, 50}, {0, 10, 14}, {0, 50, 53}};
    const auto bytes = drawLogic(80, 1, pulses);
    PulseExtractor ex({}, 0, 1);
    PulseLog log;
    log.attach(ex);
    ex.onLogic(bytes.data(), bytes.size(), 1);
    ex.finish();
    EXPECT_EQ(ex.runWidths(), (std::vector<std::vector<std::uint32_t>>{{4}}));
    EXPECT_EQ(ex.probePulsesOutsideWindows(), 1U);
    EXPECT_EQ(log.widths[0], (std::vector<std::uint64_t>{4, 3}));
}

TEST(PulseExtractor, WithoutMarkerEveryProbePulseIsOutsideAnyWindow) {
    const auto bytes = drawLogic(100, 1, {{3, 10, 20}, {3, 30, 33}});
    PulseExtractor ex({}, 3);
    PulseLog log;
    log.attach(ex);
    ex.onLogic(bytes.data(), bytes.size(), 1);
    ex.finish();
    EXPECT_TRUE(ex.windows().empty());
    EXPECT_EQ(log.widths[3], (std::vector<std::uint64_t>{10, 3}));
    EXPECT_EQ(ex.probePulsesOutsideWindows(), 2U);
}

TEST(PulseExtractor, RejectsUnusableConfigurationsWithAMessage) {
    {
        PulseExtractor ex({}, 2, 2);
        EXPECT_FALSE(ex.status().ok());
        EXPECT_NE(ex.status().error().message.find("different"), std::string::npos);
    }
    {
        PulseExtractor ex({70}, 0, 1);
        EXPECT_FALSE(ex.status().ok());
        EXPECT_NE(ex.status().error().message.find("70"), std::string::npos);
    }
    {
        PulseExtractor ex({}, 9, 1);
        const std::vector<std::uint8_t> bytes(16, 0);
        ex.onLogic(bytes.data(), bytes.size(), 1);
        ASSERT_FALSE(ex.status().ok());
        EXPECT_NE(ex.status().error().message.find("channel 9"), std::string::npos);
    }
    {
        PulseExtractor ex({}, 0, 1);
        const std::vector<std::uint8_t> bytes(12, 0);
        ex.onLogic(bytes.data(), bytes.size(), 3);
        ASSERT_FALSE(ex.status().ok());
        EXPECT_NE(ex.status().error().message.find("3 bytes"), std::string::npos);
    }
    {
        PulseExtractor ex({}, 0, 1);
        const std::vector<std::uint8_t> bytes(16, 0);
        ex.onLogic(bytes.data(), bytes.size(), 1);
        ex.onLogic(bytes.data(), bytes.size(), 2);
        ASSERT_FALSE(ex.status().ok());
        EXPECT_NE(ex.status().error().message.find("changed from 1 to 2"), std::string::npos);
    }
    {
        PulseExtractor ex({}, 0, 1);
        const std::vector<std::uint8_t> bytes(16, 0);
        ex.finish();
        ex.onLogic(bytes.data(), bytes.size(), 1);
        EXPECT_FALSE(ex.status().ok());
    }
}

TEST(PulseExtractor, LongCaptureKeepsOnlyPulses) {
    // 64 Mi samples of one-byte logic fed 1 MiB at a time, a pulse every 2000 samples.
    constexpr std::size_t kChunk = 1 << 20;
    std::vector<std::uint8_t> chunk(kChunk, 0);
    PulseExtractor ex({}, 0, 1);
    std::uint64_t base = 0;
    std::size_t drawn = 0;
    for (int c = 0; c < 64; ++c) {
        std::fill(chunk.begin(), chunk.end(), std::uint8_t{2});
        for (std::uint64_t s = (3000 - base % 2000) % 2000; s + 7 < kChunk; s += 2000) {
            std::fill_n(chunk.begin() + static_cast<std::ptrdiff_t>(s), 7, std::uint8_t{3});
            ++drawn;
        }
        ex.onLogic(chunk.data(), chunk.size(), 1);
        base += kChunk;
    }
    ex.finish();
    ASSERT_EQ(ex.windows().size(), 1U); // marker high throughout: cut at both ends
    EXPECT_EQ(ex.windows()[0].probeWidths.size(), drawn);
    EXPECT_EQ(ex.channel(0)->widths.entries(),
              (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{7, drawn}}));
    EXPECT_TRUE(ex.runWidths().empty());
}

// Every sample random on every line: edges in nearly every sample, several lines changing at
// once, across word and chunk boundaries. The reference walks the samples one by one.
TEST(PulseExtractor, DenseRandomLogicMatchesASampleBySampleWalk) {
    std::mt19937_64 rng(99);
    for (unsigned unit : {1U, 2U, 4U, 8U}) {
        const std::uint64_t total = 5000;
        std::vector<std::uint8_t> bytes(total * unit);
        for (auto& b : bytes) {
            b = static_cast<std::uint8_t>(rng());
        }
        const int bits = static_cast<int>(8 * unit);
        const std::vector<int> followed = {0, 1, bits / 2, bits - 1};
        struct Seen {
            int channel;
            std::uint64_t rise, fall;
            bool operator==(const Seen&) const = default;
        };
        std::vector<Seen> expected;
        std::map<int, std::vector<std::uint64_t>> widths;
        std::map<int, std::int64_t> rise; // -1: no rise seen inside the capture
        auto bit = [&](std::uint64_t s, int ch) {
            return (bytes[s * unit + static_cast<unsigned>(ch) / 8] >> (ch % 8)) & 1U;
        };
        for (int ch : followed) {
            rise[ch] = -1;
        }
        for (std::uint64_t s = 1; s < total; ++s) {
            for (int ch : followed) {
                const unsigned now = bit(s, ch);
                if (now == bit(s - 1, ch)) {
                    continue;
                }
                if (now == 1) {
                    rise[ch] = static_cast<std::int64_t>(s);
                } else if (rise[ch] >= 0) {
                    expected.push_back({ch, static_cast<std::uint64_t>(rise[ch]), s});
                    widths[ch].push_back(s - static_cast<std::uint64_t>(rise[ch]));
                    rise[ch] = -1;
                }
            }
        }
        PulseExtractor ex(followed, 0);
        std::vector<Seen> seen;
        ex.setPulseCallback([&](const Pulse& p) {
            seen.push_back({p.channel, p.riseSample, p.fallSample});
        });
        feedInChunks(ex, bytes, unit, rng, 100);
        ex.finish();
        ASSERT_TRUE(ex.status().ok()) << ex.status().error().message;
        EXPECT_TRUE(seen == expected) << "unit " << unit;
        for (int ch : followed) {
            EXPECT_EQ(ex.channel(ch)->widths, histogramOf(widths[ch])) << "unit " << unit;
        }
    }
}

// `analyze` on a capture of any length: millions of pulses, and what the extractor holds
// stays the few counters of the widths that occur.
TEST(PulseExtractor, MemoryDoesNotGrowWithPulsesOutsideWindows) {
    constexpr std::size_t kChunk = 1 << 20;
    std::vector<std::uint8_t> chunk(kChunk, 0);
    for (std::size_t s = 0; s + 10 <= kChunk; s += 10) {
        std::fill_n(chunk.begin() + static_cast<std::ptrdiff_t>(s) + 2, 1 + s % 7, 1);
    }
    PulseExtractor ex({}, 0);
    for (int c = 0; c < 32; ++c) { // 32 Mi samples, 3.3 M pulses
        ex.onLogic(chunk.data(), chunk.size(), 1);
    }
    ex.finish();
    const WidthHistogram& widths = ex.channel(0)->widths;
    EXPECT_EQ(widths.count(), 32U * (kChunk / 10));
    EXPECT_EQ(widths.distinctWidths(), 7U);
    EXPECT_LE(widths.memoryBytes(), 64U * sizeof(std::uint64_t));
    EXPECT_TRUE(ex.windows().empty());
}

// One-byte samples go through 64-sample blocks when a single line moves in them, and word
// by word otherwise (or when chunks are too short for a block). Both must agree exactly:
// dense probe pulses of 1 to 70 samples, marker windows opening and closing between them,
// a pulse cut at each end.
TEST(PulseExtractor, BlockPathAgreesWithTheWordByWordPath) {
    std::mt19937_64 rng(4242);
    std::uniform_int_distribution<std::uint64_t> span(1, 70);
    std::vector<DrawnPulse> pulses = {{0, 0, 5}};
    std::uint64_t t = 9;
    for (int window = 0; window < 40; ++window) {
        const std::uint64_t open = t;
        t += span(rng) % 3;
        for (int i = static_cast<int>(span(rng)); i > 0; --i) {
            const std::uint64_t w = span(rng);
            pulses.push_back({0, t, t + w});
            t += w + span(rng);
        }
        pulses.push_back({1, open, t});
        t += 1 + span(rng) % 2;
        for (int i = static_cast<int>(span(rng) % 9); i > 0; --i) { // outside any window
            const std::uint64_t w = span(rng);
            pulses.push_back({0, t, t + w});
            t += w + span(rng);
        }
    }
    pulses.push_back({0, t, t + 1000});
    const auto bytes = drawLogic(t + 100, 1, pulses);
    PulseExtractor whole({5}, 0, 1);
    whole.onLogic(bytes.data(), bytes.size(), 1);
    whole.finish();
    PulseExtractor bytewise({5}, 0, 1);
    feedInChunks(bytewise, bytes, 1, rng, 7);
    bytewise.finish();
    ASSERT_TRUE(whole.status().ok());
    EXPECT_EQ(whole.windows().size(), 40U);
    EXPECT_EQ(whole.runWidths(), bytewise.runWidths());
    EXPECT_EQ(whole.probePulsesOutsideWindows(), bytewise.probePulsesOutsideWindows());
    for (int ch : {0, 1, 5}) {
        EXPECT_EQ(whole.channel(ch)->widths, bytewise.channel(ch)->widths) << ch;
        EXPECT_EQ(whole.channel(ch)->droppedAtStart, bytewise.channel(ch)->droppedAtStart) << ch;
        EXPECT_EQ(whole.channel(ch)->droppedAtEnd, bytewise.channel(ch)->droppedAtEnd) << ch;
    }
    EXPECT_EQ(whole.channel(0)->droppedAtStart, 1U);
    EXPECT_EQ(whole.channel(0)->droppedAtEnd, 1U);
}

} // namespace
} // namespace cyclelab::core
