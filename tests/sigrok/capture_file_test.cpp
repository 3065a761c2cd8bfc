// readCaptureFile against real libsigrok importers and files written by sigrok-cli.

#include "core/common/message.hpp"
#include "devices/common/subprocess.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "tests/sigrok/logic_test_util.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace fs = std::filesystem;
using cyclelab::devices::CaptureReadOptions;
using cyclelab::devices::readCaptureFile;
using cyclelab::testutil::PulseCounter;
using cyclelab::testutil::pulseTrain;
using cyclelab::testutil::writeVcd;

namespace {

class CaptureFileTest : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" /
                ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    std::string file(const std::string& name) const { return (m_dir / name).string(); }
    fs::path m_dir;
};

std::vector<std::uint64_t> expectedWidths(const std::vector<cyclelab::testutil::Pulse>& pulses) {
    std::vector<std::uint64_t> out;
    for (const auto& p : pulses)
        out.push_back(p.width);
    return out;
}

TEST_F(CaptureFileTest, VcdPulseWidthsAreExact) {
    const std::uint64_t total = 100000;
    auto probe = pulseTrain(100, 1000, {17, 250, 3, 999}, total);
    auto marker = std::vector<cyclelab::testutil::Pulse>{{50, total - 100}};
    writeVcd(file("a.vcd"), {probe, marker}, total);

    PulseCounter counter(2);
    auto info = readCaptureFile(file("a.vcd"), counter);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->samplerateHz, 1e9); // $timescale 1 ns
    EXPECT_EQ(info->totalSamples, total);
    EXPECT_EQ(counter.samples(), total);
    EXPECT_EQ(counter.unitSizeSeen, 1u);
    EXPECT_EQ(counter.widths(0), expectedWidths(probe));
    EXPECT_EQ(counter.widths(1), std::vector<std::uint64_t>{total - 100});
}

TEST_F(CaptureFileTest, SelectsAndReordersChannels) {
    const std::uint64_t total = 5000;
    auto a = pulseTrain(10, 100, {5}, total);
    auto b = pulseTrain(20, 200, {40, 60}, total);
    auto c = pulseTrain(30, 300, {7}, total);
    writeVcd(file("abc.vcd"), {a, b, c}, total);

    PulseCounter counter(2);
    CaptureReadOptions options;
    options.channels = {2, 1};
    auto info = readCaptureFile(file("abc.vcd"), counter, options);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(counter.widths(0), expectedWidths(c));
    EXPECT_EQ(counter.widths(1), expectedWidths(b));
}

TEST_F(CaptureFileTest, CsvWithSamplerateOption) {
    {
        std::ofstream csv(file("a.csv"));
        csv << "probe,marker\n";
        int levels[] = {0, 1, 1, 1, 0, 0, 1, 0, 0, 1, 1, 0};
        for (int v : levels)
            csv << v << ',' << (v ? 0 : 1) << '\n';
    }
    PulseCounter counter(2);
    CaptureReadOptions options;
    options.samplerateHz = 24e6;
    auto info = readCaptureFile(file("a.csv"), counter, options);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->totalSamples, 12u);
    EXPECT_EQ(info->samplerateHz, 24e6);
    EXPECT_EQ(counter.widths(0), (std::vector<std::uint64_t>{3, 1, 2}));
    EXPECT_EQ(counter.widths(1), (std::vector<std::uint64_t>{2, 2}));
}

TEST_F(CaptureFileTest, SessionFileWrittenBySigrokCli) {
    const std::uint64_t total = 20000;
    auto probe = pulseTrain(100, 700, {11, 123, 400}, total);
    writeVcd(file("s.vcd"), {probe}, total);
    auto run = cyclelab::devices::runProcess(
        {"sigrok-cli", "-i", file("s.vcd"), "-o", file("s.sr")}, std::chrono::seconds(30));
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->exitCode, 0) << run->output;

    PulseCounter counter(1);
    auto info = readCaptureFile(file("s.sr"), counter);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->samplerateHz, 1e9);
    EXPECT_EQ(info->totalSamples, total);
    EXPECT_EQ(counter.widths(0), expectedWidths(probe));
}

TEST_F(CaptureFileTest, MissingFileNamesThePath) {
    PulseCounter counter(1);
    auto info = readCaptureFile(file("nope.vcd"), counter);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("nope.vcd"), std::string::npos);
    EXPECT_NE(info.error().message.find("No such file"), std::string::npos);
}

TEST_F(CaptureFileTest, UnknownExtensionAsksForAFormat) {
    std::ofstream(file("x.dat")) << "1010";
    PulseCounter counter(1);
    auto info = readCaptureFile(file("x.dat"), counter);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("unknown capture format"), std::string::npos);
    EXPECT_NE(info.error().message.find(".vcd"), std::string::npos);
    // Refused as a sentence the GUI translates: the file and its extension as arguments.
    EXPECT_EQ(info.error().kind, cyclelab::core::ErrorKind::BadInput);
    EXPECT_EQ(info.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrSigrokUnknownExtension,
                                      {file("x.dat"), "dat"}));

    CaptureReadOptions options;
    options.format = "no-such-module";
    info = readCaptureFile(file("x.dat"), counter, options);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("no-such-module"), std::string::npos);
}

TEST_F(CaptureFileTest, VcdWithoutLogicChannelsIsRefused) {
    std::ofstream(file("empty.vcd")) << "$timescale 1 ns $end\n$var real 64 ! v $end\n"
                                        "$enddefinitions $end\n#0\nr1.5 !\n#10\n";
    PulseCounter counter(1);
    auto info = readCaptureFile(file("empty.vcd"), counter);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("no logic channels"), std::string::npos)
        << info.error().message;
}

TEST_F(CaptureFileTest, GarbageIsNotAVcd) {
    std::ofstream(file("junk.vcd")) << "this is not a value change dump\n";
    PulseCounter counter(1);
    auto info = readCaptureFile(file("junk.vcd"), counter);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("junk.vcd"), std::string::npos);
}

TEST_F(CaptureFileTest, ChannelOutOfRangeListsTheValidOnes) {
    writeVcd(file("one.vcd"), {pulseTrain(10, 100, {5}, 1000)}, 1000);
    PulseCounter counter(1);
    CaptureReadOptions options;
    options.channels = {3};
    auto info = readCaptureFile(file("one.vcd"), counter, options);
    ASSERT_FALSE(info);
    EXPECT_NE(info.error().message.find("channel 3 does not exist"), std::string::npos)
        << info.error().message;
}

// Ten million samples stream through in blocks: the sink never sees the whole capture.
TEST_F(CaptureFileTest, LargeVcdStreamsInBlocks) {
    const std::uint64_t total = 10'000'000;
    auto probe = pulseTrain(1000, 10000, {100, 200, 300}, total);
    writeVcd(file("big.vcd"), {probe}, total);
    PulseCounter counter(1);
    auto info = readCaptureFile(file("big.vcd"), counter);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->totalSamples, total);
    EXPECT_GT(counter.calls, 1u);
    EXPECT_EQ(counter.widths(0), expectedWidths(probe));
}

} // namespace
