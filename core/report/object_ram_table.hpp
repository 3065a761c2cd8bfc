#pragma once
// The report's "RAM per kernel object" table (issue 32): per kernel, profile and architecture,
// the bytes each kernel object takes, as the images computed them from the kernel's own types.

#include "core/model/model.hpp"
#include "core/report/report_tables.hpp"

#include <vector>

namespace cyclelab::core {

// One row per kernel x profile x architecture among `runs` whose image reported its figures
// (protocol 2.1), a second row where two images of the same kernel, profile and architecture
// report different ones (the opt level does not change a sizeof, so that would be news); sorted
// by architecture, kernel, profile. No rows when no run's image reported them.
ReportTable objectRamTable(const std::vector<Run>& runs);

} // namespace cyclelab::core
