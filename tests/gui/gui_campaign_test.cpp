// End to end through the window: a short virtual-bench campaign (real QEMU, real firmware,
// real virtual analyzer, real SQLite file) started from the Campaign page, its runs in the
// Runs browser, and a Compare chart exported to PNG. The UI thread must stay responsive while
// the campaign runs on its worker thread.

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/worker_progress.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <gtest/gtest.h>
#include <thread>

namespace cyclelab::app {
namespace {

TEST(GuiCampaign, VirtualBenchCampaignShowsRunsAndExportsAChart) {
    const QString images = QStringLiteral(CYCLELAB_BINARY_DIR "/firmware/images");
    ASSERT_TRUE(QFileInfo::exists(images + QStringLiteral("/manifest.json")))
        << "no firmware images in " << images.toStdString()
        << ": configure with -DCYCLELAB_BUILD_FIRMWARE=ON and build cyclelab_firmware";
    qputenv("CYCLELAB_IMAGES_DIR", images.toUtf8());
    testing::guiApp();

    MainWindow window;
    const QString db = QDir(testing::testHome().path()).filePath(QStringLiteral("campaign.sqlite"));
    ASSERT_TRUE(testing::openDatabase(window, db));
    window.show();

    // Device discovery runs in a worker; with no hardware the virtual f405 is preselected.
    BenchPage* bench = window.benchPage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
    ASSERT_NE(bench->currentBoard(), nullptr);
    if (!bench->inventory().hasHardware()) {
        EXPECT_EQ(bench->currentBoard()->id, "qemu-f405");
    }

    core::CampaignSpec spec;
    spec.kernels = {"refkernel"};
    spec.profiles = {core::ConfigProfile::Minimal};
    spec.opts = {core::OptLevel::O2};
    for (const char* id : {"sem_give_take", "mutex_lock_unlock", "queue_send_recv"})
        spec.benchmarks.push_back(*core::completeBenchmark({id, {}}, "test"));
    spec.samples = 200;
    spec.warmup = 20;
    CampaignPage* campaign = window.campaignPage();
    campaign->matrix()->setSpec(spec);
    ASSERT_EQ(campaign->matrix()->cellCount(), 1);
    window.tabs()->setCurrentIndex(MainWindow::CampaignTab);

    // A ticking timer measures the UI thread's longest stall while the worker runs.
    QElapsedTimer sinceTick;
    qint64 longestStallMs = 0;
    QTimer ticker;
    ticker.setInterval(20);
    QObject::connect(&ticker, &QTimer::timeout,
                     [&] { longestStallMs = std::max(longestStallMs, sinceTick.restart()); });
    ASSERT_TRUE(campaign->start()) << campaign->banner()->text().toStdString();
    sinceTick.start();
    ticker.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !campaign->running(); }, 150000))
        << "campaign did not finish in 150 s";
    ticker.stop();
    const CampaignOutcome& outcome = campaign->lastOutcome();
    ASSERT_TRUE(outcome.ok) << outcome.error.toStdString();
    EXPECT_EQ(outcome.cellsDone, 1);
    EXPECT_EQ(outcome.cellsFailed, 0);
    EXPECT_EQ(outcome.runsStored, 4); // baseline + the three benchmarks
    EXPECT_LT(longestStallMs, 1000) << "the UI thread stalled for " << longestStallMs << " ms";
    EXPECT_GT(campaign->histogram()->redrawCount(), 0);

    // Runs browser: every stored run is listed and can be filtered and shown.
    RunsPage* runs = window.runsPage();
    // A stored cell is relisted on a pool thread.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runs->relisting(); }, 30000));
    ASSERT_EQ(runs->model()->rowCount(), 4);
    runs->proxy()->setBenchmark(QStringLiteral("mutex_lock_unlock"));
    ASSERT_EQ(runs->proxy()->rowCount(), 1);
    const qint64 runId =
        runs->proxy()->data(runs->proxy()->index(0, 0), RunTableModel::RunIdRole).toLongLong();
    ASSERT_TRUE(runs->selectRun(runId));
    EXPECT_EQ(runs->detail()->runId(), runId);
    // Read on a pool thread.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runs->detail()->loading(); }, 30000));
    // The counter-vs-analyzer tab shows the Bland-Altman chart of the selected run.
    EXPECT_NE(runs->detail()->tabs()->widget(1)->findChild<ChartPanel*>(), nullptr);
    const core::RunSummary& summary = runs->model()->summaryAt(runs->model()->rowOf(runId));
    ASSERT_TRUE(summary.stats.has_value());
    EXPECT_EQ(summary.stats->n, 200u);
    EXPECT_TRUE(summary.run.validation.has_value()) << "the virtual analyzer validated nothing";
    runs->proxy()->setBenchmark(QString());

    // Compare page: the campaign's runs are read and decoded off the UI thread (nothing is
    // drawn yet when compareCampaign returns), then its charts; one is exported to PNG.
    ComparePage page(window.session());
    ComparePage* compare = &page;
    QSignalSpy loaded(compare, &ComparePage::runsLoaded);
    compare->compareCampaign(outcome.campaignId);
    EXPECT_TRUE(compare->charts().isEmpty()) << "the runs were loaded on the UI thread";
    ASSERT_TRUE(loaded.count() > 0 || loaded.wait(120000)) << "the runs never finished loading";
    ASSERT_FALSE(compare->charts().isEmpty());
    // The window's own Compare page rereads the changed database off the UI thread (once shown).
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.comparePage()->loading(); }, 120000));
    const QString png = QDir(testing::testHome().path()).filePath(QStringLiteral("bars.png"));
    core::Status exported = compare->charts().front()->exportTo(png);
    ASSERT_TRUE(exported.ok()) << exported.error().message;
    EXPECT_GT(QFileInfo(png).size(), 1000);
    QImage image(png);
    EXPECT_FALSE(image.isNull());
    EXPECT_GE(image.width(), 960);
}

// One QEMU per core: two cells run at the same time, and the page shows a line per worker,
// both naming a cell while they do.
TEST(GuiCampaign, CellsRunSideBySideWithALinePerWorker) {
    if (std::thread::hardware_concurrency() < 2) {
        GTEST_SKIP() << "one core: the page runs one cell at a time";
    }
    const QString images = QStringLiteral(CYCLELAB_BINARY_DIR "/firmware/images");
    qputenv("CYCLELAB_IMAGES_DIR", images.toUtf8());
    testing::guiApp();
    MainWindow window;
    const QString db = QDir(testing::testHome().path()).filePath(QStringLiteral("jobs.sqlite"));
    ASSERT_TRUE(testing::openDatabase(window, db));
    BenchPage* bench = window.benchPage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
    ASSERT_NE(bench->currentBoard(), nullptr);
    if (!cyclelab::core::isVirtualBoard(*bench->currentBoard())) {
        GTEST_SKIP() << "a real board is chosen: one cell at a time";
    }
    core::CampaignSpec spec;
    spec.kernels = {"refkernel"};
    spec.profiles = {core::ConfigProfile::Minimal};
    spec.opts = {core::OptLevel::O0, core::OptLevel::O2};
    for (const char* id : {"sem_give_take", "ctx_switch_yield", "tick_accuracy"})
        spec.benchmarks.push_back(*core::completeBenchmark({id, {}}, "test"));
    spec.samples = 200;
    spec.warmup = 20;
    CampaignPage* campaign = window.campaignPage();
    campaign->matrix()->setSpec(spec);
    ASSERT_EQ(campaign->matrix()->cellCount(), 2);
    auto* workers = campaign->findChild<WorkerProgress*>(QStringLiteral("workerProgress"));
    ASSERT_NE(workers, nullptr);
    int mostBusy = 0;
    ASSERT_TRUE(campaign->start()) << campaign->banner()->text().toStdString();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto busy = std::count_if(workers->lines().begin(), workers->lines().end(),
                                            [](const QString& l) { return l.contains("cell"); });
            mostBusy = std::max(mostBusy, static_cast<int>(busy));
            return !campaign->running();
        },
        300000))
        << "campaign did not finish in 300 s";
    const CampaignOutcome& outcome = campaign->lastOutcome();
    ASSERT_TRUE(outcome.ok) << outcome.error.toStdString();
    EXPECT_EQ(outcome.cellsDone, 2);
    EXPECT_EQ(outcome.runsStored, 8);
    EXPECT_EQ(mostBusy, 2) << "the two cells never ran at the same time";
    EXPECT_TRUE(workers->lines().isEmpty()); // cleared when the campaign ends
}

} // namespace
} // namespace cyclelab::app
