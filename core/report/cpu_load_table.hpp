#pragma once
// The report's "CPU load per core" table (issue 33 item 4): for the runs whose firmware counted
// its kernel's idle task (DONE idle=), each core's idle share of the recording window.

#include "core/model/model.hpp"
#include "core/report/report_tables.hpp"

#include <vector>

namespace cyclelab::core {

// One row per board x kernel x profile x opt x benchmark (with its parameters, e.g. core=1)
// among `runs` that carry idle figures, sorted so; a cell holds the percent of one core, or
// "lowest–highest" over the row's runs when they differ. No rows when no run has them.
ReportTable cpuLoadTable(const std::vector<Run>& runs);

} // namespace cyclelab::core
