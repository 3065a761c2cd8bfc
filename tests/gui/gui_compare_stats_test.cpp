// The Compare page's statistics table (issue 36 item 6) through the real window (offscreen) on
// a real SQLite file: two campaigns of two kernels x two benchmarks, the second campaign's
// FreeRTOS 10 % slower and rebuilt (another binary under the same image name), one of its
// runs with a shorter warm-up. Every figure of the table (median change, CI, p, Cliff's delta,
// verdict) is checked against core::compareSamples on the samples read back from the file;
// grouping by campaign, another baseline, sorting, the CSV export and the copy are driven
// through the widgets; pooled runs that differ in warm-up or firmware are flagged, in the rows
// and in the page's summary of shared conditions.

#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/stats_table.hpp"
#include "core/common/units.hpp"
#include "core/compare/regression.hpp"
#include "core/store/run_store.hpp"
#include "tests/compare/synthetic_runs.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <gtest/gtest.h>
#include <map>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

constexpr std::uint32_t kShortWarmup = 100;

std::vector<std::int32_t> samples(double base, double factor, std::uint64_t seed) {
    std::vector<std::int32_t> out;
    std::uint64_t lcg = seed;
    for (int i = 0; i < 300; ++i) {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        const double noise = static_cast<double>((lcg >> 33) % 1000) / 1000.0;
        out.push_back(static_cast<std::int32_t>(base * factor * (1 + 0.04 * noise)));
    }
    return out;
}

QString makeDatabase() {
    const QString path =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("stats.sqlite"));
    QFile::remove(path);
    auto store = core::RunStore::open(path.toStdString());
    EXPECT_TRUE(store.ok());
    std::uint64_t seed = 1;
    for (int campaign = 1; campaign <= 2; ++campaign) {
        core::Campaign c;
        c.spec.name = campaign == 1 ? "before" : "after";
        c.spec.boardId = "qemu-f405";
        const char* kernels[] = {"refkernel", "freertos"};
        for (int i = 0; i < 2; ++i) {
            core::CampaignCell cell;
            cell.index = i;
            cell.kernel = kernels[i];
            cell.opt = core::OptLevel::O2;
            cell.cpuHz = 168000000;
            cell.state = core::CellState::Done;
            c.cells.push_back(cell);
        }
        const std::int64_t id = store->createCampaign(c).value();
        for (int i = 0; i < 2; ++i) {
            const bool slower = campaign == 2 && i == 1;
            std::vector<core::Run> runs;
            for (const auto& [bench, base] : {std::pair{"yield", 180.0}, std::pair{"sem", 90.0}}) {
                core::Run r =
                    core::testing::makeRun({.id = 0,
                                            .benchmark = bench,
                                            .kernel = kernels[i],
                                            .samples = samples(base, slower ? 1.1 : 1.0, ++seed)});
                r.warmup =
                    campaign == 2 && i == 0 && r.benchmark.id == "yield" ? kShortWarmup : 1000;
                r.build.sha256 = std::string(kernels[i]) + (slower ? "-rebuilt" : "-first");
                runs.push_back(std::move(r));
            }
            EXPECT_TRUE(store->commitCell(id, c.cells[static_cast<std::size_t>(i)], runs));
        }
    }
    return path;
}

std::vector<double> pooledSamples(const std::map<std::int64_t, core::Run>& runs,
                                  const std::vector<std::int64_t>& ids) {
    std::vector<double> out;
    for (std::int64_t id : ids)
        for (std::int32_t s : runs.at(id).samples)
            out.push_back(s);
    return out;
}

void choose(QComboBox* box, const QString& text) {
    const int index = box->findText(text);
    ASSERT_GE(index, 0) << text.toStdString() << " is not offered";
    box->setCurrentIndex(index);
    emit box->activated(index);
}

void waitComputed(ComparePage* page) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->loading(); }, 60000));
}

} // namespace

class GuiCompareStats : public ::testing::Test {
  protected:
    void SetUp() override {
        app::testing::guiApp();
        m_db = makeDatabase();
        auto store = core::RunStore::openReadOnly(m_db.toStdString());
        ASSERT_TRUE(store.ok());
        auto loaded = store->loadRuns({});
        ASSERT_TRUE(loaded.ok());
        for (core::Run& r : *loaded)
            m_runs.emplace(r.id, std::move(r));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 900);
        ASSERT_TRUE(app::testing::openDatabase(*m_window, m_db));
        m_window->show();
        m_window->tabs()->setCurrentIndex(MainWindow::CompareTab);
        m_page = m_window->comparePage();
        QList<qint64> all;
        for (const auto& [id, run] : m_runs)
            all << id;
        QSignalSpy shown(m_page, &ComparePage::runsLoaded);
        m_page->compareRuns(all);
        ASSERT_TRUE(QTest::qWaitFor([&] { return shown.count() > 0; }, 60000));
        waitComputed(m_page);
        m_stats = m_page->statistics();
    }
    void TearDown() override { m_window.reset(); }

    // Every row's figures are those of core::compareSamples on the samples of its runs, read
    // from the file; the rows hold the runs of their own benchmark and group.
    void expectFiguresOfCore() {
        QTableWidget* table = m_stats->table();
        const GroupStatistics& stats = m_stats->statistics();
        ASSERT_EQ(table->rowCount(), static_cast<int>(stats.rows.size()));
        for (int row = 0; row < table->rowCount(); ++row) {
            const int index = table->item(row, StatsTable::Benchmark)->data(Qt::UserRole).toInt();
            const StatsRow& s = stats.rows[static_cast<std::size_t>(index)];
            SCOPED_TRACE(s.benchmark + " " + s.group);
            EXPECT_EQ(table->item(row, StatsTable::Group)->text().toStdString(), s.group);
            ASSERT_FALSE(s.compared.runsA.empty());
            ASSERT_FALSE(s.compared.runsB.empty());
            for (std::int64_t id : s.compared.runsA)
                EXPECT_EQ(statsGroupValue(m_runs.at(id), stats.grouping), stats.baseline);
            for (std::int64_t id : s.compared.runsB)
                EXPECT_EQ(statsGroupValue(m_runs.at(id), stats.grouping), s.group);
            const core::SampleComparison want =
                core::compareSamples(pooledSamples(m_runs, s.compared.runsA),
                                     pooledSamples(m_runs, s.compared.runsB), {});
            auto text = [&](StatsTable::Column c) {
                return table->item(row, c)->text().toStdString();
            };
            EXPECT_EQ(text(StatsTable::NBaseline), std::to_string(want.nA));
            EXPECT_EQ(text(StatsTable::NGroup), std::to_string(want.nB));
            EXPECT_EQ(text(StatsTable::ChangePct), core::formatFixed(want.changePct, 2));
            EXPECT_EQ(text(StatsTable::Ci), "[" + core::formatFixed(want.ci.low, 1) + ", " +
                                                core::formatFixed(want.ci.high, 1) + "]");
            EXPECT_EQ(text(StatsTable::PValue), core::formatPValue(want.test.pTwoSided));
            EXPECT_EQ(text(StatsTable::Delta), core::formatFixed(want.cliffsDelta, 3));
            EXPECT_EQ(text(StatsTable::Verdict), std::string(core::toString(want.verdict)));
            EXPECT_DOUBLE_EQ(
                table->item(row, StatsTable::ChangePct)->data(Qt::UserRole + 1).toDouble(),
                want.changePct);
        }
    }

    QString m_db;
    std::map<std::int64_t, core::Run> m_runs;
    std::unique_ptr<MainWindow> m_window;
    ComparePage* m_page = nullptr;
    StatsTable* m_stats = nullptr;
};

TEST_F(GuiCompareStats, ByKernelFlagsPooledRunsThatDifferAndMatchesCore) {
    // The page groups by kernel (the report's choice): both campaigns pooled per kernel.
    EXPECT_EQ(m_stats->groupingBox()->currentText(), QStringLiteral("kernel"));
    ASSERT_EQ(m_stats->table()->rowCount(), 2); // yield, sem: freertos against refkernel
    expectFiguresOfCore();
    // refkernel's yield pools runs of warm-up 1000 and 100; freertos was rebuilt.
    const GroupStatistics& stats = m_stats->statistics();
    for (const StatsRow& row : stats.rows) {
        const std::string flags = [&] {
            std::string all;
            for (const PoolDifference& d : row.differences)
                all += english(d) + ";";
            return all;
        }();
        EXPECT_NE(flags.find("firmware of qemu-f405-freertos-minimal-O2: 2 builds"),
                  std::string::npos)
            << flags;
        EXPECT_EQ(flags.find("warm-up 100 / 1000") != std::string::npos,
                  row.benchmark.starts_with("yield"))
            << row.benchmark << ": " << flags;
    }
    for (int r = 0; r < m_stats->table()->rowCount(); ++r)
        EXPECT_TRUE(m_stats->table()->item(r, StatsTable::Flags)->text().startsWith(u'⚑'));
    // The page's line of shared conditions says what is not shared.
    const QString summary = m_page->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("Not shared by all runs")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("warm-up 100 / 1000"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("firmware of qemu-f405-freertos-minimal-O2")))
        << summary.toStdString();
}

TEST_F(GuiCompareStats, ByCampaignWithEitherBaselineSortedAndExported) {
    choose(m_stats->groupingBox(), QStringLiteral("campaign"));
    waitComputed(m_page);
    const GroupStatistics& stats = m_stats->statistics();
    EXPECT_FALSE(stats.grouping.condition);
    EXPECT_EQ(stats.baseline, "campaign 1");
    // kernel varies inside each campaign: one row per benchmark and kernel.
    ASSERT_EQ(m_stats->table()->rowCount(), 4);
    expectFiguresOfCore();
    std::map<std::string, std::string> verdicts;
    for (const StatsRow& row : stats.rows)
        verdicts[row.benchmark] = std::string(core::toString(row.compared.result->verdict));
    for (const auto& [key, verdict] : verdicts)
        EXPECT_EQ(verdict, key.find("freertos") != std::string::npos ? "regression" : "no change")
            << key;

    // Sorted by the change, as numbers, both ways.
    QTableWidget* table = m_stats->table();
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        table->horizontalHeader()->setSortIndicator(StatsTable::ChangePct, order);
        for (int r = 1; r < table->rowCount(); ++r) {
            const double prev =
                table->item(r - 1, StatsTable::ChangePct)->data(Qt::UserRole + 1).toDouble();
            const double cur =
                table->item(r, StatsTable::ChangePct)->data(Qt::UserRole + 1).toDouble();
            EXPECT_TRUE(order == Qt::AscendingOrder ? prev <= cur : prev >= cur);
        }
    }
    EXPECT_TRUE(table->item(0, StatsTable::Benchmark)->text().contains(QStringLiteral("free")));
    expectFiguresOfCore();

    // The CSV: a header and every row, in the table's order, the exact numbers.
    const QString csvPath = QDir(app::testing::testHome().path()).filePath("stats.csv");
    ASSERT_TRUE(m_stats->writeCsv(csvPath).isEmpty());
    QFile file(csvPath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("benchmark,groupBy,baseline,group,unit,")));
    const int top = table->item(0, StatsTable::Benchmark)->data(Qt::UserRole).toInt();
    const core::SampleComparison& first =
        *stats.rows[static_cast<std::size_t>(top)].compared.result;
    const QStringList fields = lines[1].split(QLatin1Char(','));
    ASSERT_GE(fields.size(), 14);
    EXPECT_EQ(fields[1], QStringLiteral("campaign"));
    EXPECT_EQ(fields[3], QStringLiteral("campaign 2"));
    EXPECT_DOUBLE_EQ(fields[9].toDouble(), std::stod(core::formatFixed(first.changePct, 8)));
    EXPECT_NEAR(fields[12].toDouble(), first.test.pTwoSided, 1e-9 * first.test.pTwoSided + 1e-300);

    // Copy: the selected row only (Ctrl+C in the table), else all.
    table->selectRow(2);
    table->setFocus();
    QTest::keySequence(table, QKeySequence::Copy);
    const QStringList copied =
        QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(copied.size(), 2);
    EXPECT_EQ(copied[1], lines[3]);

    // The other campaign as the baseline: the same pairs, the change the other way round.
    const double before = first.changePct;
    const std::string key = stats.rows[static_cast<std::size_t>(top)].benchmark;
    choose(m_stats->baselineBox(), QStringLiteral("campaign 2"));
    waitComputed(m_page);
    EXPECT_EQ(m_stats->statistics().baseline, "campaign 2");
    expectFiguresOfCore();
    for (const StatsRow& row : m_stats->statistics().rows) {
        EXPECT_EQ(row.group, "campaign 1");
        if (row.benchmark == key) {
            EXPECT_LT(row.compared.result->changePct * before, 0);
        }
    }
}
