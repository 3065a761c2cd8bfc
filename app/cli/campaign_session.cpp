#include "app/cli/campaign_session.hpp"

#include "app/cli/data_paths.hpp"
#include "app/cli/progress_printer.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/campaign_session.hpp"
#include "core/store/run_store.hpp"
#include "devices/bench/bench_factory.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>

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

}  // namespace

int sessionExitCode(const SessionResult& result) {
    if (result.cellsFailed > 0 || result.stopped) {
        return 1;
    }
    return result.anyVerdictFailure ? core::kExitVerdictFail : 0;
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
    auto boardId = spec ? core::Expected<std::string>(spec->boardId) : session->boardOf(*resumeId);
    if (!boardId) {
        return boardId.error();
    }
    auto board = findBoard(boardsDir(options.boardsDir), *boardId);
    if (!board) {
        return board.error();
    }
    devices::BenchConfig config;
    config.board = *board;
    config.serialPort = options.serialPort;
    config.analyzerDriver = options.analyzerDriver;
    config.analyzerConnection = options.analyzerConnection;
    auto bench = devices::makeBench(config);
    if (!bench) {
        return bench.error();
    }
    ProgressPrinter printer(stderr);
    auto progress = [&](const core::CampaignProgress& e) { printer(e); };
    std::fprintf(stderr, "%s\n", (*bench)->describe().c_str());

    g_control.stop = false;
    g_control.paused = false;
    // A `timeout`, a cancelled CI job (SIGTERM) or a closed terminal (SIGHUP) stop the campaign
    // like Ctrl-C: the cell in progress is given up, the bench is shut down, nothing is lost.
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    auto previousHup = std::signal(SIGHUP, onInterrupt);
    auto summary = resumeId ? session->resume(**bench, *resumeId, g_control, progress)
                            : session->run(**bench, *spec, g_control, progress);
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
    // Every campaign ends with its verdicts, so a failing run is never only in the database.
    auto verdicts = session->verdicts(result.campaignId);
    if (!verdicts) {
        return verdicts.error();
    }
    result.anyVerdictFailure = verdicts->anyFailure();
    std::fputs(core::formatVerdictSummary(*verdicts).c_str(), stderr);
    return result;
}

}  // namespace cyclelab::cli
