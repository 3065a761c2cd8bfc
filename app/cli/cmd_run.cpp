// cyclelab-cli run --campaign FILE [--db FILE] [--resume [ID]] [--jobs N] [--shard K/N]
//                  [--timings] [--timings-json FILE] | run --resume ID [--db FILE]

#include "app/cli/campaign_console.hpp"
#include "app/cli/cli_context.hpp"
#include "app/cli/data_paths.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/campaign/campaign_file.hpp"
#include "core/campaign/campaign_preflight.hpp"
#include "core/campaign/campaign_session.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/store/run_store.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace cyclelab::cli {

namespace {

// Everything knowable from the file, the board profiles and the image catalog, checked before
// the database is opened (so a bad campaign creates no database) or a bench is started.
core::Status preflight(const std::string& file, const core::CampaignSpec& spec,
                       const SessionOptions& opts) {
    auto boards = core::loadBoardProfiles(boardsDir(opts.boardsDir));
    if (!boards) {
        return boards.error();
    }
    auto images = core::ImageCatalog::load(firmwareImagesDir(opts.imagesDir));
    if (!images) {
        return images.error();
    }
    auto board = core::preflightCampaign(spec, file, *boards, *images);
    if (!board) {
        return board.error();
    }
    if (core::isVirtualBoard(*board) && (!opts.serialPort.empty() || !opts.analyzerDriver.empty() ||
                                         !opts.analyzerConnection.empty())) {
        return core::Error::badInput(
            std::string(!opts.serialPort.empty() ? "--serial" : "--analyzer") + ": board '" +
            board->id + "' of " + file +
            " is a virtual board (QEMU with the virtual analyzer); serial port and analyzer "
            "options are for real boards: remove them or use a real board's profile");
    }
    if (auto jobs = core::benchCount(opts.jobs, *board); !jobs) {
        return jobs.error();
    }
    return core::success();
}

// `stored` is a campaign's spec as the runner stored it, `file` as the campaign file says: a
// file without analyzer_samplerate_hz (0) means the analyzer's highest, which the runner
// settled and stored.
bool sameMatrix(const core::CampaignSpec& stored, const core::CampaignSpec& file) {
    return stored.name == file.name && stored.boardId == file.boardId &&
           stored.kernels == file.kernels && stored.profiles == file.profiles &&
           stored.opts == file.opts && stored.cpuHz == file.cpuHz &&
           stored.benchmarks == file.benchmarks && stored.samples == file.samples &&
           stored.warmup == file.warmup &&
           (file.analyzerSamplerateHz <= 0 ||
            stored.analyzerSamplerateHz == file.analyzerSamplerateHz);
}

// What `--resume` means for this invocation: the campaign to continue, or why there is none.
struct ResumeTarget {
    std::optional<std::int64_t> id;
    std::optional<core::CampaignSpec> spec; // the stored spec of `id`
    std::string nothingToDo;                // set when there is nothing to resume
};

// Only the campaign's own shard counts: the other shards' cells are run elsewhere.
bool unfinished(const core::Campaign& c) {
    return std::any_of(c.cells.begin(), c.cells.end(), [&](const auto& cell) {
        return c.shard.holds(cell.index) && cell.state != core::CellState::Done;
    });
}

std::string shardText(const core::CampaignShard& shard) {
    return shard.whole()
               ? std::string("the whole campaign")
               : "shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

// "K/N" with 1 <= K <= N.
core::Expected<core::CampaignShard> parseShard(const std::string& text) {
    core::CampaignShard shard;
    const auto slash = text.find('/');
    try {
        std::size_t used = 0;
        if (slash != std::string::npos) {
            shard.index = std::stoi(text.substr(0, slash), &used);
            if (used == slash) {
                const std::string n = text.substr(slash + 1);
                shard.count = std::stoi(n, &used);
                if (used == n.size() && shard.count >= 1 && shard.index >= 1 &&
                    shard.index <= shard.count) {
                    return shard;
                }
            }
        }
    } catch (const std::exception&) {
    }
    return core::Error::badInput("--shard " + text +
                                 ": give K/N, shard K of N with 1 <= K <= N (e.g. --shard 2/4)");
}

// `--resume ID`: that campaign; `--resume` with a file: the newest unfinished campaign of the
// file's matrix. Reads the database read-only: resuming nothing creates nothing.
core::Expected<ResumeTarget> findResumeTarget(const std::string& db, const std::string& file,
                                              const std::optional<core::CampaignSpec>& spec,
                                              std::optional<std::int64_t> wanted,
                                              std::optional<core::CampaignShard> shard) {
    ResumeTarget target;
    if (!wanted && !std::filesystem::exists(db)) {
        target.nothingToDo = "nothing to resume: " + db + " does not exist yet (run " + file +
                             " without --resume to start it)";
        return target;
    }
    auto store = core::RunStore::openReadOnly(db);
    if (!store) {
        return store.error();
    }
    if (wanted) {
        auto campaign = store->loadCampaign(*wanted);
        if (!campaign) {
            return core::Error::badInput("--resume " + std::to_string(*wanted) + ": " +
                                         campaign.error().message);
        }
        if (spec && !sameMatrix(campaign->spec, *spec)) {
            return core::Error::badInput("--resume " + std::to_string(*wanted) + ": campaign " +
                                         std::to_string(*wanted) + " in " + db +
                                         " is not the campaign of " + file +
                                         " (its matrix differs): give one or the other");
        }
        if (shard && campaign->shard != *shard) {
            return core::Error::badInput("--resume " + std::to_string(*wanted) + ": campaign " +
                                         std::to_string(*wanted) + " in " + db + " runs " +
                                         shardText(campaign->shard) + ", not " + shardText(*shard) +
                                         ": leave --shard out or fix it");
        }
        if (!unfinished(*campaign)) {
            target.nothingToDo = "nothing to resume: every cell of campaign " +
                                 std::to_string(*wanted) + " in " + db + " is done";
            return target;
        }
        target.id = campaign->id;
        target.spec = campaign->spec;
        return target;
    }
    auto campaigns = store->listCampaigns();
    if (!campaigns) {
        return campaigns.error();
    }
    for (const auto& c : *campaigns) {
        if (unfinished(c) && sameMatrix(c.spec, *spec) &&
            c.shard == shard.value_or(core::CampaignShard{}) && (!target.id || c.id > *target.id)) {
            target.id = c.id;
            target.spec = c.spec;
        }
    }
    if (!target.id) {
        target.nothingToDo = "nothing to resume: " + db + " has no unfinished campaign of " + file +
                             " (run it without --resume to start a new one)";
    }
    return target;
}

} // namespace

void addRunCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd = app.add_subcommand("run", "Run a campaign file (TOML or JSON) on a bench");
    auto opts = std::make_shared<SessionOptions>();
    auto campaignFile = std::make_shared<std::string>();
    auto resumeArg = std::make_shared<std::vector<std::int64_t>>();
    opts->db = "cyclelab.sqlite";
    cmd->add_option("--campaign", *campaignFile, "campaign file (see docs/CAMPAIGNS.md)");
    auto* resumeOpt =
        cmd->add_option("--resume", *resumeArg,
                        "continue an unfinished campaign: campaign ID, or without ID the newest "
                        "unfinished campaign of --campaign FILE (cells done are skipped, no run "
                        "is stored twice); nothing unfinished: says so and exits 0")
            ->expected(0, 1);
    cmd->add_option("--db", opts->db, "run database (SQLite)")->capture_default_str();
    addBenchOptions(cmd, *opts, true);
    cmd->add_option("--captures", opts->captureDir, "keep capture files in this directory");
    cmd->add_option("--jobs", opts->jobs,
                    "QEMUs side by side on the virtual bench, each running a cell or one of a "
                    "cell's two boots (default: one per core; a real board runs one cell at a "
                    "time)");
    auto shardArg = std::make_shared<std::string>();
    auto* shardOpt = cmd->add_option(
        "--shard", *shardArg,
        "run only shard K of N of the campaign (cells i with i % N == K-1), e.g. one task of a "
        "batch job array; combine the shard databases with `cyclelab-cli merge`");
    cmd->add_flag("--timings", opts->timings,
                  "print where each cell's time went: emulation, capture import, pulse "
                  "extraction, validation, store commit, other");
    cmd->add_option("--timings-json", opts->timingsJson, "write the same timings as JSON here");
    cmd->callback([&ctx, opts, campaignFile, resumeArg, resumeOpt, shardArg, shardOpt] {
        const bool resume = resumeOpt->count() > 0;
        // CLI11 gives a bare `--resume` the value 0; campaign ids start at 1.
        const std::optional<std::int64_t> wanted = resumeArg->empty() || resumeArg->front() <= 0
                                                       ? std::nullopt
                                                       : std::optional(resumeArg->front());
        ctx.action = [=]() -> int {
            std::optional<core::CampaignShard> shard;
            if (shardOpt->count() > 0) {
                auto parsed = parseShard(*shardArg);
                if (!parsed) {
                    return reportError(parsed.error());
                }
                shard = *parsed;
                opts->shard = *parsed;
            }
            if (campaignFile->empty() && !wanted) {
                return reportError(core::Error::badInput(
                    "run: give --campaign FILE, or --resume ID to continue a stored campaign"));
            }
            std::optional<core::CampaignSpec> spec;
            if (!campaignFile->empty()) {
                auto loaded = core::loadCampaignFile(*campaignFile);
                if (!loaded) {
                    return reportError(loaded.error());
                }
                // kernels = "available" names the kernels of the image catalog; resolved here so
                // that --resume finds the stored campaign of the same matrix.
                auto images = core::ImageCatalog::load(firmwareImagesDir(opts->imagesDir));
                if (!images) {
                    return reportError(images.error());
                }
                auto resolved = core::resolveAvailableKernels(std::move(*loaded), *images);
                if (!resolved) {
                    return reportError(resolved.error());
                }
                spec = std::move(*resolved);
            }
            std::optional<std::int64_t> resumeId;
            std::string source = *campaignFile;
            if (resume) {
                auto target = findResumeTarget(opts->db, *campaignFile, spec, wanted, shard);
                if (!target) {
                    return reportError(target.error());
                }
                if (!target->nothingToDo.empty()) {
                    std::cerr << target->nothingToDo << '\n';
                    return 0;
                }
                resumeId = target->id;
                if (!spec) {
                    spec = target->spec;
                    source = "campaign " + std::to_string(*resumeId) + " in " + opts->db;
                }
            }
            if (auto bad = preflight(source, *spec, *opts); !bad) {
                return reportError(bad.error());
            }
            if (resumeId) {
                std::cerr << "resuming campaign " << *resumeId << '\n';
            }
            auto result = runCampaignSession(resumeId ? std::nullopt : spec, resumeId, *opts);
            if (!result) {
                return reportError(result.error());
            }
            return sessionExitCode(*result);
        };
    });
}

} // namespace cyclelab::cli
