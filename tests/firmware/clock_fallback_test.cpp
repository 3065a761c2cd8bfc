// Clock bring-up that cannot hang: the -hsefail variants run the real boards' clock code
// (stm32f407-disco's on qemu-f405, stm32f103-bluepill's on qemu-f100) with a crystal that never
// reports ready. They must reach HELLO on the internal oscillator and say so; clockProblem()
// (which makes a campaign cell refuse the board) names the fallback. The normal images report
// the clock they were built for.
#include "core/protocol/hello_checks.hpp"
#include "image_param_name.hpp"
#include "qemu_boot.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

// Boots `imageName` on its QEMU board and returns its HELLO; with `tickRun`, also runs
// tick_accuracy (5 delays of 10 ticks) and stores the run there.
core::Hello helloOf(const std::string& imageName, core::RunResult* tickRun = nullptr) {
    auto boot = fwtest::bootOnQemu(imageName, 30000ms);
    EXPECT_TRUE(boot) << boot.error().message;
    if (!boot)
        return {};
    if (tickRun) {
        auto run = boot->client->run({"tick_accuracy", {}}, 5, 1, 60000ms);
        EXPECT_TRUE(run) << imageName << ": " << run.error().message;
        if (run)
            *tickRun = *run;
    }
    return boot->hello;
}

// Every -hsefail image of the manifest (one per kernel built): its kernel's tick.
std::vector<std::string> hseFailImages() {
    std::vector<std::string> out;
    auto catalog = core::ImageCatalog::load(fwtest::kImagesDir);
    if (!catalog)
        return out;
    for (const auto& b : catalog->images())
        if (b.imageName.ends_with("-hsefail"))
            out.push_back(b.imageName);
    return out;
}

// The median of five 10-tick delays of `imageName`, in ms at the clock its HELLO reports.
double delayMs(const std::string& imageName, core::Hello* hello = nullptr) {
    core::RunResult run;
    core::Hello h = helloOf(imageName, &run);
    if (hello)
        *hello = h;
    EXPECT_EQ(run.samples.size(), 5u) << imageName;
    if (run.samples.size() != 5u || h.cycleHz == 0)
        return 0.0;
    std::vector<std::int32_t> s = run.samples;
    std::sort(s.begin(), s.end());
    return 1e3 * s[2] / static_cast<double>(h.cycleHz);
}

} // namespace

TEST(ClockFallback, F4CrystalThatNeverStartsEndsOnHsi) {
    core::Hello h = helloOf("qemu-f405-refkernel-minimal-O2-hsefail");
    EXPECT_EQ(h.clockSource, "hsi");
    EXPECT_EQ(h.clockHz, 16000000u);
    EXPECT_EQ(h.cycleHz, 16000000u) << "the cycle counter runs at the clock reached";
    EXPECT_EQ(h.cpuHz, 168000000u) << "cpu_hz stays the tier the image is built for";
    const auto problem = core::clockProblem(h, 168000000);
    ASSERT_TRUE(problem);
    EXPECT_NE(core::english(*problem).find("runs at 16000000 Hz from hsi"), std::string::npos)
        << core::english(*problem);
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
    EXPECT_FALSE(core::clockProblem(h, 168000000));
    EXPECT_FALSE(core::flashWaitStateWarning(h));
}

// A kernel whose tick is computed from a compile-time clock (FreeRTOS's configCPU_CLOCK_HZ,
// TencentOS-tiny's TOS_CFG_CPU_CLOCK, LiteOS-M's OS_SYS_CLOCK) would tick 168/16 times too slowly
// after the fallback: 10 ticks would last 105 ms on the clock reached instead of 10 ms. The
// reference is the kernel's image of the same board on the tier's clock (the name without
// -hsefail): a kernel's 10-tick delay lasts 10 ticks, NuttX's 11 (usleep never ends early).
class TickAfterFallback : public testing::TestWithParam<std::string> {};

TEST_P(TickAfterFallback, TenTicksLastAsLongAsOnTheTierClock) {
    const std::string tierImage = GetParam().substr(0, GetParam().size() - strlen("-hsefail"));
    core::Hello h;
    const double ms = delayMs(GetParam(), &h);
    ASSERT_EQ(h.clockSource, "hsi");
    const double tierMs = delayMs(tierImage);
    EXPECT_GE(tierMs, 9.8) << tierImage << ": a 10-tick delay ends early";
    EXPECT_LE(tierMs, 11.2) << tierImage << ": a 10-tick delay lasts more than 11 ticks";
    EXPECT_NEAR(ms, tierMs, 0.2) << GetParam() << " (" << h.kernel << "): 10 ticks took " << ms
                                 << " ms at the " << h.cycleHz << " Hz the board reached, "
                                 << tierMs << " ms in " << tierImage;
}

INSTANTIATE_TEST_SUITE_P(EveryKernel, TickAfterFallback, testing::ValuesIn(hseFailImages()),
                         imageParamName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(TickAfterFallback);
