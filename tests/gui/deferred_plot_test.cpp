// DeferredPlot (app/gui/deferred_plot.hpp): plots laid out together are drawn one per
// event-loop turn, those in view before those scrolled out of it, hidden ones only once shown;
// what a plot shows is what QCustomPlot draws for it (only the moment changes).

#include "app/gui/deferred_plot.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QCoreApplication>
#include <QScrollArea>
#include <QTest>
#include <QVBoxLayout>
#include <gtest/gtest.h>
#include <vector>

namespace cyclelab::app {
namespace {

// Counts the draws of each plot (QCustomPlot emits afterReplot at the end of each one).
struct Column {
    QScrollArea scroll;
    std::vector<DeferredPlot*> plots;
    std::vector<int> draws;

    explicit Column(int count) : draws(static_cast<std::size_t>(count), 0) {
        auto* content = new QWidget;
        auto* layout = new QVBoxLayout(content);
        for (int i = 0; i < count; ++i) {
            auto* plot = new DeferredPlot(content);
            plot->setMinimumHeight(300);
            plot->addGraph()->setData({1, 2, 3}, {3, 1, 2});
            QObject::connect(plot, &QCustomPlot::afterReplot,
                             [this, i] { ++draws[static_cast<std::size_t>(i)]; });
            layout->addWidget(plot);
            plots.push_back(plot);
        }
        scroll.setWidget(content);
        scroll.setWidgetResizable(true);
        scroll.resize(400, 350); // the first plot in view, the others below it
    }
    int total() const {
        int n = 0;
        for (int d : draws)
            n += d;
        return n;
    }
    bool allDrawn() const {
        for (const DeferredPlot* p : plots)
            if (p->drawPending())
                return false;
        return true;
    }
};

TEST(DeferredPlot, DrawsOnePlotPerTurnInViewFirst) {
    testing::guiApp();
    Column column(6);
    // Nothing is drawn while the plots are built, nor by QCustomPlot's own queued replot.
    QCoreApplication::processEvents();
    EXPECT_EQ(column.total(), 0) << "a hidden plot was drawn";
    column.scroll.show();
    int turns = 0;
    while (!column.allDrawn() && turns < 1000) {
        const int before = column.total();
        QCoreApplication::processEvents();
        EXPECT_LE(column.total() - before, 1) << "several plots drawn in one turn";
        ++turns;
    }
    ASSERT_TRUE(column.allDrawn());
    for (int d : column.draws)
        EXPECT_EQ(d, 1) << "each plot is drawn once at its laid-out size";
    // The plot out of view (the last) was drawn after the one in view (the first): draw order
    // is checked by re-requesting both and running one turn.
    column.plots.back()->requestDraw();
    column.plots.front()->requestDraw();
    QCoreApplication::processEvents();
    EXPECT_EQ(column.draws.front(), 2) << "the plot in view waited for one out of view";
    EXPECT_EQ(column.draws.back(), 1);
    EXPECT_TRUE(QTest::qWaitFor([&] { return column.allDrawn(); }, 10000));
    EXPECT_EQ(column.draws.back(), 2);
}

TEST(DeferredPlot, HiddenPlotWaitsUntilShownAndResizeRedraws) {
    testing::guiApp();
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* plot = new DeferredPlot(&window);
    layout->addWidget(plot);
    int draws = 0;
    QObject::connect(plot, &QCustomPlot::afterReplot, [&] { ++draws; });
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    EXPECT_EQ(draws, 0);
    EXPECT_TRUE(plot->drawPending());
    window.resize(300, 200);
    window.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !plot->drawPending(); }, 10000));
    EXPECT_EQ(draws, 1);
    EXPECT_EQ(plot->viewport().size(), plot->size());
    window.resize(500, 300);
    ASSERT_TRUE(QTest::qWaitFor([&] { return draws == 2 && !plot->drawPending(); }, 10000));
    EXPECT_EQ(plot->viewport().size(), plot->size()) << "drawn at its new size";
    // Several requests before the turn cost one draw.
    plot->requestDraw();
    plot->requestDraw();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !plot->drawPending(); }, 10000));
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    EXPECT_EQ(draws, 3);
}

} // namespace
} // namespace cyclelab::app
