// The window on a 1280x800 laptop, in English and Chinese, through the real widgets offscreen:
// after every page and every tab of the run detail has been shown, the window can still be made
// 1280x800 (the "Counter vs analyzer" tab once raised its minimum height from 700 to 989 px for
// good); the campaign's Start/Pause/Stop stay in view; the wheel scrolls instead of editing a
// field it passes over, and scrolls the Compare page over a chart.

#include "app/gui/campaign_page.hpp"
#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/runs_page.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QWheelEvent>
#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

constexpr QSize kLaptop{1280, 800};

QString makeDatabase(const QString& name) {
    const QString path = QDir(app::testing::testHome().path()).filePath(name);
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        core::Run run = cyclelab::testing::makeRun(seed, 2000); // with analyzer pulses
        run.build.opt = seed % 2 ? core::OptLevel::O2 : core::OptLevel::O0;
        EXPECT_TRUE(store->insertRun(run).ok());
    }
    return path;
}

// A wheel notch over `widget`'s centre, as the mouse sends it.
void wheelOver(QWidget* widget, int notches = -1) {
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent wheel(local, widget->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

class GuiLaptopLayout : public ::testing::TestWithParam<const char*> {
  protected:
    void SetUp() override {
        installLanguage(app::testing::guiApp(), QString::fromLatin1(GetParam()));
        m_window = std::make_unique<MainWindow>();
        ASSERT_TRUE(app::testing::openDatabase(
            *m_window, makeDatabase(QStringLiteral("laptop_%1.sqlite").arg(GetParam()))));
        m_window->resize(kLaptop);
        m_window->show();
    }
    void TearDown() override {
        m_window.reset();
        installLanguage(app::testing::guiApp(), QStringLiteral("en"));
    }
    void settle() {
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(20);
        }
    }
    std::unique_ptr<MainWindow> m_window;
};

} // namespace

TEST_P(GuiLaptopLayout, EveryPageAndTabFitsALaptopScreen) {
    for (int tab = 0; tab < m_window->tabs()->count(); ++tab) {
        m_window->tabs()->setCurrentIndex(tab);
        settle();
    }
    RunsPage* runs = m_window->runsPage();
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runs->relisting(); }, 60000));
    ASSERT_TRUE(runs->selectRun(1));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !runs->detail()->loading(); }, 60000));
    QTabWidget* detailTabs = runs->detail()->tabs();
    for (int tab = 0; tab < detailTabs->count(); ++tab) {
        detailTabs->setCurrentIndex(tab);
        settle();
    }
    // The agreement chart is there (the run has pulses) and still the window fits.
    ASSERT_FALSE(runs->detail()->findChildren<ChartPanel*>().isEmpty());
    const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    EXPECT_LE(minimum.height(), kLaptop.height()) << GetParam();
    EXPECT_LE(minimum.width(), kLaptop.width()) << GetParam();
    m_window->resize(kLaptop);
    settle();
    EXPECT_LE(m_window->height(), kLaptop.height());
}

TEST_P(GuiLaptopLayout, CampaignActionsStayInViewAndTheWheelEditsNothingItPassesOver) {
    m_window->tabs()->setCurrentIndex(MainWindow::CampaignTab);
    settle();
    CampaignPage* page = m_window->campaignPage();
    QPushButton* start = page->startButton();
    ASSERT_TRUE(start->isVisible());
    // Wholly visible: not scrolled off or clipped by the form's scroll area.
    EXPECT_EQ(start->visibleRegion().boundingRect().size(), start->size());
    const QRect inWindow(start->mapTo(m_window.get(), QPoint(0, 0)), start->size());
    EXPECT_TRUE(m_window->rect().contains(inWindow));

    QSpinBox* jobs = page->jobsSpin();
    const int before = jobs->value();
    ASSERT_FALSE(jobs->hasFocus());
    wheelOver(jobs, 1);
    wheelOver(jobs, 1);
    EXPECT_EQ(jobs->value(), before) << "the wheel edited a field it passed over";
    EXPECT_FALSE(jobs->hasFocus());
    EXPECT_EQ(jobs->focusPolicy(), Qt::StrongFocus);
}

TEST_P(GuiLaptopLayout, TheWheelScrollsTheComparePageOverAChart) {
    ComparePage* compare = m_window->comparePage();
    m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !compare->loading() && !compare->charts().isEmpty(); },
                                60000));
    settle();
    auto* scroll = compare->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    QScrollBar* bar = scroll->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0) << "the charts fit: nothing to scroll";
    QCustomPlot* plot = compare->charts().front()->plot();
    const QCPRange range = plot->yAxis->range();
    const int at = bar->value();
    wheelOver(plot);
    EXPECT_GT(bar->value(), at) << "the page did not scroll";
    EXPECT_EQ(plot->yAxis->range(), range) << "a plain wheel zoomed the chart";
}

INSTANTIATE_TEST_SUITE_P(Languages, GuiLaptopLayout, ::testing::Values("en", "zh_CN"));
