#pragma once
// Reading runs back: one SELECT over runs + builds + validations, filtered, ordered by id.

#include "core/store/run_store.hpp"

#include <SQLiteCpp/Database.h>

namespace cyclelab::core::store_detail {

// withBlobs: also decode samples and pulse widths and read the serial log.
Expected<std::vector<RunSummary>> selectRuns(SQLite::Database& db, const RunFilter& filter,
                                             bool withBlobs);

} // namespace cyclelab::core::store_detail
