#pragma once
// The tables a report shows, as plain strings, rendered to Markdown or HTML by report_writer.

#include "core/compare/report_writer.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

struct ReportTable {
    std::string heading;
    std::string caption; // the fixed conditions
    std::vector<std::string> headers;
    std::vector<std::vector<std::string>> rows;
    std::string emptyText; // shown instead of an empty table
};

std::string formatNumber(double value, int decimals = 1); // "—" for NaN/inf

std::vector<std::string> runHeaders();
std::vector<std::string> runRow(const Run& run);

// Runs, per benchmark x group summary, rank flips, rank correlations.
std::vector<ReportTable> buildReportTables(const ReportContent& content);

} // namespace cyclelab::core
