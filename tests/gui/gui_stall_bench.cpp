// How long the desktop app keeps a user waiting on a large database, through the real widgets
// on Qt's offscreen platform (docs/PERFORMANCE.md, "The desktop app on 2,000 runs"). A plain
// program, built with the benchmarks, never run by ctest: wall times are only meaningful as
// figures on a known machine, not as pass/fail in a loaded test run.
//
// The database holds a kernels campaign at scale: 8 kernels x 2 profiles x 5 opt levels x
// 25 benchmark keys = 2,000 runs of 10,000 samples each. Measured, each `--repeat` times:
//   open     opening the database until the Runs page lists every run;
//   compare  selecting 100 runs on the Runs page, Compare, until the Compare page has loaded
//            them and drawn and painted every chart;
//   campaign one cell of a campaign stored while the Compare page shows the 100 runs: a
//            thread of its own writes the cell's runs (5 of 10,000 samples) with its own
//            connection, as the campaign worker does, and the UI gets what the Campaign page
//            gets from it: each benchmark's samples for the live histogram, then "cell stored"
//            (the Runs page relists, the Compare page reloads). A fake bench: no QEMU, so the
//            figure is the UI's share alone;
// and for each step the longest time the UI thread did not get to run a 1 ms timer (what a
// user feels as a frozen window). Before them, once, start-up: the window shown until it has
// painted and the bench scan is applied (Qt's first painting builds its glyph caches and
// frame pixmaps and starts its painting threads). The app opens the last database in those
// same turns; here the first opening follows a painted window, and start-up has a line of its
// own.
// Usage: gui_stall_bench [--runs N] [--select K] [--samples S] [--repeat R]

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <utility>
#include <vector>

using namespace cyclelab;

namespace {

struct Options {
    int runs = 2000;
    int select = 100;
    int samples = 10000;
    int repeat = 5;
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i + 1 < argc; i += 2) {
        const int v = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--runs"))
            o.runs = v;
        else if (!std::strcmp(argv[i], "--select"))
            o.select = v;
        else if (!std::strcmp(argv[i], "--samples"))
            o.samples = v;
        else if (!std::strcmp(argv[i], "--repeat"))
            o.repeat = v;
    }
    return o;
}

// Run `i` of the matrix (kernel fastest, then opt level, benchmark, parameter, profile).
core::Run matrixRun(int i, int samples) {
    const char* kernels[] = {"freertos",  "threadx",  "rtx5",           "ucos3",
                             "refkernel", "liteos-m", "tencentos-tiny", "rtthread-nano"};
    const core::OptLevel opts[] = {core::OptLevel::O0, core::OptLevel::O1, core::OptLevel::O2,
                                   core::OptLevel::O3, core::OptLevel::Os};
    const char* benchmarks[] = {"ctx_switch_yield", "sem_give_take", "sem_wake",
                                "mutex_lock_unlock", "queue_send_recv"};
    core::Run r =
        testing::makeRun(static_cast<std::uint64_t>(i), static_cast<std::size_t>(samples));
    r.build.kernel.name = kernels[i % 8];
    r.build.opt = opts[(i / 8) % 5];
    r.benchmark.id = benchmarks[(i / 40) % 5];
    r.benchmark.params = {{"n", std::to_string((i / 200) % 5)}};
    r.build.kernel.profile =
        (i / 1000) % 2 ? core::ConfigProfile::Default : core::ConfigProfile::Minimal;
    return r;
}

QString makeDatabase(const Options& o) {
    const QString path = QDir(app::testing::testHome().path()).filePath("stall.sqlite");
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString()).value();
    for (int i = 0; i < o.runs; ++i)
        if (!store.insertRun(matrixRun(i, o.samples)).ok())
            std::exit(1);
    return path;
}

// The UI thread's own CPU time (CLOCK_THREAD_CPUTIME_ID): on a loaded machine a gap between two
// ticks is the thread's work plus the time the scheduler gave its core to others.
qint64 threadCpuNs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<qint64>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// The longest gap between two ticks of a 1 ms timer on the UI thread, and the longest CPU time
// the UI thread spent between two ticks.
class StallWatch : public QObject {
  public:
    StallWatch() {
        m_timer.setInterval(1);
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 ns = m_clock.nsecsElapsed(), cpu = threadCpuNs();
            m_longestNs = std::max(m_longestNs, ns - m_lastNs);
            m_longestCpuNs = std::max(m_longestCpuNs, cpu - m_lastCpuNs);
            m_lastNs = ns;
            m_lastCpuNs = cpu;
        });
        m_clock.start();
        m_lastCpuNs = threadCpuNs();
        m_timer.start();
    }
    // The longest gap (wall, UI-thread CPU) since the last call, then starts over.
    std::pair<double, double> takeLongestMs() {
        const std::pair<double, double> ms{static_cast<double>(m_longestNs) / 1e6,
                                           static_cast<double>(m_longestCpuNs) / 1e6};
        m_longestNs = m_longestCpuNs = 0;
        return ms;
    }

  private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0, m_lastCpuNs = 0;
    qint64 m_longestNs = 0, m_longestCpuNs = 0;
};

// Minor page faults of the whole process so far: first touches of fresh memory, about 10 us
// each on the 2-core VM (docs/PERFORMANCE.md), which is most of what makes a first step slower.
long minorFaults() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

// One step's wall time and the page faults during it.
struct Step {
    double ms = 0;
    long faults = 0;
};

struct Figures {
    std::vector<double> ms, stallMs, stallCpuMs;
    std::vector<long> faults;
    void addStep(Step step, std::pair<double, double> stall) {
        ms.push_back(step.ms);
        faults.push_back(step.faults);
        stallMs.push_back(stall.first);
        stallCpuMs.push_back(stall.second);
    }
    void print(const char* what) const {
        auto median = [](std::vector<double> v) {
            std::sort(v.begin(), v.end());
            return v[v.size() / 2];
        };
        auto max = [](const std::vector<double>& v) {
            return *std::max_element(v.begin(), v.end());
        };
        std::printf("%-34s median %4.0f ms, max %4.0f ms; longest stall median %4.0f ms, max "
                    "%4.0f ms (UI-thread CPU in a gap: median %3.0f ms, max %3.0f ms)\n",
                    what, median(ms), max(ms), median(stallMs), max(stallMs), median(stallCpuMs),
                    max(stallCpuMs));
        std::printf("%-34s each repetition:", "");
        for (double v : ms)
            std::printf(" %.0f", v);
        std::printf(" ms; page faults:");
        for (long f : faults)
            std::printf(" %ld", f);
        std::printf("\n");
    }
};

// Runs `action` from the event loop and runs the loop until `done` holds, checked every
// millisecond between events as a window's own loop runs (QTest::qWaitFor sleeps 10 ms between
// its passes: every pool result and every chart drawn one per turn waited through that sleep).
template <typename Action, typename Done> Step timed(Action action, Done done) {
    QElapsedTimer t;
    QEventLoop loop;
    QTimer check;
    check.setTimerType(Qt::PreciseTimer);
    check.setInterval(1);
    QObject::connect(&check, &QTimer::timeout, [&] {
        if (done())
            loop.quit();
    });
    long faultsBefore = 0;
    QTimer::singleShot(0, [&] {
        faultsBefore = minorFaults();
        t.start();
        action();
        check.start();
    });
    QTimer::singleShot(120000, &loop, [] {
        std::fprintf(stderr, "timed out\n");
        std::exit(1);
    });
    loop.exec();
    return {static_cast<double>(t.nsecsElapsed()) / 1e6, minorFaults() - faultsBefore};
}

// Sets `painted` once any widget of `window` has had a paint event.
class PaintSpy : public QObject {
  public:
    PaintSpy(QWidget* window, bool& painted) : m_window(window), m_painted(painted) {
        qApp->installEventFilter(this);
    }
    ~PaintSpy() override { qApp->removeEventFilter(this); }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && watched->isWidgetType() &&
            static_cast<QWidget*>(watched)->window() == m_window)
            m_painted = true;
        return false;
    }

  private:
    QWidget* m_window;
    bool& m_painted;
};

} // namespace

// Spins the event loop until the Compare page has loaded, analysed and drawn its charts, then
// paints it as the screen would.
bool compareSettled(app::ComparePage* page) {
    if (page->loading() || !page->chartsDrawn())
        return false;
    page->grab();
    return true;
}

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    app::testing::guiApp();
    QElapsedTimer build;
    build.start();
    const QString db = makeDatabase(o);
    std::printf("database: %d runs x %d samples (%.1f s to write)\n", o.runs, o.samples,
                static_cast<double>(build.elapsed()) / 1000.0);

    app::MainWindow window;
    window.resize(1280, 900);
    StallWatch watch;
    Figures startup, open, compare, campaign;
    {
        bool scanned = false, painted = false;
        auto scanConn = QObject::connect(window.benchPage(), &app::BenchPage::inventoryReady,
                                         [&] { scanned = true; });
        PaintSpy spy(&window, painted);
        const Step shown = timed([&] { window.show(); }, [&] { return scanned && painted; });
        startup.addStep(shown, watch.takeLongestMs());
        QObject::disconnect(scanConn);
    }
    app::ComparePage* page = window.comparePage();
    for (int rep = 0; rep < o.repeat; ++rep) {
        app::RunsPage* runs = window.runsPage();
        watch.takeLongestMs();
        // Until the opening has ended: the table still lists the previous opening's runs.
        bool opened = false;
        auto openConn = QObject::connect(&window, &app::MainWindow::databaseOpened,
                                         [&](bool ok) { opened = ok; });
        const Step opening =
            timed([&] { window.openDatabase(db); },
                  [&] { return opened && runs->table()->model()->rowCount() == o.runs; });
        QObject::disconnect(openConn);
        open.addStep(opening, watch.takeLongestMs());
        QTableView* table = runs->table();
        QItemSelectionModel* sel = table->selectionModel();
        sel->clearSelection();
        bool loaded = false;
        auto conn = QObject::connect(page, &app::ComparePage::runsLoaded, [&] { loaded = true; });
        const Step comparing = timed(
            [&] {
                // As a Ctrl-click selection arrives: one selection change of 100 rows.
                QItemSelection rows;
                for (int row = 0; row < o.select; ++row) {
                    const QModelIndex index = table->model()->index(row * (o.runs / o.select), 0);
                    rows.select(index, index);
                }
                sel->select(rows, QItemSelectionModel::Select | QItemSelectionModel::Rows);
                page->compareRuns(runs->selectedRunIds());
                page->show();
            },
            [&] { return loaded && compareSettled(page); });
        compare.addStep(comparing, watch.takeLongestMs());
        QObject::disconnect(conn);
    }
    // Campaign cells stored into the open database while the Compare page shows the 100 runs.
    int next = o.runs;
    for (int cell = 0; cell < o.repeat; ++cell) {
        constexpr int kRunsPerCell = 5; // baseline + 4 benchmarks
        bool written = false;
        std::thread writer;
        watch.takeLongestMs();
        const Step storing = timed(
            [&] {
                writer = std::thread([&written, &window, path = db.toStdString(), first = next, o] {
                    auto store = core::RunStore::open(path).value();
                    for (int i = first; i < first + kRunsPerCell; ++i) {
                        core::Run run = matrixRun(i, o.samples);
                        if (!store.insertRun(run).ok())
                            std::exit(1);
                        // A queued signal carrying a copy, as CampaignWorker::event is.
                        QMetaObject::invokeMethod(
                            window.campaignPage()->histogram(),
                            [&window, key = run.benchmark.key(), samples = run.samples] {
                                window.campaignPage()->histogram()->setSamples(
                                    QString::fromStdString(key), samples);
                            },
                            Qt::QueuedConnection);
                    }
                    QMetaObject::invokeMethod(
                        window.session(),
                        [&window, &written] {
                            window.session()->notifyRunsChanged();
                            written = true;
                        },
                        Qt::QueuedConnection);
                });
                next += kRunsPerCell;
            },
            [&] {
                return written && window.runsPage()->table()->model()->rowCount() == next &&
                       compareSettled(page);
            });
        campaign.addStep(storing, watch.takeLongestMs());
        writer.join();
    }
    double load[3] = {};
    getloadavg(load, 3);
    std::printf("%d repetitions, load average %.1f %.1f %.1f at the end\n", o.repeat, load[0],
                load[1], load[2]);
    startup.print("start-up (shown, painted, scanned):");
    open.print("open Runs page:");
    compare.print("compare (load, analyse, draw):");
    campaign.print("campaign cell stored (fake bench):");
    return 0;
}
