#pragma once
// For the end-to-end tests that drive CellExecutor directly: one cell on a project board's
// virtual bench, as a campaign runs it, and the run of one benchmark among a cell's runs.

#include "core/campaign/cell_executor.hpp"
#include "devices/benches/bench_factory.hpp"
#include "tests/campaign_e2e/built_images.hpp"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace cyclelab::testing {

// `config` is the bench's configuration but its board, which is the project's profile of
// spec.boardId.
inline core::Expected<std::vector<core::Run>>
runVirtualCell(const core::FirmwareBuild& build, const core::CampaignSpec& spec,
               const core::CampaignCell& cell, devices::BenchConfig config = {},
               const core::CellOptions& options = {}) {
    auto board = projectBoard(spec.boardId);
    if (!board) {
        return board.error();
    }
    config.board = *board;
    auto bench = devices::makeBench(config);
    if (!bench) {
        return bench.error();
    }
    std::atomic<bool> stop{false};
    core::CellExecutor executor(**bench, options, stop);
    return executor.execute(spec, cell, build, {});
}

// The run of benchmark `id`; a failure naming it, and an empty run, when the cell has none.
inline const core::Run& findRun(const std::vector<core::Run>& runs, const std::string& id) {
    static const core::Run kNone{};
    auto it = std::find_if(runs.begin(), runs.end(),
                           [&](const core::Run& r) { return r.benchmark.id == id; });
    if (it == runs.end()) {
        ADD_FAILURE() << id << " is not among the cell's runs";
        return kNone;
    }
    return *it;
}

} // namespace cyclelab::testing
