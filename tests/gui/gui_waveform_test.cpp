// The waveform view (issue 36 item 1) through the real window, offscreen, on a run made by the
// real pipeline: a capture written by CaptureWriter, read back through libsigrok into the cell
// executor's PulseExtractor, cross-validated by crossValidate and stored in SQLite. The view
// opens from the failed verdict's link at the worst sample, annotates the pulses in view, and
// its jumps, zoom and pan land where the synthetic capture says they must.

#include "app/gui/main_window.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/waveform_view.hpp"
#include "app/gui/waveform_window.hpp"
#include "core/analysis/cross_validator.hpp"
#include "core/analysis/pulse_extractor.hpp"
#include "core/store/run_store.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "devices/sigrok/capture_writer.hpp"
#include "tests/foundation/run_fixtures.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <chrono>
#include <cstdlib>
#include <gtest/gtest.h>

using namespace cyclelab;
using namespace cyclelab::app;

namespace {

// 100 MHz analyzer, 168 MHz core. Channel 0 the probe, 1 the marker, 2 an auxiliary line.
// Before the window the probe pulses once (a pulse outside any window, as a boot may); inside
// it, pulse k rises at kFirstRise + k x kPeriod and lasts width(k) samples.
constexpr int kPulses = 40;
constexpr std::uint64_t kMarkerRise = 2000;
constexpr std::uint64_t kFirstRise = kMarkerRise + 300;
constexpr std::uint64_t kPeriod = 400;
constexpr std::uint64_t kTotal = 40'000;
constexpr double kToggleNs = 20.0;
const std::vector<int> kDisagreeing = {7, 23, 31}; // 23 the worst

std::uint64_t widthOf(int k) {
    return 60 + static_cast<std::uint64_t>(k * 7 % 13) * 5;
}
std::uint64_t riseOf(int k) {
    return kFirstRise + static_cast<std::uint64_t>(k) * kPeriod;
}

std::uint8_t sampleAt(std::uint64_t s) {
    std::uint8_t v = ((s / 5000) & 1) ? 4 : 0;
    if (s >= 500 && s < 540)
        v |= 1;
    const std::uint64_t markerFall = riseOf(kPulses - 1) + 600;
    if (s >= kMarkerRise && s < markerFall) {
        v |= 2;
        if (s >= kFirstRise && (s - kFirstRise) / kPeriod < kPulses) {
            const int k = static_cast<int>((s - kFirstRise) / kPeriod);
            if (s - riseOf(k) < widthOf(k))
                v |= 1;
        }
    }
    return v;
}

// The run as a campaign stores it: counter samples in core cycles, pulses from the capture.
// Written in blocks, as an analyzer streams it: a long capture is never whole in memory.
// `stretch` > 1 writes the file at stretch x 100 MHz, as the virtual analyzer stores a rate its
// VCD cannot name (in 1 ns units); the run keeps its 100 MHz widths.
core::Run makeRun(const std::string& capture, std::uint64_t total = kTotal, int stretch = 1) {
    {
        auto writer =
            devices::CaptureWriter::create(capture, 100e6 * stretch, {"PA0", "PB0", "aux"});
        EXPECT_TRUE(writer.ok());
        std::vector<std::uint8_t> block(1 << 20);
        for (std::uint64_t at = 0; at < total * stretch; at += block.size()) {
            const auto len = static_cast<std::size_t>(
                std::min<std::uint64_t>(block.size(), total * stretch - at));
            for (std::size_t i = 0; i < len; ++i)
                block[i] = sampleAt((at + i) / static_cast<std::uint64_t>(stretch));
            (*writer)->onLogic(block.data(), len, 1);
        }
        EXPECT_TRUE((*writer)->finish().ok());
    }
    core::PulseExtractor extractor({0, 1}, 0, 1);
    extractor.setTriggeredOnMarker(true);
    devices::CaptureReadOptions options;
    options.maxVcdSpanSamples = 0;
    auto info = devices::readCaptureFile(capture, extractor, options);
    EXPECT_TRUE(info.ok());
    extractor.finish();
    core::Run run = cyclelab::testing::makeRun(1, 0);
    run.benchmark = {"sem_give_take", {}};
    run.cycleSource = "dwt";
    run.cycleHz = 168'000'000;
    run.analyzerSamplerateHz = 100e6;
    run.pulseWidths = extractor.runWidths().at(0);
    for (auto& w : run.pulseWidths)
        w /= static_cast<std::uint32_t>(stretch);
    run.samples.clear();
    for (int k = 0; k < kPulses; ++k) {
        const double ns = static_cast<double>(widthOf(k)) * 10.0 - kToggleNs;
        auto cycles = static_cast<std::int32_t>(std::lround(ns * 0.168));
        for (std::size_t i = 0; i < kDisagreeing.size(); ++i) {
            if (kDisagreeing[i] == k)
                cycles += i == 1 ? 90 : 40; // one-sided: the counter sees work the pin does not
        }
        run.samples.push_back(cycles);
    }
    run.validation = core::crossValidate(run.samples, 168e6, run.pulseWidths, 100e6, kToggleNs, {});
    run.capturePath = capture;
    return run;
}

class GuiWaveform : public ::testing::Test {
  protected:
    void SetUp() override {
        app::testing::guiApp();
        const QDir home(app::testing::testHome().path());
        m_capture = home.filePath(QStringLiteral("waveform.vcd")).toStdString();
        const QString db = home.filePath(QStringLiteral("waveform.sqlite"));
        QFile::remove(db);
        auto store = core::RunStore::open(db.toStdString());
        ASSERT_TRUE(store.ok());
        m_run = makeRun(m_capture);
        ASSERT_TRUE(m_run.validation.has_value());
        ASSERT_EQ(m_run.validation->verdict, core::Verdict::Fail)
            << english(m_run.validation->reason);
        auto id = store->insertRun(m_run);
        ASSERT_TRUE(id.ok());
        m_run.id = *id;
        m_window = std::make_unique<MainWindow>();
        ASSERT_TRUE(app::testing::openDatabase(*m_window, db));
    }

    // Opens the run's detail and follows the verdict's link to the waveform.
    WaveformWindow* openFromVerdict() {
        RunDetailPane* detail = m_window->runsPage()->detail();
        detail->showRun(m_run.id);
        if (!QTest::qWaitFor([&] { return !detail->loading(); }, 60000))
            return nullptr;
        EXPECT_TRUE(detail->waveformButton()->isEnabled());
        EXPECT_TRUE(detail->verdictLabel()->text().contains(QStringLiteral("href='waveform'")));
        emit detail->verdictLabel()->linkActivated(QStringLiteral("waveform"));
        WaveformWindow* wave = detail->waveformWindow();
        if (wave == nullptr || !QTest::qWaitFor([&] { return !wave->loading(); }, 60000))
            return nullptr;
        wave->resize(1200, 520);
        QApplication::processEvents();
        return wave;
    }

    std::string m_capture;
    core::Run m_run;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace

TEST_F(GuiWaveform, OpensAtTheWorstSampleWithItsPulseBetweenTheCursors) {
    WaveformWindow* wave = openFromVerdict();
    ASSERT_NE(wave, nullptr);
    WaveformView* view = wave->view();
    ASSERT_NE(view->data(), nullptr) << wave->statusLabel()->text().toStdString();
    EXPECT_EQ(view->data()->capture.channelNames.size(), 3U); // aux shown too
    EXPECT_EQ(wave->currentSample(), 23U);
    EXPECT_EQ(view->cursor(WaveformView::Cursor::A), riseOf(23));
    EXPECT_EQ(view->cursor(WaveformView::Cursor::B), riseOf(23) + widthOf(23));
    // Seven pulses in view (the worst and three on each side), every one labelled.
    const std::vector<std::size_t> expected = {20, 21, 22, 23, 24, 25, 26};
    EXPECT_EQ(view->annotatedPulses(), expected);
    // Δt between the cursors is the pulse's width, in ns and in core cycles at 168 MHz.
    const double widthNs = static_cast<double>(widthOf(23)) * 10.0;
    const QString info = wave->cursorLabel()->text();
    EXPECT_TRUE(info.contains(QStringLiteral("Δt = %1 ns").arg(widthNs))) << info.toStdString();
    EXPECT_TRUE(info.contains(QStringLiteral("%1 core cycles").arg(widthNs * 0.168, 0, 'f', 1)))
        << info.toStdString();
    app::testing::saveShot(*wave, QStringLiteral("waveform-worst"));
}

TEST_F(GuiWaveform, JumpsLandOnTheDisagreeingAndTheAskedSamples) {
    WaveformWindow* wave = openFromVerdict();
    ASSERT_NE(wave, nullptr);
    WaveformView* view = wave->view();
    QTest::mouseClick(wave->nextDisagreeingButton(), Qt::LeftButton);
    EXPECT_EQ(wave->currentSample(), 31U);
    EXPECT_EQ(view->cursor(WaveformView::Cursor::A), riseOf(31));
    QTest::mouseClick(wave->nextDisagreeingButton(), Qt::LeftButton);
    EXPECT_EQ(wave->currentSample(), 7U); // wraps to the first
    EXPECT_EQ(view->cursor(WaveformView::Cursor::A), riseOf(7));
    wave->sampleBox()->setValue(12);
    QTest::mouseClick(wave->goButton(), Qt::LeftButton);
    EXPECT_EQ(wave->currentSample(), 12U);
    EXPECT_EQ(view->cursor(WaveformView::Cursor::A), riseOf(12));
    EXPECT_EQ(view->cursor(WaveformView::Cursor::B), riseOf(12) + widthOf(12));
    EXPECT_GE(view->visibleFirst(), static_cast<double>(riseOf(9)) - kPeriod);
    EXPECT_LE(view->visibleFirst(), static_cast<double>(riseOf(12)));
}

TEST_F(GuiWaveform, ZoomAndPanChangeTheVisibleRange) {
    WaveformWindow* wave = openFromVerdict();
    ASSERT_NE(wave, nullptr);
    WaveformView* view = wave->view();
    const double span = view->visibleSpan();
    QTest::mouseClick(wave->zoomInButton(), Qt::LeftButton);
    EXPECT_DOUBLE_EQ(view->visibleSpan(), span / 2);
    QTest::mouseClick(wave->zoomOutButton(), Qt::LeftButton);
    QTest::mouseClick(wave->zoomOutButton(), Qt::LeftButton);
    EXPECT_DOUBLE_EQ(view->visibleSpan(), span * 2);
    // The whole capture: too dense for labels, every pulse still marked.
    view->showAll();
    EXPECT_DOUBLE_EQ(view->visibleSpan(), static_cast<double>(kTotal));
    EXPECT_TRUE(view->annotatedPulses().empty());
    EXPECT_EQ(view->pulsesInView().size(), static_cast<std::size_t>(kPulses));
    app::testing::saveShot(*wave, QStringLiteral("waveform-whole"));
    // Ctrl+wheel zooms (as on every chart), the wheel alone pans, the scroll bar pans.
    const QPoint middle(view->width() / 2, view->height() / 2);
    QWheelEvent ctrlWheel(middle, view->mapToGlobal(middle), {}, QPoint(0, 120), Qt::NoButton,
                          Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view, &ctrlWheel);
    EXPECT_LT(view->visibleSpan(), static_cast<double>(kTotal));
    const double first = view->visibleFirst();
    QWheelEvent wheel(middle, view->mapToGlobal(middle), {}, QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view, &wheel);
    EXPECT_GT(view->visibleFirst(), first);
    const double beforeScroll = view->visibleFirst();
    wave->scrollBar()->setValue(0);
    EXPECT_LT(view->visibleFirst(), beforeScroll);
    EXPECT_EQ(view->visibleFirst(), 0.0);
    // Dragging pans by the distance dragged.
    view->setVisibleRange(10'000, 4'000);
    QTest::mousePress(view, Qt::LeftButton, {}, QPoint(600, 100));
    QTest::mouseMove(view, QPoint(400, 100));
    QTest::mouseRelease(view, Qt::LeftButton, {}, QPoint(400, 100));
    EXPECT_GT(view->visibleFirst(), 10'000.0);
}

// A long capture: the view holds its edges, not its samples, and draws any range of it from
// them. CYCLELAB_WAVEFORM_SAMPLES sets the length (docs/PERFORMANCE.md: 100 M).
TEST(GuiWaveformLarge, ALongCaptureIsHeldAsItsEdges) {
    app::testing::guiApp();
    std::uint64_t total = 20'000'000;
    if (const char* env = std::getenv("CYCLELAB_WAVEFORM_SAMPLES"))
        total = std::strtoull(env, nullptr, 10);
    const std::string capture =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("long.vcd")).toStdString();
    core::Run run = makeRun(capture, total);
    WaveformWindow wave;
    wave.resize(1200, 520);
    QSignalSpy loaded(&wave, &WaveformWindow::loaded);
    wave.openRun(run);
    ASSERT_TRUE(loaded.wait(120000));
    ASSERT_TRUE(loaded.takeFirst().at(0).toBool()) << wave.statusLabel()->text().toStdString();
    WaveformView* view = wave.view();
    const auto& index = view->data()->capture.index;
    EXPECT_EQ(index.totalSamples(), total);
    // 82 probe edges (the lone pulse before the window too), 2 marker edges and aux's one per
    // 5,000 samples: 8 bytes per edge plus
    // the vectors' slack, whatever the number of samples between them.
    const std::size_t edges = index.edges(0).size() + index.edges(1).size() + index.edges(2).size();
    EXPECT_EQ(edges, 84U + (total - 1) / 5000);
    EXPECT_LT(index.memoryBytes(), 2 * edges * sizeof(std::uint64_t) + 4096);
    // Drawn whole and zoomed to the run's window, from the index alone.
    const auto start = std::chrono::steady_clock::now();
    view->showAll();
    const QImage whole = view->grab().toImage();
    view->setVisibleRange(static_cast<double>(riseOf(0)), 3 * kPeriod);
    const QImage zoomed = view->grab().toImage();
    const double paintS =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_FALSE(whole.isNull());
    EXPECT_NE(whole, zoomed);
    EXPECT_EQ(view->annotatedPulses().size(), 3U);
    std::printf("%llu samples: indexed in %.2f s into %zu bytes; two paints %.3f s\n",
                static_cast<unsigned long long>(total), view->data()->indexSeconds,
                index.memoryBytes(), paintS);
}

// The button says why it is greyed; a capture that is gone, or not the run's, is named in the
// window instead of drawing something else.
TEST_F(GuiWaveform, AMissingOrForeignCaptureIsNamed) {
    WaveformWindow wave;
    QSignalSpy loaded(&wave, &WaveformWindow::loaded);
    core::Run gone = m_run;
    gone.capturePath = m_capture + ".moved";
    wave.openRun(gone);
    ASSERT_TRUE(loaded.wait(60000));
    EXPECT_FALSE(loaded.takeFirst().at(0).toBool());
    EXPECT_TRUE(wave.statusLabel()->text().contains(QStringLiteral("is gone")))
        << wave.statusLabel()->text().toStdString();
    core::Run foreign = m_run;
    foreign.pulseWidths[3] += 5; // another run's pulses
    wave.openRun(foreign);
    ASSERT_TRUE(loaded.wait(60000));
    EXPECT_FALSE(loaded.takeFirst().at(0).toBool());
    EXPECT_TRUE(wave.statusLabel()->text().contains(QStringLiteral("not this run's capture")))
        << wave.statusLabel()->text().toStdString();
    RunDetailPane* detail = m_window->runsPage()->detail();
    core::Run uncaptured = m_run;
    uncaptured.capturePath.clear();
    auto store = core::RunStore::open(QDir(app::testing::testHome().path())
                                          .filePath(QStringLiteral("waveform.sqlite"))
                                          .toStdString());
    ASSERT_TRUE(store.ok());
    auto id = store->insertRun(uncaptured);
    ASSERT_TRUE(id.ok());
    detail->showRun(*id);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !detail->loading(); }, 60000));
    EXPECT_FALSE(detail->waveformButton()->isEnabled());
    EXPECT_EQ(detail->waveformButton()->toolTip(), QStringLiteral("This run kept no capture file"));
}

// A capture stored at another rate than the run was analysed at (the virtual analyzer's 1 ns
// VCD of a rate its timescale cannot name) is matched by time and drawn at its own rate.
TEST_F(GuiWaveform, ACaptureAtAnotherRateIsMatchedByTime) {
    const std::string capture =
        QDir(app::testing::testHome().path()).filePath(QStringLiteral("ns.vcd")).toStdString();
    const core::Run run = makeRun(capture, kTotal, 10);
    ASSERT_EQ(run.pulseWidths, m_run.pulseWidths);
    WaveformWindow wave;
    QSignalSpy loaded(&wave, &WaveformWindow::loaded);
    wave.openRun(run, 12);
    ASSERT_TRUE(loaded.wait(60000));
    ASSERT_TRUE(loaded.takeFirst().at(0).toBool()) << wave.statusLabel()->text().toStdString();
    EXPECT_EQ(wave.view()->data()->samplerateHz(), 1e9);
    EXPECT_EQ(wave.view()->cursor(WaveformView::Cursor::A), riseOf(12) * 10);
    EXPECT_EQ(wave.view()->cursor(WaveformView::Cursor::B), (riseOf(12) + widthOf(12)) * 10);
}

// A run asked for while another's capture is read is read next; the older result is dropped,
// and the UI thread never waits for the file.
TEST_F(GuiWaveform, TheRunAskedForLastIsShown) {
    WaveformWindow wave;
    QSignalSpy loaded(&wave, &WaveformWindow::loaded);
    core::Run gone = m_run;
    gone.capturePath += ".moved";
    wave.openRun(gone);
    wave.openRun(m_run, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !wave.loading() && loaded.count() > 0; }, 60000));
    QApplication::processEvents();
    ASSERT_EQ(loaded.count(), 1);
    EXPECT_TRUE(loaded.at(0).at(0).toBool()) << wave.statusLabel()->text().toStdString();
    EXPECT_EQ(wave.currentSample(), 5U);
}
