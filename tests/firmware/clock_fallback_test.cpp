// Clock bring-up that cannot hang: the -hsefail variants run the real boards' clock code
// (stm32f407-disco's on qemu-f405, stm32f103-bluepill's on qemu-f100) with a crystal that never
// reports ready. They must reach HELLO on the internal oscillator and say so; clockProblem()
// (which makes a campaign cell refuse the board) names the fallback. The normal images report
// the clock they were built for.
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/protocol/hello_checks.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <gtest/gtest.h>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

// Boots `imageName` on its QEMU board and returns its HELLO.
core::Hello helloOf(const std::string& imageName) {
    auto catalog = core::ImageCatalog::load(CYCLELAB_BINARY_DIR "/firmware/images");
    EXPECT_TRUE(catalog) << catalog.error().message;
    if (!catalog)
        return {};
    const core::FirmwareBuild* image = nullptr;
    for (const auto& b : catalog->images())
        if (b.imageName == imageName)
            image = &b;
    EXPECT_NE(image, nullptr) << imageName << " is not in the manifest";
    if (!image)
        return {};
    auto board =
        core::loadBoardProfile(CYCLELAB_SOURCE_DIR "/resources/boards/" + image->boardId + ".json");
    EXPECT_TRUE(board) << board.error().message;
    auto options = devices::qemuOptionsFor(*board);
    EXPECT_TRUE(options) << options.error().message;
    devices::QemuFlasher qemu(*options);
    auto flashed = qemu.flash(*image, {});
    EXPECT_TRUE(flashed) << flashed.error().message;
    auto link = devices::openSocketLink(qemu.serialAddress(), 5000ms);
    EXPECT_TRUE(link) << link.error().message;
    if (!flashed || !link)
        return {};
    EXPECT_TRUE(qemu.release());
    core::FirmwareClientOptions clientOptions;
    clientOptions.targetTime = [&qemu] { return qemu.targetTime(); };
    core::FirmwareClient client(**link, clientOptions);
    auto hello = client.hello(30000ms);
    EXPECT_TRUE(hello) << hello.error().message << "\nQEMU: " << qemu.recentOutput();
    return hello ? *hello : core::Hello{};
}

} // namespace

TEST(ClockFallback, F4CrystalThatNeverStartsEndsOnHsi) {
    core::Hello h = helloOf("qemu-f405-refkernel-minimal-O2-hsefail");
    EXPECT_EQ(h.clockSource, "hsi");
    EXPECT_EQ(h.clockHz, 16000000u);
    EXPECT_EQ(h.cycleHz, 16000000u) << "the cycle counter runs at the clock reached";
    EXPECT_EQ(h.cpuHz, 168000000u) << "cpu_hz stays the tier the image is built for";
    const std::string problem = core::clockProblem(h, 168000000);
    EXPECT_NE(problem.find("runs at 16000000 Hz from hsi"), std::string::npos) << problem;
}

TEST(ClockFallback, F1CrystalThatNeverStartsEndsOnHsi) {
    core::Hello h = helloOf("qemu-f100-refkernel-minimal-O2-hsefail");
    EXPECT_EQ(h.clockSource, "hsi");
    EXPECT_EQ(h.clockHz, 8000000u);
}

TEST(ClockFallback, NormalImagesReportTheirClock) {
    core::Hello h = helloOf("qemu-f405-refkernel-minimal-O2");
    EXPECT_EQ(h.clockSource, "qemu");
    EXPECT_EQ(h.clockHz, 168000000u);
    EXPECT_EQ(h.flashWsMeasured, 0) << "QEMU models no flash wait states";
    EXPECT_EQ(core::clockProblem(h, 168000000), "");
    EXPECT_EQ(core::flashWaitStateWarning(h), "");
}
