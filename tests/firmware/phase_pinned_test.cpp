// A run's counter samples must not depend on where the code stood against the tick grid when
// the run began. The test-only image -syncjitter resumes up to 192 instructions after the tick
// before every run, by how many commands came before (firmware/harness/runner.c): the second
// boot sends one LIST more, so each run starts at another point of the grid than in the first
// boot. With the counter's phase pinned (cl_pin_counter_phase) the samples are the same bit for
// bit; without it, tick_accuracy and ctx_switch_yield shift by a count, as they did in the rare
// runs whose sleep QEMU's warped clock overshot.
//
// irq_nesting adds a timer of its own: QEMU's TIM2 model takes its period from the uptime in
// whole 256 ns ticks at the write of CNT, so the firmware must compute that value from the
// uptime of the write itself (firmware/benchmarks/bench_nesting.c); computed from a read a few
// instructions earlier, the period was one tick longer whenever a tick boundary fell in between,
// and every sample changed with it.
#include "qemu_boot.hpp"

#include <gtest/gtest.h>
#include <map>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

const char* const kImage = "qemu-f405-refkernel-minimal-O2-syncjitter";
const char* const kBenches[] = {"ctx_switch_yield", "tick_accuracy", "sem_give_take",
                                "queue_send_recv"};

// The samples of each benchmark in kBenches, in one boot; `extraCommands` LISTs sent first.
std::map<std::string, std::vector<std::int32_t>> samplesOfOneBoot(int extraCommands) {
    std::map<std::string, std::vector<std::int32_t>> out;
    auto booted = fwtest::bootOnQemu(kImage, 30000ms);
    EXPECT_TRUE(booted) << booted.error().message;
    if (!booted)
        return out;
    for (int i = 0; i < extraCommands; ++i) {
        auto listed = booted->client->list();
        EXPECT_TRUE(listed) << listed.error().message;
    }
    for (const char* id : kBenches) {
        const std::uint32_t n = std::string(id) == "tick_accuracy" ? 20 : 300;
        auto run = booted->client->run({id, {}}, n, 20, 120000ms);
        EXPECT_TRUE(run) << id << ": " << run.error().message;
        if (run)
            out[id] = run->samples;
    }
    return out;
}

} // namespace

// One boot, irq_nesting again and again with one LIST more before each run: each starts at
// another point of the 256 ns grid. Before the fix, 2 of 8 such runs got the longer period.
TEST(PhasePinned, IrqNestingsTimerGetsTheSamePeriodWhereverARunStarts) {
    auto booted = fwtest::bootOnQemu(kImage, 30000ms);
    ASSERT_TRUE(booted) << booted.error().message;
    std::vector<std::int32_t> first;
    std::string firstPeriod;
    for (int r = 0; r < 8; ++r) {
        for (int i = 0; i < r; ++i)
            ASSERT_TRUE(booted->client->list());
        auto run = booted->client->run({"irq_nesting", {}}, 200, 0, 120000ms);
        ASSERT_TRUE(run) << run.error().message;
        const std::string period = run->checkFields["period_ns"];
        if (r == 0) {
            first = run->samples;
            firstPeriod = period;
            EXPECT_EQ(period, "19968") << "78 ticks of 256 ns";
            continue;
        }
        EXPECT_EQ(period, firstPeriod) << "run " << r;
        std::size_t differing = 0;
        for (std::size_t i = 0; i < first.size() && i < run->samples.size(); ++i)
            differing += first[i] != run->samples[i];
        EXPECT_EQ(differing, 0u) << "run " << r << ": " << differing << " of " << first.size()
                                 << " samples differ from the first run's";
    }
}

TEST(PhasePinned, WhereARunStartsOnTheTickGridDoesNotChangeItsSamples) {
    const auto first = samplesOfOneBoot(0);
    const auto second = samplesOfOneBoot(1);
    ASSERT_EQ(first.size(), std::size(kBenches));
    ASSERT_EQ(second.size(), std::size(kBenches));
    for (const char* id : kBenches) {
        const auto& a = first.at(id);
        const auto& b = second.at(id);
        ASSERT_EQ(a.size(), b.size()) << id;
        std::size_t differing = 0;
        for (std::size_t i = 0; i < a.size(); ++i)
            differing += a[i] != b[i];
        EXPECT_EQ(differing, 0u) << id << ": " << differing << " of " << a.size()
                                 << " samples differ between two boots that started each run "
                                    "at another point of the tick grid";
    }
}
