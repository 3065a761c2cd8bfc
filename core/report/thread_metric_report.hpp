#pragma once
// Thread-Metric in a report (docs/THREAD_METRIC.md): per test, the runs ranked by cycles per
// iteration, with published reference figures from a CSV next to them.

#include "core/compare/reference_figures.hpp"
#include "core/model/model.hpp"
#include "core/report/report_tables.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

// One table per Thread-Metric test among `runs` (implausible runs left out), ranked from the
// fewest cycles per iteration, then the references for that test. Empty without such runs.
std::vector<ReportTable> threadMetricTables(const std::vector<Run>& runs,
                                            const std::vector<ReferenceFigure>& references);

} // namespace cyclelab::core
