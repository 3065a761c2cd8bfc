// The Runs, Compare and Preferences parts of "the GUI does the whole job" (issue 15 item 8),
// through the real window offscreen on a real SQLite store: the Runs filter finds campaign
// names, Select all / Select none, the Compare page explains an empty view, the report of
// `cyclelab-cli report` is written from the Compare page, the Preferences labels show no
// literal '&', and a language change applies at once, charts and verdict sentences included.

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/settings_dialog.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <gtest/gtest.h>
#include <qcustomplot.h>

namespace cyclelab::app {
namespace {

// "300 of 300 samples agree within 10 ns (1 analyzer sample)", as core builds it.
core::Message agreeReason() {
    using core::MessageId;
    return core::message(
        MessageId::PassAgree,
        {"300", "300", "10 ns",
         core::joined({core::message(MessageId::ToleranceAnalyzerSample)}, " + ")});
}

// Campaign "nightly sweep" (3 runs of one benchmark at three opt levels) and campaign "other"
// (one run of another benchmark); `empty` gives a database without runs.
QString makeDatabase(const char* name, bool empty = false) {
    const QString path = QDir(testing::testHome().path()).filePath(QString::fromLatin1(name));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    if (empty)
        return path;
    auto addCampaign = [&](const char* title, std::vector<core::Run> runs) {
        core::Campaign c;
        c.spec.name = title;
        c.spec.boardId = "qemu-f405";
        for (std::size_t i = 0; i < runs.size(); ++i) {
            core::CampaignCell cell;
            cell.index = static_cast<int>(i);
            cell.kernel = "refkernel";
            cell.opt = runs[i].build.opt;
            cell.cpuHz = 168000000;
            c.cells.push_back(cell);
        }
        const std::int64_t id = store->createCampaign(c).value();
        for (std::size_t i = 0; i < runs.size(); ++i) {
            core::CampaignCell done = c.cells[i];
            done.state = core::CellState::Done;
            runs[i].campaignId = id;
            runs[i].cellIndex = done.index;
            EXPECT_TRUE(store->commitCell(id, done, {runs[i]}).ok());
        }
    };
    std::vector<core::Run> sweep;
    std::uint64_t seed = 10;
    for (core::OptLevel opt : {core::OptLevel::O0, core::OptLevel::O2, core::OptLevel::Os}) {
        core::Run r = cyclelab::testing::makeRun(seed++, 300);
        r.build = cyclelab::testing::makeBuild("qemu-f405", "refkernel", opt);
        r.benchmark = {"sem_give_take", {}};
        r.validation->reason = agreeReason();
        sweep.push_back(std::move(r));
    }
    addCampaign("nightly sweep", std::move(sweep));
    core::Run other = cyclelab::testing::makeRun(99, 300);
    other.benchmark = {"mutex_lock_unlock", {}};
    addCampaign("other", {other});
    return path;
}

template <typename Load> void loadAndWait(ComparePage* page, Load load) {
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    load();
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 0 && !page->loading(); }, 60000));
}

class GuiWorkflow : public ::testing::Test {
  protected:
    void SetUp() override {
        testing::guiApp();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
    }
    void TearDown() override {
        installLanguage(testing::guiApp(), QStringLiteral("en"));
        m_window.reset();
    }
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(GuiWorkflow, RunsFilterFindsCampaignNamesAndSelectNoneClearsTheSelection) {
    ASSERT_TRUE(testing::openDatabase(*m_window, makeDatabase("runs.sqlite")));
    RunsPage* runs = m_window->runsPage();
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    ASSERT_EQ(runs->proxy()->rowCount(), 4);
    // The Campaign column names the campaign, so what the filter matches is visible.
    bool named = false;
    for (int r = 0; r < runs->proxy()->rowCount(); ++r)
        named = named || runs->proxy()
                             ->index(r, RunTableModel::Campaign)
                             .data()
                             .toString()
                             .contains(QStringLiteral("nightly sweep"));
    EXPECT_TRUE(named);

    // The filter applies as the user types (no timer): checked right after the keys.
    QTest::keyClicks(runs->filterEdit(), QStringLiteral("NIGHTLY"));
    EXPECT_EQ(runs->proxy()->rowCount(), 3);
    runs->filterEdit()->clear();
    QTest::keyClicks(runs->filterEdit(), QStringLiteral("other"));
    EXPECT_EQ(runs->proxy()->rowCount(), 1);
    runs->filterEdit()->clear();
    EXPECT_EQ(runs->proxy()->rowCount(), 4);

    auto* all = runs->findChild<QPushButton*>(QStringLiteral("selectAllRuns"));
    auto* none = runs->findChild<QPushButton*>(QStringLiteral("selectNoRuns"));
    ASSERT_NE(all, nullptr);
    ASSERT_NE(none, nullptr);
    EXPECT_FALSE(none->isEnabled());
    QTest::mouseClick(all, Qt::LeftButton);
    EXPECT_EQ(runs->selectedRunIds().size(), 4);
    EXPECT_TRUE(none->isEnabled());
    QTest::mouseClick(none, Qt::LeftButton);
    EXPECT_TRUE(runs->selectedRunIds().isEmpty());
    EXPECT_FALSE(none->isEnabled());
}

TEST_F(GuiWorkflow, TheComparePageExplainsAnEmptyView) {
    ComparePage* page = m_window->comparePage();
    ASSERT_TRUE(testing::openDatabase(*m_window, makeDatabase("empty.sqlite", true)));
    loadAndWait(page, [&] { page->showNewestCampaign(); });
    EXPECT_TRUE(page->charts().isEmpty());
    EXPECT_TRUE(page->emptyReason().contains(QStringLiteral("no runs yet")))
        << page->emptyReason().toStdString();
    auto* label = page->findChild<QLabel*>(QStringLiteral("compareEmpty"));
    ASSERT_NE(label, nullptr);
    EXPECT_FALSE(label->isHidden());
    EXPECT_EQ(label->text(), page->emptyReason());
    m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    testing::saveShot(*m_window, QStringLiteral("compare-empty-database"));

    ASSERT_TRUE(testing::openDatabase(*m_window, makeDatabase("compare.sqlite")));
    RunsPage* runs = m_window->runsPage();
    // Two runs of different benchmarks: not comparable, and the page says what differs.
    qint64 sem = 0, mutex = 0;
    for (int r = 0; r < runs->model()->rowCount(); ++r) {
        const core::Run& run = runs->model()->summaryAt(r).run;
        (run.benchmark.id == "mutex_lock_unlock" ? mutex : sem) = run.id;
    }
    loadAndWait(page, [&] { page->compareRuns({sem, mutex}); });
    EXPECT_TRUE(page->emptyReason().contains(QStringLiteral("not comparable")))
        << page->emptyReason().toStdString();
    EXPECT_TRUE(page->emptyReason().contains(QStringLiteral("benchmark")));
    EXPECT_FALSE(label->isHidden());
    testing::saveShot(*m_window, QStringLiteral("compare-not-comparable"));

    // The sweep campaign compares three opt levels: charts and no explanation.
    QList<qint64> sweep;
    for (int r = 0; r < runs->model()->rowCount(); ++r)
        if (runs->model()->summaryAt(r).run.benchmark.id == "sem_give_take")
            sweep << runs->model()->summaryAt(r).run.id;
    loadAndWait(page, [&] { page->compareRuns(sweep); });
    EXPECT_FALSE(page->charts().isEmpty());
    EXPECT_TRUE(page->emptyReason().isEmpty()) << page->emptyReason().toStdString();
    EXPECT_TRUE(label->isHidden());
}

TEST_F(GuiWorkflow, TheReportIsWrittenFromTheComparePage) {
    ASSERT_TRUE(testing::openDatabase(*m_window, makeDatabase("report.sqlite")));
    ComparePage* page = m_window->comparePage();
    loadAndWait(page, [&] { page->showNewestCampaign(); });
    const QString out = QDir(testing::testHome().path()).filePath(QStringLiteral("report"));
    QSignalSpy written(page, &ComparePage::reportWritten);
    page->writeReport(out);
    EXPECT_TRUE(page->writingReport());
    ASSERT_TRUE(QTest::qWaitFor([&] { return written.count() > 0; }, 120000));
    EXPECT_FALSE(page->writingReport());
    EXPECT_TRUE(written.at(0).at(0).toBool()) << written.at(0).at(1).toString().toStdString();
    for (const char* name : {"report.md", "report.html", "runs.csv", "runs.json"})
        EXPECT_TRUE(QFileInfo::exists(QDir(out).filePath(QString::fromLatin1(name)))) << name;
    EXPECT_FALSE(QDir(out).entryList({QStringLiteral("*.png")}).isEmpty());
    // Written atomically: no temporary file is left beside them.
    for (const QString& name : QDir(out).entryList(QDir::Files))
        EXPECT_FALSE(name.contains(QStringLiteral("tmp"))) << name.toStdString();
    QFile md(QDir(out).filePath(QStringLiteral("report.md")));
    ASSERT_TRUE(md.open(QIODevice::ReadOnly));
    EXPECT_TRUE(QString::fromUtf8(md.readAll()).contains(QStringLiteral("other")));
    EXPECT_EQ(page->banner()->level(), MessageBanner::Level::Info);
}

// A QLabel shows '&' literally unless it has a buddy to give the shortcut to.
void expectNoLiteralAmpersand(SettingsDialog& dialog) {
    const auto labels = dialog.findChildren<QLabel*>();
    EXPECT_FALSE(labels.isEmpty());
    for (QLabel* label : labels) {
        if (label->text().contains(QLatin1Char('&'))) {
            EXPECT_NE(label->buddy(), nullptr) << label->text().toStdString();
        }
    }
}

TEST_F(GuiWorkflow, PreferencesLabelsShowNoLiteralAmpersand) {
    {
        SettingsDialog dialog(m_window.get());
        expectNoLiteralAmpersand(dialog);
        dialog.show();
        testing::saveShot(dialog, QStringLiteral("preferences-en"));
    }
    installLanguage(testing::guiApp(), QStringLiteral("zh_CN"));
    SettingsDialog dialog(m_window.get());
    expectNoLiteralAmpersand(dialog);
    dialog.show();
    testing::saveShot(dialog, QStringLiteral("preferences-zh_CN"));
    EXPECT_TRUE(dialog.windowTitle() != QStringLiteral("Preferences"));
}

TEST_F(GuiWorkflow, ALanguageChangeAppliesWithoutARestart) {
    ASSERT_TRUE(testing::openDatabase(*m_window, makeDatabase("language.sqlite")));
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    m_window->runsPage()->filterEdit()->setText(QStringLiteral("nightly"));
    ComparePage* compare = m_window->comparePage();
    loadAndWait(compare, [&] { compare->showNewestCampaign(); });
    const QString englishTab = m_window->tabs()->tabText(MainWindow::CampaignTab);
    ASSERT_FALSE(compare->charts().isEmpty());
    // What the pages hold is kept (issue 36): a campaign's log and the self-test's lines.
    auto* log = m_window->campaignPage()->findChild<QPlainTextEdit*>(QStringLiteral("campaignLog"));
    auto* hello = m_window->benchPage()->findChild<QPlainTextEdit*>(QStringLiteral("helloText"));
    ASSERT_TRUE(log && hello);
    log->setPlainText(QStringLiteral("12:00:00  Campaign 'nightly' on qemu-f405: 2 cells"));
    hello->setPlainText(QStringLiteral("PASS  serial link and protocol"));

    // Preferences ▸ Language ▸ 简体中文 ▸ OK: the window is in Chinese at once.
    QSignalSpy retranslated(m_window.get(), &MainWindow::retranslated);
    {
        SettingsDialog dialog(m_window.get());
        auto* language = dialog.findChild<QComboBox*>();
        ASSERT_NE(language, nullptr);
        language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
        dialog.accept();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return retranslated.count() > 0; }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_window->benchPage()->discovering(); }, 30000));
    EXPECT_NE(m_window->tabs()->tabText(MainWindow::CampaignTab), englishTab);
    EXPECT_EQ(m_window->tabs()->currentIndex(), int(MainWindow::RunsTab));
    EXPECT_EQ(m_window->runsPage()->filterEdit()->text(), QStringLiteral("nightly"));
    log = m_window->campaignPage()->findChild<QPlainTextEdit*>(QStringLiteral("campaignLog"));
    hello = m_window->benchPage()->findChild<QPlainTextEdit*>(QStringLiteral("helloText"));
    EXPECT_EQ(log->toPlainText(),
              QStringLiteral("12:00:00  Campaign 'nightly' on qemu-f405: 2 cells"));
    EXPECT_EQ(hello->toPlainText(), QStringLiteral("PASS  serial link and protocol"));
    // The Compare page shows the campaign it showed, without F5.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !m_window->comparePage()->loading() &&
                   !m_window->comparePage()->charts().isEmpty();
        },
        60000))
        << "the Compare page came back empty";
    // The new Runs page lists the runs on a pool thread.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_window->runsPage()->relisting(); }, 60000));
    EXPECT_EQ(m_window->runsPage()->proxy()->rowCount(), 3);

    // Chart titles, axis labels and verdict sentences too (they come from core in English).
    compare = m_window->comparePage();
    loadAndWait(compare, [&] { compare->compareCampaign(1); });
    ASSERT_FALSE(compare->charts().isEmpty());
    ChartPanel* chart = compare->charts().front();
    const QString title = QString::fromStdString(chartTitle(chart->spec()));
    EXPECT_FALSE(title.startsWith(QStringLiteral("Median"))) << title.toStdString();
    EXPECT_NE(chart->plot()->xAxis->label(), QStringLiteral("benchmark"));
    EXPECT_NE(CoreText::verdictReason(agreeReason()),
              QStringLiteral("300 of 300 samples agree within 10 ns (1 analyzer sample)"));
    EXPECT_NE(CoreText::verdict(core::Verdict::Pass), QStringLiteral("pass"));
    const QModelIndex verdict = m_window->runsPage()->proxy()->index(0, RunTableModel::Verdict);
    EXPECT_NE(verdict.data(Qt::ToolTipRole).toString(),
              QStringLiteral("300 of 300 samples agree within 10 ns (1 analyzer sample)"));
    m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    testing::saveShot(*m_window, QStringLiteral("compare-zh_CN"));
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    m_window->runsPage()->selectRun(verdict.data(RunTableModel::RunIdRole).toLongLong());
    testing::saveShot(*m_window, QStringLiteral("runs-zh_CN"));
    // The file name of an exported chart stays ASCII.
    EXPECT_FALSE(chart->fileStem().isEmpty());

    // And back to English, again without a restart.
    retranslated.clear();
    {
        SettingsDialog dialog(m_window.get());
        auto* language = dialog.findChild<QComboBox*>();
        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        dialog.accept();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return retranslated.count() > 0; }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_window->benchPage()->discovering(); }, 30000));
    EXPECT_EQ(m_window->tabs()->tabText(MainWindow::CampaignTab), englishTab);
    // In English core's sentences stay exactly as written (its plurals included).
    using core::MessageId;
    const core::Message reason = core::sequence(
        {core::message(MessageId::PassAgree,
                       {"9", "10", "21.9 ns",
                        core::joined({core::message(MessageId::ToleranceAnalyzerSample),
                                      core::message(MessageId::ToleranceCounterCycles, {"2"})},
                                     " + ")}),
         core::message(MessageId::PassDisagree, {"1", "30 ns"}),
         core::message(MessageId::PassItsPulse, {core::sub(core::message(MessageId::WordLonger))}),
         core::counted(MessageId::NoteSampleOff, 5,
                       {core::sub(core::message(MessageId::WordLow))})});
    EXPECT_EQ(CoreText::verdictReason(reason),
              QStringLiteral("9 of 10 samples agree within 21.9 ns (1 analyzer sample + 2 counter "
                             "cycles); 1 disagree (largest deviation 30 ns), its pulse longer than "
                             "the counter: too few to be systematic; that sample reads 5 cycles "
                             "too low"));
}

} // namespace
} // namespace cyclelab::app
