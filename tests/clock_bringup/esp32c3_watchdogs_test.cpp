// The ESP32-C3's watchdog shutdown (firmware/boards/esp32c3/watchdogs.c), compiled for the host
// against a model of the four watchdogs as the Technical Reference Manual describes them: each
// configuration register ignores writes unless its write-protect register holds the key
// (0x50D83AA1, the super watchdog's 0x8F1D312A), and a timer-group watchdog takes a new
// configuration only when TIMG_WDT_CONF_UPDATE_EN is written. The model starts as the ROM's
// flash boot leaves the chip: RTC and timer group 0 watchdogs running in flash-boot mode.

#include "reg_proxy.hpp"

#include <cstdint>
#include <gtest/gtest.h>
#include <map>
#include <string>
#include <vector>

namespace wdt {

constexpr std::uint32_t kRtcConfig = 0x60008090, kRtcProtect = 0x600080A8;
constexpr std::uint32_t kSwdConfig = 0x600080AC, kSwdProtect = 0x600080B0;
constexpr std::uint32_t kTimg0Config = 0x6001F048, kTimg0Protect = 0x6001F064;
constexpr std::uint32_t kTimg1Config = 0x60020048, kTimg1Protect = 0x60020064;
constexpr std::uint32_t kWdtKey = 0x50D83AA1, kSwdKey = 0x8F1D312A;
constexpr std::uint32_t kEnable = 1u << 31, kFlashBootRtc = 1u << 12, kFlashBootTimg = 1u << 14;
constexpr std::uint32_t kUpdate = 1u << 22, kSwdAutoFeed = 1u << 31, kSwdDisable = 1u << 30;

struct Model {
    std::map<std::uint32_t, std::uint32_t> regs;
    std::map<std::uint32_t, std::uint32_t> latched; // a timer group's configuration in effect
    std::vector<std::string> violations;

    static std::uint32_t protectOf(std::uint32_t config) {
        switch (config) {
        case kRtcConfig:
            return kRtcProtect;
        case kSwdConfig:
            return kSwdProtect;
        case kTimg0Config:
            return kTimg0Protect;
        case kTimg1Config:
            return kTimg1Protect;
        default:
            return 0;
        }
    }
    std::uint32_t read(std::uint32_t a) { return regs[a]; }
    void write(std::uint32_t a, std::uint32_t v) {
        if (std::uint32_t p = protectOf(a)) {
            const std::uint32_t key = a == kSwdConfig ? kSwdKey : kWdtKey;
            if (regs[p] != key) {
                violations.push_back("write to locked register 0x" + hex(a));
                return;
            }
        }
        regs[a] = v;
        if ((a == kTimg0Config || a == kTimg1Config) && (v & kUpdate))
            latched[a] = v & ~kUpdate;
    }
    static std::string hex(std::uint32_t v) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%08X", v);
        return buf;
    }
};

Model& model() {
    static Model m;
    return m;
}

using Reg = RegProxy<Model, model>;

} // namespace wdt

#define CL_REG(addr) (wdt::Reg(static_cast<std::uint32_t>(addr)))
// clang-format off
#include "watchdogs.c" // the firmware's own code, unchanged (include path: firmware/boards/esp32c3)
// clang-format on

namespace {

using namespace wdt;

void flashBoot() {
    model() = Model{};
    model().regs[kRtcConfig] = kEnable | kFlashBootRtc | 0x1C00;
    model().regs[kTimg0Config] = kEnable | kFlashBootTimg | 0x6000;
    model().latched[kTimg0Config] = model().regs[kTimg0Config];
    model().latched[kTimg1Config] = 0;
}

TEST(Esp32c3Watchdogs, AllFourAreOffAndLockedAgain) {
    flashBoot();
    cl_c3_watchdogs_off();
    auto& m = model();
    EXPECT_TRUE(m.violations.empty()) << m.violations.front();
    EXPECT_EQ(m.regs[kRtcConfig] & (kEnable | kFlashBootRtc), 0u);
    EXPECT_EQ(m.latched[kTimg0Config] & (kEnable | kFlashBootTimg), 0u);
    EXPECT_EQ(m.latched[kTimg1Config] & kEnable, 0u);
    EXPECT_EQ(m.regs[kSwdConfig] & (kSwdAutoFeed | kSwdDisable), kSwdAutoFeed | kSwdDisable);
    for (std::uint32_t p : {kRtcProtect, kSwdProtect, kTimg0Protect, kTimg1Protect})
        EXPECT_NE(m.regs[p], p == kSwdProtect ? kSwdKey : kWdtKey)
            << "left unlocked: 0x" << Model::hex(p);
}

// The model is strict: without the key every write is refused and the watchdogs keep running,
// which is what the test above would report for a wrong key or a missing unlock.
TEST(Esp32c3Watchdogs, TheModelRefusesWritesWithoutTheKey) {
    flashBoot();
    model().write(kRtcConfig, 0);
    model().write(kTimg0Config, kUpdate);
    EXPECT_EQ(model().violations.size(), 2u);
    EXPECT_NE(model().regs[kRtcConfig] & kEnable, 0u);
    EXPECT_NE(model().latched[kTimg0Config] & kEnable, 0u);
}

} // namespace
