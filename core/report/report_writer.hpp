#pragma once
// Report files for a set of runs: report.md and report.html (condition tables, rank flips,
// charts rendered elsewhere and referenced by file name), runs.csv and runs.json.

#include "core/common/error.hpp"
#include "core/compare/rank_analysis.hpp"
#include "core/compare/reference_figures.hpp"
#include "core/model/model.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

// Which condition is the legend and which the one rankings are compared across: kernel when
// kernels vary (else the first varying of opt, cpuHz, profile, board); across is the first
// other varying condition of cpuHz, opt, profile, board, kernel.
struct ReportPlan {
    Condition groupBy = Condition::Kernel;
    std::optional<Condition> across;
};
ReportPlan planReport(const std::vector<Run>& runs);

struct ReportChart {
    std::string title;
    std::string caption;
    std::string pngFile; // relative to the report directory
    std::string svgFile; // may be empty
};

struct ReportContent {
    std::string title; // "CycleLab report: campaign 3 (f405-sweep)"
    std::vector<Run> runs;
    ReportPlan plan;
    std::vector<ReportChart> charts;
    std::vector<std::string> notes;          // e.g. charts that could not be drawn, and why
    std::vector<ReferenceFigure> references; // published Thread-Metric figures, if given
};

Status writeReportMarkdown(const ReportContent& content, const std::filesystem::path& file);
Status writeReportHtml(const ReportContent& content, const std::filesystem::path& file);
// One row per run: conditions and summary statistics.
Status writeRunsCsv(const std::vector<Run>& runs, const std::filesystem::path& file);
// Every run with its conditions, samples, pulse widths and validation.
Status writeRunsJson(const std::vector<Run>& runs, const std::filesystem::path& file);

} // namespace cyclelab::core
