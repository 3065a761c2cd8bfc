#pragma once
// The charts of a report: chosen from what varies among the runs, rendered as PNG + SVG into
// the report directory. Needs a QApplication (gui_application.hpp).

#include "core/report/report_writer.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace cyclelab::app {

// The charts core::planCharts chooses (the same the Compare page shows), bars in cycles and
// boxes in ns, written as <stem>.png and <stem>.svg. Charts that cannot be drawn are explained
// in `notes`.
std::vector<core::ReportChart> renderReportCharts(const std::vector<core::Run>& runs,
                                                  const core::ReportPlan& plan,
                                                  const std::filesystem::path& outDir,
                                                  std::vector<std::string>& notes);

} // namespace cyclelab::app
