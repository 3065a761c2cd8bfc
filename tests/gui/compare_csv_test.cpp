// The Compare page's CSV export: one naming convention with runs.csv and the JSON (camelCase
// names, units in names).

#include "app/gui/compare_page.hpp"
#include "core/compare/comparison.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <gtest/gtest.h>

namespace cyclelab::app {
namespace {

core::Run runOf(std::int64_t id, const std::string& kernel, std::uint32_t base) {
    core::Run run;
    run.id = id;
    run.build.boardId = "qemu-f405";
    run.build.kernel = {kernel, "1.0", core::ConfigProfile::Minimal};
    run.build.opt = core::OptLevel::O2;
    run.build.clock = {168000000, 5};
    run.benchmark = {"sem_give", {}};
    run.cycleHz = 168000000;
    for (std::uint32_t i = 0; i < 50; ++i)
        run.samples.push_back(base + i % 3);
    return run;
}

TEST(CompareCsv, ColumnsAreCamelCaseLikeTheJson) {
    testing::guiApp();
    const std::vector<core::Run> runs{runOf(1, "refkernel", 100), runOf(2, "freertos", 120)};
    const core::Comparison cmp = core::buildComparison(runs, core::Condition::Kernel);
    const QString path =
        QDir(testing::testHome().path()).filePath(QStringLiteral("comparison.csv"));
    ASSERT_TRUE(writeComparisonCsv(path, cmp).isEmpty());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 3);
    const QRegularExpression camel(QStringLiteral("^[a-z][A-Za-z0-9]*$"));
    const QStringList header = lines[0].split(QLatin1Char(','));
    for (const QString& name : header)
        EXPECT_TRUE(camel.match(name).hasMatch()) << name.toStdString();
    EXPECT_TRUE(header.contains(QStringLiteral("medianCycles")));
    EXPECT_TRUE(header.contains(QStringLiteral("runIds")));
}

} // namespace
} // namespace cyclelab::app
