// A capture file dropped on the real window (offscreen) opens its analysis (issue 36 item 7):
// VCD, .sr and CSV files written by the test, each window's figures equal to what
// `cyclelab-cli analyze FILE --json` prints for the same file (the real CLI, a subprocess); a
// CSV asks for its samplerate; a broken VCD names its file and line in the window's banner;
// Show waveform opens the file in the waveform view.

#include "app/gui/capture_window.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/waveform_view.hpp"
#include "app/gui/waveform_window.hpp"
#include "tests/foundation/cli_runner.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/sigrok/session_zip_util.hpp"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUrl>
#include <fstream>
#include <gtest/gtest.h>
#include <memory>
#include <nlohmann/json.hpp>

using namespace cyclelab;
using cyclelab::app::testing::dropOn;
using namespace cyclelab::app;

namespace {

// Two lines at 1 GHz ($timescale 1 ns): probe pulses of 250, 120 and 500 ns, one marker pulse.
const char* kVcd = "$timescale 1 ns $end\n$scope module top $end\n$var wire 1 ! probe $end\n"
                   "$var wire 1 \" marker $end\n$upscope $end\n$enddefinitions $end\n"
                   "#0\n0!\n0\"\n#100\n1!\n#350\n0!\n#500\n1!\n1\"\n#620\n0!\n#1000\n1!\n"
                   "#1400\n0\"\n#1500\n0!\n#2000\n0!\n";

// The window of the capture just dropped, once its analysis ended.
CaptureWindow* analysed(MainWindow& window, const QString& path) {
    EXPECT_TRUE(dropOn(window, path)) << path.toStdString();
    CaptureWindow* capture = window.lastCaptureWindow();
    if (!capture)
        return nullptr;
    // Read on the work pool: the window says so until the result comes back to the UI thread.
    EXPECT_TRUE(capture->summaryLabel()->text().startsWith(QStringLiteral("Reading")));
    EXPECT_TRUE(QTest::qWaitFor([&] { return !capture->loading(); }, 30000));
    QApplication::processEvents();
    return capture;
}

// Show waveform, once the view has the file (nullptr when it could not be shown).
const WaveformData* showWaveform(CaptureWindow& window) {
    EXPECT_TRUE(window.waveformButton()->isEnabled());
    window.waveformButton()->click();
    WaveformWindow* waveform = window.waveformWindow();
    if (!waveform)
        return nullptr;
    EXPECT_TRUE(QTest::qWaitFor([&] { return !waveform->loading(); }, 30000));
    EXPECT_TRUE(waveform->isVisible());
    return waveform->view()->data();
}

nlohmann::json cliAnalyze(const cyclelab::testing::TempDir& dir, const std::string& path,
                          const std::string& samplerate = {}) {
    std::vector<std::string> args{"analyze", path, "--json"};
    if (!samplerate.empty())
        args.insert(args.end(), {"--samplerate", samplerate});
    const auto r = cyclelab::testing::runCli(dir, args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

// Every figure of the window's table is the CLI's for the same channel.
void expectSameFigures(CaptureWindow& window, const nlohmann::json& cli) {
    const QTableWidget* table = window.table();
    ASSERT_EQ(table->rowCount(), static_cast<int>(cli["channels"].size()));
    auto at = [&](int row, int col) { return table->item(row, col)->data(Qt::UserRole); };
    for (int row = 0; row < table->rowCount(); ++row) {
        const auto& c = cli["channels"][static_cast<std::size_t>(row)];
        SCOPED_TRACE("channel " + c["name"].get<std::string>());
        EXPECT_EQ(at(row, CaptureWindow::Channel).toInt(), c["channel"].get<int>());
        EXPECT_EQ(at(row, CaptureWindow::Name).toString().toStdString(), c["name"]);
        EXPECT_EQ(at(row, CaptureWindow::Pulses).toULongLong(), c["pulses"].get<std::size_t>());
        EXPECT_EQ(at(row, CaptureWindow::MinNs).toDouble(), c["minNs"].get<double>());
        EXPECT_EQ(at(row, CaptureWindow::MedianNs).toDouble(), c["medianNs"].get<double>());
        EXPECT_EQ(at(row, CaptureWindow::MaxNs).toDouble(), c["maxNs"].get<double>());
        EXPECT_EQ(at(row, CaptureWindow::CutOff).toULongLong(),
                  c["droppedAtStart"].get<std::size_t>() + c["droppedAtEnd"].get<std::size_t>());
    }
}

class GuiCaptureDrop : public ::testing::Test {
  protected:
    void SetUp() override {
        app::testing::guiApp();
        m_main = std::make_unique<MainWindow>();
        m_main->resize(1200, 800);
        m_main->show();
    }
    QString write(const std::string& name, const std::string& text) {
        const std::string path = m_dir.file(name);
        std::ofstream(path, std::ios::binary) << text;
        return QString::fromStdString(path);
    }
    cyclelab::testing::TempDir m_dir;
    std::unique_ptr<MainWindow> m_main; // after the QApplication
    MainWindow& m_window() { return *m_main; }
};

TEST_F(GuiCaptureDrop, AVcdShowsTheClisFiguresAndItsTimescale) {
    const QString vcd = write("pulses.vcd", kVcd);
    CaptureWindow* window = analysed(m_window(), vcd);
    ASSERT_NE(window, nullptr);
    EXPECT_TRUE(window->isVisible());
    EXPECT_TRUE(window->banner()->text().isEmpty()) << window->banner()->text().toStdString();
    const nlohmann::json cli = cliAnalyze(m_dir, vcd.toStdString());
    ASSERT_EQ(cli["channels"][0]["pulses"], 3);
    expectSameFigures(*window, cli);
    EXPECT_TRUE(window->summaryLabel()->text().contains(QLocale().toString(1e9, 'f', 0) +
                                                        QStringLiteral(" Hz")))
        << window->summaryLabel()->text().toStdString();
    EXPECT_TRUE(window->summaryLabel()->text().contains(QStringLiteral("$timescale")));
    EXPECT_FALSE(window->ratePanel()->isVisible());
    app::testing::saveShot(*window, QStringLiteral("capture-vcd"));

    // The file in the waveform view: both its channels, no run's controls.
    const WaveformData* data = showWaveform(*window);
    ASSERT_NE(data, nullptr);
    EXPECT_TRUE(data->plainFile);
    EXPECT_EQ(data->capture.info.totalSamples, 2000u);
    EXPECT_EQ(data->capture.channelNames, (std::vector<std::string>{"probe", "marker"}));
    EXPECT_FALSE(window->waveformWindow()->nextDisagreeingButton()->isEnabled());
    EXPECT_TRUE(window->waveformWindow()->zoomInButton()->isEnabled());
    app::testing::saveShot(*window->waveformWindow(), QStringLiteral("capture-vcd-waveform"));
}

TEST_F(GuiCaptureDrop, AnSrSessionShowsTheClisFigures) {
    testutil::SessionSpec spec;
    spec.channels = 3;
    spec.samplerate = "24 MHz";
    spec.logic = testutil::pulsesOn(1, 1, 5000);
    const std::string sr = m_dir.file("pulses.sr");
    ASSERT_TRUE(testutil::writeSession(sr, spec));
    CaptureWindow* window = analysed(m_window(), QString::fromStdString(sr));
    ASSERT_NE(window, nullptr);
    const nlohmann::json cli = cliAnalyze(m_dir, sr);
    ASSERT_EQ(cli["channels"][1]["pulses"], 500);
    expectSameFigures(*window, cli);
    EXPECT_TRUE(window->summaryLabel()->text().contains(QLocale().toString(24e6, 'f', 0) +
                                                        QStringLiteral(" Hz")));
    EXPECT_TRUE(window->summaryLabel()->text().contains(QStringLiteral("session's metadata")));
}

TEST_F(GuiCaptureDrop, ACsvAsksForItsSamplerate) {
    std::string text;
    for (int i = 0; i < 60; ++i)
        text += (i % 10 >= 3 && i % 10 < 7) ? "1\n" : "0\n";
    const QString csv = write("pulses.csv", text);
    CaptureWindow* window = analysed(m_window(), csv);
    ASSERT_NE(window, nullptr);
    EXPECT_TRUE(window->ratePanel()->isVisible());
    EXPECT_EQ(window->table()->rowCount(), 0);
    EXPECT_TRUE(
        window->summaryLabel()->text().contains(QStringLiteral("does not say its samplerate")));

    window->rateBox()->setValue(2e6);
    window->analyseButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window->loading(); }, 30000));
    QApplication::processEvents();
    const nlohmann::json cli = cliAnalyze(m_dir, csv.toStdString(), "2000000");
    ASSERT_EQ(cli["channels"][0]["medianNs"], 2000.0); // 4 samples at 2 MHz
    expectSameFigures(*window, cli);
    EXPECT_TRUE(window->summaryLabel()->text().contains(QStringLiteral("entered here")));
    // The waveform at the rate entered.
    const WaveformData* data = showWaveform(*window);
    ASSERT_NE(data, nullptr);
    EXPECT_EQ(data->samplerateHz(), 2e6);
    EXPECT_EQ(data->capture.info.totalSamples, cli["samples"].get<std::uint64_t>());
}

TEST_F(GuiCaptureDrop, ABrokenVcdNamesItsFileAndLineInTheBanner) {
    const QString vcd = write("broken.vcd", "$timescale 1 ns $end\n$scope module top $end\n"
                                            "$var wire 1 ! probe $end\n$upscope $end\n"
                                            "$enddefinitions $end\n#20\n0!\n#10\n1!\n#30\n0!\n");
    CaptureWindow* window = analysed(m_window(), vcd);
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(window->banner()->level(), MessageBanner::Level::Error);
    const QString message = window->banner()->text();
    EXPECT_TRUE(message.contains(QStringLiteral("broken.vcd line 8"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("goes back in time"))) << message.toStdString();
    EXPECT_EQ(window->table()->rowCount(), 0);
}

TEST_F(GuiCaptureDrop, AnythingElseIsRefusedAndTheHintNamesCaptures) {
    const QString text = write("notes.txt", "not a capture\n");
    EXPECT_FALSE(dropOn(m_window(), text));
    EXPECT_EQ(m_window().lastCaptureWindow(), nullptr);
    EXPECT_TRUE(m_window().statusBar()->currentMessage().contains(QStringLiteral(".vcd")))
        << m_window().statusBar()->currentMessage().toStdString();
}

} // namespace
