// cyclelab-cli demo [--db FILE] [--out DIR] [--samples N]: the default campaign on the
// virtual bench, then its report.

#include "app/cli/campaign_console.hpp"
#include "app/cli/cli_context.hpp"
#include "core/campaign/campaign_file.hpp"

#include <filesystem>
#include <iostream>

namespace cyclelab::cli {

void addDemoCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd = app.add_subcommand(
        "demo", "Run the default campaign on the virtual bench (refkernel on qemu-f405 at "
                "-O0 -O2 -Os -O3, minimal profile, every benchmark) and write its report");
    auto opts = std::make_shared<SessionOptions>();
    auto out = std::make_shared<std::string>("cyclelab-demo");
    auto samples = std::make_shared<std::uint32_t>(10000);
    auto warmup = std::make_shared<std::uint32_t>(1000);
    opts->db = "cyclelab-demo.sqlite";
    cmd->add_option("--db", opts->db, "run database (SQLite)")->capture_default_str();
    cmd->add_option("--out", *out, "report directory")->capture_default_str();
    cmd->add_option("--samples", *samples, "samples per run after warm-up")
        ->capture_default_str()
        ->check(CLI::Range(1, 1000000));
    cmd->add_option("--warmup", *warmup, "warm-up iterations per run")
        ->capture_default_str()
        ->check(CLI::Range(0, 1000000));
    addBenchOptions(cmd, *opts, false);
    cmd->add_option("--jobs", opts->jobs,
                    "QEMUs side by side, each a cell or one of its two boots (default: one per "
                    "core)");
    cmd->add_flag("--timings", opts->timings, "print where each cell's time went");
    cmd->callback([&ctx, opts, out, samples, warmup] {
        ctx.action = [=]() -> int {
            auto spec = core::demoCampaign(*samples, *warmup);
            auto result = runCampaignSession(spec, std::nullopt, *opts);
            if (!result) {
                return reportError(result.error());
            }
            int code = sessionExitCode(*result);
            ReportArgs report;
            report.db = opts->db;
            report.out = *out;
            report.campaign = result->campaignId;
            if (int reportCode = runReport(report); reportCode != 0) {
                return reportCode;
            }
            std::cerr << "results: database " << opts->db << ", report "
                      << (std::filesystem::path(*out) / "report.html").string() << " and "
                      << (std::filesystem::path(*out) / "report.md").string() << '\n';
            return code;
        };
    });
}

} // namespace cyclelab::cli
