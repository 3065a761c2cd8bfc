// The Runs page's table model and filter proxy over a real SQLite run store.

#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "core/report/run_csv.hpp"
#include "core/store/run_store.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFile>
#include <gtest/gtest.h>

namespace cyclelab::app {
namespace {

core::Run makeRun(const std::string& kernel, const std::string& bench, std::uint32_t base,
                  std::optional<core::Verdict> verdict) {
    core::Run run;
    run.build.imageName = "qemu-f405-" + kernel + "-minimal-O2";
    run.build.boardId = "qemu-f405";
    run.build.kernel = {kernel, "1.0", core::ConfigProfile::Minimal};
    run.build.opt = core::OptLevel::O2;
    run.build.clock = {168000000, 5};
    run.benchmark = {bench, {}};
    run.cycleSource = "systick";
    run.cycleHz = 168000000;
    run.startedAtMs = 1700000000000;
    run.finishedAtMs = run.startedAtMs + 1000;
    for (std::uint32_t i = 0; i < 100; ++i)
        run.samples.push_back(base + i % 7);
    if (verdict) {
        core::Validation v;
        v.verdict = *verdict;
        v.reason = core::storedText("test verdict");
        run.validation = v;
    }
    return run;
}

class RunTableModelTest : public ::testing::Test {
  protected:
    void SetUp() override {
        testing::guiApp();
        m_path = QDir(testing::testHome().path()).filePath(QStringLiteral("model_test.sqlite"));
        QFile::remove(m_path);
        auto store = core::RunStore::open(m_path.toStdString());
        ASSERT_TRUE(store.ok()) << store.error().message;
        m_store.emplace(std::move(store).value());
        for (const auto& run : {makeRun("refkernel", "sem_give", 100, core::Verdict::Pass),
                                makeRun("refkernel", "queue_send", 300, core::Verdict::Fail),
                                makeRun("freertos", "sem_give", 200, std::nullopt)}) {
            auto id = m_store->insertRun(run);
            ASSERT_TRUE(id.ok()) << id.error().message;
        }
    }

    QString m_path;
    std::optional<core::RunStore> m_store;
};

TEST_F(RunTableModelTest, ListsEveryRunWithCachedStatistics) {
    RunTableModel model;
    EXPECT_TRUE(model.reload(&*m_store).isEmpty());
    ASSERT_EQ(model.rowCount(), 3);
    // Newest first.
    EXPECT_EQ(model.data(model.index(0, RunTableModel::Kernel), Qt::DisplayRole).toString(),
              QStringLiteral("freertos"));
    EXPECT_EQ(model.data(model.index(0, RunTableModel::Min), Qt::DisplayRole).toUInt(), 200u);
    EXPECT_EQ(model.data(model.index(0, RunTableModel::Verdict), Qt::DisplayRole).toString(),
              QStringLiteral("not validated"));
    EXPECT_EQ(model.kernels(), (QStringList{"freertos", "refkernel"}));
    EXPECT_EQ(model.benchmarks(), (QStringList{"queue_send", "sem_give"}));
}

TEST_F(RunTableModelTest, ProxyFiltersByKernelBenchmarkVerdictAndText) {
    RunTableModel model;
    model.reload(&*m_store);
    RunFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setKernel(QStringLiteral("refkernel"));
    EXPECT_EQ(proxy.rowCount(), 2);
    proxy.setVerdict(QStringLiteral("fail"));
    ASSERT_EQ(proxy.rowCount(), 1);
    EXPECT_EQ(proxy.data(proxy.index(0, RunTableModel::Benchmark), Qt::DisplayRole).toString(),
              QStringLiteral("queue_send"));
    proxy.setKernel(QString());
    proxy.setVerdict(QString());
    proxy.setBenchmark(QStringLiteral("sem_give"));
    EXPECT_EQ(proxy.rowCount(), 2);
    proxy.setBenchmark(QString());
    proxy.setText(QStringLiteral("FREERTOS"));
    EXPECT_EQ(proxy.rowCount(), 1);
}

TEST_F(RunTableModelTest, SortsNumericallyByMedian) {
    RunTableModel model;
    model.reload(&*m_store);
    RunFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(RunTableModel::Median, Qt::DescendingOrder);
    ASSERT_EQ(proxy.rowCount(), 3);
    EXPECT_EQ(proxy.data(proxy.index(0, RunTableModel::Benchmark), Qt::DisplayRole).toString(),
              QStringLiteral("queue_send"));
    EXPECT_EQ(proxy.data(proxy.index(2, RunTableModel::Kernel), Qt::DisplayRole).toString(),
              QStringLiteral("refkernel"));
}

TEST_F(RunTableModelTest, CsvHasHeaderAndOneLinePerListedRun) {
    RunTableModel model;
    model.reload(&*m_store);
    RunFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setBenchmark(QStringLiteral("sem_give"));
    const QString csv = QDir(testing::testHome().path()).filePath(QStringLiteral("runs.csv"));
    ASSERT_TRUE(writeRunsCsv(csv, proxy).isEmpty());
    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 3);
    // The report's runs.csv columns, named as in the JSON, not the translated table headers.
    EXPECT_EQ(lines[0].toStdString().append("\n"), core::runsCsv(std::vector<core::Run>{}));
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("id,campaign,cell,board,kernel,")));
    EXPECT_TRUE(lines[1].contains(QStringLiteral("sem_give")));
    EXPECT_FALSE(writeRunsCsv(QStringLiteral("/nonexistent-dir/x.csv"), proxy).isEmpty());
}

TEST_F(RunTableModelTest, TextFilterFindsRunsByTheirCampaignName) {
    core::Campaign campaign;
    campaign.spec.name = "nightly sweep";
    campaign.spec.boardId = "qemu-f405";
    auto id = m_store->createCampaign(campaign);
    ASSERT_TRUE(id.ok()) << id.error().message;
    core::Run run = makeRun("refkernel", "mutex", 150, core::Verdict::Pass);
    run.campaignId = *id;
    ASSERT_TRUE(m_store->insertRun(run).ok());
    RunTableModel model;
    ASSERT_TRUE(model.reload(&*m_store).isEmpty());
    RunFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setText(QStringLiteral("Nightly"));
    ASSERT_EQ(proxy.rowCount(), 1);
    EXPECT_EQ(proxy.data(proxy.index(0, 0), RunTableModel::BenchmarkRole).toString(), "mutex");
}

} // namespace
} // namespace cyclelab::app

namespace cyclelab::app {
namespace {

// Samples are signed counts (a calibration that over-subtracts gives negative ones): the Runs
// table shows -20, never the 4294967276 an unsigned reading of the same bits gives.
TEST_F(RunTableModelTest, NegativeSamplesShowAsNegative) {
    core::Run run = makeRun("refkernel", "baseline", 0, core::Verdict::Fail);
    run.samples.clear();
    for (int i = 0; i < 99; ++i)
        run.samples.push_back(-20 + i % 3);
    ASSERT_TRUE(m_store->insertRun(run).ok());
    RunTableModel model;
    ASSERT_TRUE(model.reload(&*m_store).isEmpty());
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.data(model.index(r, RunTableModel::Benchmark), Qt::DisplayRole).toString() ==
            QStringLiteral("baseline"))
            row = r;
    }
    ASSERT_GE(row, 0);
    auto shown = [&](RunTableModel::Column c) {
        return model.data(model.index(row, c), Qt::DisplayRole).toString();
    };
    EXPECT_EQ(shown(RunTableModel::Min), QStringLiteral("-20"));
    EXPECT_EQ(shown(RunTableModel::Max), QStringLiteral("-18"));
    EXPECT_EQ(shown(RunTableModel::Median), QStringLiteral("-19.0"));
    EXPECT_EQ(shown(RunTableModel::Mean), QStringLiteral("-19.0"));
}

} // namespace
} // namespace cyclelab::app
