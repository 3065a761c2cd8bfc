// The Compare page across databases (issue 36 item 6, "group by database") through the real
// window (offscreen) on two real SQLite files written by the real store: a lab's bench
// (nucleo-f429zi) and a laptop's virtual bench (qemu-f405), both named runs.sqlite, each with
// campaign 1 and runs 1..4 (the same ids in both), the laptop's 20 % slower. The second file is
// added read-only, its campaign compared against the first grouped by database: the legend,
// the groups and every statistics row (medians read back from each file: run 3 of one file is
// never taken for run 3 of the other), the board and cycle mismatch flagged. A file that is not
// a CycleLab database, or of a newer CycleLab, is refused naming it, and nothing changes; a
// .sqlite dropped on the window is added.

#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/stats_table.hpp"
#include "core/compare/chart_plan.hpp"
#include "core/stats/order_stats.hpp"
#include "core/store/run_store.hpp"
#include "tests/compare/synthetic_runs.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUrl>
#include <SQLiteCpp/SQLiteCpp.h>
#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace cyclelab;
using cyclelab::app::testing::dropOn;
using namespace cyclelab::app;

namespace {

std::vector<std::int32_t> samples(double base, std::uint64_t seed) {
    std::vector<std::int32_t> out;
    std::uint64_t lcg = seed;
    for (int i = 0; i < 200; ++i) {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        out.push_back(
            static_cast<std::int32_t>(base * (1 + 0.03 * double((lcg >> 33) % 1000) / 1000.0)));
    }
    return out;
}

// `folder`/runs.sqlite: campaign 1 of two kernels x two benchmarks on `board`, its samples
// `factor` times the base figures.
QString makeDatabase(const QString& folder, const std::string& board, double factor) {
    const QDir home(app::testing::testHome().path());
    home.mkpath(folder);
    const QString path = home.filePath(folder + QStringLiteral("/runs.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    core::Campaign c;
    c.spec.name = folder.toStdString();
    c.spec.boardId = board;
    const char* kernels[] = {"refkernel", "freertos"};
    for (int i = 0; i < 2; ++i) {
        core::CampaignCell cell;
        cell.index = i;
        cell.kernel = kernels[i];
        cell.cpuHz = 168000000;
        cell.state = core::CellState::Done;
        c.cells.push_back(cell);
    }
    const std::int64_t id = store->createCampaign(c).value();
    std::uint64_t seed = 7; // the same noise in both files: only the factor differs
    for (int i = 0; i < 2; ++i) {
        std::vector<core::Run> runs;
        for (const auto& [bench, base] : {std::pair{"yield", 180.0}, std::pair{"sem", 90.0}})
            runs.push_back(core::testing::makeRun({.id = 0,
                                                   .benchmark = bench,
                                                   .kernel = kernels[i],
                                                   .board = board,
                                                   .samples = samples(base * factor, ++seed)}));
        EXPECT_TRUE(store->commitCell(id, c.cells[static_cast<std::size_t>(i)], runs));
    }
    return path;
}

std::map<std::int64_t, core::Run> runsOf(const QString& path) {
    std::map<std::int64_t, core::Run> out;
    auto store = core::RunStore::openReadOnly(path.toStdString());
    EXPECT_TRUE(store.ok());
    auto loaded = store->loadRuns({});
    EXPECT_TRUE(loaded.ok());
    for (core::Run& r : *loaded)
        out.emplace(r.id, std::move(r));
    return out;
}

double medianOf(const std::map<std::int64_t, core::Run>& runs,
                const std::vector<std::int64_t>& ids) {
    std::vector<double> values;
    for (std::int64_t id : ids)
        for (std::int32_t s : runs.at(id).samples)
            values.push_back(s);
    std::sort(values.begin(), values.end());
    return core::quantileOfSorted(values, 0.5);
}

void choose(QComboBox* box, int index) {
    ASSERT_GE(index, 0);
    box->setCurrentIndex(index);
    emit box->activated(index);
}

} // namespace

class GuiCompareDatabases : public ::testing::Test {
  protected:
    void SetUp() override {
        app::testing::guiApp();
        m_lab = makeDatabase(QStringLiteral("lab"), "nucleo-f429zi", 1.0);
        m_laptop = makeDatabase(QStringLiteral("laptop"), "qemu-f405", 1.2);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        ASSERT_TRUE(app::testing::openDatabase(*m_window, m_lab));
        m_window->show();
        m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
        m_page = m_window->comparePage();
        QSignalSpy shown(m_page, &ComparePage::runsLoaded);
        m_page->compareCampaign(1);
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return shown.count() > 0 && !m_page->loading(); }, 60000));
        m_source = m_page->findChild<QComboBox*>(QStringLiteral("compareSource"));
        m_against = m_page->findChild<QComboBox*>(QStringLiteral("compareAgainst"));
        m_group = m_page->findChild<QComboBox*>(QStringLiteral("compareGroupBy"));
        ASSERT_NE(m_against, nullptr);
    }
    void TearDown() override { m_window.reset(); }

    // Adds `path` through the page and waits for the outcome; the message.
    QString add(const QString& path, bool expectOk) {
        QSignalSpy added(m_page, &ComparePage::databaseAdded);
        m_page->addDatabase(path);
        EXPECT_TRUE(QTest::qWaitFor([&] { return added.count() > 0; }, 60000));
        if (added.isEmpty())
            return {};
        EXPECT_EQ(added.front().at(0).toBool(), expectOk)
            << added.front().at(1).toString().toStdString();
        return added.front().at(1).toString();
    }
    void waitLoaded(const std::function<void()>& action) {
        QSignalSpy shown(m_page, &ComparePage::runsLoaded);
        action();
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return shown.count() > 0 && !m_page->loading(); }, 60000));
    }

    QString m_lab, m_laptop;
    std::unique_ptr<MainWindow> m_window;
    ComparePage* m_page = nullptr;
    QComboBox *m_source = nullptr, *m_against = nullptr, *m_group = nullptr;
};

TEST_F(GuiCompareDatabases, SecondDatabaseGroupedByDatabase) {
    const QString message = add(m_laptop, true);
    EXPECT_TRUE(message.contains(QStringLiteral("laptop/runs.sqlite"))) << message.toStdString();
    EXPECT_EQ(m_page->comparedDatabases(), QStringList{QFileInfo(m_laptop).absoluteFilePath()});
    // Both files are runs.sqlite: each is named with its folder.
    const QString labLabel = QStringLiteral("lab/runs.sqlite");
    const QString laptopLabel = QStringLiteral("laptop/runs.sqlite");
    EXPECT_EQ(m_page->databaseLabel(m_lab), labLabel);
    EXPECT_EQ(m_page->databaseLabel(m_laptop), laptopLabel);
    const int laptopCampaign =
        m_against->findText(laptopLabel + QStringLiteral(" ▸ Campaign 1: laptop (qemu-f405)"));
    ASSERT_GE(laptopCampaign, 0) << "the added database's campaign is not a source";
    EXPECT_GE(m_source->findText(laptopLabel + QStringLiteral(" ▸ All runs")), 0);
    auto* button = m_page->findChild<QToolButton*>(QStringLiteral("compareDatabases"));
    ASSERT_NE(button, nullptr);
    QStringList actions;
    for (QAction* a : button->menu()->actions())
        actions << a->text();
    EXPECT_TRUE(actions.contains(QStringLiteral("Remove ") + laptopLabel))
        << actions.join(',').toStdString();

    // Campaign 1 of the lab against campaign 1 of the laptop: grouped by database at once.
    waitLoaded([&] { choose(m_against, laptopCampaign); });
    EXPECT_EQ(m_group->currentData().toInt(), static_cast<int>(core::Condition::Database));
    EXPECT_TRUE(m_page->summaryText().contains(QStringLiteral("8 runs")))
        << m_page->summaryText().toStdString();
    // Every bar chart sets both databases side by side (the board, which moves with the
    // database, is no axis to split them across).
    int barCharts = 0;
    for (ChartPanel* chart : m_page->charts()) {
        if (!std::holds_alternative<core::GroupedBarsView>(chart->spec().view))
            continue;
        ++barCharts;
        std::set<QString> legend;
        for (int i = 0; i < chart->plot()->plottableCount(); ++i)
            if (auto* bars = qobject_cast<QCPBars*>(chart->plot()->plottable(i)))
                legend.insert(bars->name());
        EXPECT_EQ(legend, (std::set<QString>{labLabel, laptopLabel})) << chartTitle(chart->spec());
    }
    EXPECT_GT(barCharts, 0);

    const GroupStatistics& stats = m_page->statistics()->statistics();
    EXPECT_EQ(stats.groups,
              (std::vector<std::string>{labLabel.toStdString(), laptopLabel.toStdString()}));
    EXPECT_EQ(stats.baseline, labLabel.toStdString());
    ASSERT_EQ(stats.rows.size(), 4u); // 2 benchmarks x 2 kernels, lab against laptop
    const auto lab = runsOf(m_lab), laptop = runsOf(m_laptop);
    for (const StatsRow& row : stats.rows) {
        SCOPED_TRACE(row.compared.key);
        EXPECT_EQ(row.group, laptopLabel.toStdString());
        ASSERT_TRUE(row.compared.result);
        // The same ids in both files, the medians of each file's own runs.
        EXPECT_EQ(row.compared.runsA, row.compared.runsB);
        EXPECT_DOUBLE_EQ(row.compared.result->medianA, medianOf(lab, row.compared.runsA));
        EXPECT_DOUBLE_EQ(row.compared.result->medianB, medianOf(laptop, row.compared.runsB));
        EXPECT_NEAR(row.compared.result->changePct, 20.0, 1.0);
        // Real cycles against QEMU instruction slots: flagged, not hidden.
        const auto has = [&](const std::string& flag) {
            return std::any_of(row.differences.begin(), row.differences.end(),
                               [&](const PoolDifference& d) { return english(d) == flag; });
        };
        EXPECT_TRUE(has("board nucleo-f429zi / qemu-f405"));
        EXPECT_TRUE(has("cycles real / virtual (QEMU)"));
    }
    EXPECT_TRUE(m_page->summaryText().contains(QStringLiteral("board nucleo-f429zi / qemu-f405")))
        << m_page->summaryText().toStdString();
    app::testing::saveShot(*m_window, QStringLiteral("compare_by_database"));

    // Grouped by kernel instead, the runs of both databases in each group: said.
    choose(m_group, m_group->findData(static_cast<int>(core::Condition::Kernel)));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_page->loading(); }, 60000));
    EXPECT_TRUE(m_page->summaryText().contains(
        QStringLiteral("database lab/runs.sqlite / laptop/runs.sqlite")))
        << m_page->summaryText().toStdString();

    // Removed: its sources go, Against falls back to nothing, the lab's runs alone.
    waitLoaded([&] { m_page->removeDatabase(m_laptop); });
    EXPECT_TRUE(m_page->comparedDatabases().isEmpty());
    EXPECT_LT(m_source->findText(laptopLabel, Qt::MatchContains), 0);
    EXPECT_EQ(m_against->currentIndex(), 0);
    EXPECT_TRUE(m_page->summaryText().contains(QStringLiteral("4 runs")))
        << m_page->summaryText().toStdString();
}

TEST_F(GuiCompareDatabases, FilesThatAreNotCycleLabDatabasesAreRefusedNamingThem) {
    const int sources = m_source->count();
    const int loads = m_page->loadsStarted();
    const QString notes =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("notes.sqlite"));
    QFile file(notes);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    QString message = add(notes, false);
    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(notes))) << message.toStdString();
    EXPECT_TRUE(m_page->banner()->text().contains(QStringLiteral("notes.sqlite")));

    // Written by a newer CycleLab: not read (as the CLI refuses it).
    const QString newer = makeDatabase(QStringLiteral("newer"), "qemu-f405", 1.0);
    {
        SQLite::Database db(newer.toStdString(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = " + std::to_string(core::RunStore::schemaVersion() + 1));
    }
    message = add(newer, false);
    EXPECT_TRUE(message.contains(QStringLiteral("newer CycleLab"))) << message.toStdString();
    EXPECT_TRUE(m_page->banner()->text().contains(QDir::toNativeSeparators(newer)));

    // The session's own file is not compared with itself.
    message = add(m_lab, false);
    EXPECT_TRUE(message.contains(QStringLiteral("already compared"))) << message.toStdString();

    EXPECT_TRUE(m_page->comparedDatabases().isEmpty());
    EXPECT_EQ(m_source->count(), sources);
    EXPECT_EQ(m_page->loadsStarted(), loads);
    EXPECT_EQ(m_page->statistics()->statistics().groups.size(), 2u); // the lab's two kernels
}

TEST_F(GuiCompareDatabases, DatabaseDroppedOnTheWindowIsAdded) {
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    QSignalSpy added(m_page, &ComparePage::databaseAdded);
    ASSERT_TRUE(dropOn(*m_window, m_laptop));
    ASSERT_TRUE(QTest::qWaitFor([&] { return added.count() > 0; }, 60000));
    EXPECT_TRUE(added.front().at(0).toBool());
    EXPECT_EQ(m_window->tabs()->currentIndex(), MainWindow::CompareTab);
    EXPECT_EQ(m_page->comparedDatabases(), QStringList{QFileInfo(m_laptop).absoluteFilePath()});
}

TEST_F(GuiCompareDatabases, ALanguageSwitchKeepsTheDatabasesCompared) {
    add(m_laptop, true);
    const int laptopCampaign =
        m_against->findText(QStringLiteral("laptop/runs.sqlite ▸ Campaign 1"), Qt::MatchStartsWith);
    waitLoaded([&] { choose(m_against, laptopCampaign); });
    app::testing::saveShot(*m_window, QStringLiteral("compare_by_database-en"));

    QSignalSpy retranslated(m_window.get(), &MainWindow::retranslated);
    installLanguage(app::testing::guiApp(), QStringLiteral("zh_CN"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return retranslated.count() > 0; }, 60000));
    m_page = m_window->comparePage(); // rebuilt in Chinese
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_page->comparedDatabases().isEmpty(); }, 60000));
    EXPECT_EQ(m_page->comparedDatabases(), QStringList{QFileInfo(m_laptop).absoluteFilePath()});
    m_source = m_page->findChild<QComboBox*>(QStringLiteral("compareSource"));
    m_against = m_page->findChild<QComboBox*>(QStringLiteral("compareAgainst"));
    m_group = m_page->findChild<QComboBox*>(QStringLiteral("compareGroupBy"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_page->loading(); }, 60000));
    const int again =
        m_against->findText(QStringLiteral("laptop/runs.sqlite ▸"), Qt::MatchStartsWith);
    waitLoaded([&] { choose(m_against, again); });
    EXPECT_EQ(m_group->currentData().toInt(), static_cast<int>(core::Condition::Database));
    EXPECT_EQ(m_group->currentText(), QStringLiteral("数据库"));
    EXPECT_EQ(m_page->statistics()->statistics().groups.size(), 2u);
    // What the pooled runs do not share is said in Chinese too (the page and the table's flags).
    const QString boards = QStringLiteral("开发板 nucleo-f429zi / qemu-f405");
    const QString cycles = QStringLiteral("周期：真实 / 虚拟（QEMU）");
    EXPECT_TRUE(m_page->summaryText().contains(boards)) << m_page->summaryText().toStdString();
    EXPECT_TRUE(m_page->summaryText().contains(cycles)) << m_page->summaryText().toStdString();
    QTableWidget* table = m_page->statistics()->table();
    ASSERT_GT(table->rowCount(), 0);
    const QString flags = table->item(0, StatsTable::Flags)->text();
    EXPECT_TRUE(flags.contains(cycles)) << flags.toStdString();
    // The extra row of controls still fits a 1280x800 laptop.
    const QSize least = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    EXPECT_LE(least.width(), 1280);
    EXPECT_LE(least.height(), 800);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_page->chartsDrawn(); }, 60000));
    app::testing::saveShot(*m_window, QStringLiteral("compare_by_database-zh_CN"));
    installLanguage(app::testing::guiApp(), QStringLiteral("en"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return retranslated.count() > 1; }, 60000));
}
