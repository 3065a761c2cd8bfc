// The UI thread never waits for the run database: while every read of the file waits (a disk
// that does not answer), selecting runs, the failed cells' refresh and the Compare page's
// sources go on pool threads, the window keeps processing events, and once the file answers
// again the pages show what was asked last.
//
// Why not a second writer's `BEGIN EXCLUSIVE`: the store is in WAL mode, where readers never
// wait for a writer's lock (the old code passed that test). What a WAL reader does wait for on
// every transaction, however much of the file its cache holds, is its shared lock on the WAL
// index; a VFS of this test's own holds those locks of one file until the test lets them go.

#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QTest>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <gtest/gtest.h>
#include <mutex>
#include <sqlite3.h>
#include <string>
#include <string_view>
#include <thread>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// The default VFS with one difference: while closed, a shared WAL-index lock on a file whose
// name ends with `gatedName` waits until open() (or 60 s, which fails the test).
class ReadGate {
  public:
    static ReadGate& instance() {
        static ReadGate gate;
        return gate;
    }
    void close(std::string fileName) {
        const std::lock_guard lock(m_mutex);
        m_gatedName = std::move(fileName);
        m_closed = true;
    }
    void open() {
        {
            const std::lock_guard lock(m_mutex);
            m_closed = false;
        }
        m_changed.notify_all();
    }
    bool closed() {
        const std::lock_guard lock(m_mutex);
        return m_closed;
    }
    int waiting() const { return m_waiting; }
    bool timedOut() const { return m_timedOut; }
    bool uiThreadWaited() const { return m_uiThreadWaited; }

  private:
    struct File {
        sqlite3_file base;
        const char* name; // a main database's, else null
        sqlite3_file* real() { return reinterpret_cast<sqlite3_file*>(this + 1); }
    };
    static File* file(sqlite3_file* f) { return reinterpret_cast<File*>(f); }
    static sqlite3_file* real(sqlite3_file* f) { return file(f)->real(); }

    ReadGate() : m_ui(std::this_thread::get_id()) {
        m_base = sqlite3_vfs_find(nullptr);
        m_vfs = *m_base;
        m_vfs.zName = "cyclelab-read-gate";
        m_vfs.szOsFile = static_cast<int>(sizeof(File)) + m_base->szOsFile;
        m_vfs.pNext = nullptr;
        m_vfs.xOpen = &ReadGate::xOpen;
        sqlite3_vfs_register(&m_vfs, 1);
    }

    static int xOpen(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* out) {
        ReadGate& gate = instance();
        File* wrapper = file(f);
        wrapper->base.pMethods = nullptr;
        const int rc = gate.m_base->xOpen(gate.m_base, name, wrapper->real(), flags, out);
        if (rc != SQLITE_OK || wrapper->real()->pMethods == nullptr)
            return rc;
        // SQLite keeps the name until xClose.
        wrapper->name = (flags & SQLITE_OPEN_MAIN_DB) ? name : nullptr;
        const std::lock_guard lock(gate.m_mutex);
        if (gate.m_methods.iVersion == 0)
            gate.setMethods(*wrapper->real()->pMethods);
        wrapper->base.pMethods = &gate.m_methods;
        return rc;
    }
    // Every method forwards to the real file; xShmLock waits at the gate first.
    void setMethods(const sqlite3_io_methods& base) {
        m_methods = base;
        m_methods.xClose = &ReadGate::xClose;
        m_methods.xRead = [](sqlite3_file* f, void* b, int n, sqlite3_int64 o) {
            return real(f)->pMethods->xRead(real(f), b, n, o);
        };
        m_methods.xWrite = [](sqlite3_file* f, const void* b, int n, sqlite3_int64 o) {
            return real(f)->pMethods->xWrite(real(f), b, n, o);
        };
        m_methods.xTruncate = [](sqlite3_file* f, sqlite3_int64 size) {
            return real(f)->pMethods->xTruncate(real(f), size);
        };
        m_methods.xSync = [](sqlite3_file* f, int flags) {
            return real(f)->pMethods->xSync(real(f), flags);
        };
        m_methods.xFileSize = [](sqlite3_file* f, sqlite3_int64* size) {
            return real(f)->pMethods->xFileSize(real(f), size);
        };
        m_methods.xLock = [](sqlite3_file* f, int l) {
            return real(f)->pMethods->xLock(real(f), l);
        };
        m_methods.xUnlock = [](sqlite3_file* f, int l) {
            return real(f)->pMethods->xUnlock(real(f), l);
        };
        m_methods.xCheckReservedLock = [](sqlite3_file* f, int* out) {
            return real(f)->pMethods->xCheckReservedLock(real(f), out);
        };
        m_methods.xFileControl = [](sqlite3_file* f, int op, void* arg) {
            return real(f)->pMethods->xFileControl(real(f), op, arg);
        };
        m_methods.xSectorSize = [](sqlite3_file* f) {
            return real(f)->pMethods->xSectorSize(real(f));
        };
        m_methods.xDeviceCharacteristics = [](sqlite3_file* f) {
            return real(f)->pMethods->xDeviceCharacteristics(real(f));
        };
        m_methods.xShmMap = [](sqlite3_file* f, int page, int size, int extend,
                               void volatile** out) {
            return real(f)->pMethods->xShmMap(real(f), page, size, extend, out);
        };
        m_methods.xShmLock = &ReadGate::xShmLock;
        m_methods.xShmBarrier = [](sqlite3_file* f) { real(f)->pMethods->xShmBarrier(real(f)); };
        m_methods.xShmUnmap = [](sqlite3_file* f, int del) {
            return real(f)->pMethods->xShmUnmap(real(f), del);
        };
        m_methods.xFetch = [](sqlite3_file* f, sqlite3_int64 o, int n, void** out) {
            return real(f)->pMethods->xFetch(real(f), o, n, out);
        };
        m_methods.xUnfetch = [](sqlite3_file* f, sqlite3_int64 o, void* p) {
            return real(f)->pMethods->xUnfetch(real(f), o, p);
        };
    }
    static int xClose(sqlite3_file* f) {
        const int rc = real(f)->pMethods->xClose(real(f));
        f->pMethods = nullptr;
        return rc;
    }
    static int xShmLock(sqlite3_file* f, int offset, int n, int flags) {
        if (file(f)->name && (flags & SQLITE_SHM_LOCK) && (flags & SQLITE_SHM_SHARED))
            instance().pass(file(f)->name);
        return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
    }
    void pass(std::string_view name) {
        std::unique_lock lock(m_mutex);
        if (!m_closed || !name.ends_with(m_gatedName))
            return;
        if (std::this_thread::get_id() == m_ui)
            m_uiThreadWaited = true;
        ++m_waiting;
        if (!m_changed.wait_for(lock, std::chrono::seconds(60), [this] { return !m_closed; })) {
            m_timedOut = true;
            m_closed = false; // the test has failed; let everything through
            m_changed.notify_all();
        }
        --m_waiting;
    }

    const std::thread::id m_ui; // made on the UI thread, before any window
    sqlite3_vfs* m_base = nullptr;
    sqlite3_vfs m_vfs{};
    sqlite3_io_methods m_methods{};
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::string m_gatedName;
    bool m_closed = false;
    std::atomic<int> m_waiting{0};
    std::atomic<bool> m_timedOut{false};
    std::atomic<bool> m_uiThreadWaited{false};
};

constexpr char kFileName[] = "stalled-store.sqlite";

core::Campaign oneCellCampaign(const char* name, core::OptLevel opt) {
    core::Campaign c;
    c.spec.name = name;
    c.spec.boardId = "qemu-f405";
    core::CampaignCell cell;
    cell.kernel = "refkernel";
    cell.opt = opt;
    cell.cpuHz = 168000000;
    c.cells.push_back(cell);
    return c;
}

} // namespace

TEST(GuiStoreStall, TheUiThreadGoesOnWhileTheStoreDoesNotAnswer) {
    ReadGate& gate = ReadGate::instance(); // before any connection: they all go through it
    app::testing::guiApp();
    const QString path =
        QDir(app::testing::testHome().path()).filePath(QString::fromLatin1(kFileName));
    QFile::remove(path);
    std::vector<std::int64_t> runIds;
    {
        auto store = core::RunStore::open(path.toStdString());
        ASSERT_TRUE(store.ok()) << store.error().message;
        core::Campaign first = oneCellCampaign("first", core::OptLevel::O2);
        const std::int64_t id = store->createCampaign(first).value();
        core::CampaignCell done = first.cells[0];
        done.state = core::CellState::Done;
        auto stored = store->commitCell(id, done,
                                        {cyclelab::testing::makeRun(1, 300),
                                         cyclelab::testing::makeRun(2, 300),
                                         cyclelab::testing::makeRun(3, 300)});
        ASSERT_TRUE(stored.ok()) << stored.error().message;
        runIds = stored.value();
    }
    MainWindow window;
    ASSERT_TRUE(app::testing::openDatabase(window, path));
    RunsPage* runs = window.runsPage();
    RunDetailPane* detail = runs->detail();
    ComparePage* compare = window.comparePage();
    auto* sources = compare->findChild<QComboBox*>(QStringLiteral("compareSource"));
    ASSERT_NE(sources, nullptr);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return sources->findText("Campaign 1: first", Qt::MatchStartsWith) >= 0; }, 60000));
    ASSERT_EQ(runs->model()->rowCount(), 3);
    EXPECT_TRUE(runs->banner()->text().isEmpty()) << runs->banner()->text().toStdString();

    // Another writer stores a campaign whose cell failed; then the file stops answering.
    {
        auto store = core::RunStore::open(path.toStdString());
        ASSERT_TRUE(store.ok()) << store.error().message;
        core::Campaign second = oneCellCampaign("second", core::OptLevel::Os);
        const std::int64_t id = store->createCampaign(second).value();
        core::CampaignCell failed = second.cells[0];
        failed.state = core::CellState::Failed;
        failed.attempts = 2;
        failed.reason = "no debug probe found";
        ASSERT_TRUE(store->updateCell(id, failed).ok());
    }
    QStringList boxes; // a message box would be a read that failed
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            boxes << box->text();
            box->reject();
        }
    });
    closer.start(0);
    gate.close(kFileName);

    ASSERT_TRUE(runs->selectRun(runIds[0]));
    ASSERT_TRUE(runs->selectRun(runIds[2])); // chosen while the first still loads
    window.session()->notifyRunsChanged();   // the failed cells and the Compare sources reread
    EXPECT_TRUE(QTest::qWaitFor([&] { return gate.waiting() > 0 || !gate.closed(); }, 60000));
    bool ranWhileClosed = false, ran = false;
    QTimer::singleShot(0, [&] {
        ranWhileClosed = gate.closed() && gate.waiting() > 0;
        ran = true;
    });
    EXPECT_TRUE(QTest::qWaitFor([&] { return ran; }, 60000));
    EXPECT_TRUE(ranWhileClosed) << "the UI thread processed no event while the file was stalled";
    gate.open();

    EXPECT_FALSE(gate.timedOut()) << "the UI thread waited for the store until the 60 s bound";
    EXPECT_FALSE(gate.uiThreadWaited()) << "the UI thread read the store";
    // The run selected last, never the one before it, once the pane has loaded it.
    const QLabel* title = detail->findChild<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
    const QString shown = QStringLiteral("<b>Run %1</b>").arg(runIds[2]);
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return title->text().contains(shown) && !runs->relisting(); }, 60000))
        << title->text().toStdString();
    EXPECT_EQ(detail->runId(), runIds[2]);
    EXPECT_EQ(runs->selectedRunIds(), QList<qint64>{runIds[2]});
    EXPECT_EQ(runs->banner()->level(), MessageBanner::Level::Warning);
    EXPECT_TRUE(runs->banner()->text().contains(QStringLiteral("no debug probe found")))
        << runs->banner()->text().toStdString();
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return sources->findText("Campaign 2: second", Qt::MatchStartsWith) >= 0; }, 60000));
    EXPECT_GE(sources->findText("Campaign 1: first", Qt::MatchStartsWith), 0);
    closer.stop();
    EXPECT_TRUE(boxes.isEmpty()) << boxes.join('\n').toStdString();
}
