// Runs a lab can manage (issue 36 item 7), through the real window (offscreen) on a real
// SQLite store: the Runs table's context menu renames a run and a campaign (Edit ▸ Undo and
// Redo take them back and forth), and deletes a campaign or runs after asking (Cancel keeps it;
// Yes deletes it with its runs and nothing else; Undo brings back every row, Redo deletes again).

#include "app/gui/main_window.hpp"
#include "app/gui/run_editor.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <functional>
#include <gtest/gtest.h>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// Campaign "sweep" with a run in each of its two cells, and a run of no campaign.
QString makeDatabase() {
    const QString path =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("edit.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    core::Campaign c = app::testing::sweepCampaign(core::CellState::Done);
    const std::int64_t id = store->createCampaign(c).value();
    for (int i = 0; i < 2; ++i)
        EXPECT_TRUE(store->commitCell(id, c.cells[i], {cyclelab::testing::makeRun(1 + i, 200)}));
    EXPECT_TRUE(store->insertRun(cyclelab::testing::makeRun(3, 200)).ok());
    return path;
}

// Polls until `act` finds what it waits for (a popup or a dialog) and acts on it; gives up
// after 10 s (the test then fails on what did not happen).
void whenShown(std::function<bool()> act) {
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, tries = 0, act = std::move(act)]() mutable {
        if (act() || ++tries > 500)
            timer->deleteLater();
    });
    timer->start();
}

// Right-clicks the run's row and picks the menu entry starting with `entry`.
void contextMenuPick(RunsPage& page, qint64 runId, const QString& entry) {
    QTableView* table = page.table();
    const int row =
        page.proxy()->mapFromSource(page.model()->index(page.model()->rowOf(runId), 0)).row();
    ASSERT_GE(row, 0) << "run " << runId << " is not listed";
    const QPoint pos = table->visualRect(page.proxy()->index(row, 1)).center();
    bool picked = false;
    whenShown([&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return false;
        for (QAction* a : menu->actions())
            if (a->text().startsWith(entry)) {
                menu->setActiveAction(a);
                QTest::keyClick(menu, Qt::Key_Return);
                picked = true;
                return true;
            }
        menu->close(); // not there: the test fails below
        return true;
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, table->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(table->viewport(), &event);
    EXPECT_TRUE(picked) << "no menu entry " << entry.toStdString();
}

void answerTextDialog(const QString& text) {
    whenShown([text] {
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return false;
        dialog->setTextValue(text);
        dialog->accept();
        return true;
    });
}

void answerQuestion(QMessageBox::StandardButton button) {
    whenShown([button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return false;
        box->button(button)->click();
        return true;
    });
}

bool settled(MainWindow& window) {
    return QTest::qWaitFor(
        [&] { return !window.runEditor()->busy() && !window.runsPage()->relisting(); }, 30000);
}

QString shown(RunsPage& page, qint64 runId, int column) {
    const int row = page.model()->rowOf(runId);
    return row < 0 ? QStringLiteral("<not listed>")
                   : page.model()->index(row, column).data().toString();
}

} // namespace

TEST(GuiRunEdit, RenameUndoRedoAndDeleteACampaignFromTheContextMenu) {
    app::testing::guiApp();
    MainWindow window;
    const QString path = makeDatabase();
    ASSERT_TRUE(app::testing::openDatabase(window, path));
    window.resize(1200, 800);
    window.show();
    window.tabs()->setCurrentIndex(MainWindow::RunsTab);
    RunsPage* page = window.runsPage();
    ASSERT_TRUE(settled(window));
    ASSERT_EQ(page->model()->rowCount(), 3);
    auto listed = core::RunStore::open(path.toStdString()).value().listRuns().value();
    const qint64 inCampaign = listed[0].run.id;
    const qint64 campaignId = listed[0].run.campaignId;
    const qint64 single = listed[2].run.id;
    auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
    auto* redo = window.findChild<QAction*>(QStringLiteral("redoAction"));
    ASSERT_TRUE(undo && redo);
    EXPECT_FALSE(undo->isEnabled());

    // A run's name, shown in the table and stored.
    answerTextDialog(QStringLiteral("fast probe"));
    contextMenuPick(*page, inCampaign, QStringLiteral("Rename run"));
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(shown(*page, inCampaign, RunTableModel::Name), QStringLiteral("fast probe"));
    auto store = core::RunStore::openReadOnly(path.toStdString());
    EXPECT_EQ(store->loadSummary(inCampaign)->name, "fast probe");

    // The campaign's name, in the Campaign column of its runs.
    answerTextDialog(QStringLiteral("O2 vs Os"));
    contextMenuPick(*page, inCampaign, QStringLiteral("Rename campaign"));
    ASSERT_TRUE(settled(window));
    EXPECT_TRUE(
        shown(*page, inCampaign, RunTableModel::Campaign).endsWith(QStringLiteral("O2 vs Os")));

    // Undo takes the campaign's name back, then the run's; Redo gives the run's again.
    ASSERT_TRUE(undo->isEnabled());
    undo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_TRUE(
        shown(*page, inCampaign, RunTableModel::Campaign).endsWith(QStringLiteral("sweep")));
    undo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(shown(*page, inCampaign, RunTableModel::Name), QString());
    redo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(shown(*page, inCampaign, RunTableModel::Name), QStringLiteral("fast probe"));

    // Deleting asks first: Cancel keeps everything.
    answerQuestion(QMessageBox::Cancel);
    contextMenuPick(*page, inCampaign, QStringLiteral("Delete campaign"));
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 3);
    // Yes deletes the campaign and its two runs; the other run stays.
    answerQuestion(QMessageBox::Yes);
    contextMenuPick(*page, inCampaign, QStringLiteral("Delete campaign"));
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 1);
    EXPECT_EQ(shown(*page, single, RunTableModel::Id), QString::number(single));
    store = core::RunStore::openReadOnly(path.toStdString());
    EXPECT_FALSE(store->loadCampaign(campaignId).ok());
    EXPECT_EQ(store->listRuns().value().size(), 1u);

    // Undo brings the campaign back whole: its runs listed again, named as before.
    ASSERT_TRUE(undo->isEnabled());
    EXPECT_EQ(undo->text(), QStringLiteral("&Undo Delete campaign %1").arg(campaignId));
    undo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 3);
    EXPECT_EQ(shown(*page, inCampaign, RunTableModel::Name), QStringLiteral("fast probe"));
    store = core::RunStore::openReadOnly(path.toStdString());
    EXPECT_EQ(store->loadCampaign(campaignId).value().spec.name, "sweep");
    EXPECT_EQ(store->listRuns().value().size(), 3u);
}

TEST(GuiRunEdit, DeletedRunsComeBackWithUndoAndGoAgainWithRedo) {
    app::testing::guiApp();
    MainWindow window;
    const QString path = makeDatabase();
    ASSERT_TRUE(app::testing::openDatabase(window, path));
    window.resize(1200, 800);
    window.show();
    window.tabs()->setCurrentIndex(MainWindow::RunsTab);
    RunsPage* page = window.runsPage();
    ASSERT_TRUE(settled(window));
    ASSERT_EQ(page->model()->rowCount(), 3);
    const auto listed = core::RunStore::open(path.toStdString()).value().listRuns().value();
    const qint64 first = listed[0].run.id;
    const qint64 single = listed[2].run.id;
    const core::Run before =
        core::RunStore::openReadOnly(path.toStdString())->loadRun(single).value();
    auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
    auto* redo = window.findChild<QAction*>(QStringLiteral("redoAction"));
    ASSERT_TRUE(undo && redo);

    page->selectRuns({first, single});
    answerQuestion(QMessageBox::Yes);
    contextMenuPick(*page, single, QStringLiteral("Delete 2 selected"));
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 1);
    EXPECT_EQ(shown(*page, single, RunTableModel::Id), QStringLiteral("<not listed>"));

    undo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 3);
    EXPECT_EQ(shown(*page, single, RunTableModel::Id), QString::number(single));
    EXPECT_EQ(shown(*page, first, RunTableModel::Id), QString::number(first));
    const core::Run back =
        core::RunStore::openReadOnly(path.toStdString())->loadRun(single).value();
    EXPECT_EQ(back.samples, before.samples);
    EXPECT_EQ(back.serialLog, before.serialLog);

    redo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 1);
    undo->trigger();
    ASSERT_TRUE(settled(window));
    EXPECT_EQ(page->model()->rowCount(), 3);
}
