#pragma once
// The report's "Same core vs across cores" table (issue 33): the cross-core chart's pairs as
// numbers, with the ratio, the verdicts and the runs behind each bar.

#include "core/model/model.hpp"
#include "core/report/report_tables.hpp"

#include <optional>
#include <vector>

namespace cyclelab::core {

// One row per mechanism and group (core/compare/cross_core_view.hpp), in the chart's order; the
// caption is the chart's (its fixed conditions and, on the virtual bench, what a virtual
// dual-core figure does and does not predict). None when no mechanism was measured on both
// sides under the same conditions: then the report has no such chart either.
std::optional<ReportTable> crossCoreTable(const std::vector<Run>& runs);

} // namespace cyclelab::core
