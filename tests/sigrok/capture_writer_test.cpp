// CaptureWriter -> readCaptureFile round trips through libsigrok's srzip, VCD and CSV modules.

#include "core/common/message.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "devices/sigrok/capture_writer.hpp"
#include "tests/sigrok/logic_test_util.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <gtest/gtest.h>
#include <random>

namespace fs = std::filesystem;
using cyclelab::devices::CaptureWriter;
using cyclelab::devices::readCaptureFile;
using cyclelab::testutil::PulseCounter;

namespace {

std::string tmpFile(const std::string& name) {
    auto dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "capture_writer";
    fs::create_directories(dir);
    return (dir / name).string();
}

std::vector<std::uint8_t> randomRuns(std::size_t samples, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<std::uint8_t> data;
    data.reserve(samples);
    std::uint8_t value = 0;
    while (data.size() < samples) {
        std::size_t run = 1 + rng() % 50;
        for (std::size_t i = 0; i < run && data.size() < samples; ++i)
            data.push_back(value);
        value = static_cast<std::uint8_t>(rng() & 0x0f);
    }
    return data;
}

// 100 MHz: libsigrok writes VCD timescales in powers of ten, so only decade rates survive a
// VCD round trip unchanged.
class RoundTrip : public ::testing::TestWithParam<std::string> {};

TEST_P(RoundTrip, DataSurvivesWriteAndRead) {
    const std::string path = tmpFile("round." + GetParam());
    const auto data = randomRuns(200000, 7);
    {
        auto writer = CaptureWriter::create(path, 100e6, {"probe", "marker", "c2", "c3"});
        ASSERT_TRUE(writer) << writer.error().message;
        // Odd-sized pieces, as an acquisition delivers them.
        for (std::size_t off = 0; off < data.size(); off += 4099)
            (*writer)->onLogic(data.data() + off, std::min<std::size_t>(4099, data.size() - off),
                               1);
        auto info = (*writer)->finish();
        ASSERT_TRUE(info) << info.error().message;
        EXPECT_EQ(info->totalSamples, data.size());
    }
    PulseCounter counter(4, true);
    cyclelab::devices::CaptureReadOptions options;
    options.samplerateHz = 100e6; // CSV carries its samplerate only in a comment
    auto info = readCaptureFile(path, counter, options);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->samplerateHz, 100e6);
    if (GetParam() == "vcd") {
        // VCD stores changes; the last sample's value has no following timestamp.
        ASSERT_GE(counter.data.size(), data.size() - 1);
        EXPECT_TRUE(std::equal(data.begin(), data.end() - 1, counter.data.begin()));
    } else {
        ASSERT_EQ(counter.data.size(), data.size());
        EXPECT_EQ(counter.data, data);
    }
}

INSTANTIATE_TEST_SUITE_P(Formats, RoundTrip, ::testing::Values("sr", "vcd", "csv"));

TEST(CaptureWriter, UnknownFormatIsRefused) {
    auto writer = CaptureWriter::create(tmpFile("x.xyz"), 1e6, {"a"});
    ASSERT_FALSE(writer);
    EXPECT_NE(writer.error().message.find("unknown output format"), std::string::npos);
    EXPECT_EQ(writer.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrCaptureUnknownOutput,
                                      {tmpFile("x.xyz"), "xyz"}));
}

TEST(CaptureWriter, NoChannelIsRefused) {
    auto writer = CaptureWriter::create(tmpFile("x.vcd"), 1e6, {});
    ASSERT_FALSE(writer);
    EXPECT_EQ(writer.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrCaptureNoChannel,
                                      {tmpFile("x.vcd")}));
    EXPECT_EQ(writer.error().message,
              "capture file " + tmpFile("x.vcd") + ": no logic channel to write.");
}

TEST(CaptureWriter, UnwritableFolderIsNamed) {
    auto writer = CaptureWriter::create("/nonexistent-dir/x.sr", 1e6, {"a"});
    ASSERT_FALSE(writer);
    EXPECT_NE(writer.error().message.find("/nonexistent-dir/x.sr"), std::string::npos);
    EXPECT_EQ(writer.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrCaptureCannotCreate,
                                      {"/nonexistent-dir/x.sr", std::strerror(ENOENT)}));
}

} // namespace
