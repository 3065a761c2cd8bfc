// Opening a run store: refuse anything we must not touch, then configure and migrate.

#include "core/common/message.hpp"
#include "core/store/schema.hpp"
#include "core/store/signed_samples.hpp"
#include "core/store/store_impl.hpp"

#include <SQLiteCpp/Backup.h>
#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sqlite3.h>
#include <stdexcept>
#include <thread>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;

constexpr std::array<char, 16> kSqliteHeader{'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                             'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};

Error notSqlite(const std::string& path) {
    return Error::badInput(message(MessageId::ErrNotSqliteDatabase, {path}));
}

Error corrupt(const std::string& path, const std::string& detail) {
    return Error::badInput(message(MessageId::ErrDamagedDatabase, {path, detail}));
}

// Inspects an existing file without writing to it. Returns true when it is to be treated as a
// new (empty) store.
Expected<bool> inspectFile(const std::string& path) {
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st)) {
        return true;
    }
    if (fs::is_directory(st)) {
        return Error::badInput(message(MessageId::ErrDatabaseIsDirectory, {path}));
    }
    const auto size = fs::file_size(path, ec);
    if (ec) {
        return Error::badInput(message(MessageId::ErrCannotReadPath, {path, ec.message()}));
    }
    if (size == 0) {
        return true;
    }
    std::ifstream in(path, std::ios::binary);
    std::array<char, 16> header{};
    if (!in) {
        return Error::badInput(message(MessageId::ErrCannotReadPermissions, {path}));
    }
    in.read(header.data(), header.size());
    if (in.gcount() != static_cast<std::streamsize>(header.size()) || header != kSqliteHeader) {
        return notSqlite(path);
    }
    return false;
}

// Read-only checks on an existing database: integrity, owner, schema version.
Status checkExisting(SQLite::Database& db, const std::string& path) {
    SQLite::Statement check(db, "PRAGMA quick_check(3)");
    std::string problems;
    while (check.executeStep()) {
        std::string row = check.getColumn(0).getString();
        std::replace(row.begin(), row.end(), '\n', ' ');
        problems += problems.empty() ? row : "; " + row;
    }
    if (problems != "ok") {
        return corrupt(path, "integrity check: " + problems);
    }
    // One statement, one read snapshot: read one by one, a creation another process commits
    // in between showed application id 0 (before) with tables (after), "another application".
    SQLite::Statement owner(db, "SELECT (SELECT application_id FROM pragma_application_id), "
                                "(SELECT user_version FROM pragma_user_version), "
                                "(SELECT count(*) FROM sqlite_master)");
    owner.executeStep();
    const int appId = owner.getColumn(0).getInt();
    const int version = owner.getColumn(1).getInt();
    const int tables = owner.getColumn(2).getInt();
    if (appId != kStoreApplicationId && (appId != 0 || version != 0 || tables != 0)) {
        return Error::badInput(message(MessageId::ErrForeignDatabase, {path}));
    }
    if (version > storeSchemaVersion()) {
        return Error::badInput(
            message(MessageId::ErrNewerSchema,
                    {path, std::to_string(version), std::to_string(storeSchemaVersion())}));
    }
    return success();
}

void migrate(SQLite::Database& db) {
    SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
    // Re-read under the write lock: another process may have migrated meanwhile.
    const int version = db.execAndGet("PRAGMA user_version").getInt();
    const auto migrations = storeMigrations();
    for (auto i = static_cast<std::size_t>(version); i < migrations.size(); ++i) {
        db.exec(std::string(migrations[i]));
        if (static_cast<int>(i) + 1 == kSignedSamplesSchemaVersion) {
            restatSignedSamples(db);
        }
    }
    if (version < storeSchemaVersion()) {
        db.exec("PRAGMA user_version = " + std::to_string(storeSchemaVersion()));
        db.exec("PRAGMA application_id = " + std::to_string(kStoreApplicationId));
    }
    tx.commit();
}

} // namespace

namespace store_detail {
std::int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}
} // namespace store_detail

RunStore::RunStore(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
RunStore::RunStore(RunStore&&) noexcept = default;
RunStore& RunStore::operator=(RunStore&&) noexcept = default;
RunStore::~RunStore() = default;

const std::string& RunStore::path() const {
    return m_impl->path;
}
int RunStore::schemaVersion() {
    return storeSchemaVersion();
}

namespace {

// Creates `path` if it does not exist: true when this call created it, so that a creation
// that fails half way may remove what it made (and only that).
bool createExclusively(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        return false;
    }
    ::close(fd);
    return true;
}

void removeCreated(const std::string& path) {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        std::error_code ec;
        fs::remove(path + suffix, ec);
    }
}

bool diskFull(int code, int systemErrno) {
    return (code & 0xff) == SQLITE_FULL || systemErrno == ENOSPC || systemErrno == EDQUOT;
}

// One attempt at opening, checking, configuring and migrating; SQLite's exception, with the
// step it was in and the OS error behind it, is the caller's.
struct OpenFailure {
    int code = 0;
    int systemErrno = 0;
    Message step;
    std::string what;
};

Expected<RunStore> openOnce(const std::string& path, std::function<RunStore(SQLite::Database)> wrap,
                            OpenFailure& failure) {
    auto fresh = inspectFile(path); // again on every attempt: another process may have created it
    if (!fresh) {
        return fresh.error();
    }
    std::optional<SQLite::Database> db;
    try {
        failure.step = message(MessageId::StoreStepOpening);
        db.emplace(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db->setBusyTimeout(store_detail::kBusyTimeoutMs);
        if (!fresh.value()) {
            if (Status ok = checkExisting(*db, path); !ok) {
                return ok.error();
            }
        }
        // Everything above only read; from here on the file is ours to write.
        failure.step = message(MessageId::StoreStepSwitchingToWal);
        db->execAndGet("PRAGMA journal_mode = WAL");
        db->exec("PRAGMA foreign_keys = ON");
        // In WAL mode NORMAL loses no committed transaction when the process dies (only on
        // power loss) and keeps commits free of fsync.
        db->exec("PRAGMA synchronous = NORMAL");
        failure.step = message(MessageId::StoreStepMigrating);
        migrate(*db);
        return wrap(std::move(*db));
    } catch (const SQLite::Exception& e) {
        failure.code = e.getExtendedErrorCode();
        failure.systemErrno = db ? sqlite3_system_errno(db->getHandle()) : 0;
        failure.what = e.what();
        return Error::runtime(e.what());
    }
}

} // namespace

Expected<RunStore> RunStore::open(const std::string& path) {
    if (auto fresh = inspectFile(path); !fresh) {
        return fresh.error();
    }
    const bool created = createExclusively(path);
    auto wrap = [&path](SQLite::Database db) {
        return RunStore(std::make_unique<Impl>(path, std::move(db)));
    };
    // Two processes creating one new database: some steps of the creation (the switch to WAL)
    // can return SQLITE_BUSY without SQLite's busy handler waiting (1 creation in ~240 under
    // load in store_open_test). The whole attempt is made again, as writes are, for up to the
    // write lock wait.
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + kDefaultLockWait;
    for (;;) {
        OpenFailure failure;
        auto opened = openOnce(path, wrap, failure);
        if (opened || failure.code == 0) {
            return opened;
        }
        const int code = failure.code & 0xff;
        if ((code == SQLITE_BUSY || code == SQLITE_LOCKED) && Clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        if (diskFull(failure.code, failure.systemErrno)) {
            if (created) {
                removeCreated(path);
            }
            return Error::runtime(
                message(created ? MessageId::ErrDiskFullCreating : MessageId::ErrDiskFullOpening,
                        {path, sub(failure.step), failure.what}));
        }
        if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) {
            return corrupt(path, failure.what);
        }
        if (code == SQLITE_CANTOPEN) {
            return Error::badInput(message(MessageId::ErrCannotOpenDatabase, {path, failure.what}));
        }
        return Error::runtime(
            message(MessageId::ErrCannotOpenWhile, {path, sub(failure.step), failure.what}));
    }
}

void RunStore::setLockWait(std::chrono::milliseconds wait) {
    m_impl->lockWait = wait;
    const auto perStatement = std::min<std::int64_t>(wait.count(), store_detail::kBusyTimeoutMs);
    m_impl->db.setBusyTimeout(static_cast<int>(perStatement));
}

Expected<RunStore> RunStore::openReadOnly(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        return Error::badInput(message(MessageId::ErrNoSuchDatabase, {path}));
    }
    auto fresh = inspectFile(path);
    if (!fresh) {
        return fresh.error();
    }
    if (fresh.value()) {
        return Error::badInput(message(MessageId::ErrDatabaseEmpty, {path}));
    }
    // checkExisting's refusal leaves the lambda by an exception; its sentence waits here.
    std::optional<Error> refused;
    auto openWith = [&](const std::string& name, int flags) {
        SQLite::Database db(name, flags);
        db.setBusyTimeout(store_detail::kBusyTimeoutMs);
        if (Status ok = checkExisting(db, path); !ok) {
            refused = ok.error();
            throw std::runtime_error(ok.error().message);
        }
        if (db.execAndGet("PRAGMA user_version").getInt() < storeSchemaVersion()) {
            // Written by an older CycleLab: read a copy brought up to date in memory, so the
            // file itself is neither migrated nor written (it may be on read-only media).
            SQLite::Database copy(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            SQLite::Backup(copy, db).executeStep();
            migrate(copy);
            return copy;
        }
        return db;
    };
    try {
        try {
            return RunStore(std::make_unique<Impl>(path, openWith(path, SQLite::OPEN_READONLY)));
        } catch (const SQLite::Exception& e) {
            // A WAL database needs its -shm file; in a directory we cannot write SQLite cannot
            // create it. Nobody can be writing the file through this directory then either, so
            // it is read as an immutable file.
            if ((e.getErrorCode() & 0xff) != SQLITE_CANTOPEN &&
                (e.getErrorCode() & 0xff) != SQLITE_READONLY) {
                throw;
            }
        }
        // Immutable ignores the -wal: committed runs still in it would not be seen.
        if (fs::file_size(path + "-wal", ec) > 0 && !ec) {
            return Error::badInput(message(MessageId::ErrWalNeedsShm, {path}));
        }
        std::string uri = "file:";
        for (char c : fs::absolute(path).string()) {
            uri += c == '%' ? "%25" : c == '?' ? "%3f" : c == '#' ? "%23" : std::string(1, c);
        }
        uri += "?immutable=1";
        return RunStore(
            std::make_unique<Impl>(path, openWith(uri, SQLite::OPEN_READONLY | SQLITE_OPEN_URI)));
    } catch (const SQLite::Exception& e) {
        const int code = e.getErrorCode() & 0xff;
        if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) {
            return corrupt(path, e.what());
        }
        return Error::runtime(message(MessageId::ErrCannotReadDetail, {path, e.what()}));
    } catch (const std::runtime_error& e) {
        return refused ? *refused : Error::badInput(e.what());
    }
}

} // namespace cyclelab::core
