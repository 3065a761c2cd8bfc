#pragma once
// One report directory from a run database: report.md and report.html (condition tables, rank
// flips, the failed cells, charts), runs.csv and runs.json, each written atomically. The one
// implementation behind `cyclelab-cli report` and the desktop app's "Write report"; the charts
// are drawn by the caller (app/charts needs Qt, core does not).

#include "core/common/error.hpp"
#include "core/report/report_writer.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct ReportRequest {
    std::string db;
    std::optional<std::int64_t> campaign; // only this campaign's runs
    std::vector<std::int64_t> runIds;     // only these runs (with or without a campaign)
    std::filesystem::path out;            // created if missing
    std::string title;                    // empty: "CycleLab report: ..."
    std::string referenceCsv; // published Thread-Metric figures (reference_figures.hpp), or ""
};

// Draws the charts of `plotted` (implausible runs left out) into `out`; explains in `notes`
// what it cannot draw. Without one the report says it has no charts and why (`noChartsNote`).
using ReportChartRenderer = std::function<std::vector<ReportChart>(
    const std::vector<Run>& plotted, const ReportPlan& plan, const std::filesystem::path& out,
    std::vector<std::string>& notes)>;

struct ReportResult {
    std::filesystem::path markdown, html;
    std::size_t runs = 0;
    std::size_t charts = 0;
    std::vector<std::string> notes;
};

Expected<ReportResult> writeReport(const ReportRequest& request,
                                   const ReportChartRenderer& renderCharts,
                                   const std::string& noChartsNote = {});

} // namespace cyclelab::core
