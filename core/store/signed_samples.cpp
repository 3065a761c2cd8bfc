#include "core/store/signed_samples.hpp"

#include "core/stats/stats.hpp"
#include "core/store/sample_codec.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cyclelab::core {

void restatSignedSamples(SQLite::Database& db) {
    // Unsigned, any negative count was at least 2^31, and the largest value held it.
    SQLite::Statement select(db, "SELECT id, samples FROM runs WHERE stat_max > 2147483647");
    std::vector<std::pair<std::int64_t, Stats>> fixed;
    while (select.executeStep()) {
        const std::int64_t id = select.getColumn(0).getInt64();
        const SQLite::Column blob = select.getColumn(1);
        const auto* data = static_cast<const std::uint8_t*>(blob.getBlob());
        auto samples = decodeSignedSamples({data, static_cast<std::size_t>(blob.getBytes())},
                                           "run " + std::to_string(id) + " samples");
        if (!samples) {
            throw std::runtime_error(samples.error().message);
        }
        if (auto stats = computeStats(*samples)) {
            fixed.emplace_back(id, *stats);
        }
    }
    SQLite::Statement update(db, R"sql(
        UPDATE runs SET stat_min = ?, stat_max = ?, stat_mean = ?, stat_median = ?,
            stat_stddev = ?, stat_p90 = ?, stat_p99 = ?, stat_p999 = ?, stat_mad = ?,
            stat_outliers = ?, stat_outlier_k = ? WHERE id = ?)sql");
    for (const auto& [id, s] : fixed) {
        int i = 0;
        update.bind(++i, s.min);
        update.bind(++i, s.max);
        update.bind(++i, s.mean);
        update.bind(++i, s.median);
        update.bind(++i, s.stddev);
        update.bind(++i, s.p90);
        update.bind(++i, s.p99);
        update.bind(++i, s.p999);
        update.bind(++i, s.mad);
        update.bind(++i, static_cast<std::int64_t>(s.outliers));
        update.bind(++i, s.outlierK);
        update.bind(++i, id);
        update.exec();
        update.reset();
    }
}

} // namespace cyclelab::core
