#include "app/charts/chart_builders.hpp"
#include "app/charts/chart_renderer.hpp"
#include "app/charts/chart_style.hpp"
#include "app/charts/gui_application.hpp"
#include "tests/compare/synthetic_campaign.hpp"

#include <QApplication>
#include <QImage>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace cyclelab;
using namespace cyclelab::core;
namespace core = cyclelab::core;
namespace fs = std::filesystem;

namespace {

fs::path outDir() {
    fs::path d = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "charts_out";
    fs::create_directories(d);
    return d;
}

std::vector<core::Run> subset(const std::vector<core::Run>& runs, std::uint64_t hz, OptLevel opt) {
    std::vector<core::Run> out;
    for (const auto& r : runs) {
        if ((hz == 0 || r.build.clock.cpuHz == hz) && r.build.opt == opt) {
            out.push_back(r);
        }
    }
    return out;
}

void renderAll(const app::ChartSpec& spec, const std::string& stem) {
    for (auto [ext, fmt] :
         {std::pair{".png", app::ChartFormat::Png}, std::pair{".svg", app::ChartFormat::Svg},
          std::pair{".pdf", app::ChartFormat::Pdf}}) {
        const fs::path p = outDir() / (stem + ext);
        fs::remove(p);
        Status s = app::renderChart(spec, p.string(), fmt);
        ASSERT_TRUE(s.ok()) << s.error().message;
        ASSERT_TRUE(fs::exists(p));
        EXPECT_GT(fs::file_size(p), 1000u) << p;
    }
    QImage img(QString::fromStdString((outDir() / (stem + ".png")).string()));
    EXPECT_EQ(img.width(), 2 * app::kDefaultChartSize.width());
    EXPECT_EQ(img.height(), 2 * app::kDefaultChartSize.height());
}

class Charts : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { s_app = app::ensureGuiApplication(); }
    static void TearDownTestSuite() { s_app.reset(); }
    static inline std::unique_ptr<QApplication> s_app;
    std::vector<core::Run> runs = core::testing::syntheticCampaign(300);
};

} // namespace

TEST_F(Charts, GroupedBars) {
    auto cmp = buildComparison(subset(runs, 168'000'000, OptLevel::O2), Condition::Kernel);
    renderAll({makeGroupedBars(cmp, ValueUnit::Cycles)}, "grouped_bars");
}

TEST_F(Charts, BoxPlot) {
    auto cmp = buildComparison(subset(runs, 168'000'000, OptLevel::O2), Condition::Kernel);
    renderAll({makeBoxPlot(cmp, ValueUnit::Ns)}, "box_plot");
}

TEST_F(Charts, FrequencyScaling) {
    std::vector<core::Run> yield;
    for (const auto& r : subset(runs, 0, OptLevel::O2)) {
        if (r.benchmark.id == "yield" || r.benchmark.id == "sem_give") {
            yield.push_back(r);
        }
    }
    renderAll({makeFrequencyScaling(pointersTo(yield), SortedRuns(yield))}, "frequency_scaling");
}

TEST_F(Charts, OptHeatMap) {
    std::vector<core::Run> at168;
    for (const auto& r : runs) {
        if (r.build.clock.cpuHz == 168'000'000) {
            at168.push_back(r);
        }
    }
    renderAll({makeOptHeatMap(pointersTo(at168), SortedRuns(at168))}, "opt_heat_map");
}

TEST_F(Charts, MemoryLedger) {
    renderAll({makeMemoryLedger(runs)}, "memory_ledger");
}

TEST_F(Charts, BlandAltman) {
    auto view = makeBlandAltman(runs.front());
    ASSERT_TRUE(view.ok()) << view.error().message;
    renderAll({*view}, "bland_altman");
}

// The scatter draws each distinct point at most 16 times (chart_builders_extra.cpp): the
// picture must be the one of every sample drawn. Same plot, same size; the reference puts every
// sample back into the first layer and empties the others.
TEST_F(Charts, BlandAltmanLooksAsEverySampleDrawn) {
    BlandAltmanView v;
    v.title = storedText("t");
    v.paired = 10000;
    for (int i = 0; i < 10000; ++i) {
        const int counter = 250 + (i % 7 == 0 ? 1 : 0) + (i % 500 == 0 ? 40 + i % 3000 : 0);
        const int pulse = counter + (i % 5 == 0 ? 1 : 0) - (i % 11 == 0 ? 1 : 0);
        v.meanNs.push_back((counter + pulse) * 5.0 / 2.0);
        v.diffNs.push_back((pulse - counter) * 5.0);
    }
    v.biasNs = 0.5;
    v.sdNs = 2;
    v.loaLowNs = -3.4;
    v.loaHighNs = 4.4;
    v.toleranceNs = 10;
    QCustomPlot drawn;
    ASSERT_TRUE(app::buildBlandAltman(drawn, v));
    int layers = 0;
    std::size_t points = 0;
    for (int i = 0; i < drawn.graphCount(); ++i) {
        if (drawn.graph(i)->lineStyle() == QCPGraph::lsNone) {
            ++layers;
            points += static_cast<std::size_t>(drawn.graph(i)->dataCount());
        }
    }
    EXPECT_GT(layers, 1);
    EXPECT_LT(points, 1000u) << "each distinct point drawn at most 16 times";
    ASSERT_EQ(drawn.graph(0)->name().left(14), QStringLiteral("paired samples"));
    ASSERT_EQ(drawn.graph(0)->scatterStyle().brush().color().alpha(), 140);

    QCustomPlot every;
    ASSERT_TRUE(app::buildBlandAltman(every, v));
    for (int i = 1; i < every.graphCount(); ++i) {
        if (every.graph(i)->lineStyle() == QCPGraph::lsNone) {
            every.graph(i)->data()->clear();
        }
    }
    every.graph(0)->setData(QVector<double>(v.meanNs.begin(), v.meanNs.end()),
                            QVector<double>(v.diffNs.begin(), v.diffNs.end()));
    const QImage a = drawn.toPixmap(800, 500).toImage().convertToFormat(QImage::Format_ARGB32);
    const QImage b = every.toPixmap(800, 500).toImage().convertToFormat(QImage::Format_ARGB32);
    ASSERT_EQ(a.size(), b.size());
    a.save(QString::fromStdString((outDir() / "bland_altman_layers.png").string()));
    b.save(QString::fromStdString((outDir() / "bland_altman_every.png").string()));
    long long off = 0, far = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                    std::abs(qBlue(p) - qBlue(q))});
            off += d > 3 ? 1 : 0;
            far += d > 24 ? 1 : 0;
        }
    }
    // Only the faintest rim pixels of points stacked thousands of times differ: drawn that
    // often, even a 1 % antialiasing coverage saturates (16 draws: 20 and 15 such pixels here;
    // one draw per point at the stack's opacity: 180 and 86).
    EXPECT_LE(off, 100) << "pixels off by more than 3 levels, of 400,000";
    EXPECT_LE(far, 40) << "pixels off by more than 24 levels, of 400,000";
}

TEST_F(Charts, EmptyViewAndBadPathAreErrors) {
    GroupedBarsView empty;
    EXPECT_FALSE(
        app::renderChart({empty}, (outDir() / "x.png").string(), app::ChartFormat::Png).ok());
    auto cmp = buildComparison(subset(runs, 168'000'000, OptLevel::O2), Condition::Kernel);
    Status s = app::renderChart({makeGroupedBars(cmp, ValueUnit::Cycles)}, "/nonexistent/x.png",
                                app::ChartFormat::Png);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.error().message.find("/nonexistent/x.png"), std::string::npos);
    EXPECT_EQ(app::chartFormatForPath("a/b.SVG"), app::ChartFormat::Svg);
    EXPECT_FALSE(app::chartFormatForPath("a/b.txt"));
}

// A fail or inconclusive cell is drawn hatched over its bar / box, with one legend entry that
// says so; a chart without such cells has neither.
TEST_F(Charts, UnconfirmedCellsAreHatchedWithALegendEntry) {
    auto cmp = buildComparison(subset(runs, 168'000'000, OptLevel::O2), Condition::Kernel);
    ASSERT_FALSE(cmp.cells.empty());
    for (auto& cell : cmp.cells) {
        cell.verdict = Verdict::Pass;
    }
    cmp.cells.front().verdict = Verdict::Fail;
    cmp.cells.back().verdict = Verdict::Inconclusive;
    auto hatchedIn = [](QCustomPlot& plot) {
        int hatched = 0;
        for (int i = 0; i < plot.plottableCount(); ++i) {
            hatched += plot.plottable(i)->brush().style() == Qt::BDiagPattern ? 1 : 0;
        }
        return hatched;
    };
    auto legendHas = [](QCustomPlot& plot) {
        for (int i = 0; i < plot.legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i));
            if (item && item->plottable()->name().startsWith("hatched: not confirmed")) {
                return true;
            }
        }
        return false;
    };
    for (bool boxes : {false, true}) {
        SCOPED_TRACE(boxes ? "box plot" : "bars");
        QCustomPlot plot;
        if (boxes) {
            app::buildBoxPlot(plot, makeBoxPlot(cmp, ValueUnit::Ns));
        } else {
            app::buildGroupedBars(plot, makeGroupedBars(cmp, ValueUnit::Cycles));
        }
        EXPECT_GE(hatchedIn(plot), 2) << "the overlay and the legend key";
        EXPECT_TRUE(legendHas(plot));
    }
    for (auto& cell : cmp.cells) {
        cell.verdict = Verdict::Pass;
    }
    QCustomPlot clean;
    app::buildGroupedBars(clean, makeGroupedBars(cmp, ValueUnit::Cycles));
    EXPECT_EQ(hatchedIn(clean), 0);
    EXPECT_FALSE(legendHas(clean));
    renderAll({makeGroupedBars(cmp, ValueUnit::Cycles)}, "grouped_bars_confirmed");
}

// One sample a thousand times the others (a preempted one) must not flatten every box: the
// scale follows the boxes, the far outlier is marked at the top edge and counted in a note;
// without one there is no note and the scale takes every outlier in.
TEST_F(Charts, FarOutliersStayOffTheBoxScaleAndAreCounted) {
    auto cmp = buildComparison(subset(runs, 168'000'000, OptLevel::O2), Condition::Kernel);
    BoxPlotView view = makeBoxPlot(cmp, ValueUnit::Cycles);
    ASSERT_FALSE(view.boxes.empty());
    for (auto& e : view.boxes)
        e.box.outliers.clear();
    auto noteOf = [](QCustomPlot& plot) -> QCPItemText* {
        for (int i = 0; i < plot.itemCount(); ++i) {
            if (auto* t = qobject_cast<QCPItemText*>(plot.item(i));
                t && t->objectName() == "offScaleNote")
                return t;
        }
        return nullptr;
    };
    QCustomPlot clean;
    app::buildBoxPlot(clean, view);
    EXPECT_EQ(noteOf(clean), nullptr);
    const double cleanTop = clean.yAxis->range().upper;

    const double far = view.boxes.front().box.whiskerHigh * 1000.0;
    view.boxes.front().box.outliers = {far};
    QCustomPlot plot;
    app::buildBoxPlot(plot, view);
    EXPECT_LT(plot.yAxis->range().upper, far / 100.0);
    EXPECT_NEAR(plot.yAxis->range().upper, cleanTop, cleanTop * 0.05);
    QCPItemText* note = noteOf(plot);
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->text().contains("above the scale: 1,")) << note->text().toStdString();
    renderAll({view}, "box_far_outlier");
}

// Nine kernels named with their versions: the legend wraps into rows of as many columns as the
// widest name allows, and every entry is wide enough for its whole name (none is cut).
TEST_F(Charts, LegendWrapsIntoColumnsWithEveryNameWhole) {
    QCustomPlot plot;
    plot.resize(960, 600);
    const QStringList names = {"FreeRTOS 11.1.0+", "LiteOS-M 3.1.0",       "RT-Thread Nano 4.1.1",
                               "RTX5 5.9.1",       "TencentOS-tiny 2.4.3", "ThreadX 6.4.2",
                               "refkernel 1.0.0",  "µC/OS-III 3.08.02",    "NuttX 13.0.1"};
    for (const auto& name : names) {
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(name);
        bars->addData(1.0, 2.0);
    }
    app::decoratePlot(plot, "title", "caption", 960, true);
    plot.replot();
    const int columns = plot.legend->columnCount();
    EXPECT_GT(columns, 1);
    EXPECT_LT(columns, static_cast<int>(names.size())) << "all nine on one row cuts the names";
    const QFontMetrics metrics(plot.legend->font());
    int entries = 0;
    for (int i = 0; i < plot.legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i));
        if (!item) {
            continue; // the empty cells of the last row
        }
        ++entries;
        EXPECT_GE(item->outerRect().width(), metrics.horizontalAdvance(item->plottable()->name()))
            << item->plottable()->name().toStdString();
    }
    EXPECT_EQ(entries, static_cast<int>(names.size()));
}

// An axis near 10 M cycles whose ticks are 1 k apart (tick_accuracy's spread) reads
// "9.998 M, 9.999 M, 10 M", not "10 M, 10 M, 9.99 M": enough digits for every tick to differ.
TEST_F(Charts, AxisLabelsHaveTheDigitsToDiffer) {
    for (const auto& [low, high] : {std::pair{9'997'000.0, 10'002'000.0},
                                    std::pair{1'679'200.0, 1'679'450.0}, std::pair{0.0, 2e6}}) {
        QCustomPlot plot;
        plot.resize(800, 500);
        app::humanTicks(plot.yAxis, 500);
        plot.yAxis->setRange(low, high);
        plot.replot();
        const QVector<QString> labels = plot.yAxis->tickVectorLabels();
        ASSERT_GE(labels.size(), 3) << low;
        for (int i = 1; i < labels.size(); ++i) {
            EXPECT_NE(labels[i - 1], labels[i]) << labels.join(", ").toStdString();
        }
        for (const QString& l : labels) {
            EXPECT_FALSE(l.contains(QLatin1Char('e'))) << l.toStdString();
        }
    }
}

// Issue 33: same core vs across cores. Per mechanism a pair of bars (same core, across cores)
// with p10-p90 whiskers, the ratio written over the pair, each group named over its pairs; an
// unconfirmed side hatched with its legend key.
TEST_F(Charts, CrossCorePairsCarryTheirRatioAndGroup) {
    CrossCoreView view;
    view.title = message(MessageId::TitleCrossCore, {sub(message(MessageId::UnitCycles))});
    view.caption = message(MessageId::CaptionVirtualDualCore);
    view.groups = {"FreeRTOS · minimal", "FreeRTOS · default"};
    const auto bar = [](double median, std::optional<Verdict> verdict = Verdict::Pass) {
        return CrossCoreBar{true, median, median * 0.9, median * 1.2, 100, {1}, verdict};
    };
    for (const std::string& group : view.groups) {
        view.pairs.push_back({group, "xcore_notify", bar(400), bar(1200)});
        view.pairs.push_back({group, "xcore_sem", bar(500), bar(1000)});
        view.pairs.push_back({group, "xcore_queue", bar(600), CrossCoreBar{}});
    }
    const auto texts = [](QCustomPlot& plot) {
        QStringList out;
        for (int i = 0; i < plot.itemCount(); ++i) {
            if (auto* t = qobject_cast<QCPItemText*>(plot.item(i)))
                out << t->text();
        }
        return out;
    };
    const auto hatched = [](QCustomPlot& plot) {
        int n = 0;
        for (int i = 0; i < plot.plottableCount(); ++i)
            n += plot.plottable(i)->brush().style() == Qt::BDiagPattern ? 1 : 0;
        return n;
    };
    {
        QCustomPlot plot;
        plot.resize(960, 600);
        ASSERT_TRUE(app::buildCrossCore(plot, view));
        const QStringList items = texts(plot);
        EXPECT_EQ(items.count(QStringLiteral("×") + QLocale().toString(3.0, 'f', 2)), 2)
            << items.join("|").toStdString();
        EXPECT_EQ(items.count(QStringLiteral("×") + QLocale().toString(2.0, 'f', 2)), 2);
        EXPECT_EQ(items.count(QStringLiteral("–")), 2) << "no ratio without both sides";
        EXPECT_TRUE(items.contains("FreeRTOS · minimal"));
        EXPECT_TRUE(items.contains("FreeRTOS · default"));
        QStringList names;
        for (int i = 0; i < plot.plottableCount(); ++i)
            names << plot.plottable(i)->name();
        EXPECT_TRUE(names.contains("same core (core=0)"));
        EXPECT_TRUE(names.contains("across cores (core=1)"));
        EXPECT_GE(plot.yAxis->range().upper, 1200 * 1.2); // the tallest whisker fits
        EXPECT_EQ(hatched(plot), 0);
    }
    view.pairs[1].cross.verdict = Verdict::Fail;
    QCustomPlot plot;
    plot.resize(960, 600);
    app::buildCrossCore(plot, view);
    EXPECT_EQ(hatched(plot), 2) << "the overlay and the legend key";
    renderAll({view}, "cross_core");
    // Both sides' colours are in the picture.
    QImage img(QString::fromStdString((outDir() / "cross_core.png").string()));
    int same = 0, cross = 0;
    for (int y = 0; y < img.height(); y += 2) {
        for (int x = 0; x < img.width(); x += 2) {
            const QRgb px = img.pixel(x, y);
            same += px == app::paletteColor(0).rgb() ? 1 : 0;
            cross += px == app::paletteColor(1).rgb() ? 1 : 0;
        }
    }
    EXPECT_GT(same, 500);
    EXPECT_GT(cross, 500);
}
