#pragma once
// A database connection of its own for jobs on the work pool: the UI thread never uses it, so
// a read that waits for the disk waits on a pool thread. Opened by the first job that needs it
// (opening checks the whole file's integrity), kept from one job to the next, one job at a
// time; replaced when the session opens a database, the old one let go with
// releaseOnWorkPool (a job still running keeps the one it has).

#include "core/store/run_store.hpp"

#include <QString>
#include <memory>
#include <mutex>
#include <string>

namespace cyclelab::app {

struct PoolConnection {
    std::mutex mutex; // held by the job using the connection
    std::unique_ptr<core::RunStore> store;
    QString error; // why it could not be opened
    // Opens it unless it is open; false with `error` set when it cannot be.
    bool ensureOpen(const std::string& path);
};

} // namespace cyclelab::app
