#pragma once
// Runs as CSV, one row per run, for spreadsheets and scripts. One naming convention for every
// table CycleLab writes: a CSV column is named by the JSON path of the same value in the run
// object of docs/JSON.md (camelCase fields, "stats.median", "validation.verdict"), so
// runs.csv (report), the Runs page's export and `runs --json` read alike. The benchmark's
// parameters appear in benchmarkKey; samples and pulse widths are only in JSON.

#include "core/model/model.hpp"
#include "core/store/run_store.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cyclelab::core {

// Column names, in order.
const std::vector<std::string>& runCsvColumns();

// Header line plus one line per run object (as runToJson makes them); null and missing
// values are empty cells. Lines end in "\n".
std::string runsCsv(const std::vector<nlohmann::json>& runObjects);
std::string runsCsv(const std::vector<RunSummary>& runs);
std::string runsCsv(const std::vector<Run>& runs);

} // namespace cyclelab::core
