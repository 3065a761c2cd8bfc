// VirtualAnalyzer end to end: QEMU + plugin writes the VCD, libsigrok reads it back into a
// sink, and the probe pulses have the width the instruction count says.
#include "core/common/message.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/qemu/virtual_analyzer.hpp"
#include "vbench_support.hpp"

#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <stdlib.h>

using namespace std::chrono_literals;
using cyclelab::core::CaptureRequest;
using cyclelab::devices::openSocketLink;
using cyclelab::devices::QemuFlasher;
using cyclelab::devices::qemuOptionsFor;
using cyclelab::devices::VirtualAnalyzer;

namespace {

cyclelab::core::BoardProfile f405Board() {
    cyclelab::core::BoardProfile board;
    board.id = "qemu-f405";
    board.probe = {"PA0", 0x40020018, 0x4002001A, 0};
    board.marker = {"PB0", 0x40020418, 0x4002041A, 1};
    return board;
}

struct Scratch {
    std::string path;
    Scratch() {
        char pattern[] = "/tmp/cyclelab-vat-XXXXXX";
        path = mkdtemp(pattern);
    }
    ~Scratch() { std::filesystem::remove_all(path); }
};

void runPulses(QemuFlasher& flasher) {
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {});
    ASSERT_TRUE(r.ok()) << r.error().message;
    auto link = openSocketLink(flasher.serialAddress(), 2000ms);
    ASSERT_TRUE(link.ok()) << link.error().message;
    ASSERT_TRUE(flasher.release().ok());
    ASSERT_EQ(vbench::readUntil(**link, "DONE\n", 10000ms), "DONE\n");
    flasher.shutdown();
}

} // namespace

TEST(VirtualAnalyzer, ChannelsFromTheBoardProfile) {
    auto channels = VirtualAnalyzer::channelsFor(f405Board());
    ASSERT_EQ(channels.size(), 2u);
    EXPECT_EQ(channels[0].name, "PA0");
    EXPECT_EQ(channels[0].channel, 0);
    EXPECT_EQ(channels[1].setAddress, 0x40020418u);
    EXPECT_EQ(channels[1].channel, 1);
}

TEST(VirtualAnalyzer, PulsesThroughLibsigrokAt100MHz) {
    Scratch dir;
    QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f405")));
    VirtualAnalyzer analyzer(flasher, VirtualAnalyzer::channelsFor(f405Board()));
    vbench::PulseSink probe(0);
    CaptureRequest request;
    request.samplerateHz = 100e6;
    request.channels = {0, 1};
    request.outputPath = dir.path + "/capture.vcd";
    ASSERT_TRUE(analyzer.start(request, probe).ok());
    EXPECT_EQ(analyzer.pluginArgs(),
              (std::vector<std::string>{"out=" + request.outputPath, "rate=100000000", "shift=3",
                                        "ch0=0x40020018:0x4002001A", "name0=PA0",
                                        "ch1=0x40020418:0x4002041A", "name1=PB0"}));
    runPulses(flasher);
    auto info = analyzer.stop();
    ASSERT_TRUE(info.ok()) << info.error().message;
    EXPECT_EQ(info->samplerateHz, 100e6);
    EXPECT_EQ(info->path, request.outputPath);
    EXPECT_EQ(info->totalSamples, probe.samples);
    ASSERT_EQ(probe.pulses.size(), static_cast<std::size_t>(vbench::kPulses));
    const double expected = vbench::kPulseInstructions * 8 / 10.0; // 61 x 8 ns at 10 ns
    double sum = 0;
    for (const auto& p : probe.pulses) {
        EXPECT_TRUE(p.width == 48 || p.width == 49) << p.width;
        sum += static_cast<double>(p.width);
    }
    EXPECT_NEAR(sum / vbench::kPulses, expected, 0.01);
}

TEST(VirtualAnalyzer, MarkerOnlyWithATemporaryCapture) {
    QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f405")));
    VirtualAnalyzer analyzer(flasher, VirtualAnalyzer::channelsFor(f405Board()));
    vbench::PulseSink marker(1);
    CaptureRequest request;
    request.samplerateHz = 1e9;
    request.channels = {1};
    ASSERT_TRUE(analyzer.start(request, marker).ok());
    runPulses(flasher);
    auto info = analyzer.stop();
    ASSERT_TRUE(info.ok()) << info.error().message;
    EXPECT_EQ(info->samplerateHz, 1e9);
    EXPECT_TRUE(info->path.empty()); // the temporary VCD is gone
    ASSERT_EQ(marker.pulses.size(), 1u);
    // The marker spans the 100 pulse periods: 100 x 84 instructions, less the last gap.
    const std::uint64_t periodInstr = vbench::kPulseInstructions + 20 + 3;
    EXPECT_GT(marker.pulses[0].width, (vbench::kPulses - 1) * periodInstr * 8);
    EXPECT_LT(marker.pulses[0].width, (vbench::kPulses + 1) * periodInstr * 8);
}

TEST(VirtualAnalyzer, OrderOfCallsIsEnforced) {
    Scratch dir;
    QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f405")));
    VirtualAnalyzer analyzer(flasher, VirtualAnalyzer::channelsFor(f405Board()));
    vbench::PulseSink sink(0);
    ASSERT_TRUE(flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {}).ok());
    CaptureRequest request;
    auto late = analyzer.start(request, sink);
    ASSERT_FALSE(late.ok());
    EXPECT_NE(late.error().message.find("before flash()"), std::string::npos);
    flasher.shutdown();

    ASSERT_TRUE(analyzer.start(request, sink).ok());
    ASSERT_TRUE(flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {}).ok());
    auto early = analyzer.stop();
    ASSERT_FALSE(early.ok());
    EXPECT_NE(early.error().message.find("still running"), std::string::npos);
    flasher.shutdown();
    EXPECT_TRUE(analyzer.stop().ok());
}

TEST(VirtualAnalyzer, RejectsWhatItCannotDo) {
    QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f405")));
    VirtualAnalyzer analyzer(flasher, VirtualAnalyzer::channelsFor(f405Board()));
    vbench::PulseSink sink(0);
    using cyclelab::core::MessageId;
    CaptureRequest sr;
    sr.outputPath = "/tmp/capture.sr";
    auto notVcd = analyzer.start(sr, sink);
    ASSERT_FALSE(notVcd.ok());
    EXPECT_EQ(notVcd.error().sentence(),
              cyclelab::core::message(MessageId::ErrVlaOutputNotVcd, {"/tmp/capture.sr"}));
    CaptureRequest fractional;
    fractional.samplerateHz = 12.5e6 + 0.5;
    auto notWhole = analyzer.start(fractional, sink);
    ASSERT_FALSE(notWhole.ok());
    EXPECT_EQ(notWhole.error().sentence().id, MessageId::ErrVlaRateNotWhole);
    CaptureRequest unknownChannel;
    unknownChannel.channels = {5};
    auto r = analyzer.start(unknownChannel, sink);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("channel 5"), std::string::npos);
    EXPECT_EQ(r.error().sentence(), cyclelab::core::message(MessageId::ErrVlaNoPin, {"5"}));
    auto stop = analyzer.stop();
    ASSERT_FALSE(stop.ok());
    EXPECT_EQ(stop.error().sentence(), cyclelab::core::message(MessageId::ErrVlaStopWithoutStart));
    // QEMU was never started: nothing to release or reset, no core to read.
    EXPECT_EQ(flasher.release().error().sentence(),
              cyclelab::core::message(MessageId::ErrQemuNotRunningFor, {"release()"}));
    EXPECT_EQ(flasher.reset().error().message,
              "QEMU is not running: flash() an image before reset()");
}
