// cyclelab-cli run --campaign FILE [--db FILE] [--resume]

#include <iostream>

#include "app/cli/campaign_session.hpp"
#include "app/cli/cli_context.hpp"
#include "app/cli/data_paths.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/campaign_file.hpp"
#include "core/campaign/campaign_preflight.hpp"
#include "core/campaign/image_catalog.hpp"

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
    if (!board->qemuMachine.empty() && (!opts.serialPort.empty() ||
                                        !opts.analyzerDriver.empty() ||
                                        !opts.analyzerConnection.empty())) {
        return core::Error::badInput(
            std::string(!opts.serialPort.empty() ? "--serial" : "--analyzer") + ": board '" +
            board->id + "' of " + file +
            " is a virtual board (QEMU with the virtual analyzer); serial port and analyzer "
            "options are for real boards: remove them or use a real board's profile");
    }
    return core::success();
}

}  // namespace

void addRunCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd = app.add_subcommand("run", "Run a campaign file (TOML or JSON) on a bench");
    auto opts = std::make_shared<SessionOptions>();
    auto campaignFile = std::make_shared<std::string>();
    auto resume = std::make_shared<bool>(false);
    opts->db = "cyclelab.sqlite";
    cmd->add_option("--campaign", *campaignFile, "campaign file (see docs/CAMPAIGNS.md)")
        ->required();
    cmd->add_flag("--resume", *resume,
                  "continue the unfinished campaign of this file in the database (cells done "
                  "are skipped, no run is stored twice)");
    cmd->add_option("--db", opts->db, "run database (SQLite)")->capture_default_str();
    cmd->add_option("--images", opts->imagesDir, "firmware images directory (with manifest.json)");
    cmd->add_option("--boards", opts->boardsDir, "board profiles directory");
    cmd->add_option("--captures", opts->captureDir, "keep capture files in this directory");
    cmd->add_option("--serial", opts->serialPort,
                    "serial port of a real board (/dev/ttyUSB0, tcp://host:port, unix:PATH)");
    cmd->add_option("--analyzer", opts->analyzerDriver,
                    "libsigrok driver of a real analyzer (fx2lafw, dreamsourcelab-dslogic, ...)");
    cmd->add_option("--analyzer-conn", opts->analyzerConnection, "libsigrok conn= string");
    cmd->callback([&ctx, opts, campaignFile, resume] {
        ctx.action = [=]() -> int {
            auto spec = core::loadCampaignFile(*campaignFile);
            if (!spec) {
                return reportError(spec.error());
            }
            if (auto bad = preflight(*campaignFile, *spec, *opts); !bad) {
                return reportError(bad.error());
            }
            std::optional<std::int64_t> resumeId;
            if (*resume) {
                auto id = findUnfinishedCampaign(opts->db, *spec);
                if (!id) {
                    return reportError(id.error());
                }
                resumeId = *id;
                if (resumeId) {
                    std::cerr << "resuming campaign " << *resumeId << '\n';
                } else {
                    std::cerr << "no unfinished campaign of " << *campaignFile << " in "
                              << opts->db << ": starting a new one\n";
                }
            }
            auto result = runCampaignSession(resumeId ? std::nullopt : std::optional(*spec),
                                             resumeId, *opts);
            if (!result) {
                return reportError(result.error());
            }
            return sessionExitCode(*result);
        };
    });
}

}  // namespace cyclelab::cli
