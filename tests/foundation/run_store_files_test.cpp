// Files the store must refuse without changing a byte of them.
#include "core/common/message.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeAll(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// Opens `path`, expects Error::badInput naming the file and containing `expected`, said as
// sentence `id` with the path as its first argument (what the GUI translates), and checks the
// file is byte-identical afterwards.
void expectRefused(const std::string& path, const std::string& expected, MessageId id) {
    const std::string before = readAll(path);
    auto store = RunStore::open(path);
    ASSERT_FALSE(store.ok()) << path;
    EXPECT_EQ(store.error().kind, ErrorKind::BadInput);
    const Message said = store.error().sentence();
    EXPECT_EQ(said.id, id) << messageName(said.id);
    ASSERT_FALSE(said.args.empty());
    EXPECT_EQ(said.args.front(), MessageArg(path));
    EXPECT_NE(store.error().message.find(path), std::string::npos) << store.error().message;
    EXPECT_NE(store.error().message.find(expected), std::string::npos) << store.error().message;
    EXPECT_EQ(readAll(path), before) << "file was modified";
}

// A store with some runs, closed cleanly (WAL checkpointed into the main file).
void makeStore(const std::string& path, int runs) {
    auto store = RunStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    for (int i = 0; i < runs; ++i) {
        ASSERT_TRUE(store->insertRun(makeRun(static_cast<std::uint64_t>(i), 2000)).ok());
    }
}

TEST(RunStoreFiles, TextFileIsNotSqlite) {
    TempDir dir;
    const std::string path = dir.file("x.sqlite");
    writeAll(path, "these are my notes, not a database\n");
    expectRefused(path, "is not a SQLite database", MessageId::ErrNotSqliteDatabase);
}

TEST(RunStoreFiles, ShortFileIsNotSqlite) {
    TempDir dir;
    const std::string path = dir.file("short.sqlite");
    writeAll(path, "SQLite");
    expectRefused(path, "is not a SQLite database", MessageId::ErrNotSqliteDatabase);
}

TEST(RunStoreFiles, NewerSchemaIsRefused) {
    TempDir dir;
    const std::string path = dir.file("future.sqlite");
    makeStore(path, 1);
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = 99");
    }
    ASSERT_FALSE(std::filesystem::exists(path + "-wal"));
    expectRefused(path,
                  "written by a newer CycleLab (schema 99, this build supports " +
                      std::to_string(RunStore::schemaVersion()) +
                      "): upgrade CycleLab or use another file",
                  MessageId::ErrNewerSchema);
}

TEST(RunStoreFiles, CorruptDatabaseIsRefused) {
    TempDir dir;
    const std::string path = dir.file("broken.sqlite");
    makeStore(path, 5);
    std::string bytes = readAll(path);
    const std::size_t pageSize = 4096;
    ASSERT_GT(bytes.size(), 4 * pageSize);
    // Keep the header page (schema) intact and scribble over the next b-tree pages.
    for (std::size_t i = pageSize; i < 4 * pageSize; ++i) {
        bytes[i] = static_cast<char>(0xA5 ^ (i & 0xFF));
    }
    writeAll(path, bytes);
    expectRefused(path, "damaged SQLite database", MessageId::ErrDamagedDatabase);
}

TEST(RunStoreFiles, TruncatedDatabaseIsRefused) {
    TempDir dir;
    const std::string path = dir.file("cut.sqlite");
    makeStore(path, 5);
    writeAll(path, readAll(path).substr(0, 100));
    expectRefused(path, "damaged SQLite database", MessageId::ErrDamagedDatabase);
}

TEST(RunStoreFiles, OtherApplicationsDatabaseIsRefused) {
    TempDir dir;
    const std::string path = dir.file("other.sqlite");
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("CREATE TABLE contacts (name TEXT)");
    }
    expectRefused(path, "another application", MessageId::ErrForeignDatabase);
    // A read-only open refuses it alike, with the same sentence (not only its English).
    auto read = RunStore::openReadOnly(path);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, ErrorKind::BadInput);
    EXPECT_EQ(read.error().sentence(), message(MessageId::ErrForeignDatabase, {path}));
}

TEST(RunStoreFiles, DirectoryIsRefused) {
    TempDir dir;
    auto store = RunStore::open(dir.path().string());
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().kind, ErrorKind::BadInput);
    EXPECT_NE(store.error().message.find("is a directory"), std::string::npos);
}

TEST(RunStoreFiles, MissingDirectoryIsReported) {
    TempDir dir;
    const std::string path = dir.file("no/such/dir/runs.sqlite");
    auto store = RunStore::open(path);
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().kind, ErrorKind::BadInput);
    EXPECT_NE(store.error().message.find(path), std::string::npos) << store.error().message;
    EXPECT_EQ(store.error().sentence().id, MessageId::ErrCannotOpenDatabase);
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(RunStoreFiles, AMissingRunIsSaidWithTheFileAndTheNumber) {
    TempDir dir;
    const std::string path = dir.file("runs.sqlite");
    makeStore(path, 1);
    auto store = RunStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    auto run = store->loadRun(4242);
    ASSERT_FALSE(run.ok());
    EXPECT_EQ(run.error().kind, ErrorKind::BadInput);
    EXPECT_EQ(run.error().sentence(), message(MessageId::ErrNoRunListThem, {path, "4242"}));
    EXPECT_EQ(run.error().message,
              path + " has no run 4242: list the runs with `cyclelab-cli runs --db " + path + "`");
}

} // namespace
} // namespace cyclelab::core
