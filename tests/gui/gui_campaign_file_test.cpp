// The Campaign page does the whole job without the command line (issue 15 item 8), through the
// real window offscreen, on a firmware catalogue of its own (no firmware build needed): a
// campaign file is opened into the page (board, matrix, queue parameters, name, rate) and saved
// back as the TOML `cyclelab-cli run --campaign` reads; a bad file is named with its line or
// field and changes nothing; Select all / Select none; and Start says why it is unavailable.

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "core/campaign/campaign_file.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QUrl>
#include <gtest/gtest.h>

namespace cyclelab::app {
namespace {

void writeFile(const QString& path, const QByteArray& text) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

// refkernel on the virtual f405, both profiles at -O0, -O2 and -Os: what the matrix offers.
QString fakeImages() {
    const QString dir = QDir(testing::testHome().path()).filePath(QStringLiteral("images"));
    QDir().mkpath(dir);
    QByteArray images = "[";
    for (const char* profile : {"minimal", "default"}) {
        for (const char* opt : {"O0", "O2", "Os"}) {
            const QByteArray name = QByteArray("qemu-f405-refkernel-") + profile + "-" + opt;
            images += QByteArray(images.size() > 1 ? "," : "") + "{\"name\":\"" + name +
                      "\",\"board\":\"qemu-f405\",\"kernel\":\"refkernel\",\"profile\":\"" +
                      profile + "\",\"opt\":\"" + opt + "\",\"cpuHz\":168000000,\"file\":\"" +
                      name + ".elf\"}";
        }
    }
    writeFile(QDir(dir).filePath(QStringLiteral("manifest.json")), images + "]");
    return dir;
}

class GuiCampaignFile : public ::testing::Test {
  protected:
    void SetUp() override {
        qputenv("CYCLELAB_IMAGES_DIR", fakeImages().toUtf8());
        testing::guiApp();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        BenchPage* bench = m_window->benchPage();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !bench->discovering(); }, 30000));
        ASSERT_TRUE(bench->selectBoard(QStringLiteral("qemu-f405")));
    }
    void openDatabase() {
        const QString db =
            QDir(testing::testHome().path()).filePath(QStringLiteral("campaign-file.sqlite"));
        ASSERT_TRUE(testing::openDatabase(*m_window, db));
    }
    QString path(const char* name) const {
        return QDir(testing::testHome().path()).filePath(QString::fromLatin1(name));
    }
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(GuiCampaignFile, AFileOpensIntoThePageAndIsSavedBackAsTheSameCampaign) {
    CampaignPage* page = m_window->campaignPage();
    const QString file = path("sweep.toml");
    writeFile(file, "name = \"queue sweep\"\n"
                    "board = \"qemu-f405\"\n"
                    "kernels = [\"refkernel\"]\n"
                    "profiles = [\"minimal\", \"default\"]\n"
                    "opts = [\"O0\", \"Os\"]\n"
                    "samples = 500\n"
                    "warmup = 50\n"
                    "analyzer_samplerate_hz = 50e6\n"
                    "benchmarks = [\"sem_give_take\",\n"
                    "  { id = \"queue_send_recv\", params = { depth = 5, item = 32 } }]\n");
    ASSERT_TRUE(page->openCampaignFile(file)) << page->banner()->text().toStdString();
    EXPECT_EQ(page->banner()->level(), MessageBanner::Level::Info)
        << page->banner()->text().toStdString();
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("4 cell(s)")))
        << page->banner()->text().toStdString();
    EXPECT_EQ(page->nameEdit()->text(), QStringLiteral("queue sweep"));
    const core::CampaignSpec shown = page->currentSpec();
    EXPECT_EQ(shown.opts, (std::vector{core::OptLevel::O0, core::OptLevel::Os}));
    EXPECT_EQ(shown.profiles.size(), 2u);
    EXPECT_EQ(shown.samples, 500u);
    EXPECT_EQ(shown.warmup, 50u);
    EXPECT_DOUBLE_EQ(shown.analyzerSamplerateHz, 50e6);
    // The queue parameters are the page's: shown in their choosers and part of the campaign.
    QComboBox* depth =
        page->matrix()->paramBox(QStringLiteral("queue_send_recv"), QStringLiteral("depth"));
    ASSERT_NE(depth, nullptr);
    EXPECT_EQ(depth->currentText(), QStringLiteral("5"));
    QComboBox* item =
        page->matrix()->paramBox(QStringLiteral("queue_send_recv"), QStringLiteral("item"));
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->currentText(), QStringLiteral("32"));
    depth->setCurrentIndex(depth->findText(QStringLiteral("10")));
    m_window->tabs()->setCurrentIndex(MainWindow::CampaignTab);
    testing::saveShot(*m_window, QStringLiteral("campaign-file-opened"));

    const QString saved = path("saved.toml");
    ASSERT_TRUE(page->saveCampaignFile(saved)) << page->banner()->text().toStdString();
    // The CLI's own parser reads it back: the same campaign, with the changed depth.
    auto back = core::loadCampaignFile(saved.toStdString());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->name, "queue sweep");
    EXPECT_EQ(back->boardId, "qemu-f405");
    EXPECT_EQ(back->kernels, std::vector<std::string>{"refkernel"});
    EXPECT_EQ(back->opts, shown.opts);
    EXPECT_EQ(back->profiles, shown.profiles);
    EXPECT_EQ(back->samples, 500u);
    EXPECT_EQ(back->warmup, 50u);
    EXPECT_DOUBLE_EQ(back->analyzerSamplerateHz, 50e6);
    ASSERT_EQ(back->benchmarks.size(), 2u);
    EXPECT_EQ(back->benchmarks[0].key(), "sem_give_take");
    EXPECT_EQ(back->benchmarks[1].key(), "queue_send_recv depth=10 item=32");

    // And it opens again into a fresh page state.
    page->matrix()->checkAllBenchmarks();
    ASSERT_TRUE(page->openCampaignFile(saved)) << page->banner()->text().toStdString();
    EXPECT_EQ(page->currentSpec().benchmarks.size(), 3u); // baseline + the two
}

TEST_F(GuiCampaignFile, ABadFileIsNamedWithItsLineOrFieldAndChangesNothing) {
    CampaignPage* page = m_window->campaignPage();
    const core::CampaignSpec before = page->currentSpec();
    const QString syntax = path("syntax.toml");
    writeFile(syntax, "name = \"x\"\nboard = \"qemu-f405\"\nopts = [\"O2\"\n");
    EXPECT_FALSE(page->openCampaignFile(syntax));
    EXPECT_EQ(page->banner()->level(), MessageBanner::Level::Error);
    EXPECT_TRUE(page->banner()->text().contains(syntax + QStringLiteral(":")))
        << page->banner()->text().toStdString();
    EXPECT_TRUE(page->banner()->text().contains(QRegularExpression(QStringLiteral(":[34]:"))))
        << "no line number: " << page->banner()->text().toStdString();

    const QString field = path("field.toml");
    writeFile(field, "name = \"x\"\nboard = \"qemu-f405\"\nopts = [\"O2\", \"O9\"]\n");
    EXPECT_FALSE(page->openCampaignFile(field));
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("opts[1]")))
        << page->banner()->text().toStdString();
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("O9")));

    const QString board = path("board.toml");
    writeFile(board, "board = \"no-such-board\"\n");
    EXPECT_FALSE(page->openCampaignFile(board));
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("no-such-board")))
        << page->banner()->text().toStdString();

    const core::CampaignSpec after = page->currentSpec();
    EXPECT_EQ(after.opts, before.opts);
    EXPECT_EQ(after.benchmarks, before.benchmarks);
}

// Issue 35: the campaign file's error is data, so the banner says it in the user's language,
// with the file, the field and the bad value as they are.
TEST_F(GuiCampaignFile, ABadFileIsSaidInChinese) {
    ASSERT_EQ(installLanguage(testing::guiApp(), QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    CampaignPage* page = m_window->campaignPage();
    const QString field = path("field-zh.toml");
    writeFile(field, "name = \"x\"\nboard = \"qemu-f405\"\nopts = [\"O2\", \"O9\"]\n");
    EXPECT_FALSE(page->openCampaignFile(field));
    const QString said = page->banner()->text();
    installLanguage(testing::guiApp(), QStringLiteral("en"));
    EXPECT_EQ(page->banner()->level(), MessageBanner::Level::Error);
    EXPECT_EQ(said, QStringLiteral("无法打开测试活动文件：") + field +
                        QStringLiteral("：opts[1]：'O9' 不是优化等级（O0 O1 O2 O3 Os）"))
        << said.toStdString();
}

TEST_F(GuiCampaignFile, ValuesTheBoardHasNoImageForAreListedNotDropped) {
    CampaignPage* page = m_window->campaignPage();
    const QString file = path("o3.toml");
    writeFile(file, "board = \"qemu-f405\"\nopts = [\"O2\", \"O3\"]\n");
    ASSERT_TRUE(page->openCampaignFile(file));
    EXPECT_EQ(page->banner()->level(), MessageBanner::Level::Warning);
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("opts: O3")))
        << page->banner()->text().toStdString();
    EXPECT_EQ(page->currentSpec().opts, std::vector{core::OptLevel::O2});
}

TEST_F(GuiCampaignFile, StartSaysWhyItIsUnavailableAndStopsSayingItOnceFixed) {
    CampaignPage* page = m_window->campaignPage();
    QPushButton* start = page->startButton();
    QLabel* reason = page->startReason();
    // No database open yet.
    EXPECT_FALSE(start->isEnabled());
    EXPECT_FALSE(reason->isHidden());
    EXPECT_TRUE(reason->text().contains(QStringLiteral("database")))
        << reason->text().toStdString();
    EXPECT_TRUE(start->toolTip().contains(QStringLiteral("database")));

    openDatabase();
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 10000))
        << page->startBlocker().toStdString();
    EXPECT_TRUE(reason->isHidden());

    // Select none (the button): only the baseline is left, which measures nothing.
    auto* none = page->findChild<QPushButton*>(QStringLiteral("benchmarksNone"));
    auto* all = page->findChild<QPushButton*>(QStringLiteral("benchmarksAll"));
    ASSERT_NE(none, nullptr);
    ASSERT_NE(all, nullptr);
    QTest::mouseClick(none, Qt::LeftButton);
    EXPECT_EQ(page->matrix()->benchmarkCount(), 1); // the baseline always runs
    EXPECT_FALSE(start->isEnabled());
    EXPECT_FALSE(reason->isHidden());
    EXPECT_TRUE(reason->text().contains(QStringLiteral("benchmark")))
        << reason->text().toStdString();
    EXPECT_FALSE(page->start());
    EXPECT_TRUE(page->banner()->text().contains(QStringLiteral("benchmark")));

    QTest::mouseClick(all, Qt::LeftButton);
    EXPECT_GT(page->matrix()->benchmarkCount(), 5);
    EXPECT_TRUE(start->isEnabled());
    EXPECT_TRUE(reason->isHidden());

    // No optimisation level checked.
    core::CampaignSpec spec = page->currentSpec();
    spec.opts.clear();
    page->matrix()->setSpec(spec);
    EXPECT_FALSE(start->isEnabled());
    EXPECT_TRUE(reason->text().contains(QStringLiteral("optimisation level")))
        << reason->text().toStdString();
    spec.opts = {core::OptLevel::O2};
    page->matrix()->setSpec(spec);
    EXPECT_TRUE(start->isEnabled());
    EXPECT_TRUE(page->startBlocker().isEmpty());
}

TEST_F(GuiCampaignFile, BenchesSideBySideReachTheEstimateForTheVirtualBoard) {
    CampaignPage* page = m_window->campaignPage();
    QSpinBox* jobs = page->jobsSpin();
    EXPECT_TRUE(jobs->isEnabled()); // the virtual board
    EXPECT_EQ(jobs->value(), 0);    // one per core
    EXPECT_EQ(jobs->text(), QStringLiteral("one per core"));
    jobs->setValue(1);
    EXPECT_EQ(jobs->text(), QStringLiteral("1"));
}

// Issue 36 item 7: a campaign file dropped on the window opens on the Campaign page; a file of
// another kind is refused while it is dragged.
TEST_F(GuiCampaignFile, ACampaignFileDroppedOnTheWindowOpensOnTheCampaignPage) {
    CampaignPage* page = m_window->campaignPage();
    m_window->tabs()->setCurrentIndex(MainWindow::RunsTab);
    const QString file = path("dropped.toml");
    writeFile(file, "name = \"dropped sweep\"\n"
                    "board = \"qemu-f405\"\n"
                    "opts = [\"O0\", \"O2\"]\n"
                    "benchmarks = [\"sem_give_take\"]\n");
    auto drag = [&](const QString& dropped, bool drop) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(dropped)});
        const QPoint at = m_window->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        if (drop && enter.isAccepted()) {
            QDropEvent event(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(m_window.get(), &event);
        }
        return enter.isAccepted();
    };
    EXPECT_FALSE(drag(path("notes.txt"), false)) << "neither a campaign file nor a capture";
    ASSERT_TRUE(drag(file, true));
    EXPECT_EQ(m_window->tabs()->currentIndex(), MainWindow::CampaignTab);
    EXPECT_EQ(page->nameEdit()->text(), QStringLiteral("dropped sweep"));
    EXPECT_EQ(page->currentSpec().opts, (std::vector{core::OptLevel::O0, core::OptLevel::O2}));
}

// Issue 36 item 7: a real board's analyzer is asked for, not the first device libsigrok
// scanned (its synthetic "Demo device" is always among them): until one (or None) is chosen,
// the bench is not ready and says why.
TEST_F(GuiCampaignFile, ARealBenchAsksForItsAnalyzer) {
    BenchPage* bench = m_window->benchPage();
    ASSERT_TRUE(bench->selectBoard(QStringLiteral("stm32f407-disco")));
    auto* analyzer = bench->findChild<QComboBox*>(QStringLiteral("analyzerCombo"));
    auto* serial = bench->findChild<QComboBox*>(QStringLiteral("serialCombo"));
    auto* network = bench->findChild<QLineEdit*>(QStringLiteral("networkSerial"));
    ASSERT_TRUE(analyzer && serial && network);
    EXPECT_EQ(analyzer->currentText(), QStringLiteral("Choose the logic analyzer…"));
    serial->setCurrentIndex(serial->findData(QStringLiteral("network")));
    network->setText(QStringLiteral("tcp://lab-host:4001"));
    QString why;
    EXPECT_FALSE(bench->benchConfig(&why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("Choose the logic analyzer"))) << why.toStdString();
    analyzer->setCurrentIndex(analyzer->findData(QStringLiteral("none")));
    EXPECT_TRUE(bench->benchConfig(&why).has_value()) << why.toStdString();
}

} // namespace
} // namespace cyclelab::app
