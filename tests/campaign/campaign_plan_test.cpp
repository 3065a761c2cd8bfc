#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/common/message.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {
BoardProfile gd32() {
    BoardProfile b;
    b.id = "gd32f103c8";
    b.clockTiers = {{24000000, 0}, {72000000, 2}, {108000000, 3}};
    return b;
}
} // namespace

TEST(CampaignPlan, OrdersKernelProfileTierOpt) {
    CampaignSpec spec;
    spec.boardId = "gd32f103c8";
    spec.kernels = {"refkernel", "freertos"};
    spec.profiles = {ConfigProfile::Default, ConfigProfile::Minimal};
    spec.cpuHz = {24000000, 108000000};
    spec.opts = {OptLevel::O0, OptLevel::O2};
    spec.benchmarks = allBenchmarks();
    auto cells = planCells(spec, gd32());
    ASSERT_TRUE(cells.ok()) << cells.error().message;
    ASSERT_EQ(cells->size(), 16u);
    EXPECT_EQ((*cells)[0].kernel, "refkernel");
    EXPECT_EQ((*cells)[1].opt, OptLevel::O2);
    EXPECT_EQ((*cells)[2].cpuHz, 108000000u);
    EXPECT_EQ((*cells)[4].profile, ConfigProfile::Minimal);
    EXPECT_EQ((*cells)[8].kernel, "freertos");
    EXPECT_EQ((*cells)[15].index, 15);
}

TEST(CampaignPlan, DefaultTierIsTheBoardsFirst) {
    CampaignSpec spec;
    spec.boardId = "gd32f103c8";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = allBenchmarks();
    auto cells = planCells(spec, gd32());
    ASSERT_TRUE(cells.ok());
    EXPECT_EQ(cells->at(0).cpuHz, 24000000u);
}

TEST(CampaignPlan, UnknownTierIsNamed) {
    CampaignSpec spec;
    spec.boardId = "gd32f103c8";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.cpuHz = {72000000, 48000000};
    spec.benchmarks = allBenchmarks();
    auto cells = planCells(spec, gd32());
    ASSERT_FALSE(cells.ok());
    EXPECT_EQ(cells.error().message, "cpu_hz[1]: 48000000 Hz is not a clock tier of "
                                     "'gd32f103c8' (tiers: 24000000, 72000000, 108000000)");
    // As data for the GUI: the index, the frequency, the board and the tiers apart.
    EXPECT_EQ(cells.error().sentence(),
              message(MessageId::ErrCampaignNotClockTier,
                      {"1", "48000000", "gd32f103c8", "24000000, 72000000, 108000000"}));
}

TEST(CampaignPlan, WrongBoard) {
    CampaignSpec spec;
    spec.name = "c";
    spec.boardId = "qemu-f405";
    auto cells = planCells(spec, gd32());
    ASSERT_FALSE(cells.ok());
    EXPECT_EQ(cells.error().kind, ErrorKind::BadInput);
    EXPECT_EQ(cells.error().sentence(),
              message(MessageId::ErrCampaignOtherBoard, {"c", "qemu-f405", "gd32f103c8"}));
    EXPECT_EQ(cells.error().message, "campaign 'c' is for board 'qemu-f405', not 'gd32f103c8'");
}

TEST(BenchmarkCatalog, CompletesDefaultsAndCapsTickAccuracy) {
    auto q = completeBenchmark({"queue_send_recv", {{"depth", "5"}}}, "x");
    ASSERT_TRUE(q.ok());
    EXPECT_EQ(q->key(), "queue_send_recv depth=5 item=4");
    ASSERT_NE(findBenchmark("tick_accuracy"), nullptr);
    EXPECT_EQ(findBenchmark("tick_accuracy")->maxSamples, 1000u);
    // 16 benchmarks and the two port acceptance checks, each with its own sample cap.
    EXPECT_EQ(allBenchmarks().size(), 18u);
    ASSERT_NE(findBenchmark("stack_overflow"), nullptr);
    EXPECT_EQ(findBenchmark("stack_overflow")->maxSamples, 100u);
    EXPECT_EQ(findBenchmark("irq_nesting")->maxSamples, 1000u);
}
