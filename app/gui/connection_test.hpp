#pragma once
// "Test connection": flash a firmware image for the chosen board, boot it, and read and check
// its HELLO banner with core::checkConnection (the boot a campaign cell does). Blocking (QEMU
// start, flashing, serial I/O): run it from a worker thread.

#include "core/campaign/bench_selftest.hpp"
#include "core/common/error.hpp"
#include "devices/benches/bench_factory.hpp"

#include <QString>

namespace cyclelab::app {

struct ConnectionReport {
    QString benchDescription;
    QString imageName;
    QString banner; // the HELLO fields, one "key=value" per line
    double seconds = 0.0;
};

core::Expected<ConnectionReport> testConnection(const devices::BenchConfig& config,
                                                const QString& imagesDir);

// "Self-test": the bench self-test of core/campaign/bench_selftest.hpp with the image the
// connection test uses; `banner` holds one PASS/FAIL/SKIP line per link of the bench.
struct SelftestSummary {
    QString benchDescription;
    QString imageName;
    QString lines;
    bool passed = false;
};
core::Expected<SelftestSummary> runSelftest(const devices::BenchConfig& config,
                                            const QString& imagesDir);
// One step's line, core::formatStep's in the user's language: "PASS  flash: ...".
QString selftestLine(const core::SelftestStep& step);

} // namespace cyclelab::app
