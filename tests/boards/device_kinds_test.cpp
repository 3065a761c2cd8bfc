// The device-kind tables: flasher kinds with their executables, packages and profile keys, the
// virtual-board and network-address rules every front end shares.

#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"

#include <gtest/gtest.h>
#include <set>

using namespace cyclelab::core;

TEST(DeviceKinds, FlasherTable) {
    std::set<std::string_view> names;
    for (const auto& kind : flasherKinds()) {
        EXPECT_TRUE(names.insert(kind.name).second) << "duplicate kind " << kind.name;
        EXPECT_FALSE(kind.executable.empty()) << kind.name;
        EXPECT_FALSE(kind.debianPackage.empty()) << kind.name;
    }
    ASSERT_NE(findFlasherKind("openocd"), nullptr);
    EXPECT_EQ(findFlasherKind("openocd")->requiredKeys,
              (std::vector<std::string_view>{"interface", "target"}));
    EXPECT_EQ(findFlasherKind("st-flash")->debianPackage, "stlink-tools");
    EXPECT_EQ(findFlasherKind("qemu")->executable, "qemu-system-arm");
    EXPECT_EQ(findFlasherKind("jlink"), nullptr);
    EXPECT_EQ(findFlasherKind("esptool")->debianPackage, "esptool");
    EXPECT_EQ(findFlasherKind("esptool")->requiredKeys, (std::vector<std::string_view>{"chip"}));
    EXPECT_EQ(flasherKindNames(), "openocd, st-flash, pyocd, esptool or qemu");
}

TEST(DeviceKinds, VirtualBoardsAreTheQemuFlashedOnes) {
    auto boards = loadBoardProfiles(CYCLELAB_SOURCE_DIR "/resources/boards");
    ASSERT_TRUE(boards) << boards.error().message;
    for (const auto& b : *boards)
        EXPECT_EQ(isVirtualBoard(b), b.id.rfind("qemu-", 0) == 0) << b.id;
    BoardProfile unknown;
    unknown.flasher = "jlink";
    EXPECT_FALSE(isVirtualBoard(unknown));
}

TEST(DeviceKinds, NetworkSerialAddresses) {
    EXPECT_TRUE(isNetworkSerialAddress("tcp://lab-host:4001"));
    EXPECT_TRUE(isNetworkSerialAddress("tcp:lab-host:4001"));
    EXPECT_TRUE(isNetworkSerialAddress("unix:/run/ser2net.sock"));
    EXPECT_FALSE(isNetworkSerialAddress("/dev/ttyUSB0"));
    EXPECT_FALSE(isNetworkSerialAddress("COM3"));
}

// Core's table is the registry's rows (handed over before main()) and its own virtual kind;
// registering more adds them before "qemu", and a known name replaces its row.
TEST(DeviceKinds, RegisteredKindsJoinTheTable) {
    const std::size_t before = flasherKinds().size();
    FlasherKind probe{"test-probe",         "test-probe", "test-probe-pkg",
                      "install test-probe", {"k"},        {}};
    registerFlasherKinds({probe});
    ASSERT_EQ(flasherKinds().size(), before + 1);
    EXPECT_EQ(flasherKinds()[before - 1].name, "test-probe");
    EXPECT_EQ(flasherKinds().back().name, "qemu");
    EXPECT_TRUE(flasherKindNames().ends_with("test-probe or qemu")) << flasherKindNames();

    probe.debianPackage = "other-pkg";
    registerFlasherKinds({probe});
    EXPECT_EQ(flasherKinds().size(), before + 1);
    EXPECT_EQ(findFlasherKind("test-probe")->debianPackage, "other-pkg");

    BoardProfile board;
    board.flasher = "test-probe";
    EXPECT_FALSE(isVirtualBoard(board));
    EXPECT_EQ(boardTool(board).installHint, "install test-probe");
}
