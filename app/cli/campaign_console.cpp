#include "app/cli/campaign_console.hpp"

#include "app/cli/data_paths.hpp"
#include "app/cli/exit_codes.hpp"
#include "app/cli/progress_printer.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/campaign_session.hpp"
#include "core/store/run_store.hpp"
#include "devices/benches/bench_factory.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

namespace cyclelab::cli {
namespace {

// Set by Ctrl-C. The handler only stores to a lock-free atomic (async-signal-safe); the runner
// polls it between benchmarks.
core::CampaignControl g_control;

extern "C" void onInterrupt(int) {
    g_control.stop.store(true);
}

core::Expected<core::BoardProfile> findBoard(const std::string& dir, const std::string& id) {
    auto boards = core::loadBoardProfiles(dir);
    if (!boards) {
        return boards.error();
    }
    std::string known;
    for (const auto& b : *boards) {
        if (b.id == id) {
            return b;
        }
        known += (known.empty() ? "" : ", ") + b.id;
    }
    return core::Error::badInput("board: no profile '" + id + "' in " + dir + " (have: " + known +
                                 ")");
}

nlohmann::json timingsJson(const std::vector<core::CellTiming>& cells) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& c : cells) {
        const auto& t = c.timings;
        out.push_back({{"cell", c.cellIndex + 1},
                       {"label", c.cellLabel},
                       {"worker", c.worker + 1},
                       {"wallS", t.wallS},
                       {"emulationS", t.emulationS},
                       {"captureImportS", t.captureImportS},
                       {"pulseExtractionS", t.pulseExtractionS},
                       {"validationS", t.validationS},
                       {"storeCommitS", t.storeCommitS},
                       {"otherS", t.otherS()}});
    }
    return out;
}

void printTimings(const std::vector<core::CellTiming>& cells) {
    std::printf("%-5s %-30s %8s %9s %8s %8s %8s %8s %8s\n", "cell", "label", "wall s", "emulate",
                "import", "pulses", "validate", "commit", "other");
    for (const auto& c : cells) {
        const auto& t = c.timings;
        std::printf("%-5d %-30s %8.2f %9.2f %8.2f %8.3f %8.3f %8.3f %8.3f\n", c.cellIndex + 1,
                    c.cellLabel.c_str(), t.wallS, t.emulationS, t.captureImportS,
                    t.pulseExtractionS, t.validationS, t.storeCommitS, t.otherS());
    }
    std::fflush(stdout);
}

} // namespace

int sessionExitCode(const SessionResult& result) {
    if (result.cellsFailed > 0 || result.stopped) {
        return kExitFailed;
    }
    return result.anyVerdictFailure ? kExitVerdictFail : kExitOk;
}

core::Expected<SessionResult> runCampaignSession(const std::optional<core::CampaignSpec>& spec,
                                                 std::optional<std::int64_t> resumeId,
                                                 const SessionOptions& options) {
    core::SessionSetup setup;
    setup.databasePath = options.db;
    setup.imagesDir = firmwareImagesDir(options.imagesDir);
    setup.cell.captureDir = options.captureDir;
    auto session = core::CampaignSession::open(setup);
    if (!session) {
        return session.error();
    }
    auto planned = spec ? core::Expected<core::CampaignSpec>(*spec) : session->specOf(*resumeId);
    if (!planned) {
        return planned.error();
    }
    auto board = findBoard(boardsDir(options.boardsDir), planned->boardId);
    if (!board) {
        return board.error();
    }
    devices::BenchConfig config;
    config.board = *board;
    config.serialPort = options.serialPort;
    config.analyzerDriver = options.analyzerDriver;
    config.analyzerConnection = options.analyzerConnection;
    config.analyzerPhaseSeed = planned->analyzerPhaseSeed;
    auto jobs = core::benchCount(options.jobs, *board);
    if (!jobs) {
        return jobs.error();
    }
    // One bench per job: on the virtual bench each is its own QEMU and virtual analyzer.
    std::vector<std::unique_ptr<core::Bench>> benches;
    std::vector<core::Bench*> benchPtrs;
    for (int i = 0; i < *jobs; ++i) {
        auto bench = devices::makeBench(config);
        if (!bench) {
            return bench.error();
        }
        benchPtrs.push_back(bench->get());
        benches.push_back(std::move(bench).value());
    }
    ProgressPrinter printer(stderr);
    auto progress = [&](const core::CampaignProgress& e) { printer(e); };
    std::fprintf(stderr, "%s%s\n", benches.front()->describe().c_str(),
                 *jobs > 1 ? (", " + std::to_string(*jobs) + " QEMUs side by side").c_str() : "");

    g_control.stop = false;
    g_control.paused = false;
    // A `timeout`, a cancelled CI job (SIGTERM) or a closed terminal (SIGHUP) stop the campaign
    // like Ctrl-C: the cell in progress is given up, the bench is shut down, nothing is lost.
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    auto previousHup = std::signal(SIGHUP, onInterrupt);
    auto summary = resumeId ? session->resume(benchPtrs, *resumeId, g_control, progress)
                            : session->run(benchPtrs, *spec, options.shard, g_control, progress);
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    std::signal(SIGHUP, previousHup);
    printer.finish();
    if (!summary) {
        return summary.error();
    }
    SessionResult result;
    result.campaignId = summary->campaignId;
    result.cellsDone = summary->cellsDone + summary->cellsSkipped;
    result.cellsFailed = summary->cellsFailed;
    result.stopped = summary->stopped;
    std::fprintf(stderr, "campaign %lld: %d cells done, %d failed%s; %zu runs stored in %s\n",
                 static_cast<long long>(result.campaignId), result.cellsDone, result.cellsFailed,
                 result.stopped ? ", stopped (continue with --resume)" : "", summary->runsStored,
                 options.db.c_str());
    if (options.timings) {
        printTimings(summary->timings);
    }
    if (!options.timingsJson.empty()) {
        std::ofstream out(options.timingsJson);
        out << timingsJson(summary->timings).dump(2) << '\n';
        if (!out) {
            return core::Error::runtime("cannot write " + options.timingsJson +
                                        ": check the directory and its permissions");
        }
    }
    // Every campaign ends with its verdicts, so a failing run is never only in the database.
    auto verdicts = session->verdicts(result.campaignId);
    if (!verdicts) {
        return verdicts.error();
    }
    result.anyVerdictFailure = verdicts->anyFailure();
    std::fputs(core::formatVerdictSummary(*verdicts).c_str(), stderr);
    return result;
}

} // namespace cyclelab::cli
