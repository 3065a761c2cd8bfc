// The cyclelab_vla plugin in a real QEMU: pulse widths in its VCD must equal the pulse's
// instruction count x 2^shift ns, quantised to the samplerate.
#include "devices/net/socket_link.hpp"
#include "devices/qemu/qemu_flasher.hpp"
#include "vbench_support.hpp"

#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <stdlib.h>

using namespace std::chrono_literals;
using cyclelab::devices::defaultVlaPluginPath;
using cyclelab::devices::openSocketLink;
using cyclelab::devices::QemuFlasher;
using cyclelab::devices::qemuOptionsFor;
using cyclelab::devices::QemuPlugin;

namespace {

struct Board {
    std::string id;
    std::string image;
    std::string probe;  // set:reset
    std::string marker; // none when empty
};

Board f405() {
    return {"qemu-f405", vbench::imageF405(), "0x40020018:0x4002001A", "0x40020418:0x4002041A"};
}
Board f100() {
    return {"qemu-f100", vbench::imageF100(), "0x40010810:0x40010814", "0x40010C10:0x40010C14"};
}

// Boots `board`'s pulse image with the plugin and returns the VCD it wrote.
vbench::Vcd capture(const Board& board, std::uint64_t rateHz, int shift,
                    const std::vector<std::string>& extra = {}) {
    char pattern[] = "/tmp/cyclelab-vlat-XXXXXX";
    std::string dir = mkdtemp(pattern);
    std::string vcdPath = dir + "/capture.vcd";
    auto options = *qemuOptionsFor(vbench::profile(board.id));
    options.icountShift = shift;
    QemuFlasher flasher(options);
    std::vector<std::string> args{"out=" + vcdPath, "rate=" + std::to_string(rateHz),
                                  "shift=" + std::to_string(shift), "ch0=" + board.probe,
                                  "name0=probe"};
    if (!board.marker.empty()) {
        args.insert(args.end(), {"ch1=" + board.marker, "name1=marker"});
    }
    args.insert(args.end(), extra.begin(), extra.end());
    EXPECT_TRUE(flasher.setPlugin(QemuPlugin{defaultVlaPluginPath(), args}).ok());
    auto r = flasher.flash(vbench::build(board.image, board.id), {});
    EXPECT_TRUE(r.ok()) << r.error().message;
    if (!r) {
        return {};
    }
    auto link = openSocketLink(flasher.serialAddress(), 2000ms);
    EXPECT_TRUE(link.ok());
    EXPECT_TRUE(flasher.release().ok());
    EXPECT_EQ(vbench::readUntil(**link, "DONE\n", 10000ms), "DONE\n");
    flasher.shutdown();
    vbench::Vcd vcd = vbench::readVcd(vcdPath);
    std::filesystem::remove_all(dir);
    return vcd;
}

void expectPulses(const vbench::Vcd& vcd, double expectedSamples) {
    ASSERT_EQ(vcd.wires, (std::vector<std::string>{"probe", "marker"}));
    const auto& probe = vcd.pulses.at("probe");
    ASSERT_EQ(probe.size(), static_cast<std::size_t>(vbench::kPulses));
    double sum = 0;
    for (const auto& p : probe) {
        // Each edge is floored to a sample, so one width may be one sample short or long.
        EXPECT_GE(static_cast<double>(p.width), std::floor(expectedSamples)) << p.start;
        EXPECT_LE(static_cast<double>(p.width), std::ceil(expectedSamples)) << p.start;
        sum += static_cast<double>(p.width);
    }
    // The pulse period is a fixed instruction count, so the rounding averages out.
    EXPECT_NEAR(sum / vbench::kPulses, expectedSamples, 0.01);
    const auto& marker = vcd.pulses.at("marker");
    ASSERT_EQ(marker.size(), 1u);
    EXPECT_LE(marker[0].start, probe.front().start); // one instruction apart
    EXPECT_GE(marker[0].start + marker[0].width, probe.back().start + probe.back().width);
}

} // namespace

TEST(VlaPlugin, F405AtOneGigahertzIsExact) {
    auto vcd = capture(f405(), 1000000000, 3);
    EXPECT_EQ(vcd.timescale, "1 ns");
    ASSERT_EQ(vcd.pulses["probe"].size(), static_cast<std::size_t>(vbench::kPulses));
    for (const auto& p : vcd.pulses["probe"]) {
        EXPECT_EQ(p.width, vbench::kPulseInstructions * 8u);
    }
}

// The plugin watches only the instructions that can store and adds up its instruction count only
// where a block can be left early (memory accesses) and at a block's end: every store encoding
// must still raise or lower the line, and every instruction count, also where QEMU replays an I/O
// access as a block of its own and where it reads the next page's first halfword into a store.
TEST(VlaPlugin, EveryStoreEncodingSeenAndEveryInstructionCounted) {
    auto vcd =
        capture({"qemu-f405", vbench::imageEncodingsF405(), f405().probe, ""}, 1000000000, 3);
    ASSERT_EQ(vcd.wires, (std::vector<std::string>{"probe"}));
    const auto& probe = vcd.pulses["probe"];
    ASSERT_EQ(probe.size(), static_cast<std::size_t>(vbench::kEncodingPulses));
    for (std::size_t i = 0; i < probe.size(); ++i) {
        EXPECT_EQ(probe[i].width, vbench::kEncodingPulseInstructions * 8u)
            << "pulse " << i + 1 << " of image/encodings.S";
    }
}

// The same on RISC-V (qemu-system-riscv32, the decoder QEMU's target picks): SB/SH/SW, FP
// stores, every AMO and SC, and each compressed store (C.SW, C.SWSP, C.FSW, C.FSD, C.FSWSP,
// C.FSDSP), also a 32-bit store straddling a page; a decoder that missed one would lose an edge
// or count the pulse short.
TEST(VlaPlugin, Rv32EveryStoreEncodingSeenAndEveryInstructionCounted) {
    if (vbench::imageEncodingsRv32().empty())
        GTEST_SKIP() << "riscv64-unknown-elf-gcc was not found: no RISC-V test image";
    auto vcd = capture({"qemu-rv32", vbench::imageEncodingsRv32(), "0x8007FFF0:0x8007FFF4", ""},
                       1000000000, 3);
    ASSERT_EQ(vcd.wires, (std::vector<std::string>{"probe"}));
    const auto& probe = vcd.pulses["probe"];
    ASSERT_EQ(probe.size(), static_cast<std::size_t>(vbench::kRv32EncodingPulses));
    for (std::size_t i = 0; i < probe.size(); ++i) {
        EXPECT_EQ(probe[i].width, vbench::kEncodingPulseInstructions * 8u)
            << "pulse " << i + 1 << " of image/encodings_rv32.S";
    }
}

// Two harts (qemu-rv32-smp, -smp 2 under -icount): QEMU runs them in turn on one thread, so the
// plugin's one inline counter is the virtual clock of both, and a store from either hart drives
// the same line. A pulse of hart 1 alone is exact; a pulse raised on hart 0 and lowered on hart 1
// after an interrupt counts the hand-off's instructions on both harts; with both harts polling
// memory it spans the rest of hart 0's turn, which ends only at QEMU's 100 ms round-robin kick
// when no timer is due (devices/qemu/README.md, "Two harts").
TEST(VlaPlugin, TwoHartsDriveOneLineAndAreCountedInTheirInterleaving) {
    if (vbench::imageHartsRv32().empty())
        GTEST_SKIP() << "riscv64-unknown-elf-gcc was not found: no RISC-V test image";
    auto vcd = capture({"qemu-rv32-smp", vbench::imageHartsRv32(), "0x8007FFF0:0x8007FFF4", ""},
                       1000000000, 3);
    const auto& probe = vcd.pulses["probe"];
    ASSERT_EQ(probe.size(),
              static_cast<std::size_t>(2 * vbench::kHartsPulses + vbench::kHartsSpinPulses));
    for (int i = 0; i < vbench::kHartsPulses; ++i) {
        EXPECT_EQ(probe[i].width, vbench::kHartsPulseInstructions * 8u) << "hart 1 alone, " << i;
        EXPECT_EQ(probe[vbench::kHartsPulses + i].width, vbench::kHartsHandoffInstructions * 8u)
            << "hart 0 to hart 1 by interrupt, " << i;
    }
    for (int i = 0; i < vbench::kHartsSpinPulses; ++i) {
        const auto instructions = probe[2 * vbench::kHartsPulses + i].width / 8u;
        EXPECT_GT(instructions, 12'000'000u) << "both polling, " << i
                                             << ": hart 1 should run only after hart 0's "
                                                "100 ms turn (12.5 M instructions at shift 3)";
        EXPECT_LE(instructions, 12'500'000u) << i;
    }
}

TEST(VlaPlugin, F405At100MegahertzShift3) {
    auto vcd = capture(f405(), 100000000, 3);
    EXPECT_EQ(vcd.timescale, "10 ns");
    expectPulses(vcd, vbench::kPulseInstructions * 8 / 10.0); // 48.8 samples
}

TEST(VlaPlugin, F100At10MegahertzShift5) {
    auto vcd = capture(f100(), 10000000, 5);
    EXPECT_EQ(vcd.timescale, "100 ns");
    expectPulses(vcd, vbench::kPulseInstructions * 32 / 100.0); // 19.52 samples
}

TEST(VlaPlugin, ShiftZeroCountsInstructions) {
    auto vcd = capture(f405(), 1000000000, 0);
    ASSERT_EQ(vcd.pulses["probe"].size(), static_cast<std::size_t>(vbench::kPulses));
    EXPECT_EQ(vcd.pulses["probe"][0].width, static_cast<std::uint64_t>(vbench::kPulseInstructions));
}

TEST(VlaPlugin, RateNotAPowerOfTenFallsBackToNanoseconds) {
    // 24 MHz: libsigrok's VCD input cannot express the period, so times are written in ns at
    // sample boundaries (41.67 ns apart).
    auto vcd = capture(f405(), 24000000, 3);
    EXPECT_EQ(vcd.timescale, "1 ns");
    const auto& probe = vcd.pulses["probe"];
    ASSERT_EQ(probe.size(), static_cast<std::size_t>(vbench::kPulses));
    for (const auto& p : probe) {
        // 488 ns = 11.712 samples at 24 MHz: 11 or 12 sample periods.
        double samples = static_cast<double>(p.width) * 24e6 / 1e9;
        EXPECT_NEAR(samples, std::round(samples), 0.05);
        EXPECT_TRUE(std::round(samples) == 11 || std::round(samples) == 12) << p.width;
    }
}

// phase=SEED (docs/VALIDATION.md, dithered mean): each pulse sampled on a grid of random phase.
// 488 ns at 24 MHz is 11.712 samples: every width is 11 or 12, their mean is the true width
// within the interval (3.29 x 0.5 / sqrt(100) = 0.17 samples), the same seed gives the same
// capture and another seed another one.
TEST(VlaPlugin, IndependentPhaseDithersEachPulseAroundItsTrueWidth) {
    auto widths = [](const vbench::Vcd& vcd) {
        std::vector<double> out;
        for (const auto& p : vcd.pulses.at("probe")) {
            out.push_back(std::round(static_cast<double>(p.width) * 24e6 / 1e9));
        }
        return out;
    };
    const auto a = widths(capture(f405(), 24000000, 3, {"phase=7"}));
    ASSERT_EQ(a.size(), static_cast<std::size_t>(vbench::kPulses));
    double sum = 0;
    for (double w : a) {
        EXPECT_TRUE(w == 11 || w == 12) << w;
        sum += w;
    }
    EXPECT_NEAR(sum / vbench::kPulses, vbench::kPulseInstructions * 8 * 24e6 / 1e9, 0.17);
    EXPECT_EQ(widths(capture(f405(), 24000000, 3, {"phase=7"})), a);
    EXPECT_NE(widths(capture(f405(), 24000000, 3, {"phase=8"})), a);
}

TEST(VlaPlugin, BadArgumentStopsQemuWithTheReason) {
    QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f405")));
    ASSERT_TRUE(flasher.setPlugin(QemuPlugin{defaultVlaPluginPath(), {"ch0=0x40020018"}}).ok());
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("cyclelab_vla: bad argument 'ch0=0x40020018'"),
              std::string::npos)
        << r.error().message;
}
