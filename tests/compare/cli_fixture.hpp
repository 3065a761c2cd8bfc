#pragma once
// End-to-end fixture: a real SQLite run store filled through RunStore with synthetic runs,
// and the built cyclelab-cli run as a subprocess.

#include "core/store/run_store.hpp"
#include "devices/common/subprocess.hpp"
#include "tests/compare/synthetic_campaign.hpp"

#include <chrono>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace cyclelab::core::testing {

struct CliDb {
    std::filesystem::path dir;
    std::filesystem::path db;
    std::int64_t campaignA = 0, campaignB = 0;
    std::vector<std::int64_t> runIdsA, runIdsB; // parallel: B is A made 20 % slower
};

// Campaign A: the synthetic campaign. Campaign B: the same cells, every sample 20 % slower.
inline CliDb makeCliDb(const std::string& name, std::size_t samplesPerRun = 200) {
    CliDb out;
    // ctest runs each test of a suite in its own process, in parallel: one folder per process.
    out.dir = std::filesystem::path(CYCLELAB_BINARY_DIR) / "tests" /
              (name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(out.dir);
    std::filesystem::create_directories(out.dir);
    out.db = out.dir / "runs.sqlite";
    auto store = RunStore::open(out.db.string());
    EXPECT_TRUE(store.ok()) << store.error().message;
    auto runs = syntheticCampaign(samplesPerRun);
    for (int side = 0; side < 2; ++side) {
        Campaign c;
        c.spec.name = side == 0 ? "baseline" : "slower";
        c.spec.boardId = "qemu-f405";
        auto id = store->createCampaign(c);
        EXPECT_TRUE(id.ok()) << id.error().message;
        (side == 0 ? out.campaignA : out.campaignB) = *id;
        for (Run r : runs) {
            r.campaignId = *id;
            if (side == 1) {
                for (auto& s : r.samples) {
                    s = s * 6 / 5;
                }
            }
            auto runId = store->insertRun(r);
            EXPECT_TRUE(runId.ok()) << runId.error().message;
            (side == 0 ? out.runIdsA : out.runIdsB).push_back(*runId);
        }
    }
    return out;
}

inline devices::ProcessResult runCli(const std::vector<std::string>& args) {
    std::vector<std::string> argv{std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli"};
    argv.insert(argv.end(), args.begin(), args.end());
    auto r = devices::runProcess(argv, std::chrono::seconds(120));
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? *r : devices::ProcessResult{};
}

} // namespace cyclelab::core::testing
