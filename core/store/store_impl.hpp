#pragma once
// Internals shared by the run store's translation units (not part of the public API).

#include "core/common/message.hpp"
#include "core/store/run_store.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <chrono>
#include <exception>
#include <sqlite3.h>
#include <stdexcept>
#include <string>
#include <thread>

namespace cyclelab::core {

struct RunStore::Impl {
    Impl(std::string p, SQLite::Database d) : path(std::move(p)), db(std::move(d)) {}
    std::string path;
    SQLite::Database db;
    // How long a write waits in total for another process to release the write lock.
    std::chrono::milliseconds lockWait{kDefaultLockWait};
};

namespace store_detail {

// A stored row the store cannot read, thrown inside `guarded` or `writeRetrying`: its sentence
// becomes the detail of ErrStoreStepFailed, where SQLite's own text goes otherwise.
struct SentenceError : std::runtime_error {
    explicit SentenceError(Message sentence)
        : std::runtime_error(english(sentence)), text(std::move(sentence)) {}
    Message text;
};

// Runs `fn` and turns SQLite and standard exceptions into Error::runtime values naming the
// database file and the operation.
// Per-statement busy timeout: SQLite itself sleeps and retries for this long.
inline constexpr int kBusyTimeoutMs = 5000;

inline bool isBusy(const SQLite::Exception& e) {
    const int code = e.getErrorCode() & 0xff;
    return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

// Runs the write transaction `fn`, starting it again while another process holds the write
// lock, for at most impl.lockWait in total: a measured cell must not be thrown away because
// someone browses or writes the same database for a while. The caller keeps its data until
// this returns. Other failures are returned at once, as `guarded` does.
template <typename Fn>
auto writeRetrying(RunStore::Impl& impl, const Message& what, Fn&& fn) -> decltype(fn()) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + impl.lockWait;
    for (;;) {
        try {
            return fn();
        } catch (const SQLite::Exception& e) {
            if (!isBusy(e)) {
                return Error::runtime(
                    message(MessageId::ErrStoreStepFailed, {impl.path, sub(what), e.what()}));
            }
            if (Clock::now() >= deadline) {
                const auto waitedS =
                    std::chrono::duration_cast<std::chrono::seconds>(impl.lockWait).count();
                return Error::runtime(
                    message(MessageId::ErrStoreWriteLockHeld,
                            {impl.path, sub(what), e.what(), std::to_string(waitedS)}));
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        } catch (const SentenceError& e) {
            return Error::runtime(
                message(MessageId::ErrStoreStepFailed, {impl.path, sub(what), sub(e.text)}));
        } catch (const std::exception& e) {
            return Error::runtime(
                message(MessageId::ErrStoreStepFailed, {impl.path, sub(what), e.what()}));
        }
    }
}

template <typename Fn>
auto guarded(const std::string& path, const Message& what, Fn&& fn) -> decltype(fn()) {
    try {
        return fn();
    } catch (const SQLite::Exception& e) {
        return Error::runtime(message(MessageId::ErrStoreStepFailed, {path, sub(what), e.what()}));
    } catch (const SentenceError& e) {
        return Error::runtime(
            message(MessageId::ErrStoreStepFailed, {path, sub(what), sub(e.text)}));
    } catch (const std::exception& e) {
        return Error::runtime(message(MessageId::ErrStoreStepFailed, {path, sub(what), e.what()}));
    }
}

// Inserts one run (its build row if new, the run, its validation) inside the caller's
// transaction and returns its id. Throws on SQLite errors.
Expected<std::int64_t> insertRunRow(SQLite::Database& db, const Run& run);

std::int64_t nowMs();

// Records `owner` as the claim of the campaign (replacing any claim), inside the caller's
// transaction. Throws on SQLite errors.
void insertClaim(SQLite::Database& db, std::int64_t campaignId, const ClaimOwner& owner);

} // namespace store_detail
} // namespace cyclelab::core
