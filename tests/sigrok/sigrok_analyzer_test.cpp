// SigrokAnalyzer end to end on libsigrok's demo driver, whose "incremental" pattern makes
// sample k equal k mod 256 on D0..D7: channel n carries high pulses of exactly 2^n samples.

#include "core/common/message.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "devices/sigrok/sigrok_analyzer.hpp"
#include "tests/sigrok/logic_test_util.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <thread>

namespace fs = std::filesystem;
using cyclelab::core::CaptureRequest;
using cyclelab::core::MessageArg;
using cyclelab::core::MessageId;
using cyclelab::devices::SigrokAnalyzer;
using cyclelab::testutil::PulseCounter;

namespace {

// Complete high pulses of bit n within samples 0..total-1 of the incremental pattern: one
// starting at every odd multiple of 2^n whose falling edge is still inside the capture.
std::vector<std::uint64_t> incrementalWidths(unsigned n, std::uint64_t total) {
    std::vector<std::uint64_t> out;
    const std::uint64_t w = 1ull << n;
    for (std::uint64_t rise = w; rise + w < total; rise += 2 * w)
        out.push_back(w);
    return out;
}

std::unique_ptr<SigrokAnalyzer> openDemo() {
    auto analyzer = SigrokAnalyzer::open("demo");
    EXPECT_TRUE(analyzer) << analyzer.error().message;
    if (!analyzer)
        return nullptr;
    auto st = (*analyzer)->setConfig("pattern", "incremental");
    EXPECT_TRUE(st) << st.error().message;
    return std::move(*analyzer);
}

std::string tmpFile(const std::string& name) {
    auto dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "sigrok_analyzer";
    fs::create_directories(dir);
    return (dir / name).string();
}

TEST(SigrokScan, FindsTheDemoDevice) {
    auto found = cyclelab::devices::scanAnalyzers("demo");
    ASSERT_TRUE(found) << found.error().message;
    ASSERT_FALSE(found->empty());
    const auto& demo = found->front();
    EXPECT_EQ(demo.driver, "demo");
    EXPECT_EQ(demo.logicChannels,
              (std::vector<std::string>{"D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7"}));
    EXPECT_TRUE(demo.samplerates.supports(100'000'000));
    EXPECT_EQ(demo.samplerates.highestHz(), 1'000'000'000u);
    EXPECT_EQ(demo.spec(), "demo");
}

TEST(SigrokScan, UnknownDriverIsNamed) {
    auto found = cyclelab::devices::scanAnalyzers("nosuchdriver");
    ASSERT_FALSE(found);
    EXPECT_NE(found.error().message.find("nosuchdriver"), std::string::npos);
    EXPECT_EQ(found.error().sentence(),
              cyclelab::core::message(MessageId::ErrAnalyzerNoDriver, {"nosuchdriver"}));
}

TEST(SigrokScan, AnOptionWithoutAValueOrABadValueIsNamed) {
    auto noValue = cyclelab::devices::scanAnalyzers("demo:conn");
    ASSERT_FALSE(noValue);
    EXPECT_EQ(
        noValue.error().sentence(),
        cyclelab::core::message(MessageId::ErrAnalyzerOptionNeedsValue, {"demo:conn", "conn"}));
    auto unknown = cyclelab::devices::scanAnalyzers("demo:nosuchkey=1");
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().kind, cyclelab::core::ErrorKind::BadInput);
    EXPECT_EQ(unknown.error().message,
              "analyzer 'demo:nosuchkey=1': unknown analyzer option 'nosuchkey' (see `sigrok-cli "
              "--show` for the driver's options)");
    EXPECT_EQ(unknown.error().sentence(),
              cyclelab::core::sequence(
                  {cyclelab::core::message(MessageId::ErrAnalyzerCtxFilter, {"demo:nosuchkey=1"}),
                   cyclelab::core::message(MessageId::ErrAnalyzerOptionUnknown, {"nosuchkey"})}));
}

TEST(SigrokAnalyzer, IncrementalPatternGivesExactPulseWidths) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter counter(8);
    CaptureRequest request;
    request.samplerateHz = 1e6;
    request.limitSamples = 10000;
    ASSERT_TRUE(analyzer->start(request, counter));
    EXPECT_TRUE(analyzer->waitFinished(std::chrono::seconds(10)));
    auto info = analyzer->stop();
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->totalSamples, 10000u);
    EXPECT_EQ(info->samplerateHz, 1e6);
    EXPECT_EQ(counter.samples(), 10000u);
    for (unsigned n = 0; n < 8; ++n)
        EXPECT_EQ(counter.widths(n), incrementalWidths(n, 10000)) << "channel D" << n;
}

TEST(SigrokAnalyzer, CaptureExportedToSrReadsBackIdentically) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter live(8, true);
    CaptureRequest request;
    request.samplerateHz = 10e6;
    request.limitSamples = 100000;
    request.outputPath = tmpFile("demo.sr");
    ASSERT_TRUE(analyzer->start(request, live));
    EXPECT_TRUE(analyzer->waitFinished(std::chrono::seconds(10)));
    auto info = analyzer->stop();
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(info->path, request.outputPath);

    PulseCounter replay(8, true);
    auto read = cyclelab::devices::readCaptureFile(request.outputPath, replay);
    ASSERT_TRUE(read) << read.error().message;
    EXPECT_EQ(read->samplerateHz, 10e6);
    EXPECT_EQ(read->totalSamples, 100000u);
    EXPECT_EQ(replay.data, live.data);
    for (unsigned n = 0; n < 8; ++n)
        EXPECT_EQ(replay.widths(n), incrementalWidths(n, 100000)) << "channel D" << n;
}

TEST(SigrokAnalyzer, OnlyRequestedChannelsCarryData) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter counter(8);
    CaptureRequest request;
    request.samplerateHz = 1e6;
    request.limitSamples = 4096;
    request.channels = {2, 5};
    ASSERT_TRUE(analyzer->start(request, counter));
    EXPECT_TRUE(analyzer->waitFinished(std::chrono::seconds(10)));
    ASSERT_TRUE(analyzer->stop());
    for (unsigned n = 0; n < 8; ++n) {
        if (n == 2 || n == 5)
            EXPECT_EQ(counter.widths(n), incrementalWidths(n, 4096)) << "channel D" << n;
        else
            EXPECT_TRUE(counter.widths(n).empty()) << "disabled channel D" << n;
    }
}

TEST(SigrokAnalyzer, RisingEdgeTriggerStartsTheCaptureOnTheEdge) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    analyzer->setPreTriggerPercent(0);
    PulseCounter counter(8, true);
    CaptureRequest request;
    request.samplerateHz = 1e6;
    request.limitSamples = 1000;
    request.triggerChannel = 3;
    ASSERT_TRUE(analyzer->start(request, counter));
    EXPECT_TRUE(analyzer->waitFinished(std::chrono::seconds(10)));
    auto info = analyzer->stop();
    ASSERT_TRUE(info) << info.error().message;
    ASSERT_FALSE(counter.data.empty());
    // The first sample is the one where D3 rose: low nibble 0b1000.
    EXPECT_EQ(counter.data[0] & 0x0f, 0x08);
}

TEST(SigrokAnalyzer, StopEndsAnOpenEndedCapture) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter counter(1);
    CaptureRequest request;
    request.samplerateHz = 1e6;
    ASSERT_TRUE(analyzer->start(request, counter));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    EXPECT_FALSE(analyzer->waitFinished(std::chrono::milliseconds(0)));
    auto info = analyzer->stop();
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_GT(info->totalSamples, 10000u);
    EXPECT_EQ(counter.samples(), info->totalSamples);
    // Every complete D0 pulse is one sample wide, whatever the length.
    for (auto w : counter.widths(0))
        ASSERT_EQ(w, 1u);
}

TEST(SigrokAnalyzer, UnsupportedSamplerateListsTheSupportedOnes) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter counter(1);
    CaptureRequest request;
    request.samplerateHz = 2e9;
    auto st = analyzer->start(request, counter);
    ASSERT_FALSE(st);
    EXPECT_NE(st.error().message.find("2 GHz is not supported"), std::string::npos)
        << st.error().message;
    EXPECT_NE(st.error().message.find("1 Hz - 1 GHz"), std::string::npos) << st.error().message;
    const auto sentence = st.error().sentence();
    EXPECT_EQ(sentence.id, MessageId::ErrAnalyzerSamplerateUnsupported);
    ASSERT_EQ(sentence.args.size(), 4u);
    EXPECT_EQ(sentence.args[0], MessageArg("2 GHz"));
    EXPECT_EQ(sentence.args[1], MessageArg("demo"));
}

TEST(SigrokAnalyzer, BadChannelAndOptionAreRefused) {
    auto analyzer = openDemo();
    ASSERT_TRUE(analyzer);
    PulseCounter counter(1);
    CaptureRequest request;
    request.channels = {9};
    auto st = analyzer->start(request, counter);
    ASSERT_FALSE(st);
    EXPECT_NE(st.error().message.find("channel 9 does not exist"), std::string::npos);
    EXPECT_EQ(st.error().sentence().id, MessageId::ErrAnalyzerNoChannel);
    EXPECT_EQ(st.error().sentence().args.at(0), MessageArg("9"));

    auto bad = analyzer->setConfig("pattern", "no-such-pattern");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().message.find("no-such-pattern"), std::string::npos);
    EXPECT_EQ(bad.error().sentence().id, MessageId::ErrAnalyzerOptionRefused);
    auto unknown = analyzer->setConfig("no_such_key", "1");
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error().message.find("no_such_key"), std::string::npos);
    EXPECT_EQ(unknown.error().sentence(),
              cyclelab::core::message(MessageId::ErrAnalyzerOptionUnknown, {"no_such_key"}));
}

} // namespace

// The analyzer's share of the clock tolerance: from the driver table, a common crystal's
// 20 ppm for a driver it does not name, none for samples generated in software.
TEST(SigrokAnalyzer, TimebaseToleranceComesFromTheDriverTable) {
    EXPECT_EQ(cyclelab::devices::timebasePpmOf("demo"), 0.0);
    EXPECT_EQ(cyclelab::devices::timebasePpmOf("fx2lafw"), 20.0);
    auto demo = cyclelab::devices::SigrokAnalyzer::open("demo");
    ASSERT_TRUE(demo.ok()) << demo.error().message;
    EXPECT_EQ((*demo)->timebasePpm(), 0.0);
}
