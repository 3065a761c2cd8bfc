// The board profiles, the firmware build's manifest and the QEMU launcher describe the same
// boards: every image's board facts match its profile, every profile has images, and every
// virtual board's machine is one the installed QEMU of its architecture (qemu-system-arm,
// qemu-system-riscv32) can start.
#include "core/boards/board_consistency.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <gtest/gtest.h>

TEST(BoardSources, ProfilesManifestAndLauncherAgree) {
    auto profiles = cyclelab::core::loadBoardProfiles(CYCLELAB_SOURCE_DIR "/resources/boards");
    ASSERT_TRUE(profiles) << profiles.error().message;
    auto images = cyclelab::core::readManifestBoardFacts(CYCLELAB_BINARY_DIR
                                                         "/firmware/images/manifest.json");
    ASSERT_TRUE(images) << images.error().message;
    auto machines = cyclelab::devices::qemuMachines();
    ASSERT_TRUE(machines) << machines.error().message;
    ASSERT_TRUE(machines->count("netduinoplus2")) << "qemu-system-arm -M help was not parsed";
    for (const auto& problem : cyclelab::core::checkBoardConsistency(*profiles, *images, *machines))
        ADD_FAILURE() << problem;
    for (const auto& board : *profiles) {
        if (cyclelab::core::isVirtualBoard(board)) {
            auto options = cyclelab::devices::qemuOptionsFor(board);
            ASSERT_TRUE(options) << options.error().message;
            EXPECT_EQ(options->machine, board.qemuMachine);
            auto own = cyclelab::devices::qemuMachines(options->qemuBinary);
            ASSERT_TRUE(own) << own.error().message;
            EXPECT_TRUE(own->count(board.qemuMachine)) << board.id << ": " << options->qemuBinary
                                                       << " has no machine " << board.qemuMachine;
        }
    }
}
