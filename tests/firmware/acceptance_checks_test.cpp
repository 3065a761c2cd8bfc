// The port acceptance checks can fail: the test-only refkernel images -longcrit (a critical
// section three timer periods long, so the high-rate interrupt loses updates) and -noreport (the
// harness ignores the kernel's stack overflow report) must give irq_nesting and stack_overflow a
// failing verdict, while the same kernel's default image passes both and its minimal image,
// whose profile builds no stack check, leaves stack_overflow out with the port's reason.
#include "core/analysis/acceptance.hpp"
#include "qemu_boot.hpp"

#include <algorithm>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace std::chrono_literals;
using namespace cyclelab;
using ::testing::HasSubstr;

namespace {

using fwtest::findImage;

struct Booted {
    std::vector<core::BenchInfo> listed;
    std::map<std::string, std::optional<core::Acceptance>> checks; // by check id
    std::map<std::string, std::uint32_t> minSample;                // by check id
};

// Boots `imageName` on its QEMU board, lists its benchmarks and runs the two checks it lists.
Booted boot(const std::string& imageName) {
    Booted out;
    auto booted = fwtest::bootOnQemu(imageName, 30000ms);
    EXPECT_TRUE(booted) << booted.error().message;
    if (!booted)
        return out;
    core::FirmwareClient& client = *booted->client;
    auto listed = client.list();
    EXPECT_TRUE(listed) << listed.error().message;
    if (!listed)
        return out;
    out.listed = *listed;
    for (const auto& bench : out.listed) {
        if (!core::isAcceptanceCheck(bench.id))
            continue;
        auto run = client.run({bench.id, {}}, 50, 0, 120000ms);
        EXPECT_TRUE(run) << imageName << " " << bench.id << ": " << run.error().message;
        if (!run)
            continue;
        out.checks[bench.id] = core::acceptanceOf(bench.id, run->checkFields, run->samples.size());
        if (!run->samples.empty())
            out.minSample[bench.id] = *std::min_element(run->samples.begin(), run->samples.end());
    }
    return out;
}

} // namespace

TEST(AcceptanceChecks, DefaultRefkernelPassesBoth) {
    Booted b = boot("qemu-f405-refkernel-default-O2");
    ASSERT_TRUE(b.checks["stack_overflow"]);
    ASSERT_TRUE(b.checks["irq_nesting"]);
    EXPECT_EQ(b.checks["stack_overflow"]->verdict, core::Verdict::Pass)
        << english(b.checks["stack_overflow"]->reason);
    EXPECT_EQ(b.checks["irq_nesting"]->verdict, core::Verdict::Pass)
        << english(b.checks["irq_nesting"]->reason);
    EXPECT_THAT(english(b.checks["stack_overflow"]->reason), HasSubstr("50 of 50 trials"));
    // Each sample is a real region: the descent to the kernel's report (~2,000 cycles on this
    // bench), the nested ISR (two timer periods, ~6,000): never the harness overhead alone.
    EXPECT_GT(b.minSample["stack_overflow"], 500u);
    EXPECT_LT(b.minSample["stack_overflow"], 0x80000000u) << "negative";
    EXPECT_GT(b.minSample["irq_nesting"], 3000u);
    EXPECT_LT(b.minSample["irq_nesting"], 0x80000000u) << "negative";
}

TEST(AcceptanceChecks, ALongCriticalSectionLosesInterrupts) {
    Booted b = boot("qemu-f405-refkernel-default-O2-longcrit");
    ASSERT_TRUE(b.checks["irq_nesting"]);
    EXPECT_EQ(b.checks["irq_nesting"]->verdict, core::Verdict::Fail);
    EXPECT_THAT(english(b.checks["irq_nesting"]->reason), HasSubstr("high-rate timer interrupts"));
    EXPECT_THAT(english(b.checks["irq_nesting"]->reason), HasSubstr("were lost"));
}

TEST(AcceptanceChecks, AnUnreportedOverflowFails) {
    Booted b = boot("qemu-f405-refkernel-default-O2-noreport");
    ASSERT_TRUE(b.checks["stack_overflow"]);
    EXPECT_EQ(b.checks["stack_overflow"]->verdict, core::Verdict::Fail);
    EXPECT_THAT(english(b.checks["stack_overflow"]->reason), HasSubstr("only 0 of 50 trials"));
}

TEST(AcceptanceChecks, WithoutDetectionTheCheckIsNotApplicableWithTheReason) {
    auto catalog = core::ImageCatalog::load(fwtest::kImagesDir);
    ASSERT_TRUE(catalog) << catalog.error().message;
    const core::FirmwareBuild* minimal = findImage(*catalog, "qemu-f405-refkernel-minimal-O2");
    ASSERT_NE(minimal, nullptr);
    auto na = minimal->port.notApplicable.find("stack_overflow");
    ASSERT_NE(na, minimal->port.notApplicable.end()) << "the manifest says why";
    EXPECT_THAT(na->second, HasSubstr("RK_CFG_STACK_CHECK 0"));
    EXPECT_EQ(std::count(minimal->benchmarks.begin(), minimal->benchmarks.end(), "stack_overflow"),
              0);
    Booted b = boot("qemu-f405-refkernel-minimal-O2");
    EXPECT_FALSE(b.checks.count("stack_overflow")) << "the firmware does not list it either";
    ASSERT_TRUE(b.checks["irq_nesting"]);
    EXPECT_EQ(b.checks["irq_nesting"]->verdict, core::Verdict::Pass);
}
