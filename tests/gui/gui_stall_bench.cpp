// How long the desktop app keeps a user waiting on a large database, through the real widgets
// on Qt's offscreen platform (docs/PERFORMANCE.md, "The desktop app on 2,000 runs"). A plain
// program, built with the benchmarks, never run by ctest: wall times are only meaningful as
// figures on a known machine, not as pass/fail in a loaded test run.
//
// The database holds a kernels campaign at scale: 8 kernels x 2 profiles x 5 opt levels x
// 25 benchmark keys = 2,000 runs of 10,000 samples each. Measured, each `--repeat` times:
//   open    opening the database until the Runs page lists every run;
//   compare selecting 100 runs on the Runs page, Compare, until the Compare page has loaded
//           them and painted its charts;
//   stall   the longest time the UI thread did not get to run a 1 ms timer, over everything
//           above (what a user feels as a frozen window).
// Usage: gui_stall_bench [--runs N] [--select K] [--samples S] [--repeat R]

#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/runs_page.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
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

QString makeDatabase(const Options& o) {
    const QString path = QDir(app::testing::testHome().path()).filePath("stall.sqlite");
    auto store = core::RunStore::open(path.toStdString()).value();
    const char* kernels[] = {"freertos",  "threadx",  "rtx5",           "ucos3",
                             "refkernel", "liteos-m", "tencentos-tiny", "rtthread-nano"};
    const core::OptLevel opts[] = {core::OptLevel::O0, core::OptLevel::O1, core::OptLevel::O2,
                                   core::OptLevel::O3, core::OptLevel::Os};
    const char* benchmarks[] = {"ctx_switch_yield", "sem_give_take", "sem_wake",
                                "mutex_lock_unlock", "queue_send_recv"};
    std::vector<core::Run> batch;
    for (int i = 0; i < o.runs; ++i) {
        core::Run r =
            testing::makeRun(static_cast<std::uint64_t>(i), static_cast<std::size_t>(o.samples));
        r.build.kernel.name = kernels[i % 8];
        r.build.opt = opts[(i / 8) % 5];
        r.benchmark.id = benchmarks[(i / 40) % 5];
        r.benchmark.params = {{"n", std::to_string((i / 200) % 5)}};
        r.build.kernel.profile =
            (i / 1000) % 2 ? core::ConfigProfile::Default : core::ConfigProfile::Minimal;
        batch.push_back(std::move(r));
        if (batch.size() == 100 || i + 1 == o.runs) {
            for (const auto& run : batch)
                if (!store.insertRun(run).ok())
                    std::exit(1);
            batch.clear();
        }
    }
    return path;
}

// The longest gap between two ticks of a 1 ms timer on the UI thread.
class StallWatch : public QObject {
  public:
    StallWatch() {
        m_timer.setInterval(1);
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 ns = m_clock.nsecsElapsed();
            m_longestNs = std::max(m_longestNs, ns - m_lastNs);
            m_lastNs = ns;
        });
        m_clock.start();
        m_timer.start();
    }
    double longestMs() const { return static_cast<double>(m_longestNs) / 1e6; }

  private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_longestNs = 0;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Runs `action` from the event loop and waits (spinning the loop) until `done` holds.
template <typename Action, typename Done> double timed(Action action, Done done) {
    QElapsedTimer t;
    bool started = false;
    QTimer::singleShot(0, [&] {
        t.start();
        action();
        started = true;
    });
    if (!QTest::qWaitFor([&] { return started && done(); }, 120000)) {
        std::fprintf(stderr, "timed out\n");
        std::exit(1);
    }
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

} // namespace

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
    window.show();
    StallWatch watch;
    std::vector<double> open, compare;
    for (int rep = 0; rep < o.repeat; ++rep) {
        app::RunsPage* runs = window.runsPage();
        open.push_back(timed([&] { window.openDatabase(db); },
                             [&] { return runs->table()->model()->rowCount() == o.runs; }));
        QTableView* table = runs->table();
        QItemSelectionModel* sel = table->selectionModel();
        sel->clearSelection();
        app::ComparePage* page = window.comparePage();
        bool loaded = false;
        auto conn = QObject::connect(page, &app::ComparePage::runsLoaded, [&] { loaded = true; });
        compare.push_back(timed(
            [&] {
                // As a Ctrl-click selection arrives: one selection change of 100 rows.
                QItemSelection rows;
                for (int row = 0; row < o.select; ++row) {
                    const QModelIndex index = table->model()->index(row * (o.runs / o.select), 0);
                    rows.select(index, index);
                }
                sel->select(rows, QItemSelectionModel::Select | QItemSelectionModel::Rows);
                page->compareRuns(runs->selectedRunIds());
                window.comparePage()->show();
            },
            [&] {
                if (!loaded || page->loading())
                    return false;
                page->grab(); // paint the charts as the screen would
                return true;
            }));
        QObject::disconnect(conn);
    }
    std::printf("open Runs page (%d runs):       median %.0f ms, max %.0f ms\n", o.runs,
                median(open), *std::max_element(open.begin(), open.end()));
    std::printf("compare %d runs (load + paint): median %.0f ms, max %.0f ms\n", o.select,
                median(compare), *std::max_element(compare.begin(), compare.end()));
    std::printf("longest UI-thread stall:         %.0f ms\n", watch.longestMs());
    return 0;
}
