// The Runs page through the real window (offscreen) on a real SQLite store: a campaign cell that
// failed after its retry stores no runs, and the page says so, with the cell and the reason,
// instead of leaving it out of the table without a word; and how the window opens a database.

#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// A two-cell campaign: cell 1 done with one run, cell 2 failed after two attempts.
QString makeDatabase(bool withFailure) {
    const QString path = QDir(app::testing::testHome().path())
                             .filePath(withFailure ? QStringLiteral("failed-cell.sqlite")
                                                   : QStringLiteral("all-done.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    core::Campaign c = app::testing::sweepCampaign();
    const std::int64_t id = store->createCampaign(c).value();
    core::CampaignCell done = c.cells[0];
    done.state = core::CellState::Done;
    EXPECT_TRUE(store->commitCell(id, done, {cyclelab::testing::makeRun(1, 200)}).ok());
    core::CampaignCell second = c.cells[1];
    second.state = withFailure ? core::CellState::Failed : core::CellState::Done;
    second.attempts = 2;
    second.reason = withFailure ? "no debug probe found" : "";
    EXPECT_TRUE(store->updateCell(id, second).ok());
    return path;
}

} // namespace

TEST(GuiRuns, FailedCellsAreListedWithTheirReasons) {
    app::testing::guiApp();
    MainWindow window;
    ASSERT_TRUE(app::testing::openDatabase(window, makeDatabase(true)));
    MessageBanner* banner = window.runsPage()->banner();
    EXPECT_EQ(banner->level(), MessageBanner::Level::Warning);
    EXPECT_TRUE(banner->text().contains("1 campaign cell(s) failed"))
        << banner->text().toStdString();
    EXPECT_TRUE(banner->text().contains("cell 2, refkernel minimal Os 168 MHz"))
        << banner->text().toStdString();
    EXPECT_TRUE(banner->text().contains("no debug probe found")) << banner->text().toStdString();

    // A database whose cells all finished shows no such message.
    ASSERT_TRUE(app::testing::openDatabase(window, makeDatabase(false)));
    EXPECT_TRUE(banner->text().isEmpty()) << banner->text().toStdString();
}

// Opening runs off the UI thread: until it ends the window says so, greys the pages that show
// the database and refuses a second opening; a file that is no database is named in a message
// box, and the database open before stays open.
TEST(GuiRuns, OpeningShowsItselfAndAnUnreadableFileIsNamed) {
    app::testing::guiApp();
    MainWindow window;
    const QString good = makeDatabase(false);
    ASSERT_TRUE(app::testing::openDatabase(window, good));

    ASSERT_TRUE(window.openDatabase(good));
    // Nothing the opening reports arrives before the event loop runs again.
    EXPECT_TRUE(window.session()->opening());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("opening")))
        << window.windowTitle().toStdString();
    EXPECT_FALSE(window.runsPage()->isEnabled());
    EXPECT_FALSE(window.comparePage()->isEnabled());
    EXPECT_FALSE(window.openDatabase(makeDatabase(true)));
    QSignalSpy done(&window, &MainWindow::databaseOpened);
    ASSERT_TRUE(done.wait(120000));
    EXPECT_TRUE(done.at(0).at(0).toBool());
    EXPECT_TRUE(window.runsPage()->isEnabled());
    EXPECT_FALSE(window.windowTitle().contains(QStringLiteral("opening")));
    EXPECT_EQ(window.runsPage()->model()->rowCount(), 1);

    const QString bad =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("notes.sqlite"));
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("these are notes, not a database\n");
    file.close();
    QString shown;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->reject();
        }
    });
    closer.start(0);
    EXPECT_FALSE(app::testing::openDatabase(window, bad));
    closer.stop();
    EXPECT_TRUE(shown.contains(bad)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("is not a SQLite database"))) << shown.toStdString();
    EXPECT_EQ(window.session()->path(), QFileInfo(good).absoluteFilePath());
    EXPECT_TRUE(window.runsPage()->isEnabled());
}

TEST(GuiRuns, ColumnsFitTheFirstListingAndARelistKeepsAWidthTheUserSet) {
    app::testing::guiApp();
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    const QString path = makeDatabase(false);
    ASSERT_TRUE(app::testing::openDatabase(window, path));
    RunsPage* runs = window.runsPage();
    QHeaderView* header = runs->table()->horizontalHeader();
    const int reason = RunTableModel::Benchmark;
    // Fitted on a later turn than the listing.
    ASSERT_TRUE(QTest::qWaitFor([&] { return header->sectionSize(reason) != 0; }, 10000));
    QTest::qWait(20);
    const int fitted = header->sectionSize(reason);
    EXPECT_GT(fitted, header->defaultSectionSize() / 2);

    header->resizeSection(reason, fitted + 137); // the user drags the column wider
    {
        auto store = core::RunStore::open(path.toStdString());
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE(store->insertRun(cyclelab::testing::makeRun(7, 50)).ok());
    }
    window.session()->notifyRunsChanged();
    ASSERT_TRUE(QTest::qWaitFor([&] { return runs->model()->rowCount() == 2; }, 60000));
    QTest::qWait(20);
    EXPECT_EQ(header->sectionSize(reason), fitted + 137);
}
