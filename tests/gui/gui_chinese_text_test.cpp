// What core says, in 简体中文 through the real window (offscreen) on a real SQLite store: a
// chart's title (with the scale band a benchmark with parameters names), its caption of fixed
// conditions, a failed campaign cell in the Runs page's banner and a port acceptance check's
// reason in the run detail, all built by core as data
// (core/common/message.hpp) and said from the one table of app/gui/core_text_table.cpp.

#include "app/charts/chart_renderer.hpp"
#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/waveform_data.hpp"
#include "core/analysis/acceptance.hpp"
#include "core/analysis/sample_pairing.hpp"
#include "core/store/run_store.hpp"
#include "tests/compare/synthetic_runs.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>
#include <variant>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// One campaign: cell 1 done with a yield run (about 100 cycles) and a queue run with
// parameters (about 5000 cycles: a scale band of its own, named by its key), cell 2 failed
// after two attempts.
QString makeDatabase() {
    const QString path =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("chinese.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    core::Campaign c = app::testing::sweepCampaign();
    const std::int64_t id = store->createCampaign(c).value();
    core::Run yield = core::testing::makeRun({.id = 0, .samples = core::testing::around(100)});
    core::Run queue = core::testing::makeRun(
        {.id = 0, .benchmark = "queue_send_recv", .samples = core::testing::around(5000)});
    queue.benchmark.params = {{"depth", "5"}, {"item", "16"}};
    core::CampaignCell done = c.cells[0];
    done.state = core::CellState::Done;
    EXPECT_TRUE(store->commitCell(id, done, {yield, queue}).ok());
    core::CampaignCell failed = c.cells[1];
    failed.state = core::CellState::Failed;
    failed.attempts = 2;
    failed.reason = "no debug probe found";
    EXPECT_TRUE(store->updateCell(id, failed).ok());
    return path;
}

class GuiChineseText : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(installLanguage(app::testing::guiApp(), QStringLiteral("zh_CN")),
                  QStringLiteral("zh_CN"));
    }
    void TearDown() override { installLanguage(app::testing::guiApp(), QStringLiteral("en")); }
};

} // namespace

TEST_F(GuiChineseText, ChartTitleCaptionAndFailedCellAreSaidInChinese) {
    MainWindow window;
    window.resize(1280, 900);
    ASSERT_TRUE(app::testing::openDatabase(window, makeDatabase()));
    window.show();
    ComparePage* page = window.comparePage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->loading(); }, 60000));
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    page->showNewestCampaign();
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 0 && !page->loading(); }, 60000));

    QStringList titles;
    ChartPanel* queueBars = nullptr;
    for (ChartPanel* chart : page->charts()) {
        const QString title = QString::fromStdString(chart->spec().title);
        titles << title;
        if (title.contains(QStringLiteral("queue_send_recv")) &&
            std::holds_alternative<core::GroupedBarsView>(chart->spec().view))
            queueBars = chart;
    }
    ASSERT_NE(queueBars, nullptr) << titles.join(QLatin1Char('\n')).toStdString();
    // The band named by a benchmark with parameters: a title the English rules did not read.
    EXPECT_EQ(QString::fromStdString(queueBars->spec().title),
              QStringLiteral("按内核的周期中位数（须线：最小值至 p99）"
                             "（queue_send_recv depth=5 item=16）"));
    // Every fixed condition in Chinese, the clock's flash wait states too.
    const QString caption =
        QStringLiteral("开发板 qemu-f405 · 配置档 minimal · -O2 · 168 MHz（5 个闪存等待周期） · "
                       "arm-none-eabi-gcc 12.2.1 · 每个运行 n=3 · 周期来源 dwt · "
                       "虚拟周期（QEMU 指令槽：没有异常进入、流水线停顿或闪存等待周期）");
    EXPECT_EQ(QString::fromStdString(queueBars->spec().caption), caption);
    EXPECT_EQ(queueBars->caption()->text(), caption);
    // The Runs page's banner names the failed cell in Chinese; the stored error stays as stored.
    const QString banner = window.runsPage()->banner()->text();
    EXPECT_TRUE(banner.contains(
        QStringLiteral("测试活动 1（sweep）单元 2，refkernel minimal Os 168 MHz：尝试 2 次后失败："
                       "no debug probe found")))
        << banner.toStdString();
}

// A port acceptance check's verdict and reason in the run detail, said in Chinese from the id
// and counts the store keeps (runs.acceptance_reason_msg), the timer's period inside it too.
TEST_F(GuiChineseText, AnAcceptanceCheckReasonIsSaidInChinese) {
    const QString path = makeDatabase();
    std::int64_t id = 0;
    {
        auto store = core::RunStore::open(path.toStdString());
        ASSERT_TRUE(store.ok());
        core::Run irq = core::testing::makeRun(
            {.id = 0, .benchmark = "irq_nesting", .samples = core::testing::around(6000)});
        irq.acceptance = core::acceptanceOf(
            "irq_nesting",
            {{"raised", "4992"}, {"handled", "1864"}, {"nested", "3"}, {"period_ns", "19968"}},
            irq.samples.size());
        id = store->insertRun(irq).value();
    }
    MainWindow window;
    window.resize(1280, 900);
    ASSERT_TRUE(app::testing::openDatabase(window, path));
    window.show();
    auto* detail = window.runsPage()->findChild<RunDetailPane*>();
    ASSERT_NE(detail, nullptr);
    detail->showRun(id);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return detail->runId() == id && !detail->loading(); }, 60000));
    const QString text = detail->verdictLabel()->text();
    EXPECT_TRUE(text.contains(QStringLiteral(
        "<b>移植验收检查：<span style='color:#d62728'>失败</span></b><br>"
        "4992 个高频定时器中断（每 19.9 µs 一次）中有 3128 个丢失（被屏蔽或挂起过久）")))
        << text.toStdString();
    window.tabs()->setCurrentIndex(MainWindow::RunsTab);
    app::testing::saveShot(window, QStringLiteral("run-detail-acceptance-zh_CN"));
}

// Issue 35: the GUI's own errors (a run without its capture, a chart without data) are tr()
// text, and core's errors shown through CoreText::error are said from their sentence.
TEST_F(GuiChineseText, TheGuisOwnErrorsAndCoreErrorsAreSaidInChinese) {
    core::Run run;
    run.id = 42;
    auto waveform = loadWaveform(run, {});
    ASSERT_FALSE(waveform);
    EXPECT_EQ(QString::fromStdString(waveform.error().message),
              QStringLiteral("运行 42 未保留采集文件（该活动运行时没有采集文件夹）"));

    const ChartSpec empty(core::GroupedBarsView{}, "Empty");
    const QString png = QDir(app::testing::testHome().path()).filePath(QStringLiteral("e.png"));
    auto rendered = renderChart(empty, png.toStdString(), ChartFormat::Png, QSize(800, 600));
    ASSERT_FALSE(rendered);
    EXPECT_EQ(QString::fromStdString(rendered.error().message),
              QStringLiteral("图表“Empty”没有数据：请选择含有样本的运行"));

    auto pairing = core::pairRunSamples(run);
    ASSERT_FALSE(pairing);
    EXPECT_EQ(CoreText::error(pairing.error()), QStringLiteral("运行 42 没有判定：其样本从未配对"));
    EXPECT_EQ(pairing.error().message, "run 42 has no verdict: its samples were never paired");
}
