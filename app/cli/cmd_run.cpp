// cyclelab-cli run --campaign FILE [--db FILE] [--resume]

#include <iostream>

#include "app/cli/campaign_session.hpp"
#include "app/cli/cli_context.hpp"
#include "core/campaign/campaign_file.hpp"

namespace cyclelab::cli {

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
