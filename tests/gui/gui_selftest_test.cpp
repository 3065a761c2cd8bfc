// The Bench page's Self-test button on the virtual bench (real QEMU, real firmware, virtual
// analyzer): every link passes and is listed, one PASS line each, in the HELLO pane.

#include "app/gui/bench_page.hpp"
#include "app/gui/main_window.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QFileInfo>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <gtest/gtest.h>

namespace cyclelab::app {
namespace {

TEST(GuiSelftest, VirtualBenchPassesEveryLink) {
    const QString images = QStringLiteral(CYCLELAB_BINARY_DIR "/firmware/images");
    ASSERT_TRUE(QFileInfo::exists(images + QStringLiteral("/manifest.json")));
    qputenv("CYCLELAB_IMAGES_DIR", images.toUtf8());
    testing::guiApp();
    MainWindow window;
    window.show();
    BenchPage* bench = window.benchPage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
    // Choose the virtual f405 whatever was preselected (serial ports or analyzers on the host
    // make the page prefer a real board).
    auto* boards = bench->findChild<QListWidget*>(QStringLiteral("boardList"));
    ASSERT_NE(boards, nullptr);
    for (int row = 0; row < boards->count(); ++row)
        if (boards->item(row)->data(Qt::UserRole).toString() == QStringLiteral("qemu-f405"))
            boards->setCurrentRow(row);
    ASSERT_NE(bench->currentBoard(), nullptr);
    ASSERT_EQ(bench->currentBoard()->id, "qemu-f405");
    auto* button = bench->findChild<QPushButton*>(QStringLiteral("selftestButton"));
    auto* text = bench->findChild<QPlainTextEdit*>(QStringLiteral("helloText"));
    ASSERT_NE(button, nullptr);
    ASSERT_NE(text, nullptr);
    QTest::mouseClick(button, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return text->toPlainText().contains(QStringLiteral("analyzer rate")); }, 240000))
        << text->toPlainText().toStdString();
    const QString lines = text->toPlainText();
    EXPECT_EQ(lines.count(QStringLiteral("PASS  ")), 7) << lines.toStdString();
    EXPECT_TRUE(button->isEnabled());
}

} // namespace
} // namespace cyclelab::app
