#pragma once
// The tables a report shows, as plain strings, rendered to Markdown or HTML by report_writer.

#include "core/report/report_writer.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

struct ReportTable {
    std::string heading;
    std::string caption; // the fixed conditions
    std::vector<std::string> headers;
    std::vector<std::vector<std::string>> rows;
    std::string emptyText; // shown instead of an empty table
    // Columns whose cells are run ids ("3,4"): rendered as links to the runs table's rows.
    std::vector<std::size_t> runIdColumns;
    // The runs table: column 0 holds the run id and each row is the target of those links.
    bool rowsAreRuns = false;
};

std::string formatNumber(double value, int decimals = 1); // "—" for NaN/inf

std::vector<std::string> runHeaders();
std::vector<std::string> runRow(const Run& run);

// Summary per benchmark x group, runs that did not pass, kernels, rankings, rank flips beyond
// noise, rank correlations, and last the runs (only the columns that vary among them).
std::vector<ReportTable> buildReportTables(const ReportContent& content);

} // namespace cyclelab::core
