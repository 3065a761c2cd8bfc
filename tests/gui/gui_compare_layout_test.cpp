// Issue 15: on the Compare page, through the real window (offscreen), a campaign with long
// benchmark names in English and in Chinese: every bar and box chart keeps at least half of its
// panel's height for the plot, its benchmark labels neither overlap nor leave the plot, its
// title is not cut, and its caption is shown once, as text under the plot, not drawn into it.

#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "core/store/run_store.hpp"
#include "tests/compare/synthetic_runs.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFontMetrics>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// Sixteen benchmarks (the demo's names, some with parameters, some made longer), two kernels,
// two opt levels, all of one magnitude (one scale band: every name on one axis).
QString makeDatabase(const QString& name) {
    const QString path = QDir(app::testing::testHome().path()).filePath(name);
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    const char* benchmarks[] = {"critical_section_max",
                                "ctx_switch_yield",
                                "event_group_set_wait",
                                "event_group_set_wait_all_bits_with_timeout",
                                "isr_to_task",
                                "mempool_alloc_free",
                                "mutex_lock_unlock",
                                "mutex_priority_inheritance_chain",
                                "notify_give_take",
                                "notify_wake",
                                "queue_send_recv",
                                "queue_wake",
                                "sem_give_take",
                                "sem_wake",
                                "stream_buffer_send_receive_isr",
                                "timer_start_stop_callback"};
    std::uint32_t base = 60;
    for (const char* kernel : {"freertos", "rtthread-nano"}) {
        for (core::OptLevel opt : {core::OptLevel::O0, core::OptLevel::O2}) {
            for (const char* bench : benchmarks) {
                core::Run r = core::testing::makeRun(
                    {.id = 0, .benchmark = bench, .kernel = kernel, .opt = opt});
                if (std::string(bench) == "queue_send_recv")
                    r.benchmark.params = {{"depth", "16"}, {"item", "4"}};
                r.build.port.displayName = kernel[0] == 'f' ? "FreeRTOS" : "RT-Thread Nano";
                base = 60 + (base * 7 + 13) % 240;
                for (int i = 0; i < 50; ++i)
                    r.samples.push_back(base + static_cast<std::uint32_t>(i % 5));
                EXPECT_TRUE(store->insertRun(r).ok());
            }
        }
    }
    return path;
}

struct TickLabel {
    double centre = 0; // along the axis, px
    double along = 0;  // extent along the axis, px
    double across = 0; // extent away from the axis, px
};

std::vector<TickLabel> tickLabels(QCPAxis* axis) {
    auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    EXPECT_FALSE(ticker.isNull());
    std::vector<TickLabel> out;
    if (ticker.isNull())
        return out;
    const QFontMetrics fm(axis->tickLabelFont());
    const bool upright = std::abs(axis->tickLabelRotation()) > 45;
    for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
        const QSize size =
            fm.boundingRect(QRect(), Qt::TextDontClip | Qt::AlignHCenter, it.value()).size();
        out.push_back({axis->coordToPixel(it.key()),
                       static_cast<double>(upright ? size.height() : size.width()),
                       static_cast<double>(upright ? size.width() : size.height())});
    }
    return out;
}

class GuiCompareLayout : public ::testing::TestWithParam<const char*> {
  protected:
    void SetUp() override {
        installLanguage(app::testing::guiApp(), QString::fromLatin1(GetParam()));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 900);
        ASSERT_TRUE(app::testing::openDatabase(
            *m_window, makeDatabase(QStringLiteral("layout_%1.sqlite").arg(GetParam()))));
        m_window->show();
        m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    }
    void TearDown() override {
        m_window.reset();
        installLanguage(app::testing::guiApp(), QStringLiteral("en"));
    }
    std::unique_ptr<MainWindow> m_window;
};

} // namespace

TEST_P(GuiCompareLayout, BarChartsKeepHalfTheirHeightAndReadableLabels) {
    ComparePage* page = m_window->comparePage();
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    page->showNewestCampaign();
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 0 && !page->loading(); }, 60000));
    // Every chart drawn (one per event-loop turn, app/gui/deferred_plot.hpp).
    ASSERT_TRUE(QTest::qWaitFor([&] { return page->chartsDrawn(); }, 60000));
    int checked = 0;
    for (ChartPanel* panel : page->charts()) {
        const core::ChartView& view = panel->spec().view;
        if (!std::holds_alternative<core::GroupedBarsView>(view) &&
            !std::holds_alternative<core::BoxPlotView>(view))
            continue;
        SCOPED_TRACE(core::english(core::viewTitle(view)));
        ++checked;
        QCustomPlot* plot = panel->plot();
        // The plot's minimum height follows from its layout; the panel's layout then resizes
        // it on a later turn of the event loop.
        EXPECT_TRUE(QTest::qWaitFor(
            [&] {
                plot->replot();
                return plot->height() >= plot->minimumHeight();
            },
            10000))
            << "the panel never gave the plot its minimum height";
        plot->replot();
        const QRect area = plot->axisRect()->rect();
        EXPECT_GE(2 * area.height(), panel->height())
            << "plot " << area.height() << " px of a " << panel->height() << " px chart";

        const std::vector<TickLabel> labels = tickLabels(plot->xAxis);
        ASSERT_EQ(labels.size(), std::get_if<core::GroupedBarsView>(&view)
                                     ? std::get<core::GroupedBarsView>(view).benchmarks.size()
                                     : std::get<core::BoxPlotView>(view).benchmarks.size());
        for (std::size_t i = 0; i < labels.size(); ++i) {
            EXPECT_GE(labels[i].centre - labels[i].along / 2, 0) << "label " << i << " cut";
            EXPECT_LE(labels[i].centre + labels[i].along / 2, plot->width()) << "label " << i;
            EXPECT_LE(area.bottom() + labels[i].across, plot->height()) << "label " << i;
            if (i > 0) {
                EXPECT_LE(labels[i - 1].centre + labels[i - 1].along / 2,
                          labels[i].centre - labels[i].along / 2)
                    << "labels " << i - 1 << " and " << i << " overlap";
            }
        }
        // The caption once: as the label under the plot; the plot draws its title only.
        EXPECT_FALSE(panel->caption()->text().isEmpty());
        QStringList drawn;
        for (int e = 0; e < plot->plotLayout()->elementCount(); ++e) {
            auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(e));
            if (text == nullptr)
                continue;
            // Wrapped at spaces when wider than the plot, never cut.
            const QSize size = QFontMetrics(text->font())
                                   .boundingRect(QRect(), Qt::TextDontClip, text->text())
                                   .size();
            EXPECT_LE(size.width(), plot->width()) << text->text().toStdString();
            drawn << QString(text->text()).replace(QLatin1Char('\n'), QLatin1Char(' '));
        }
        EXPECT_EQ(drawn,
                  QStringList{panel->spec().title.empty()
                                  ? QString::fromStdString(core::english(core::viewTitle(view)))
                                  : QString::fromStdString(panel->spec().title)});
    }
    EXPECT_GE(checked, 2);
    app::testing::saveShot(*m_window, QStringLiteral("compare-layout-%1").arg(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Languages, GuiCompareLayout, ::testing::Values("en", "zh_CN"));
