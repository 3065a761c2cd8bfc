// RunStore against real SQLite files in a temporary directory.
#include "core/store/run_store.hpp"
#include "tests/foundation/run_compare.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <fstream>
#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

using testing::expectSameRun;
using testing::makeBuild;
using testing::makeRun;
using testing::TempDir;

void writeAll(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

RunStore openOk(const std::string& path) {
    auto store = RunStore::open(path);
    if (!store) {
        ADD_FAILURE() << store.error().message;
        std::abort();
    }
    return std::move(store.value());
}

TEST(RunStore, CreatesAndMigratesNewFile) {
    TempDir dir;
    const std::string path = dir.file("new.sqlite");
    {
        RunStore store = openOk(path);
        EXPECT_EQ(store.path(), path);
        auto runs = store.listRuns();
        ASSERT_TRUE(runs.ok());
        EXPECT_TRUE(runs->empty());
    }
    SQLite::Database db(path);
    EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), RunStore::schemaVersion());
    EXPECT_EQ(db.execAndGet("PRAGMA journal_mode").getString(), "wal");
    for (const char* table : {"builds", "campaigns", "cells", "runs", "validations"}) {
        EXPECT_TRUE(db.tableExists(table)) << table;
    }
    EXPECT_EQ(db.execAndGet("PRAGMA integrity_check").getString(), "ok");
}

TEST(RunStore, ZeroLengthFileCountsAsNew) {
    TempDir dir;
    const std::string path = dir.file("empty.sqlite");
    writeAll(path, "");
    RunStore store = openOk(path);
    EXPECT_TRUE(store.listRuns().ok());
}

TEST(RunStore, ReopensExistingStore) {
    TempDir dir;
    const std::string path = dir.file("a.sqlite");
    std::int64_t id = 0;
    {
        RunStore store = openOk(path);
        id = store.insertRun(makeRun(1)).value();
    }
    RunStore again = openOk(path);
    auto run = again.loadRun(id);
    ASSERT_TRUE(run.ok()) << run.error().message;
    expectSameRun(run.value(), makeRun(1));
}

TEST(RunStore, FullRunRoundTripsBitIdentical) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run original = makeRun(42, 10000);
    original.build.kernel.commit = std::string(40, 'c') + "+" + std::string(40, 'd') + "-dirty";
    original.build.kernel.pin = "differs";
    original.build.kernel.pinNote = "uC-CPU at dddddddddddd, pinned v1 (eeeeeeeeeeee)";
    // HELLO's RAM per kernel object rides in the port column (no schema change).
    original.build.objectRam =
        core::KernelObjectRam{80, 80, 144, 16, 4, std::nullopt, 1116, 1024, 0};
    auto id = store.insertRun(original);
    ASSERT_TRUE(id.ok()) << id.error().message;
    auto loaded = store.loadRun(id.value());
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_EQ(loaded->id, id.value());
    expectSameRun(loaded.value(), original);

    auto summary = store.loadSummary(id.value());
    ASSERT_TRUE(summary.ok());
    ASSERT_TRUE(summary->stats.has_value());
    EXPECT_EQ(*summary->stats, computeStats(original.samples).value());
    EXPECT_TRUE(summary->run.samples.empty());
    EXPECT_TRUE(summary->run.serialLog.empty());
    ASSERT_TRUE(summary->run.validation.has_value());
}

// Schema v12: a reason built as data comes back as data (the GUI translates it); one stored as
// text only (before v12), or whose data no longer says the stored text, comes back as text.
TEST(RunStore, AVerdictReasonRoundTripsAsDataBesideItsEnglish) {
    TempDir dir;
    const std::string path = dir.file("a.sqlite");
    core::Run run = makeRun(7);
    run.validation->reason =
        core::sequence({core::message(core::MessageId::ReasonNoPulses, {"12"}),
                        core::counted(core::MessageId::NoteFirstPulsesUnpaired, 2)});
    std::int64_t id = 0;
    {
        RunStore store = openOk(path);
        id = store.insertRun(run).value();
        auto loaded = store.loadRun(id);
        ASSERT_TRUE(loaded.ok()) << loaded.error().message;
        EXPECT_TRUE(loaded->validation->reason == run.validation->reason);
    }
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        EXPECT_EQ(db.execAndGet("SELECT reason FROM validations").getString(),
                  english(run.validation->reason));
        db.exec("UPDATE validations SET reason = 'edited by hand'");
    }
    RunStore again = openOk(path);
    auto edited = again.loadRun(id);
    ASSERT_TRUE(edited.ok());
    EXPECT_EQ(edited->validation->reason.id, core::MessageId::Stored);
    EXPECT_EQ(english(edited->validation->reason), "edited by hand");
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        db.exec("UPDATE validations SET reason_msg = ''");
    }
    EXPECT_EQ(again.loadRun(id)->validation->reason, core::storedText("edited by hand"));
}

TEST(RunStore, RunWithoutSamplesOrValidation) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run r = makeRun(3);
    r.samples.clear();
    r.pulseWidths.clear();
    r.validation.reset();
    r.status = RunStatus::Implausible;
    r.statusReason = "a sample is longer than the run";
    r.flashWaitStatesMeasured = -1; // firmware that does not measure them: NULL, read back as -1
    const auto id = store.insertRun(r).value();
    expectSameRun(store.loadRun(id).value(), r);
    EXPECT_FALSE(store.loadSummary(id)->stats.has_value());
}

// A port acceptance check keeps its own verdict and reason beside the cross-validation one.
TEST(RunStore, AcceptanceCheckVerdictRoundTrips) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run r = makeRun(5);
    r.benchmark = {"irq_nesting", {}};
    r.acceptance = Acceptance{Verdict::Fail,
                              core::storedText("3 of 4992 high-rate timer interrupts were lost")};
    const auto id = store.insertRun(r).value();
    expectSameRun(store.loadRun(id).value(), r);
    ASSERT_TRUE(store.loadSummary(id)->run.acceptance.has_value());
    EXPECT_EQ(store.loadSummary(id)->run.acceptance->verdict, Verdict::Fail);
    const auto plain = store.insertRun(makeRun(6)).value();
    EXPECT_FALSE(store.loadRun(plain)->acceptance.has_value()) << "no check, no acceptance";
}

// Schema v14: an acceptance reason built as data comes back as data (the GUI translates it);
// one stored as text only (before v14) comes back as its stored text.
TEST(RunStore, AnAcceptanceReasonRoundTripsAsDataBesideItsEnglish) {
    TempDir dir;
    const std::string path = dir.file("a.sqlite");
    core::Run r = makeRun(5);
    r.benchmark = {"stack_overflow", {}};
    r.acceptance =
        Acceptance{Verdict::Fail, core::message(core::MessageId::AcceptStackMissed, {"3", "20"})};
    std::int64_t id = 0;
    {
        RunStore store = openOk(path);
        id = store.insertRun(r).value();
        EXPECT_EQ(store.loadRun(id)->acceptance, r.acceptance);
    }
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        EXPECT_EQ(db.execAndGet("SELECT acceptance_reason FROM runs").getString(),
                  "the kernel reported the stack overflow in only 3 of 20 trials: an overflow "
                  "went unnoticed");
        db.exec("UPDATE runs SET acceptance_reason_msg = ''");
    }
    RunStore again = openOk(path);
    EXPECT_EQ(again.loadRun(id)->acceptance->reason,
              core::storedText("the kernel reported the stack overflow in only 3 of 20 trials: "
                               "an overflow went unnoticed"));
}

// A two-core board's runs keep the cores each sample began and ended on (schema 11); a run
// without them reads back empty.
TEST(RunStore, CorePairsRoundTrip) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run r = makeRun(8);
    r.cores = {{0, 1, 990}, {1, 1, 10}};
    const auto id = store.insertRun(r).value();
    expectSameRun(store.loadRun(id).value(), r);
    EXPECT_EQ(store.loadSummary(id)->run.cores, r.cores);
    EXPECT_TRUE(store.loadRun(store.insertRun(makeRun(9)).value())->cores.empty());
}

// Each core's idle share of the window rides with the run (schema 13); a run without it reads
// back empty.
TEST(RunStore, CoreIdleRoundTrips) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run r = makeRun(8);
    r.idle = {{0, 125}, {1, 1000}};
    const auto id = store.insertRun(r).value();
    expectSameRun(store.loadRun(id).value(), r);
    EXPECT_EQ(store.loadSummary(id)->run.idle, r.idle);
    EXPECT_TRUE(store.loadRun(store.insertRun(makeRun(9)).value())->idle.empty());
}

// A schema 12 database (before the idle column) migrates on a read-write open: its runs read
// back with no idle figures, and a new run keeps its own.
TEST(RunStore, MigratesSchema12ToTheIdleColumn) {
    TempDir dir;
    const std::string path = dir.file("v12.sqlite");
    std::int64_t old = 0;
    {
        RunStore store = openOk(path);
        old = store.insertRun(makeRun(1)).value();
    }
    {
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        raw.exec("ALTER TABLE runs DROP COLUMN idle; ALTER TABLE runs DROP COLUMN "
                 "acceptance_reason_msg; PRAGMA user_version = 12;");
    }
    RunStore store = openOk(path);
    EXPECT_TRUE(store.loadRun(old)->idle.empty());
    core::Run r = makeRun(2);
    r.idle = {{0, 3}};
    EXPECT_EQ(store.loadRun(store.insertRun(r).value())->idle, r.idle);
    SQLite::Database check(path, SQLite::OPEN_READONLY);
    EXPECT_EQ(check.execAndGet("PRAGMA user_version").getInt(), 14);
}

TEST(RunStore, MovedStoreKeepsWorking) {
    TempDir dir;
    RunStore a = openOk(dir.file("a.sqlite"));
    RunStore b = std::move(a);
    EXPECT_TRUE(b.insertRun(makeRun(1)).ok());
    RunStore c = openOk(dir.file("c.sqlite"));
    c = std::move(b);
    EXPECT_EQ(c.listRuns()->size(), 1u);
}

TEST(RunStore, BuildsAreSharedBetweenRuns) {
    TempDir dir;
    const std::string path = dir.file("a.sqlite");
    {
        RunStore store = openOk(path);
        ASSERT_TRUE(store.insertRun(makeRun(1)).ok());
        ASSERT_TRUE(store.insertRun(makeRun(2)).ok());
        core::Run other = makeRun(3);
        other.build.opt = OptLevel::O0;
        ASSERT_TRUE(store.insertRun(other).ok());
    }
    SQLite::Database db(path);
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM builds").getInt(), 2);
}

TEST(RunStore, FiltersRuns) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run a = makeRun(1);
    core::Run b = makeRun(2);
    b.build = makeBuild("gd32f103", "freertos", OptLevel::Os, ConfigProfile::Default);
    b.benchmark.id = "ctx_switch";
    core::Run c = makeRun(3);
    c.status = RunStatus::Implausible;
    const auto ia = store.insertRun(a).value();
    const auto ib = store.insertRun(b).value();
    const auto ic = store.insertRun(c).value();

    auto ids = [&](const RunFilter& f) {
        std::vector<std::int64_t> out;
        const auto rows = store.listRuns(f);
        for (const auto& s : rows.value()) {
            out.push_back(s.run.id);
        }
        return out;
    };
    using V = std::vector<std::int64_t>;
    EXPECT_EQ(ids({}), (V{ia, ib, ic}));
    RunFilter f;
    f.board = "gd32f103";
    EXPECT_EQ(ids(f), (V{ib}));
    f = {};
    f.kernel = "refkernel";
    EXPECT_EQ(ids(f), (V{ia, ic}));
    f = {};
    f.benchmark = "ctx_switch";
    EXPECT_EQ(ids(f), (V{ib}));
    f = {};
    f.opt = OptLevel::O2;
    EXPECT_EQ(ids(f), (V{ia, ic}));
    f = {};
    f.profile = ConfigProfile::Default;
    EXPECT_EQ(ids(f), (V{ib}));
    f = {};
    f.status = RunStatus::Implausible;
    EXPECT_EQ(ids(f), (V{ic}));
    f = {};
    f.ids = {ic, ia};
    EXPECT_EQ(ids(f), (V{ia, ic}));
    f.status = RunStatus::Ok;
    EXPECT_EQ(ids(f), (V{ia}));
    f = {};
    f.campaignId = 1;
    EXPECT_TRUE(ids(f).empty());

    f = {};
    f.ids = {ib};
    auto loaded = store.loadRuns(f);
    ASSERT_TRUE(loaded.ok());
    ASSERT_EQ(loaded->size(), 1u);
    expectSameRun(loaded->front(), b);
}

TEST(RunStore, MissingRunIsBadInput) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    auto r = store.loadRun(17);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, ErrorKind::BadInput);
    EXPECT_NE(r.error().message.find("no run 17"), std::string::npos);
    EXPECT_FALSE(store.deleteRun(17).ok());
}

TEST(RunStore, DeleteRunRemovesValidation) {
    TempDir dir;
    const std::string path = dir.file("a.sqlite");
    {
        RunStore store = openOk(path);
        const auto id = store.insertRun(makeRun(1)).value();
        ASSERT_TRUE(store.deleteRun(id).ok());
        EXPECT_TRUE(store.listRuns()->empty());
    }
    SQLite::Database db(path);
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM validations").getInt(), 0);
}

TEST(RunStore, RunOfUnknownCampaignIsRejectedAndNotStored) {
    TempDir dir;
    RunStore store = openOk(dir.file("a.sqlite"));
    core::Run r = makeRun(1);
    r.campaignId = 99;
    auto id = store.insertRun(r);
    ASSERT_FALSE(id.ok());
    EXPECT_EQ(id.error().kind, ErrorKind::BadInput);
    EXPECT_NE(id.error().message.find("campaign 99"), std::string::npos);
    EXPECT_TRUE(store.listRuns()->empty());
}

// A database written by an older CycleLab (here v4: before the measured wait states, the
// acceptance checks and the shard columns) is read by the read-only commands as it is, and
// the file stays exactly as it was.
TEST(RunStore, ReadOnlyOpenReadsAnOlderSchemaWithoutMigratingTheFile) {
    TempDir dir;
    const std::string path = dir.file("old.sqlite");
    core::Run r = makeRun(7);
    std::int64_t id = 0;
    {
        RunStore store = openOk(path);
        id = store.insertRun(r).value();
    }
    {
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        raw.exec("DROP TABLE run_labels;"
                 "ALTER TABLE campaigns DROP COLUMN note;"
                 "DROP TABLE run_origins;"
                 "ALTER TABLE campaigns DROP COLUMN identity;"
                 "ALTER TABLE campaigns DROP COLUMN shard_index;"
                 "ALTER TABLE campaigns DROP COLUMN shard_count;"
                 "ALTER TABLE runs DROP COLUMN acceptance_verdict;"
                 "ALTER TABLE runs DROP COLUMN acceptance_reason;"
                 "ALTER TABLE runs DROP COLUMN flash_ws_measured;"
                 "ALTER TABLE runs DROP COLUMN cores;"
                 "ALTER TABLE runs DROP COLUMN idle;"
                 "ALTER TABLE validations DROP COLUMN reason_msg;"
                 "ALTER TABLE runs DROP COLUMN acceptance_reason_msg;"
                 "ALTER TABLE builds DROP COLUMN harness_counter;"
                 "ALTER TABLE builds DROP COLUMN harness_pulse;"
                 "ALTER TABLE builds DROP COLUMN harness_shipped_counter;"
                 "ALTER TABLE builds DROP COLUMN harness_shipped_pulse;"
                 "PRAGMA user_version = 4;");
    }
    auto store = RunStore::openReadOnly(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    auto loaded = store->loadRun(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_EQ(loaded->samples, r.samples);
    EXPECT_EQ(loaded->flashWaitStatesMeasured, -1);   // v4 did not keep it
    EXPECT_EQ(loaded->build.harnessCounterSlots, 0u); // nor the harness's size (v9)
    ASSERT_TRUE(store->listCampaigns().ok());
    SQLite::Database check(path, SQLite::OPEN_READONLY);
    EXPECT_EQ(check.execAndGet("PRAGMA user_version").getInt(), 4);
}

} // namespace
} // namespace cyclelab::core
