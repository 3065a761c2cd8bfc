#include "core/report/object_ram_table.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;
namespace core = cyclelab::core;
using namespace cyclelab::core::testing;

namespace {

core::Run withRam(core::Run r, const std::string& flags, std::uint32_t queueBytes,
                  std::optional<std::uint32_t> event = 32) {
    r.build.flags = flags;
    r.build.objectRam = KernelObjectRam{80, 84, queueBytes, 16, 4, event, 1124, 1024, 0};
    return r;
}

const std::string kArm = "-mcpu=cortex-m4 -mthumb -O2";
const std::string kRv = "-march=rv32imc -mabi=ilp32 -O2";

} // namespace

// One row per kernel x profile x architecture; the opt levels of one kernel share their row,
// which lists the images.
TEST(ObjectRamTable, OneRowPerKernelProfileAndArchitecture) {
    std::vector<core::Run> runs;
    runs.push_back(withRam(makeRun({.id = 1, .kernel = "refkernel"}), kArm, 144));
    runs.push_back(
        withRam(makeRun({.id = 2, .kernel = "refkernel", .opt = OptLevel::O0}), kArm, 144));
    runs.push_back(
        withRam(makeRun({.id = 3, .kernel = "refkernel", .board = "qemu-rv32"}), kRv, 140));
    runs.push_back(withRam(makeRun({.id = 4, .kernel = "tencentos-tiny"}), kArm, 150));
    runs.back().build.objectRam->notifyBytes.reset();    // no task notification
    runs.push_back(makeRun({.id = 5, .kernel = "old"})); // an image before protocol 2.1

    const ReportTable t = objectRamTable(runs);
    EXPECT_EQ(t.heading, "RAM per kernel object");
    ASSERT_EQ(t.rows.size(), 3u);
    const std::vector<std::string> first = {"armv7e-m",
                                            "refkernel",
                                            "minimal",
                                            "80",
                                            "84",
                                            "144 (16 × 4 B)",
                                            "32",
                                            "1124 (1024)",
                                            "+0",
                                            "qemu-f405-refkernel-minimal-O0, "
                                            "qemu-f405-refkernel-minimal-O2"};
    EXPECT_EQ(t.rows[0], first);
    EXPECT_EQ(t.rows[1][1], "tencentos-tiny");
    EXPECT_EQ(t.rows[1][8], "—") << "a kernel without notifications has no figure";
    EXPECT_EQ(t.rows[2][0], "rv32imc");
    EXPECT_EQ(t.rows[2][5], "140 (16 × 4 B)");
}

TEST(ObjectRamTable, EmptyWithoutReportedFigures) {
    std::vector<core::Run> runs{makeRun({.id = 1})};
    EXPECT_TRUE(objectRamTable(runs).rows.empty());
}
