#include "app/gui/screenshot_mode.hpp"

#include "app/gui/main_window.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"

#include <QApplication>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#if CYCLELAB_GUI_BENCH
#include "app/gui/bench_page.hpp"
#endif
#if CYCLELAB_GUI_COMPARE
#include "app/gui/compare_page.hpp"
#endif

namespace cyclelab::app {

namespace {

void prepareRuns(RunsPage& runs) {
    // The newest validated run of a real benchmark shows the most of the detail pane.
    RunTableModel* model = runs.model();
    qint64 pick = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const core::Run& run = model->summaryAt(row).run;
        if (pick == 0)
            pick = run.id;
        if (run.benchmark.id != "baseline" && run.validation) {
            pick = run.id;
            break;
        }
    }
    if (pick > 0)
        runs.selectRun(pick);
}

void grabAndQuit(MainWindow& window, const QString& dir) {
    prepareRuns(*window.runsPage());
#if CYCLELAB_GUI_COMPARE
    window.comparePage()->showNewestCampaign();
#endif
    QTimer::singleShot(500, &window, [&window, dir] {
        QString error;
        bool ok = window.grabPages(dir, &error);
        if (!ok)
            std::fprintf(stderr, "cyclelab: %s\n", qPrintable(error));
        QApplication::exit(ok ? 0 : 1);
    });
}

} // namespace

void runScreenshotMode(MainWindow& window, const QString& dir) {
#if CYCLELAB_GUI_BENCH
    BenchPage* bench = window.benchPage();
    if (bench->discovering()) {
        QObject::connect(
            bench, &BenchPage::inventoryReady, &window,
            [&window, dir] { grabAndQuit(window, dir); }, Qt::SingleShotConnection);
        return;
    }
#endif
    grabAndQuit(window, dir);
}

} // namespace cyclelab::app
