#pragma once
// Bit-exact comparison of two runs for the store tests.

#include "core/model/model.hpp"

#include <bit>
#include <gtest/gtest.h>
#include <utility>

namespace cyclelab::testing {

// Everything but the id, doubles compared bit for bit.
inline void expectSameRun(const core::Run& a, const core::Run& b) {
    auto bits = [](double d) { return std::bit_cast<std::uint64_t>(d); };
    EXPECT_EQ(a.campaignId, b.campaignId);
    EXPECT_EQ(a.cellIndex, b.cellIndex);
    EXPECT_EQ(a.build.imageName, b.build.imageName);
    EXPECT_EQ(a.build.boardId, b.build.boardId);
    EXPECT_EQ(a.build.kernel, b.build.kernel);
    EXPECT_EQ(a.build.opt, b.build.opt);
    EXPECT_EQ(a.build.clock, b.build.clock);
    EXPECT_EQ(a.build.toolchain, b.build.toolchain);
    EXPECT_EQ(a.build.flags, b.build.flags);
    EXPECT_EQ(a.build.textBytes, b.build.textBytes);
    EXPECT_EQ(a.build.dataBytes, b.build.dataBytes);
    EXPECT_EQ(a.build.bssBytes, b.build.bssBytes);
    EXPECT_EQ(a.build.harnessCounterSlots, b.build.harnessCounterSlots);
    EXPECT_EQ(a.build.harnessPulseSlots, b.build.harnessPulseSlots);
    EXPECT_EQ(a.build.harnessShippedCounterSlots, b.build.harnessShippedCounterSlots);
    EXPECT_EQ(a.build.harnessShippedPulseSlots, b.build.harnessShippedPulseSlots);
    EXPECT_EQ(a.build.port, b.build.port);
    EXPECT_EQ(a.build.objectRam, b.build.objectRam);
    EXPECT_EQ(a.build.sha256, b.build.sha256);
    EXPECT_EQ(a.build.buildId, b.build.buildId);
    EXPECT_EQ(a.build.imagePath, b.build.imagePath);
    EXPECT_EQ(a.build.benchmarks, b.build.benchmarks);
    EXPECT_EQ(a.benchmark, b.benchmark);
    EXPECT_EQ(a.warmup, b.warmup);
    EXPECT_EQ(a.startedAtMs, b.startedAtMs);
    EXPECT_EQ(a.finishedAtMs, b.finishedAtMs);
    EXPECT_EQ(a.status, b.status);
    EXPECT_EQ(a.statusReason, b.statusReason);
    EXPECT_EQ(a.unit, b.unit);
    EXPECT_EQ(a.cycleSource, b.cycleSource);
    EXPECT_EQ(a.cycleHz, b.cycleHz);
    EXPECT_EQ(a.harnessOverheadCycles, b.harnessOverheadCycles);
    EXPECT_EQ(a.flashWaitStatesMeasured, b.flashWaitStatesMeasured);
    EXPECT_EQ(a.cores, b.cores);
    EXPECT_EQ(a.idle, b.idle);
    EXPECT_EQ(a.samples, b.samples);
    EXPECT_EQ(a.pulseWidths, b.pulseWidths);
    EXPECT_EQ(bits(a.analyzerSamplerateHz), bits(b.analyzerSamplerateHz));
    EXPECT_EQ(a.serialLog, b.serialLog);
    EXPECT_EQ(a.capturePath, b.capturePath);
    EXPECT_EQ(a.acceptance, b.acceptance);
    ASSERT_EQ(a.validation.has_value(), b.validation.has_value());
    if (a.validation) {
        const core::Validation& x = *a.validation;
        const core::Validation& y = *b.validation;
        EXPECT_EQ(x.verdict, y.verdict);
        EXPECT_TRUE(x.reason == y.reason) << english(x.reason) << " / " << english(y.reason);
        EXPECT_EQ(x.paired, y.paired);
        EXPECT_EQ(x.disagreeing, y.disagreeing);
        EXPECT_EQ(x.unpaired, y.unpaired);
        EXPECT_EQ(x.agreement, y.agreement);
        for (auto [p, q] : {std::pair{x.withinTolerance, y.withinTolerance},
                            {x.toleranceNs, y.toleranceNs},
                            {x.biasNs, y.biasNs},
                            {x.loaLowNs, y.loaLowNs},
                            {x.loaHighNs, y.loaHighNs},
                            {x.maxDevNs, y.maxDevNs},
                            {x.toggleOverheadNs, y.toggleOverheadNs},
                            {x.samplerateHz, y.samplerateHz}}) {
            EXPECT_EQ(bits(p), bits(q));
        }
    }
}

} // namespace cyclelab::testing
