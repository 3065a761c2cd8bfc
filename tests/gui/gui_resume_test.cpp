// The desktop app resumes a campaign too: a stored campaign with one cell done and one pending
// is continued from the Campaign page (real QEMU, real firmware, real SQLite file): only the
// pending cell runs, under the same campaign id; then Resume says there is nothing to resume.

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/store/run_store.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFileInfo>
#include <QTest>
#include <gtest/gtest.h>

namespace cyclelab::app {
namespace {

TEST(GuiResume, ThePendingCellsOfAStoredCampaignRunAndNothingElse) {
    const QString images = QStringLiteral(CYCLELAB_BINARY_DIR "/firmware/images");
    ASSERT_TRUE(QFileInfo::exists(images + QStringLiteral("/manifest.json")));
    qputenv("CYCLELAB_IMAGES_DIR", images.toUtf8());
    testing::guiApp();
    const QString db = QDir(testing::testHome().path()).filePath(QStringLiteral("resume.sqlite"));
    QFile::remove(db);
    std::int64_t id = 0;
    {
        auto store = core::RunStore::open(db.toStdString());
        ASSERT_TRUE(store.ok()) << store.error().message;
        core::Campaign c;
        c.spec.name = "resume me";
        c.spec.boardId = "qemu-f405";
        c.spec.kernels = {"refkernel"};
        c.spec.profiles = {core::ConfigProfile::Minimal};
        c.spec.opts = {core::OptLevel::O0, core::OptLevel::O2};
        c.spec.benchmarks = {*core::completeBenchmark({"sem_give_take", {}}, "test")};
        c.spec.samples = 200;
        c.spec.warmup = 20;
        for (int i = 0; i < 2; ++i) {
            core::CampaignCell cell;
            cell.index = i;
            cell.kernel = "refkernel";
            cell.profile = core::ConfigProfile::Minimal;
            cell.opt = i == 0 ? core::OptLevel::O0 : core::OptLevel::O2;
            cell.cpuHz = 168000000;
            cell.state = i == 0 ? core::CellState::Done : core::CellState::Pending;
            c.cells.push_back(cell);
        }
        id = store->createCampaign(c).value();
    }

    MainWindow window;
    ASSERT_TRUE(testing::openDatabase(window, db));
    BenchPage* bench = window.benchPage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
    ASSERT_NE(bench->currentBoard(), nullptr);
    if (bench->currentBoard()->id != "qemu-f405") {
        GTEST_SKIP() << "hardware attached: the virtual f405 is not the chosen bench";
    }
    CampaignPage* campaign = window.campaignPage();
    ASSERT_TRUE(campaign->resume()) << campaign->banner()->text().toStdString();
    // The campaigns are looked up on a pool thread.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !campaign->resuming(); }, 30000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !campaign->running(); }, 150000));
    const CampaignOutcome& outcome = campaign->lastOutcome();
    ASSERT_TRUE(outcome.ok) << outcome.error.toStdString();
    EXPECT_EQ(outcome.campaignId, id);
    EXPECT_EQ(outcome.cellsDone, 1);
    EXPECT_EQ(outcome.runsStored, 2); // baseline + sem_give_take of the pending cell

    EXPECT_TRUE(campaign->resume());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !campaign->resuming(); }, 30000));
    EXPECT_FALSE(campaign->running());
    EXPECT_TRUE(campaign->banner()->text().contains(QStringLiteral("Nothing to resume")))
        << campaign->banner()->text().toStdString();
}

} // namespace
} // namespace cyclelab::app
