#pragma once
// Internals shared by the run store's translation units (not part of the public API).

#include "core/store/run_store.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <exception>
#include <string>

namespace cyclelab::core {

struct RunStore::Impl {
    Impl(std::string p, SQLite::Database d) : path(std::move(p)), db(std::move(d)) {}
    std::string path;
    SQLite::Database db;
};

namespace store_detail {

// Runs `fn` and turns SQLite and standard exceptions into Error::runtime values naming the
// database file and the operation.
template <typename Fn>
auto guarded(const std::string& path, const std::string& what, Fn&& fn) -> decltype(fn()) {
    try {
        return fn();
    } catch (const SQLite::Exception& e) {
        return Error::runtime(path + ": " + what + " failed: " + e.what());
    } catch (const std::exception& e) {
        return Error::runtime(path + ": " + what + " failed: " + e.what());
    }
}

// Inserts one run (its build row if new, the run, its validation) inside the caller's
// transaction and returns its id. Throws on SQLite errors.
Expected<std::int64_t> insertRunRow(SQLite::Database& db, const Run& run);

std::int64_t nowMs();

} // namespace store_detail
} // namespace cyclelab::core
