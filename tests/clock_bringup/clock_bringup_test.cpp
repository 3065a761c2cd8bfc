// A board's real clock.c, compiled for the host against a model of the RCC (rcc_model.hpp):
// a cold start reaches the profile's tier; a warm start finds the PLL running and selected (a
// 24 MHz image started after a 72 MHz one) and reprograms it only after moving the core to the
// internal oscillator and stopping it; a crystal that never starts or a PLL that never locks
// ends on the internal oscillator, reported in cl_clock. Built once per board (CMakeLists.txt).

#include "rcc_model.hpp"

#include <gtest/gtest.h>

// After the model: its CL_REG replaces board.h's register access.
// clang-format off
#include "clock.c" // the board's bring-up, unchanged (include path: firmware/boards/<board>)
// clang-format on

struct cl_clock cl_clock = {CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, "reset"};

namespace {

constexpr std::uint32_t HSION = 1u << 0, HSIRDY = 1u << 1, HSEON = 1u << 16, HSERDY = 1u << 17,
                        PLLON = 1u << 24, PLLRDY = 1u << 25;
constexpr std::uint32_t kCfgr = TEST_RCC_BASE + TEST_CFGR_OFFSET;

void start(bool warm) {
    auto& m = rcc::model();
    m = rcc::Model{};
    m.rccBase = TEST_RCC_BASE;
    m.regs[TEST_RCC_BASE] = HSION | HSIRDY;
    if (warm) { // what another image left running: PLL on, locked, selected
        m.regs[TEST_RCC_BASE] |= HSEON | HSERDY | PLLON | PLLRDY;
        m.regs[kCfgr] = TEST_WARM_CFGR | 2u | 2u << 2;
    }
    cl_clock = {0, 0, 0, "reset"};
}

std::string violations() {
    std::string out;
    for (const auto& v : rcc::model().violations)
        out += v + "\n";
    return out;
}

} // namespace

TEST(ClockBringup, ColdStartReachesTheTier) {
    start(false);
    board_clock_init();
    EXPECT_EQ(violations(), "");
    EXPECT_STREQ(cl_clock.source, "pll-hse");
    EXPECT_EQ(cl_clock.cpu_hz, static_cast<std::uint32_t>(CL_CPU_HZ));
    EXPECT_EQ(cl_clock.apb1_hz, static_cast<std::uint32_t>(CL_APB1_HZ));
    EXPECT_EQ((rcc::model().regs[kCfgr] >> 2) & 3u, 2u) << "the core runs from the PLL";
    EXPECT_EQ(rcc::model().regs[TEST_PLL_REG] & TEST_PLL_MASK, TEST_PLL_BITS);
}

TEST(ClockBringup, WarmStartReprogramsThePllOnlyAfterLeavingIt) {
    start(true);
    board_clock_init();
    EXPECT_EQ(violations(), "");
    EXPECT_STREQ(cl_clock.source, "pll-hse");
    EXPECT_EQ(rcc::model().regs[TEST_PLL_REG] & TEST_PLL_MASK, TEST_PLL_BITS)
        << "the PLL runs with this image's settings, not the previous image's";
}

TEST(ClockBringup, CrystalThatNeverStartsEndsOnTheInternalOscillator) {
    start(false);
    rcc::model().crystalStarts = false;
    board_clock_init();
    EXPECT_EQ(violations(), "");
    EXPECT_STREQ(cl_clock.source, "hsi");
    EXPECT_EQ(cl_clock.cpu_hz, static_cast<std::uint32_t>(TEST_HSI_HZ));
    EXPECT_EQ(cl_clock.apb1_hz, cl_clock.cpu_hz) << "buses at /1 on the internal oscillator";
    EXPECT_EQ((rcc::model().regs[kCfgr] >> 2) & 3u, 0u);
    EXPECT_EQ(rcc::model().regs[TEST_RCC_BASE] & (HSEON | PLLON), 0u);
}

TEST(ClockBringup, PllThatNeverLocksEndsOnTheInternalOscillator) {
    start(true);
    rcc::model().pllLocks = false;
    board_clock_init();
    EXPECT_EQ(violations(), "");
    EXPECT_STREQ(cl_clock.source, "hsi");
    EXPECT_EQ((rcc::model().regs[kCfgr] >> 2) & 3u, 0u);
}
