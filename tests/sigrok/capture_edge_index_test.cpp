// CaptureEdgeIndex: the edges and levels of every channel as the samples have them, whatever
// the blocks they arrive in; memory that grows with the edges, not the samples; and the
// one-pass index of a stored capture (CaptureWriter -> libsigrok -> index and pulse windows).

#include "devices/sigrok/capture_edge_index.hpp"
#include "devices/sigrok/capture_writer.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <random>
#include <sys/resource.h>

namespace fs = std::filesystem;
using cyclelab::devices::CaptureEdgeIndex;

namespace {

std::string tmpFile(const std::string& name) {
    auto dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "capture_edge_index";
    fs::create_directories(dir);
    return (dir / name).string();
}

std::vector<std::uint8_t> randomRuns(std::size_t samples, unsigned unit, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<std::uint8_t> data;
    std::vector<std::uint8_t> value(unit, 0);
    while (data.size() < samples * unit) {
        const std::size_t run = 1 + rng() % 40;
        for (std::size_t i = 0; i < run && data.size() < samples * unit; ++i)
            data.insert(data.end(), value.begin(), value.end());
        for (auto& b : value)
            b = static_cast<std::uint8_t>(rng() & 0x0f);
    }
    return data;
}

bool bitAt(const std::vector<std::uint8_t>& data, unsigned unit, std::size_t s, int ch) {
    return ((data[s * unit + static_cast<std::size_t>(ch / 8)] >> (ch % 8)) & 1) != 0;
}

// Fed in blocks of odd sizes (a sample split across two calls, for unit 2), the index has
// exactly the edges and levels a sample-by-sample reading finds.
void checkAgainstSamples(unsigned unit) {
    const std::size_t n = 50'000;
    const auto data = randomRuns(n, unit, 11 + unit);
    CaptureEdgeIndex index;
    std::mt19937 rng(3);
    for (std::size_t at = 0; at < data.size();) {
        const std::size_t len = std::min<std::size_t>(data.size() - at, 1 + rng() % 997);
        index.onLogic(data.data() + at, len, unit);
        at += len;
    }
    ASSERT_EQ(index.totalSamples(), n);
    for (int ch : {0, 1, 3, static_cast<int>(unit * 8) - 5}) {
        std::vector<std::uint64_t> expected;
        for (std::size_t s = 1; s < n; ++s) {
            if (bitAt(data, unit, s, ch) != bitAt(data, unit, s - 1, ch))
                expected.push_back(s);
        }
        const auto edges = index.edges(ch);
        ASSERT_EQ(std::vector<std::uint64_t>(edges.begin(), edges.end()), expected) << "ch " << ch;
        for (std::size_t s = 0; s < n; s += 137)
            ASSERT_EQ(index.levelAt(ch, s), bitAt(data, unit, s, ch)) << "ch " << ch << " @" << s;
        EXPECT_EQ(index.truncatedAt(ch), n);
    }
}

} // namespace

TEST(CaptureEdgeIndex, EdgesAndLevelsAreTheSamplesOnes) {
    checkAgainstSamples(1);
    checkAgainstSamples(2);
}

TEST(CaptureEdgeIndex, AChannelPastTheEdgeLimitIsCutNotGrown) {
    CaptureEdgeIndex index(100);
    std::vector<std::uint8_t> data(10'000);
    for (std::size_t s = 0; s < data.size(); ++s)
        data[s] = static_cast<std::uint8_t>((s & 1) | (s >= 5000 ? 2 : 0)); // bit 0 a clock
    index.onLogic(data.data(), data.size(), 1);
    EXPECT_EQ(index.edges(0).size(), 100U);
    EXPECT_EQ(index.truncatedAt(0), 101U); // the 101st edge was not kept
    EXPECT_EQ(index.edges(1).size(), 1U);  // the other channel is whole
    EXPECT_EQ(index.truncatedAt(1), data.size());
    EXPECT_LT(index.memoryBytes(), 8'192U);
}

// A long capture with few edges, through the real writer and reader: the index holds its
// edges, not its samples, and the marker window's probe pulses are the extractor's.
// CYCLELAB_EDGE_INDEX_SAMPLES sets the length, CYCLELAB_EDGE_INDEX_FORMAT the file (vcd, sr):
// docs/PERFORMANCE.md's 100 M-sample figures.
TEST(CaptureEdgeIndex, LongCaptureIndexesIntoItsEdges) {
    std::uint64_t total = 20'000'000;
    if (const char* env = std::getenv("CYCLELAB_EDGE_INDEX_SAMPLES"))
        total = std::strtoull(env, nullptr, 10);
    const char* format = std::getenv("CYCLELAB_EDGE_INDEX_FORMAT");
    const std::string path = tmpFile(std::string("long.") + (format ? format : "vcd"));
    {
        auto writer = cyclelab::devices::CaptureWriter::create(path, 100e6, {"PA0", "PB0", "aux"});
        ASSERT_TRUE(writer.ok()) << writer.error().message;
        // Marker (bit 1) high over [1000, 1000 + 2000 x 300); a probe pulse of 40 + k % 9
        // samples every 300 samples inside it; aux (bit 2) toggling every 1 M samples.
        std::vector<std::uint8_t> block(1 << 20);
        for (std::uint64_t at = 0; at < total; at += block.size()) {
            const std::size_t len =
                static_cast<std::size_t>(std::min<std::uint64_t>(block.size(), total - at));
            for (std::size_t i = 0; i < len; ++i) {
                const std::uint64_t s = at + i;
                std::uint8_t v = ((s / 1'000'000) & 1) ? 4 : 0;
                if (s >= 1000 && s < 1000 + 2000 * 300) {
                    v |= 2;
                    const std::uint64_t k = (s - 1000) / 300;
                    const std::uint64_t off = (s - 1000) % 300;
                    v |= (off >= 100 && off < 100 + 40 + k % 9) ? 1 : 0;
                }
                block[i] = v;
            }
            (*writer)->onLogic(block.data(), len, 1);
        }
        ASSERT_TRUE((*writer)->finish().ok());
    }
    const auto start = std::chrono::steady_clock::now();
    cyclelab::devices::CaptureReadOptions options;
    options.maxVcdSpanSamples = 0;
    auto indexed = cyclelab::devices::indexCaptureFile(path, 0, 1, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ASSERT_TRUE(indexed.ok()) << indexed.error().message;
    const auto& index = indexed->index;
    EXPECT_EQ(index.totalSamples(), total);
    ASSERT_EQ(indexed->channelNames, (std::vector<std::string>{"PA0", "PB0", "aux"}));
    ASSERT_EQ(indexed->windows.size(), 1U);
    ASSERT_EQ(indexed->windowPulses[0].size(), 2000U);
    EXPECT_EQ(indexed->windowPulses[0][7].riseSample, 1000U + 7 * 300 + 100);
    EXPECT_EQ(indexed->windowPulses[0][7].widthSamples(), 40U + 7);
    EXPECT_EQ(index.edges(0).size(), 4000U);
    EXPECT_EQ(index.edges(2).size(), (total - 1) / 1'000'000);
    // Edges, not samples: 4,000 probe edges take 32 KiB whatever the length.
    EXPECT_LT(index.memoryBytes(), 256U * 1024U);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("%llu samples indexed in %.2f s into %zu bytes; max RSS %ld KiB\n",
                static_cast<unsigned long long>(total), seconds, index.memoryBytes(),
                usage.ru_maxrss);
}
