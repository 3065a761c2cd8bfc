#include "core/report/report_job.hpp"

#include "core/campaign/failed_cells.hpp"
#include "core/common/message.hpp"
#include "core/model/thread_metric.hpp"
#include "core/store/run_store.hpp"

#include <algorithm>
#include <iterator>

namespace cyclelab::core {

Expected<ReportResult> writeReport(const ReportRequest& request,
                                   const ReportChartRenderer& renderCharts,
                                   const std::string& noChartsNote) {
    namespace fs = std::filesystem;
    auto store = RunStore::openReadOnly(request.db);
    if (!store) {
        return store.error();
    }
    ReportContent content;
    RunFilter filter;
    filter.ids = request.runIds;
    content.title = request.title;
    if (request.campaign) {
        auto campaign = store->loadCampaign(*request.campaign);
        if (!campaign) {
            return campaign.error();
        }
        filter.campaignId = *request.campaign;
        if (content.title.empty()) {
            content.title = "CycleLab report: campaign " + std::to_string(*request.campaign) +
                            " (" + campaign->spec.name + ")";
        }
    } else if (content.title.empty()) {
        content.title =
            request.runIds.empty()
                ? "CycleLab report: all runs in " + fs::path(request.db).filename().string()
                : "CycleLab report: " + std::to_string(request.runIds.size()) + " runs of " +
                      fs::path(request.db).filename().string();
    }
    auto runs = store->loadRuns(filter);
    if (!runs) {
        return runs.error();
    }
    if (runs->empty()) {
        return Error::badInput(request.campaign
                                   ? message(MessageId::ErrReportNoRunsInCampaign,
                                             {request.db, std::to_string(*request.campaign)})
                                   : message(MessageId::ErrReportNoRuns, {request.db}));
    }
    content.runs = std::move(*runs);
    // Failed cells store no runs: the report says which cells are missing and why.
    if (request.runIds.empty()) {
        auto failed = failedCells(store.value(), request.campaign);
        if (!failed) {
            return failed.error();
        }
        for (const auto& f : *failed) {
            content.notes.push_back("Failed cell, no runs stored: " + describe(f) + ".");
        }
    }
    if (!request.referenceCsv.empty()) {
        auto references = loadReferenceFigures(request.referenceCsv);
        if (!references) {
            return references.error();
        }
        content.references = std::move(*references);
    }
    // Thread-Metric runs count iterations: their ranking is a table (thread_metric_report.hpp),
    // the cycle charts leave them out.
    std::vector<Run> cycleRuns = content.runs;
    std::erase_if(cycleRuns, [](const Run& r) { return isThreadMetric(r.benchmark.id); });
    content.plan = planReport(cycleRuns.empty() ? content.runs : cycleRuns);
    std::error_code ec;
    fs::create_directories(request.out, ec);
    if (ec) {
        return Error::runtime(
            message(MessageId::ErrReportCannotCreateDir, {request.out.string(), ec.message()}));
    }
    if (renderCharts) {
        // An implausible run is listed with its reason but never drawn as a result.
        std::vector<Run> plotted;
        std::copy_if(cycleRuns.begin(), cycleRuns.end(), std::back_inserter(plotted),
                     [](const Run& r) { return r.status != RunStatus::Implausible; });
        if (plotted.size() != cycleRuns.size()) {
            content.notes.push_back(std::to_string(cycleRuns.size() - plotted.size()) +
                                    " implausible run(s) are not charted (see their reasons).");
        }
        content.charts = renderCharts(plotted, planReport(plotted), request.out, content.notes);
    } else if (!noChartsNote.empty()) {
        content.notes.push_back(noChartsNote);
    }
    ReportResult result;
    result.markdown = request.out / "report.md";
    result.html = request.out / "report.html";
    for (auto status :
         {writeReportMarkdown(content, result.markdown), writeReportHtml(content, result.html),
          writeRunsCsv(content.runs, request.out / "runs.csv"),
          writeRunsJson(content.runs, request.out / "runs.json")}) {
        if (!status) {
            return status.error();
        }
    }
    result.runs = content.runs.size();
    result.charts = content.charts.size();
    result.notes = std::move(content.notes);
    return result;
}

} // namespace cyclelab::core
