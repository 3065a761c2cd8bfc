#include "app/cli/campaign_session.hpp"

#include "app/cli/data_paths.hpp"
#include "app/cli/progress_printer.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/store/run_store.hpp"
#include "devices/bench/bench_factory.hpp"
#include "devices/qemu/virtual_analyzer.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>

namespace cyclelab::cli {
namespace {

core::CampaignRunner* g_runner = nullptr;

extern "C" void onInterrupt(int) {
    if (g_runner) {
        g_runner->requestStop();  // only sets an atomic flag and notifies
    }
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

bool sameMatrix(const core::CampaignSpec& a, const core::CampaignSpec& b) {
    return a.name == b.name && a.boardId == b.boardId && a.kernels == b.kernels &&
           a.profiles == b.profiles && a.opts == b.opts && a.cpuHz == b.cpuHz &&
           a.benchmarks == b.benchmarks && a.samples == b.samples && a.warmup == b.warmup &&
           a.analyzerSamplerateHz == b.analyzerSamplerateHz;
}

}  // namespace

core::Expected<std::optional<std::int64_t>> findUnfinishedCampaign(const std::string& db,
                                                                   const core::CampaignSpec& spec) {
    auto store = core::RunStore::open(db);
    if (!store) {
        return store.error();
    }
    auto campaigns = store->listCampaigns();
    if (!campaigns) {
        return campaigns.error();
    }
    std::optional<std::int64_t> found;
    for (const auto& c : *campaigns) {
        bool unfinished = std::any_of(c.cells.begin(), c.cells.end(), [](const auto& cell) {
            return cell.state != core::CellState::Done;
        });
        if (unfinished && sameMatrix(c.spec, spec) && (!found || c.id > *found)) {
            found = c.id;
        }
    }
    return found;
}

int sessionExitCode(const SessionResult& result) {
    if (result.cellsFailed > 0 || result.stopped) {
        return 1;
    }
    return result.anyVerdictFailure ? core::kExitVerdictFail : 0;
}

core::Expected<SessionResult> runCampaignSession(const std::optional<core::CampaignSpec>& spec,
                                                 std::optional<std::int64_t> resumeId,
                                                 const SessionOptions& options) {
    auto store = core::RunStore::open(options.db);
    if (!store) {
        return store.error();
    }
    std::string boardId;
    if (spec) {
        boardId = spec->boardId;
    } else {
        auto campaign = store->loadCampaign(*resumeId);
        if (!campaign) {
            return campaign.error();
        }
        boardId = campaign->spec.boardId;
    }
    auto board = findBoard(boardsDir(options.boardsDir), boardId);
    if (!board) {
        return board.error();
    }
    auto images = core::ImageCatalog::load(firmwareImagesDir(options.imagesDir));
    if (!images) {
        return images.error();
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
    // Refuse at planning time (exit 2, nothing stored) an analyzer rate the virtual analyzer
    // could not capture exactly, rather than store runs validated at another rate.
    if (!board->qemuMachine.empty()) {
        const double rate = spec ? spec->analyzerSamplerateHz
                                 : store->loadCampaign(*resumeId)->spec.analyzerSamplerateHz;
        if (auto ok = devices::VirtualAnalyzer::checkRate(rate); !ok) {
            return core::Error::badInput("campaign analyzer_samplerate_hz: " + ok.error().message);
        }
    }
    core::CellOptions cellOptions;
    cellOptions.captureDir = options.captureDir;
    core::CampaignRunner runner(**bench, *images, *store, cellOptions);
    ProgressPrinter printer(stderr);
    runner.onProgress([&](const core::CampaignProgress& e) { printer(e); });
    std::fprintf(stderr, "%s\n", (*bench)->describe().c_str());

    g_runner = &runner;
    // A `timeout`, a cancelled CI job (SIGTERM) or a closed terminal (SIGHUP) stop the campaign
    // like Ctrl-C: the cell in progress is given up, the bench is shut down, nothing is lost.
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    auto previousHup = std::signal(SIGHUP, onInterrupt);
    auto summary = resumeId ? runner.resume(*resumeId) : runner.run(*spec);
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    std::signal(SIGHUP, previousHup);
    g_runner = nullptr;
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
    core::RunFilter filter;
    filter.campaignId = result.campaignId;
    auto runs = store->loadRuns(filter);
    if (!runs) {
        return runs.error();
    }
    const auto verdicts = core::summarizeVerdicts(*runs);
    result.anyVerdictFailure = verdicts.anyFailure();
    std::fputs(core::formatVerdictSummary(verdicts).c_str(), stderr);
    return result;
}

}  // namespace cyclelab::cli
