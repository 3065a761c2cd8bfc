// The Compare and Runs pages through the real window (offscreen) on a real SQLite store holding
// a two-kernel campaign with a millisecond-scale benchmark (tick_accuracy at 1.68 M cycles):
// the long benchmark gets charts of its own (its scale band), value axes read "1.5 M" not
// "1.5E+06", every kernel keeps its port colour, the heat map has readable, differently coloured
// cells (also with a single benchmark), legends keep full names, two selected runs give an overlaid
// histogram, and a dark style sheet does not make a chart redraw itself forever.

#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"
#include "core/store/run_store.hpp"
#include "tests/compare/synthetic_runs.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <qcustomplot.h>
#include <set>
#include <type_traits>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

const char* kFreeRtosColour = "#0072B2";
const char* kNanoColour = "#009E73";

// Two kernels (one with a long display name) x three opt levels x three benchmarks, one of
// them millisecond-scale.
std::vector<core::Run> campaignRuns() {
    std::vector<core::Run> runs;
    std::uint64_t lcg = 7;
    auto noise = [&] {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<double>((lcg >> 33) % 1000) / 1000.0;
    };
    for (const auto& [kernel, name, colour] :
         {std::tuple{"freertos", "FreeRTOS", kFreeRtosColour},
          std::tuple{"rtthread-nano", "RT-Thread Nano", kNanoColour}}) {
        for (core::OptLevel opt : {core::OptLevel::O0, core::OptLevel::O2, core::OptLevel::Os}) {
            for (const auto& [bench, base] :
                 {std::pair{"ctx_switch_yield", 180.0}, std::pair{"sem_give_take", 90.0},
                  std::pair{"tick_accuracy", 1'679'240.0}}) {
                core::Run r = core::testing::makeRun(
                    {.id = 0, .benchmark = bench, .kernel = kernel, .opt = opt});
                r.build.port.displayName = name;
                r.build.port.colour = colour;
                r.build.kernel.version = kernel[0] == 'f' ? "V11.1.0" : "4.1.1";
                r.build.imageName = std::string("qemu-f405-") + kernel + "-minimal-" +
                                    std::string(core::toString(opt));
                r.build.textBytes = 7000;
                r.build.bssBytes = 3000;
                const double f = opt == core::OptLevel::O0 ? 2.2 : 1.0;
                r.analyzerSamplerateHz = 100e6;
                for (int i = 0; i < 400; ++i) {
                    r.samples.push_back(static_cast<std::uint32_t>(
                        base * f * (kernel[0] == 'f' ? 1.0 : 1.2) * (1 + 0.05 * noise()) +
                        (i % 50 == 7 ? base * 3 : 0)));
                    // 10 ns analyzer samples at 168 MHz: cycles * 5.95 ns / 10 ns.
                    r.pulseWidths.push_back(
                        static_cast<std::uint32_t>(r.samples.back() * 0.595 + 0.5));
                }
                runs.push_back(std::move(r));
            }
        }
    }
    return runs;
}

QString makeDatabase() {
    const QString path =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("compare.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    for (const core::Run& r : campaignRuns())
        EXPECT_TRUE(store->insertRun(r).ok());
    return path;
}

// The chart of View in the scale band of tick_accuracy (longScale) or in another one; the heat
// map (no band) counts as not long.
template <typename View> ChartPanel* findChart(const QList<ChartPanel*>& charts, bool longScale) {
    for (ChartPanel* c : charts) {
        const auto* view = std::get_if<View>(&c->spec().view);
        if (view == nullptr)
            continue;
        bool hasLong = false;
        if constexpr (std::is_base_of_v<core::GroupedAxes, View>)
            hasLong =
                std::count(view->benchmarks.begin(), view->benchmarks.end(), "tick_accuracy") > 0;
        if (hasLong == longScale)
            return c;
    }
    return nullptr;
}

void waitLoaded(ComparePage* page) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->loading(); }, 60000));
    QCoreApplication::processEvents();
}

// Runs `load` and waits for the page's runsLoaded (charts rebuilt from the new runs).
template <typename Load> void loadAndWait(ComparePage* page, Load load) {
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    load();
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 0 && !page->loading(); }, 60000));
}

} // namespace

class GuiCompare : public ::testing::Test {
  protected:
    void SetUp() override {
        app::testing::guiApp();
        m_db = makeDatabase();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 900);
        ASSERT_TRUE(app::testing::openDatabase(*m_window, m_db));
        m_window->show();
        waitLoaded(m_window->comparePage());
    }
    void TearDown() override {
        m_window.reset();
        qApp->setStyleSheet(QString());
    }
    QString m_db;
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(GuiCompare, LongBenchmarkIsSplitOutWithHumanNumbersAndKernelColours) {
    ComparePage* page = m_window->comparePage();
    loadAndWait(page, [&] { page->showNewestCampaign(); }); // no campaign: all runs

    ChartPanel* shortBars = findChart<core::GroupedBarsView>(page->charts(), false);
    ChartPanel* longBars = findChart<core::GroupedBarsView>(page->charts(), true);
    ASSERT_NE(shortBars, nullptr);
    ASSERT_NE(longBars, nullptr) << "tick_accuracy not split out";
    const auto& bars = std::get<core::GroupedBarsView>(shortBars->spec().view);
    EXPECT_EQ(std::count(bars.benchmarks.begin(), bars.benchmarks.end(), "tick_accuracy"), 0);

    longBars->plot()->replot();
    const QVector<QString> labels = longBars->plot()->yAxis->tickVectorLabels();
    ASSERT_FALSE(labels.isEmpty());
    bool sawMega = false;
    for (const QString& l : labels) {
        EXPECT_FALSE(l.contains(QLatin1Char('e'), Qt::CaseInsensitive)) << l.toStdString();
        sawMega = sawMega || l.endsWith(QStringLiteral(" M"));
    }
    EXPECT_TRUE(sawMega) << labels.join(QLatin1Char(',')).toStdString();

    // Each kernel in its port colour, named in full in the legend, the legend entry not cut.
    QCustomPlot* plot = shortBars->plot();
    // Laid out as a half-width panel at 1280 px (the Compare page is not the visible one).
    ASSERT_TRUE(
        plot->savePng(QDir(app::testing::testHome().path()).filePath("bars.png"), 560, 420));
    std::map<QString, QColor> colours;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        if (auto* b = qobject_cast<QCPBars*>(plot->plottable(i)))
            colours[b->name()] = b->brush().color();
    }
    ASSERT_EQ(colours.size(), 2u);
    EXPECT_EQ(colours[QStringLiteral("FreeRTOS V11.1.0")], QColor(kFreeRtosColour));
    EXPECT_EQ(colours[QStringLiteral("RT-Thread Nano 4.1.1")], QColor(kNanoColour));
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = plot->legend->item(i);
        EXPECT_GE(item->outerRect().width() + 1, item->minimumOuterSizeHint().width())
            << "legend entry cut";
    }

    // Heat map: cells in more than one colour (each row against its fastest level), values
    // printed in a human format.
    ChartPanel* heat = findChart<core::OptHeatMapView>(page->charts(), false);
    ASSERT_NE(heat, nullptr);
    std::set<QRgb> fills;
    QStringList texts;
    for (int i = 0; i < heat->plot()->itemCount(); ++i) {
        if (auto* rect = qobject_cast<QCPItemRect*>(heat->plot()->item(i)))
            fills.insert(rect->brush().color().rgb());
        if (auto* text = qobject_cast<QCPItemText*>(heat->plot()->item(i)))
            texts << text->text();
    }
    EXPECT_GE(fills.size(), 3u);
    EXPECT_EQ(texts.size(), 2 * 2 * 3); // 2 short benchmarks x 2 kernels, 3 opt levels
    for (const QString& t : texts)
        EXPECT_FALSE(t.contains(QLatin1Char('e'), Qt::CaseInsensitive)) << t.toStdString();
}

TEST_F(GuiCompare, HeatMapWithOneBenchmarkSelectedHasCells) {
    RunsPage* runs = m_window->runsPage();
    auto store = core::RunStore::openReadOnly(m_db.toStdString());
    ASSERT_TRUE(store.ok());
    auto all = store->listRuns();
    ASSERT_TRUE(all.ok());
    QList<qint64> ids;
    for (const auto& s : *all) {
        if (s.run.benchmark.id == "sem_give_take" && s.run.build.kernel.name == "freertos")
            ids << s.run.id;
    }
    ASSERT_EQ(ids.size(), 3);
    (void)runs;
    ComparePage* page = m_window->comparePage();
    loadAndWait(page, [&] { page->compareRuns(ids); });
    ChartPanel* heat = findChart<core::OptHeatMapView>(page->charts(), false);
    ASSERT_NE(heat, nullptr);
    heat->plot()->replot();
    int cells = 0;
    for (int i = 0; i < heat->plot()->itemCount(); ++i)
        cells += qobject_cast<QCPItemRect*>(heat->plot()->item(i)) != nullptr;
    EXPECT_EQ(cells, 3);
    // Drawn: the plot's pixels are not all one colour inside the axis rect.
    const QImage image = heat->plot()->toPixmap(600, 400).toImage();
    std::set<QRgb> colours;
    for (int x = 0; x < image.width(); x += 7)
        colours.insert(image.pixel(x, image.height() / 2));
    EXPECT_GE(colours.size(), 4u);
}

TEST_F(GuiCompare, TwoSelectedRunsOverlayTheirHistograms) {
    RunsPage* runs = m_window->runsPage();
    auto* table = runs->findChild<QTableView*>();
    ASSERT_NE(table, nullptr);
    ASSERT_GE(table->model()->rowCount(), 2);
    table->selectRow(0);
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCoreApplication::processEvents(); // the pane is told on the next turn
    auto* detail = runs->findChild<RunDetailPane*>();
    // The pane reads the two runs on a pool thread.
    ASSERT_TRUE(QTest::qWaitFor([&] { return detail->runId() == 0 && !detail->loading(); }, 60000));
    HistogramPlot* hist = detail->histogram();
    EXPECT_FALSE(hist->titleText().contains(QStringLiteral("No samples")))
        << hist->titleText().toStdString();
    EXPECT_TRUE(hist->titleText().startsWith(QStringLiteral("2 runs")))
        << hist->titleText().toStdString();
    int graphs = hist->plot()->graphCount();
    EXPECT_EQ(graphs, 2);
    // The runs' interrupt spikes (3x the body) are counted at the edge, not binned.
    EXPECT_TRUE(hist->edgeText().contains(QStringLiteral("above")))
        << hist->edgeText().toStdString();
}

// Six runs of one benchmark (two kernels x three opt levels): each overlay named by what
// differs among them (kernel, opt), each in its own colour, every one drawn.
TEST_F(GuiCompare, OverlaidRunsAreNamedByWhatDiffersEachInItsColour) {
    auto* detail = m_window->runsPage()->findChild<RunDetailPane*>();
    // Ids in campaignRuns() order: kernel, then opt, then benchmark (sem_give_take second).
    QList<qint64> ids;
    for (int k = 0; k < 2; ++k)
        for (int o = 0; o < 3; ++o)
            ids << 1 + k * 9 + o * 3 + 1;
    detail->showRuns(ids);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !detail->loading(); }, 60000));
    QCustomPlot* plot = detail->histogram()->plot();
    QStringList names;
    std::set<QRgb> colours;
    for (int i = 0; i < plot->graphCount(); ++i) {
        names << plot->graph(i)->name();
        colours.insert(plot->graph(i)->pen().color().rgb());
    }
    ASSERT_EQ(names.size(), 6) << names.join(u'|').toStdString();
    EXPECT_EQ(colours.size(), 6u);
    EXPECT_TRUE(names.contains(QStringLiteral("run 2: FreeRTOS V11.1.0, O0 (400)")))
        << names.join(u'|').toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("run 17: RT-Thread Nano 4.1.1, Os (400)")))
        << names.join(u'|').toStdString();
}

TEST_F(GuiCompare, DarkStyleSheetDoesNotRedrawForever) {
    qApp->setStyleSheet(QStringLiteral(
        "QWidget { background-color: #202124; color: #e8eaed; }"
        "QPushButton { background-color: #303134; border: 1px solid #5f6368; padding: 4px; }"
        "QTableView { background-color: #202124; alternate-background-color: #2a2b2e; }"));
    RunsPage* runs = m_window->runsPage();
    auto* table = runs->findChild<QTableView*>();
    ASSERT_NE(table, nullptr);
    table->selectRow(0);
    auto* detail = runs->findChild<RunDetailPane*>();
    ASSERT_TRUE(QTest::qWaitFor([&] { return detail->runId() > 0 && !detail->loading(); }, 60000));
    detail->tabs()->setCurrentIndex(1); // counter vs analyzer: a ChartPanel
    QCoreApplication::processEvents();
    int before = ChartPanel::redrawCount();
    // Let the event loop run: a redraw loop keeps posting palette changes.
    QTest::qWait(500);
    EXPECT_LT(ChartPanel::redrawCount() - before, 5) << "charts keep rebuilding";
    ComparePage* page = m_window->comparePage();
    loadAndWait(page, [&] { page->showNewestCampaign(); });
    before = ChartPanel::redrawCount();
    QTest::qWait(500);
    EXPECT_LT(ChartPanel::redrawCount() - before, 2 * page->charts().size() + 1);
    // The charts follow the dark palette: their background is dark.
    ASSERT_FALSE(page->charts().isEmpty());
    const QImage drawn = page->charts().front()->plot()->toPixmap(400, 300).toImage();
    EXPECT_LT(QColor(drawn.pixel(5, 5)).lightnessF(), 0.5);
}

// A hidden Compare page reads no runs when the database changes (decoding every sample of a
// large database that nobody looks at); it reads them once it is shown.
// A compare asked while the campaigns are still being listed (right after a database opened or
// a cell was stored) reads its runs once: the load started after the change already reads what
// the listing's end would read again (it doubled the first compare of gui_stall_bench).
TEST_F(GuiCompare, ACompareWhileTheCampaignsAreListedReadsTheRunsOnce) {
    ComparePage* page = m_window->comparePage();
    m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    waitLoaded(page);
    const int before = page->loadsStarted();
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    m_window->session()->notifyRunsChanged(); // the listing runs on the pool until a later turn
    page->compareRuns({1, 2, 3});
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 0 && !page->loading(); }, 60000));
    QTest::qWait(50); // nothing queued after the charts may start another read
    EXPECT_FALSE(page->loading());
    EXPECT_EQ(page->loadsStarted() - before, 1);
    EXPECT_EQ(loaded.count(), 1);
    EXPECT_FALSE(page->charts().isEmpty());
    // A change told after the compare's read began is read again.
    m_window->session()->notifyRunsChanged();
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.count() > 1 && !page->loading(); }, 60000));
    EXPECT_EQ(page->loadsStarted() - before, 2);
}

TEST_F(GuiCompare, AHiddenPageReadsAChangedDatabaseWhenShown) {
    ComparePage* page = m_window->comparePage();
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    ASSERT_FALSE(page->isVisible());
    QSignalSpy loaded(page, &ComparePage::runsLoaded);
    m_window->session()->notifyRunsChanged();
    EXPECT_FALSE(page->loading());
    m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
    EXPECT_TRUE(page->loading());
    ASSERT_TRUE(loaded.count() > 0 || loaded.wait(60000));
    EXPECT_FALSE(page->charts().isEmpty());
}

// Export charts writes one file per chart, named by what it draws, and never over a file that is
// there: a second export into the same folder adds files (a folder once held 8 files for the 11
// charts the banner counted, titles cut to one name overwriting each other).
TEST_F(GuiCompare, ExportWritesEveryChartUnderItsOwnNameAndOverwritesNothing) {
    ComparePage* page = m_window->comparePage();
    loadAndWait(page, [&] { page->showNewestCampaign(); });
    const int charts = static_cast<int>(page->charts().size());
    ASSERT_GE(charts, 5);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto filesOnDisk = [&] {
        return QDir(dir.path()).entryList({QStringLiteral("*.png")}, QDir::Files);
    };

    const ChartExportResult first = page->exportChartsTo(dir.path(), {QStringLiteral("png"), 1.0});
    EXPECT_TRUE(first.failures.isEmpty()) << first.failures.join('\n').toStdString();
    EXPECT_EQ(first.written.size(), charts);
    EXPECT_EQ(filesOnDisk().size(), charts);
    for (const QString& file : filesOnDisk()) {
        // Named by chart kind and benchmark, not by a number.
        EXPECT_TRUE(file.contains(QRegularExpression(QStringLiteral("^[a-z]+_?[a-z]"))))
            << file.toStdString();
    }
    const auto named = [&](const QString& part) { return filesOnDisk().filter(part).size(); };
    EXPECT_GE(named(QStringLiteral("tick_accuracy")), 2) << "bars and box of the long band";
    EXPECT_GE(named(QStringLiteral("ctx_switch_yield")), 2);
    // 96 dpi: the chart's logical size, one pixel each.
    const QImage image(first.written.front());
    EXPECT_EQ(image.width(), kDefaultChartSize.width());

    const QDateTime before = QFileInfo(first.written.front()).lastModified();
    const ChartExportResult second = page->exportChartsTo(dir.path(), {QStringLiteral("png"), 2.0});
    EXPECT_EQ(second.written.size(), charts);
    EXPECT_EQ(filesOnDisk().size(), 2 * charts);
    EXPECT_EQ(QFileInfo(first.written.front()).lastModified(), before);
    EXPECT_EQ(QImage(second.written.front()).width(), 2 * kDefaultChartSize.width());
}

// Samples of a tick_accuracy run (about 1.68 M cycles): the live histogram's tick labels read
// as the charts' do ("1.68 M"), never in QCustomPlot's default exponent notation.
TEST(GuiHistogram, TickLabelsReadWithoutExponents) {
    app::testing::guiApp();
    HistogramPlot hist(0);
    std::vector<std::int32_t> samples;
    for (int i = 0; i < 300; ++i)
        samples.push_back(1'678'000 + (i * 37) % 900);
    hist.setSamples(QStringLiteral("tick_accuracy"), samples);
    QCPAxis* axis = hist.plot()->xAxis;
    QVector<double> ticks, subTicks;
    QVector<QString> labels;
    axis->ticker()->generate(axis->range(), QLocale::c(), QLatin1Char('g'), 6, ticks, &subTicks,
                             &labels);
    ASSERT_FALSE(labels.isEmpty());
    for (const QString& label : labels) {
        EXPECT_FALSE(label.contains(QLatin1Char('E')) || label.contains(QLatin1Char('e')))
            << label.toStdString();
        EXPECT_TRUE(label.contains(QStringLiteral("M"))) << label.toStdString();
    }
}
