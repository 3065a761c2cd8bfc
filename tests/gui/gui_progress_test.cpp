// Progress tells the truth, through the real window (offscreen) and a real virtual-bench
// campaign (QEMU, firmware, SQLite): Pause turns into Resume and back, a pause holds the bar
// where it was, the bar never goes back, the ETA is known from the start, and Stop keeps the
// benchmarks the cell finished: the page's Resume measures only the others, so each run is
// stored once. The test waits for the page's state, never for a time.

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/store/run_store.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>
#include <set>

namespace cyclelab::app {
namespace {

TEST(GuiProgress, PauseResumeStopKeepTheBarAndTheFinishedBenchmarks) {
    const QString images = QStringLiteral(CYCLELAB_BINARY_DIR "/firmware/images");
    ASSERT_TRUE(QFileInfo::exists(images + QStringLiteral("/manifest.json")));
    qputenv("CYCLELAB_IMAGES_DIR", images.toUtf8());
    testing::guiApp();
    MainWindow window;
    const QString db = QDir(testing::testHome().path()).filePath(QStringLiteral("progress.sqlite"));
    QFile::remove(db);
    ASSERT_TRUE(window.openDatabase(db));
    BenchPage* bench = window.benchPage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
    ASSERT_NE(bench->currentBoard(), nullptr);
    if (bench->currentBoard()->id != "qemu-f405") {
        GTEST_SKIP() << "hardware attached: the virtual f405 is not the chosen bench";
    }
    // One cell: baseline, baseline_long, tick_accuracy (1,000 delays of 10 ms: seconds on the
    // virtual bench), sem_give_take, mutex_lock_unlock.
    core::CampaignSpec spec;
    spec.kernels = {"refkernel"};
    spec.profiles = {core::ConfigProfile::Minimal};
    spec.opts = {core::OptLevel::O2};
    for (const char* id : {"tick_accuracy", "sem_give_take", "mutex_lock_unlock"})
        spec.benchmarks.push_back(*core::completeBenchmark({id, {}}, "test"));
    spec.samples = 1000;
    spec.warmup = 20;
    CampaignPage* campaign = window.campaignPage();
    campaign->matrix()->setSpec(spec);
    ASSERT_EQ(campaign->matrix()->cellCount(), 1);
    auto* pause = campaign->findChild<QPushButton*>(QStringLiteral("pauseButton"));
    auto* stop = campaign->findChild<QPushButton*>(QStringLiteral("stopButton"));
    auto* bar = campaign->findChild<QProgressBar*>(QStringLiteral("campaignProgress"));
    auto* eta = campaign->findChild<QLabel*>(QStringLiteral("campaignEta"));
    auto* cells = campaign->findChild<QTreeWidget*>(QStringLiteral("cellList"));
    ASSERT_TRUE(pause && stop && bar && eta && cells);
    EXPECT_TRUE(stop->toolTip().contains(QStringLiteral("are stored")))
        << stop->toolTip().toStdString();

    // The bar is sampled every time the test looks: it must never go back.
    int highest = 0;
    bool wentBack = false;
    auto watch = [&] {
        wentBack = wentBack || bar->value() < highest;
        highest = std::max(highest, bar->value());
    };

    // Pause before the first cell: the button says what a click does next.
    ASSERT_TRUE(campaign->start()) << campaign->banner()->text().toStdString();
    EXPECT_TRUE(eta->text().contains(QStringLiteral("ETA"))) << eta->text().toStdString();
    EXPECT_FALSE(eta->text().contains(QStringLiteral("unknown")));
    QTest::mouseClick(pause, Qt::LeftButton);
    EXPECT_TRUE(pause->isChecked());
    EXPECT_EQ(pause->text().remove(QLatin1Char('&')), QStringLiteral("Resume"));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            watch();
            return eta->text() == QStringLiteral("paused");
        },
        60000))
        << "the runner never announced the pause";
    const int pausedAt = bar->value();
    EXPECT_EQ(pausedAt, highest);
    QTest::mouseClick(pause, Qt::LeftButton);
    EXPECT_FALSE(pause->isChecked());
    EXPECT_EQ(pause->text().remove(QLatin1Char('&')), QStringLiteral("Pause"));

    // Stop while tick_accuracy runs (baseline_long is done): that benchmark finishes, is
    // stored with the baseline, and the bar stays where it was.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            watch();
            return cells->topLevelItem(0)->text(3) == QStringLiteral("2/5 benchmarks");
        },
        120000))
        << cells->topLevelItem(0)->text(3).toStdString();
    EXPECT_TRUE(eta->text().startsWith(QStringLiteral("ETA"))) << eta->text().toStdString();
    QTest::mouseClick(stop, Qt::LeftButton);
    const int stoppedAt = bar->value();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            watch();
            return !campaign->running();
        },
        120000));
    const CampaignOutcome stopped = campaign->lastOutcome();
    ASSERT_TRUE(stopped.ok) << stopped.error.toStdString();
    EXPECT_TRUE(stopped.stopped);
    EXPECT_EQ(stopped.runsStored, 2) << "baseline and tick_accuracy are kept";
    EXPECT_GE(bar->value(), stoppedAt);
    EXPECT_GT(bar->value(), 0);
    EXPECT_EQ(cells->topLevelItem(0)->text(2), QStringLiteral("stopped"));

    // Resume measures what the cell lacks; the bar starts from what is stored.
    ASSERT_TRUE(campaign->resume()) << campaign->banner()->text().toStdString();
    highest = 0;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            watch();
            return !campaign->running();
        },
        120000));
    const CampaignOutcome resumed = campaign->lastOutcome();
    ASSERT_TRUE(resumed.ok) << resumed.error.toStdString();
    EXPECT_EQ(resumed.campaignId, stopped.campaignId);
    EXPECT_EQ(resumed.runsStored, 2) << "sem_give_take and mutex_lock_unlock only";
    EXPECT_EQ(bar->value(), 1000);
    EXPECT_FALSE(wentBack) << "the progress bar went back";

    auto store = core::RunStore::open(db.toStdString());
    ASSERT_TRUE(store.ok());
    core::RunFilter filter;
    filter.campaignId = stopped.campaignId;
    auto runs = store->listRuns(filter);
    ASSERT_TRUE(runs.ok());
    std::set<std::string> seen;
    for (const auto& r : *runs)
        EXPECT_TRUE(seen.insert(r.run.benchmark.key()).second) << r.run.benchmark.key();
    EXPECT_EQ(seen.size(), 4u); // baseline, tick_accuracy, sem_give_take, mutex_lock_unlock
}

} // namespace
} // namespace cyclelab::app
