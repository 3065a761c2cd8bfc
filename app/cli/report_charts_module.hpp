#pragma once
// The report's charts (Qt, QCustomPlot) live in a module that cyclelab-cli loads only when it
// draws them (`report`, `demo`): linked into the program, Qt's libraries cost every command
// ~0.045 s of CPU and 14 MiB at start-up, a tenth of `analyze` on a 400 M-sample capture.
// This header is the one interface between the two, built from the same tree.

#include "core/common/error.hpp"
#include "core/report/report_writer.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace cyclelab::cli {

struct ReportChartsCall {
    const std::vector<core::Run>* runs = nullptr;
    const core::ReportPlan* plan = nullptr;
    const std::filesystem::path* outDir = nullptr;
    std::vector<std::string>* notes = nullptr; // charts that cannot be drawn are explained here
    std::vector<core::ReportChart> charts;     // out
};

// What the module exports (extern "C", so dlsym finds it by this name).
using RenderReportChartsFn = void (*)(ReportChartsCall* call);
inline constexpr const char* kRenderReportChartsSymbol = "cyclelab_render_report_charts";

// Loads the module once (beside an installation, bin/../lib/cyclelab, then the build tree) and
// returns its entry point, or why it could not.
core::Expected<RenderReportChartsFn> loadReportCharts();

} // namespace cyclelab::cli
