// The virtual bench's clocks: the rate its emulated SysTick really runs at against the virtual
// clock the analyzer follows, and a timebase with no tolerance of its own.
#include "core/boards/board_profile_loader.hpp"
#include "core/common/message.hpp"
#include "devices/benches/bench_factory.hpp"
#include "devices/benches/virtual_bench.hpp"

#include <gtest/gtest.h>

using namespace cyclelab;

// QEMU 7.2 truncates the clock period to 2^-32 ns and the period's fraction at each reload to
// whole ns: a 168 000-cycle SysTick period at 168 MHz lasts 999 999 ns (checked against QEMU's
// arithmetic by hand: period 5 ns + 4090445043 / 2^32 ns, x 168 000 = 840 000 + 159 999 ns).
TEST(VirtualBench, SysTickRunsAtTheRateQemuGivesIt) {
    EXPECT_DOUBLE_EQ(devices::emulatedSysTickHz(168e6, 168000), 168000 * 1e9 / 999999.0);
    EXPECT_DOUBLE_EQ(devices::emulatedSysTickHz(168e6, 0), 168e6) << "period unknown: nominal";
    // 24 MHz (qemu-f100): 41.666... ns per cycle, 24 000 cycles per 1 ms tick.
    const double f100 = devices::emulatedSysTickHz(24e6, 24000);
    EXPECT_GT(f100, 24e6);
    EXPECT_LT(f100, 24e6 * (1 + 2e-6));
}

TEST(VirtualBench, CounterRateAndTimebaseComeFromTheEmulator) {
    auto board = core::loadBoardProfile(std::string(CYCLELAB_SOURCE_DIR) +
                                        "/resources/boards/qemu-f405.json");
    ASSERT_TRUE(board) << board.error().message;
    devices::VirtualBench bench(*board);
    EXPECT_DOUBLE_EQ(bench.counterHz("systick", 168e6, 168000), 168000 * 1e9 / 999999.0);
    EXPECT_DOUBLE_EQ(bench.counterHz("dwt", 168e6, 168000), 168e6);
    ASSERT_NE(bench.analyzer(), nullptr);
    EXPECT_EQ(bench.analyzer()->timebasePpm(), 0.0);
    EXPECT_EQ(bench.board().clockPpm, 0.0);
}

// What is wrong with a bench's options, as sentences (no QEMU, no hardware needed).
TEST(BenchFactory, WrongOptionsAreSaidAsSentences) {
    const std::string boards = std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards/";
    auto virt = core::loadBoardProfile(boards + "qemu-f405.json");
    auto real = core::loadBoardProfile(boards + "stm32f407-disco.json");
    ASSERT_TRUE(virt && real);

    devices::BenchConfig serialOnVirtual{*virt, "/dev/ttyUSB0", "", "", "", std::nullopt};
    auto bench = devices::makeBench(serialOnVirtual);
    ASSERT_FALSE(bench);
    EXPECT_EQ(bench.error().sentence(),
              core::message(core::MessageId::ErrBenchVirtualBoardOption, {"--serial", virt->id}));
    EXPECT_EQ(bench.error().message.rfind("--serial: board 'qemu-f405' is a virtual board", 0), 0u);

    devices::BenchConfig seedOnReal{*real, "/dev/ttyUSB0", "", "", "", 7};
    bench = devices::makeBench(seedOnReal);
    ASSERT_FALSE(bench);
    EXPECT_EQ(bench.error().sentence(),
              core::message(core::MessageId::ErrBenchPhaseSeedOnRealBoard, {real->id}));

    devices::BenchConfig noPort{*real, "", "", "", "", std::nullopt};
    bench = devices::makeBench(noPort);
    ASSERT_FALSE(bench);
    EXPECT_EQ(bench.error().sentence(),
              core::message(core::MessageId::ErrBenchNeedsSerialPort, {real->id}));
    EXPECT_EQ(bench.error().kind, core::ErrorKind::BadInput);

    devices::VirtualBench idle(*virt);
    auto link = idle.connect();
    ASSERT_FALSE(link);
    EXPECT_EQ(link.error().sentence(), core::message(core::MessageId::ErrBenchQemuNotRunning));
    EXPECT_EQ(link.error().message, "QEMU is not running: flash an image before connecting");
}
