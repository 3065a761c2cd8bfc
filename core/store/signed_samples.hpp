#pragma once
// Schema v8: cycle samples are signed. Runs stored before held their samples as unsigned
// 32-bit values (a -20 as 4294967276) and cached statistics computed over them (min 0 or the
// smallest non-negative sample, max 4294967276, a mean of billions). Their blobs read right as
// they are (core/store/sample_codec.hpp); this recomputes the cached statistics of the runs
// that hold a negative sample. A median needs the samples, which SQL cannot decode, hence C++.

namespace SQLite {
class Database;
}

namespace cyclelab::core {

inline constexpr int kSignedSamplesSchemaVersion = 8;

// Inside the migration's transaction. Throws SQLite::Exception or std::runtime_error (a
// damaged blob) like the SQL migrations do.
void restatSignedSamples(SQLite::Database& db);

} // namespace cyclelab::core
