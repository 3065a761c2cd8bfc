// The Runs page through the real window (offscreen) on a real SQLite store: a campaign cell that
// failed after its retry stores no runs, and the page says so, with the cell and the reason,
// instead of leaving it out of the table without a word.

#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/runs_page.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
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
    core::Campaign c;
    c.spec.name = "sweep";
    c.spec.boardId = "qemu-f405";
    for (int i = 0; i < 2; ++i) {
        core::CampaignCell cell;
        cell.index = i;
        cell.kernel = "refkernel";
        cell.opt = i == 0 ? core::OptLevel::O2 : core::OptLevel::Os;
        cell.cpuHz = 168000000;
        c.cells.push_back(cell);
    }
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
    ASSERT_TRUE(window.openDatabase(makeDatabase(true)));
    MessageBanner* banner = window.runsPage()->banner();
    EXPECT_EQ(banner->level(), MessageBanner::Level::Warning);
    EXPECT_TRUE(banner->text().contains("1 campaign cell(s) failed"))
        << banner->text().toStdString();
    EXPECT_TRUE(banner->text().contains("cell 2, refkernel minimal Os 168 MHz"))
        << banner->text().toStdString();
    EXPECT_TRUE(banner->text().contains("no debug probe found")) << banner->text().toStdString();

    // A database whose cells all finished shows no such message.
    ASSERT_TRUE(window.openDatabase(makeDatabase(false)));
    EXPECT_TRUE(banner->text().isEmpty()) << banner->text().toStdString();
}
