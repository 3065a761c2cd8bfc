// cyclelab-cli report --db FILE [--campaign ID] --out DIR: report.md/.html with condition
// tables, rank flips and charts, plus runs.csv and runs.json.

#include "app/cli/cli_context.hpp"
#include "app/cli/report_charts_module.hpp"
#include "core/campaign/failed_cells.hpp"
#include "core/compare/report_writer.hpp"
#include "core/store/run_store.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>

namespace cyclelab::cli {

int runReport(const ReportArgs& args) {
    namespace fs = std::filesystem;
    auto store = core::RunStore::openReadOnly(args.db);
    if (!store) {
        return reportError(store.error());
    }
    core::ReportContent content;
    core::RunFilter filter;
    content.title = args.title;
    if (args.campaign) {
        auto campaign = store->loadCampaign(*args.campaign);
        if (!campaign) {
            return reportError(campaign.error());
        }
        filter.campaignId = *args.campaign;
        if (content.title.empty()) {
            content.title = "CycleLab report: campaign " + std::to_string(*args.campaign) + " (" +
                            campaign->spec.name + ")";
        }
    } else if (content.title.empty()) {
        content.title = "CycleLab report: all runs in " + fs::path(args.db).filename().string();
    }
    auto runs = store->loadRuns(filter);
    if (!runs) {
        return reportError(runs.error());
    }
    if (runs->empty()) {
        return reportError(core::Error::badInput(
            "no runs in " + args.db +
            (args.campaign ? " for campaign " + std::to_string(*args.campaign) : std::string()) +
            ": run a campaign first, or check --db/--campaign"));
    }
    content.runs = std::move(*runs);
    // Failed cells store no runs: the report says which cells are missing and why.
    auto failed = core::failedCells(store.value(), args.campaign);
    if (!failed) {
        return reportError(failed.error());
    }
    for (const auto& f : *failed) {
        content.notes.push_back("Failed cell, no runs stored: " + core::describe(f) + ".");
    }
    content.plan = core::planReport(content.runs);
    std::error_code ec;
    fs::create_directories(args.out, ec);
    if (ec) {
        return reportError(core::Error::runtime("cannot create report directory " + args.out +
                                                ": " + ec.message()));
    }
    const fs::path out(args.out);
#ifdef CYCLELAB_HAVE_CHARTS
    if (!args.noCharts) {
        auto render = loadReportCharts();
        if (!render) {
            return reportError(render.error());
        }
        // An implausible run is listed with its reason but never drawn as a result.
        std::vector<core::Run> plotted;
        std::copy_if(content.runs.begin(), content.runs.end(), std::back_inserter(plotted),
                     [](const core::Run& r) { return r.status != core::RunStatus::Implausible; });
        if (plotted.size() != content.runs.size()) {
            content.notes.push_back(std::to_string(content.runs.size() - plotted.size()) +
                                    " implausible run(s) are not charted (see their reasons).");
        }
        const core::ReportPlan plan = core::planReport(plotted);
        ReportChartsCall call;
        call.runs = &plotted;
        call.plan = &plan;
        call.outDir = &out;
        call.notes = &content.notes;
        (*render)(&call);
        content.charts = std::move(call.charts);
    } else {
        content.notes.push_back("Charts were skipped (--no-charts).");
    }
#else
    content.notes.push_back("This cyclelab-cli was built without Qt 6/QCustomPlot: no charts.");
#endif
    for (auto status : {core::writeReportMarkdown(content, out / "report.md"),
                        core::writeReportHtml(content, out / "report.html"),
                        core::writeRunsCsv(content.runs, out / "runs.csv"),
                        core::writeRunsJson(content.runs, out / "runs.json")}) {
        if (!status) {
            return reportError(status.error());
        }
    }
    std::cout << "wrote " << (out / "report.md").string()
              << ", report.html, runs.csv, runs.json and " << content.charts.size()
              << " chart(s) for " << content.runs.size() << " run(s)\n";
    for (const auto& note : content.notes) {
        std::cout << "note: " << note << "\n";
    }
    return 0;
}

void addReportCommand(CLI::App& app, CliContext& ctx) {
    auto args = std::make_shared<ReportArgs>();
    CLI::App* cmd = app.add_subcommand(
        "report", "Write report.md/.html (conditions, rank flips, charts), runs.csv and runs.json");
    cmd->add_option("--db", args->db, "SQLite run store")->required();
    cmd->add_option("--campaign", args->campaign, "only the runs of this campaign id");
    cmd->add_option("--out", args->out, "output directory (created if missing)")->required();
    cmd->add_option("--title", args->title, "report title");
    cmd->add_flag("--no-charts", args->noCharts, "tables and data files only");
    cmd->callback([&ctx, args] { ctx.action = [args] { return runReport(*args); }; });
}

} // namespace cyclelab::cli
