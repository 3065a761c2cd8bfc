// The vector scan of busy lines (core/analysis/line_scan.*) must give exactly what the portable
// block path and the word-by-word path give: same histograms, same widths in each marker window
// in order, same pulses outside windows and cut at either end; and wider samples narrowed to
// their first byte the same as one-byte samples.

#include "core/analysis/line_scan.hpp"
#include "core/analysis/pulse_extractor.hpp"
#include "tests/analysis/logic_synth.hpp"

#include <gtest/gtest.h>
#include <random>

namespace cyclelab::core {
namespace {

using test::drawLogic;
using test::DrawnPulse;
using test::feedInChunks;

// Dense probe pulses (channel `probe`) of 1 to `widest` samples with gaps as wide, in marker
// windows (channel `marker`) and between them; sometimes a probe pulse rises with the marker
// or is still high when the marker moves; a slow third line (5) now and then; a pulse cut at
// each end; an unfollowed line (7) toggling every few samples. Pulses drawn over each other
// merge: what counts is that every path reads the same samples alike.
std::vector<DrawnPulse> denseCapture(std::mt19937_64& rng, int probe, int marker,
                                     std::uint64_t widest, std::uint64_t& total) {
    std::uniform_int_distribution<std::uint64_t> span(1, widest);
    std::uniform_int_distribution<int> pick(0, 99);
    std::vector<DrawnPulse> pulses = {{probe, 0, 3 + span(rng)}};
    std::uint64_t t = pulses.back().fall + span(rng);
    for (int window = 0; window < 30; ++window) {
        const std::uint64_t open = t;
        t += pick(rng) % 2;
        // Long runs without a marker edge fill the scanner's edge buffer several times.
        const int inside = pick(rng) < 20 ? 6000 : pick(rng) * 10;
        for (int i = 0; i < inside; ++i) {
            const std::uint64_t w = span(rng);
            pulses.push_back({probe, t, t + w});
            t += w + span(rng);
        }
        if (pick(rng) < 30) { // the marker falls while a probe pulse is high
            pulses.push_back({probe, t - 1, t + 2 + span(rng)});
        }
        t += t == open ? 1 : 0; // an empty run still raises the marker for a sample
        pulses.push_back({marker, open, t});
        t = std::max(t, pulses[pulses.size() - 2].fall) + 1 + span(rng);
        if (pick(rng) < 30) { // the marker rises while a probe pulse is high
            pulses.push_back({probe, t, t + 4 + span(rng)});
            t += 2;
            continue;
        }
        for (int i = pick(rng) * 5; i > 0; --i) {
            const std::uint64_t w = span(rng);
            pulses.push_back({probe, t, t + w});
            t += w + span(rng);
        }
    }
    for (std::uint64_t s = 500; s + 400 < t; s += 5000 + span(rng)) {
        pulses.push_back({5, s, s + 300});
    }
    for (std::uint64_t s = 1; s + 3 < t; s += 3 + span(rng) % 5) {
        pulses.push_back({7, s, s + 2});
    }
    t += 100;
    pulses.push_back({probe, t, t + 50});
    total = t + 10;
    return pulses;
}

void expectSame(const PulseExtractor& a, const PulseExtractor& b, const char* what) {
    ASSERT_TRUE(a.status().ok()) << a.status().error().message;
    ASSERT_TRUE(b.status().ok()) << b.status().error().message;
    EXPECT_EQ(a.totalSamples(), b.totalSamples()) << what;
    EXPECT_EQ(a.runWidths(), b.runWidths()) << what;
    EXPECT_EQ(a.windows().size(), b.windows().size()) << what;
    EXPECT_EQ(a.probePulsesOutsideWindows(), b.probePulsesOutsideWindows()) << what;
    ASSERT_EQ(a.channels().size(), b.channels().size()) << what;
    for (std::size_t i = 0; i < a.channels().size(); ++i) {
        const ChannelPulses& x = a.channels()[i];
        const ChannelPulses& y = b.channels()[i];
        EXPECT_EQ(x.widths, y.widths) << what << ", channel " << x.channel;
        EXPECT_EQ(x.droppedAtStart, y.droppedAtStart) << what << ", channel " << x.channel;
        EXPECT_EQ(x.droppedAtEnd, y.droppedAtEnd) << what << ", channel " << x.channel;
    }
}

TEST(LineScan, AgreesWithThePortablePathsOnDenseCaptures) {
    if (detail::lineScanner() == nullptr) {
        GTEST_SKIP() << "this CPU has no AVX2/BMI1/POPCNT: only the portable path runs";
    }
    std::mt19937_64 rng(77);
    for (auto [probe, marker, widest] : {std::tuple{0, 1, 20ULL}, std::tuple{6, 2, 3ULL},
                                         std::tuple{3, 0, 70ULL}, std::tuple{1, 4, 1ULL}}) {
        std::uint64_t total = 0;
        const auto bytes = drawLogic(total, 1, denseCapture(rng, probe, marker, widest, total));
        PulseExtractor vector({5}, probe, marker);
        vector.onLogic(bytes.data(), bytes.size(), 1);
        vector.finish();
        PulseExtractor portable({5}, probe, marker);
        portable.setVectorScan(false);
        portable.onLogic(bytes.data(), bytes.size(), 1);
        portable.finish();
        PulseExtractor chunked({5}, probe, marker); // chunks of 1 to 1000 bytes: any boundary
        feedInChunks(chunked, bytes, 1, rng, 1000);
        chunked.finish();
        PulseExtractor wordwise({5}, probe, marker); // never a whole 64-sample block
        feedInChunks(wordwise, bytes, 1, rng, 40);
        wordwise.finish();
        PulseExtractor avx2({5}, probe, marker); // where the CPU has AVX-512, the AVX2 loop too
        avx2.setVectorScan(detail::LineScanIsa::Avx2);
        feedInChunks(avx2, bytes, 1, rng, 1000);
        avx2.finish();
        expectSame(avx2, portable, "AVX2 vs portable");
        EXPECT_GT(vector.channel(probe)->widths.count(), 20'000U);
        EXPECT_EQ(vector.windows().size(), 30U);
        expectSame(vector, portable, "vector vs portable");
        expectSame(vector, chunked, "vector vs chunked");
        expectSame(vector, wordwise, "vector vs word by word");
    }
}

// Without a marker (`analyze`), every line followed: the busy line may be any of them.
TEST(LineScan, AnyFollowedLineWithoutMarker) {
    std::mt19937_64 rng(78);
    for (int busy = 0; busy < 8; ++busy) {
        std::uint64_t total = 0;
        auto pulses = denseCapture(rng, busy, busy == 7 ? 6 : 7, 12, total);
        std::erase_if(pulses, [&](const DrawnPulse& p) { return p.channel != busy; });
        const auto bytes = drawLogic(total, 1, pulses);
        PulseExtractor vector({0, 1, 2, 3, 4, 5, 6, 7}, 0);
        vector.onLogic(bytes.data(), bytes.size(), 1);
        vector.finish();
        PulseExtractor portable({0, 1, 2, 3, 4, 5, 6, 7}, 0);
        portable.setVectorScan(false);
        feedInChunks(portable, bytes, 1, rng, 5000);
        portable.finish();
        expectSame(vector, portable, "no marker");
        EXPECT_GT(vector.channel(busy)->widths.count(), 20'000U);
    }
}

// A clock and data lines changing on its edges, like a serial bus (AC'97, SD card, SWD): several
// lines move in most 64-sample blocks, with the probe among them inside marker windows.
std::vector<DrawnPulse> busCapture(std::mt19937_64& rng, std::uint64_t& total) {
    std::uint64_t t = 0;
    auto pulses = denseCapture(rng, 0, 1, 9, t);
    std::uniform_int_distribution<int> pick(0, 99);
    for (std::uint64_t s = 2; s + 8 < t; s += 8) {
        pulses.push_back({2, s, s + 4}); // the clock: 4 samples high, 4 low
        if (pick(rng) < 30) {            // a data bit held for 1 to 3 clock periods
            const std::uint64_t bits = 1 + static_cast<std::uint64_t>(pick(rng) % 3);
            pulses.push_back({3 + pick(rng) % 3, s, s + 8 * bits});
        }
    }
    total = t;
    return pulses;
}

TEST(LineScan, SeveralBusyLinesAgreeWithThePortablePaths) {
    std::mt19937_64 rng(79);
    for (int round = 0; round < 3; ++round) {
        std::uint64_t total = 0;
        const auto bytes = drawLogic(total, 1, busCapture(rng, total));
        const std::vector<int> followed = {2, 3, 4, 5, 6};
        PulseExtractor vector(followed, 0, 1);
        vector.onLogic(bytes.data(), bytes.size(), 1);
        vector.finish();
        PulseExtractor portable(followed, 0, 1);
        portable.setVectorScan(false);
        portable.onLogic(bytes.data(), bytes.size(), 1);
        portable.finish();
        PulseExtractor chunked(followed, 0, 1);
        feedInChunks(chunked, bytes, 1, rng, 1000);
        chunked.finish();
        PulseExtractor avx2(followed, 0, 1);
        avx2.setVectorScan(detail::LineScanIsa::Avx2);
        avx2.onLogic(bytes.data(), bytes.size(), 1);
        avx2.finish();
        expectSame(avx2, portable, "bus: AVX2 vs portable");
        EXPECT_GT(vector.channel(2)->widths.count(), 20'000U);
        EXPECT_GT(vector.channel(4)->widths.count(), 1'000U);
        expectSame(vector, portable, "bus: vector vs portable");
        expectSame(vector, chunked, "bus: vector vs chunked");
    }
}

// 2-, 4- and 8-byte samples whose followed lines are all in the first byte are scanned as that
// byte alone (16-channel captures following channels 0-7); the other bytes, busy here, must not
// matter, and a sample split between two deliveries must be carried over.
TEST(LineScan, WideSamplesGiveWhatOneByteSamplesGive) {
    std::mt19937_64 rng(80);
    std::uint64_t total = 0;
    auto pulses = busCapture(rng, total);
    const auto narrow = drawLogic(total, 1, pulses);
    PulseExtractor reference({2, 3, 4, 5, 6}, 0, 1);
    reference.setVectorScan(false);
    reference.onLogic(narrow.data(), narrow.size(), 1);
    reference.finish();
    for (std::uint64_t s = 1; s + 3 < total; s += 3) { // unfollowed lines in the wider bytes
        pulses.push_back({9, s, s + 1});
        pulses.push_back({15, s + 1, s + 2});
    }
    for (unsigned unit : {2U, 4U, 8U}) {
        const auto wide = drawLogic(total, unit, pulses);
        PulseExtractor whole({2, 3, 4, 5, 6}, 0, 1);
        whole.onLogic(wide.data(), wide.size(), unit);
        whole.finish();
        PulseExtractor chunked({2, 3, 4, 5, 6}, 0, 1);
        feedInChunks(chunked, wide, unit, rng, 3000);
        chunked.finish();
        const std::string what = std::to_string(unit) + "-byte samples";
        expectSame(reference, whole, what.c_str());
        expectSame(reference, chunked, (what + ", chunked").c_str());
    }
}

} // namespace
} // namespace cyclelab::core
