#pragma once
// Two databases hold the same campaign runs: the same (cell, benchmark) set, counter samples
// bit for bit, the same run status and verdict. Pulse widths are compared as the virtual
// analyzer can promise them: the same count, each within one analyzer sample, since an edge's
// position on the sample grid depends on when the host's command reached the guest (virtual
// time runs while the firmware waits for it), not on the measured code.

#include "core/store/run_store.hpp"

#include <cstdlib>
#include <gtest/gtest.h>
#include <map>
#include <string>
#include <utility>

namespace cyclelab::testing {

inline std::map<std::pair<int, std::string>, core::Run> campaignRuns(const std::string& db,
                                                                     std::int64_t campaignId) {
    std::map<std::pair<int, std::string>, core::Run> out;
    auto store = core::RunStore::openReadOnly(db);
    EXPECT_TRUE(store.ok()) << store.error().message;
    if (!store) {
        return out;
    }
    core::RunFilter filter;
    filter.campaignId = campaignId;
    auto runs = store->loadRuns(filter);
    EXPECT_TRUE(runs.ok()) << runs.error().message;
    if (!runs) {
        return out;
    }
    for (auto& run : *runs) {
        const auto key = std::make_pair(run.cellIndex, run.benchmark.key());
        EXPECT_TRUE(out.emplace(key, std::move(run)).second)
            << db << ": cell " << key.first << " " << key.second << " stored twice";
    }
    return out;
}

inline void expectSameRuns(const std::map<std::pair<int, std::string>, core::Run>& expected,
                           const std::map<std::pair<int, std::string>, core::Run>& actual) {
    ASSERT_EQ(expected.size(), actual.size());
    for (const auto& [key, want] : expected) {
        SCOPED_TRACE("cell " + std::to_string(key.first + 1) + " " + key.second);
        auto it = actual.find(key);
        ASSERT_NE(it, actual.end());
        const core::Run& got = it->second;
        EXPECT_EQ(got.samples, want.samples); // bit for bit
        EXPECT_EQ(got.status, want.status) << got.statusReason;
        ASSERT_EQ(got.validation.has_value(), want.validation.has_value());
        if (want.validation) {
            EXPECT_EQ(got.validation->verdict, want.validation->verdict)
                << english(want.validation->reason) << " / " << english(got.validation->reason);
        }
        ASSERT_EQ(got.pulseWidths.size(), want.pulseWidths.size());
        for (std::size_t i = 0; i < want.pulseWidths.size(); ++i) {
            const auto diff = static_cast<long long>(got.pulseWidths[i]) -
                              static_cast<long long>(want.pulseWidths[i]);
            ASSERT_LE(std::llabs(diff), 1) << "pulse " << i;
        }
    }
}

} // namespace cyclelab::testing
