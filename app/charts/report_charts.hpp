#pragma once
// The charts of a report: chosen from what varies among the runs, rendered as PNG + SVG into
// the report directory. Needs a QApplication (gui_application.hpp).

#include "core/compare/report_writer.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace cyclelab::app {

// Grouped bars and box plots per value of the "across" condition (so flips show side by
// side), frequency scaling per benchmark when clocks vary, the opt heat map when opt levels
// vary, the ROM/RAM ledger, and a Bland-Altman plot of the run with the worst validation
// verdict among those with pulses. Charts that cannot be drawn are explained in `notes`.
std::vector<core::ReportChart> renderReportCharts(const std::vector<core::Run>& runs,
                                                  const core::ReportPlan& plan,
                                                  const std::filesystem::path& outDir,
                                                  std::vector<std::string>& notes);

} // namespace cyclelab::app
