// cyclelab-cli report --db FILE [--campaign ID] --out DIR: report.md/.html with condition
// tables, rank flips and charts, plus runs.csv and runs.json.

#include "app/cli/cli_context.hpp"
#include "app/cli/report_charts_module.hpp"
#include "core/report/report_job.hpp"

#include <filesystem>
#include <iostream>
#include <memory>

namespace cyclelab::cli {

int runReport(const ReportArgs& args) {
    core::ReportRequest request;
    request.db = args.db;
    request.campaign = args.campaign;
    request.out = args.out;
    request.title = args.title;
    request.referenceCsv = args.reference;
    core::ReportChartRenderer charts;
    std::string noCharts;
#ifdef CYCLELAB_HAVE_CHARTS
    if (!args.noCharts) {
        auto render = loadReportCharts();
        if (!render) {
            return reportError(render.error());
        }
        charts = [fn = *render](const std::vector<core::Run>& plotted, const core::ReportPlan& plan,
                                const std::filesystem::path& out, std::vector<std::string>& notes) {
            ReportChartsCall call;
            call.runs = &plotted;
            call.plan = &plan;
            call.outDir = &out;
            call.notes = &notes;
            fn(&call);
            return std::move(call.charts);
        };
    } else {
        noCharts = "Charts were skipped (--no-charts).";
    }
#else
    noCharts = "This cyclelab-cli was built without Qt 6/QCustomPlot: no charts.";
#endif
    auto written = core::writeReport(request, charts, noCharts);
    if (!written) {
        return reportError(written.error());
    }
    std::cout << "wrote " << written->markdown.string() << ", report.html, runs.csv, runs.json and "
              << written->charts << " chart(s) for " << written->runs << " run(s)\n";
    for (const auto& note : written->notes) {
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
    cmd->add_option("--reference", args->reference,
                    "CSV of published Thread-Metric figures to show beside the runs "
                    "(docs/THREAD_METRIC.md)");
    cmd->add_flag("--no-charts", args->noCharts, "tables and data files only");
    cmd->callback([&ctx, args] { ctx.action = [args] { return runReport(*args); }; });
}

} // namespace cyclelab::cli
