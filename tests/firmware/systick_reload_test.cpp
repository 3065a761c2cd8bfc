// The SysTick fallback across its reload. On QEMU the cycle counter is SysTick's current value
// (QEMU models no DWT), and QEMU 7.2 serves the one read that ends at or after a reload's
// deadline before it runs the reload: that read says 1 where the counter is at 0 or at the
// reload value. `RUN reload_sweep` (firmware/harness/reload_sweep.c) times the empty baseline
// region with the reload stepped across it, on each of its counter reads in turn; a region of
// fixed length must read the floor or the ceiling of its length, 0 or 1 after the overhead,
// wherever the reload falls. A harness that trusts every read gets -1 where the end read is the
// stale one (the one implausible run of the kernels campaign: ucos3-minimal-O2 baseline, one
// sample of 10,000 at -1) and 2 where the start read is; the harness takes each edge's second
// read then (firmware/harness/cl_cycles.h, docs/VALIDATION.md section 7). One minimal -O2 image
// per kernel and QEMU board.
#include "image_param_name.hpp"
#include "qemu_boot.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <gtest/gtest.h>
#include <iostream>
#include <map>
#include <string>
#include <vector>

using namespace std::chrono_literals;
using namespace cyclelab;

namespace {

constexpr std::uint32_t kSamples = 1000;
using fwtest::kImagesDir;

std::vector<std::string> sweepImages() {
    std::vector<std::string> out;
    auto catalog = core::ImageCatalog::load(kImagesDir);
    if (!catalog)
        return out;
    for (const auto& b : catalog->images())
        if ((b.boardId == "qemu-f405" || b.boardId == "qemu-f100") &&
            b.imageName == b.boardId + "-" + b.kernel.name + "-minimal-O2")
            out.push_back(b.imageName);
    return out;
}

class ReloadSweep : public testing::TestWithParam<std::string> {};

TEST_P(ReloadSweep, EmptyRegionReadsFloorOrCeilingWhereverTheReloadFalls) {
    auto boot = fwtest::bootOnQemu(GetParam(), 30000ms);
    ASSERT_TRUE(boot) << boot.error().message;
    core::FirmwareClient& client = *boot->client;
    ASSERT_EQ(boot->hello.cycleSrc, "systick") << "QEMU models no DWT cycle counter";

    // One sample per SysTick period (1 ms): the default timeout's 15 ms per sample covers it.
    auto run = client.run({"reload_sweep", {}}, kSamples, 0, core::defaultRunTimeout(kSamples, 0));
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->samples.size(), kSamples);
    std::map<std::int32_t, int> histogram;
    for (std::uint32_t s : run->samples)
        histogram[static_cast<std::int32_t>(s)]++;
    std::string shown;
    for (const auto& [value, count] : histogram) // appended piece by piece: GCC 12 warns
        shown.append(" ").append(std::to_string(value)).append(":").append(std::to_string(count));
    const auto reloads = run->checkFields.count("reloads") ? run->checkFields.at("reloads") : "?";
    const auto stale = run->checkFields.count("stale") ? run->checkFields.at("stale") : "?";
    std::cout << GetParam() << ": reload inside " << reloads << " of " << kSamples << " regions, "
              << stale << " counted from the second read pair; counts" << shown << "\n";

    EXPECT_EQ(histogram.begin()->first, 0)
        << "a region read below the calibrated overhead (counts value:samples" << shown << ")";
    EXPECT_LE(histogram.rbegin()->first, 1)
        << "a region read more than the ceiling of its length (counts value:samples" << shown
        << ")";
    ASSERT_TRUE(run->checkFields.count("reloads")) << "DONE must say how often the reload fell";
    EXPECT_GE(std::stoul(reloads), kSamples / 8)
        << "the sweep must put the reload inside the region";
    boot->qemu->shutdown();
}

INSTANTIATE_TEST_SUITE_P(EveryKernel, ReloadSweep, testing::ValuesIn(sweepImages()),
                         imageParamName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ReloadSweep);

} // namespace
