#include "app/gui/waveform_window.hpp"

#include "app/gui/core_text.hpp"
#include "app/gui/waveform_view.hpp"
#include "app/gui/work_pool.hpp"
#include "core/boards/board_profile_loader.hpp"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>
#include <utility>

namespace cyclelab::app {

namespace {

constexpr int kScrollSteps = 1'000'000; // the scroll bar's range: a capture maps onto it
constexpr double kZoomStep = 2.0;

} // namespace

WaveformWindow::WaveformWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), m_boardsDir(core::defaultBoardsDir()) {
    setAttribute(Qt::WA_DeleteOnClose, false);
    resize(1100, 400);
    auto* outer = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_title);

    auto* bar = new QHBoxLayout;
    m_zoomOut = new QToolButton(this);
    m_zoomOut->setText(QStringLiteral("−"));
    m_zoomOut->setToolTip(tr("Zoom out (Ctrl+wheel over the waveform)"));
    m_zoomIn = new QToolButton(this);
    m_zoomIn->setText(QStringLiteral("+"));
    m_zoomIn->setToolTip(tr("Zoom in (Ctrl+wheel over the waveform)"));
    auto* whole = new QPushButton(tr("Whole capture"), this);
    auto* window = new QPushButton(tr("Run's window"), this);
    window->setToolTip(tr("The marker window this run's pulses came from"));
    m_next = new QPushButton(tr("Next disagreeing sample"), this);
    m_sampleBox = new QSpinBox(this);
    m_sampleBox->setPrefix(tr("sample #"));
    m_go = new QPushButton(tr("Go"), this);
    for (QWidget* w : std::initializer_list<QWidget*>{m_zoomOut, m_zoomIn, whole, window, m_next,
                                                      m_sampleBox, m_go})
        bar->addWidget(w);
    bar->addStretch(1);
    outer->addLayout(bar);
    m_runOnly = {window, m_next, m_sampleBox, m_go};

    m_view = new WaveformView(this);
    outer->addWidget(m_view);
    m_scroll = new QScrollBar(Qt::Horizontal, this);
    m_scroll->setRange(0, 0);
    outer->addWidget(m_scroll);
    m_cursorInfo = new QLabel(this);
    m_cursorInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_cursorInfo);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    outer->addWidget(m_status);
    outer->addStretch(1);

    connect(m_zoomIn, &QToolButton::clicked, this, [this] { m_view->zoom(kZoomStep); });
    connect(m_zoomOut, &QToolButton::clicked, this, [this] { m_view->zoom(1.0 / kZoomStep); });
    connect(whole, &QPushButton::clicked, m_view, &WaveformView::showAll);
    connect(window, &QPushButton::clicked, this, &WaveformWindow::showRunWindow);
    connect(m_next, &QPushButton::clicked, this, &WaveformWindow::showNextDisagreeing);
    connect(m_go, &QPushButton::clicked, this,
            [this] { showSample(static_cast<std::size_t>(m_sampleBox->value())); });
    connect(m_view, &WaveformView::rangeChanged, this, &WaveformWindow::updateScrollBar);
    connect(m_view, &WaveformView::cursorsChanged, this, &WaveformWindow::updateCursorInfo);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this](int value) {
        const WaveformData* d = m_view->data();
        if (m_syncing || d == nullptr)
            return;
        const double total = static_cast<double>(d->capture.index.totalSamples());
        m_view->setVisibleRange(value / double(kScrollSteps) * total, m_view->visibleSpan());
    });
    connect(&m_loader, &QFutureWatcher<Result>::finished, this, &WaveformWindow::loadDone);
}

WaveformWindow::~WaveformWindow() {
    m_loader.waitForFinished();
}

void WaveformWindow::openRun(const core::Run& run, std::optional<std::size_t> sample) {
    if (m_loading) {
        // Read next, the capture being read dropped: the UI thread never waits for a file.
        m_pending = Request{run, sample};
        m_pendingFile.reset();
        return;
    }
    m_loading = true;
    m_wanted = sample;
    m_current.reset();
    setWindowTitle(
        tr("Waveform of run %1 (%2)").arg(run.id).arg(QString::fromStdString(run.benchmark.key())));
    const QString path = QString::fromStdString(run.capturePath);
    m_title->setText(
        tr("Run %1, %2: capture %3")
            .arg(run.id)
            .arg(QString::fromStdString(run.benchmark.key()), QFileInfo(path).fileName()));
    m_title->setToolTip(path);
    m_status->setText(tr("Reading the capture…"));
    m_view->setData(nullptr);
    setEnabled(true);
    m_loader.setFuture(
        QtConcurrent::run(workPool(), [run, dir = m_boardsDir] { return loadWaveform(run, dir); }));
}

void WaveformWindow::openFile(const QString& path, double samplerateHz) {
    if (m_loading) {
        m_pendingFile = FileRequest{path, samplerateHz};
        m_pending.reset();
        return;
    }
    m_loading = true;
    m_wanted.reset();
    m_current.reset();
    setWindowTitle(tr("Waveform of %1").arg(QFileInfo(path).fileName()));
    m_title->setText(tr("Capture %1").arg(path));
    m_title->setToolTip(path);
    m_status->setText(tr("Reading the capture…"));
    m_view->setData(nullptr);
    setEnabled(true);
    m_loader.setFuture(QtConcurrent::run(workPool(), [file = path.toStdString(), samplerateHz] {
        return loadCaptureWaveform(file, samplerateHz);
    }));
}

void WaveformWindow::loadDone() {
    m_loading = false;
    if (m_pending) {
        const Request next = *std::exchange(m_pending, std::nullopt);
        openRun(next.run, next.sample);
        return;
    }
    if (m_pendingFile) {
        const FileRequest next = *std::exchange(m_pendingFile, std::nullopt);
        openFile(next.path, next.samplerateHz);
        return;
    }
    Result result = m_loader.result();
    if (!result) {
        m_status->setText(
            tr("The waveform cannot be shown: %1").arg(CoreText::error(result.error())));
        emit loaded(false);
        return;
    }
    const WaveformData& d = **result;
    m_view->setData(*result);
    for (QWidget* w : m_runOnly)
        w->setEnabled(!d.plainFile);
    if (d.plainFile) {
        showFileLoaded(d);
        emit loaded(true);
        return;
    }
    m_sampleBox->setRange(0, std::max(0, static_cast<int>(d.run.samples.size()) - 1));
    const auto& info = d.capture.info;
    m_status->setText(
        tr("%1 samples at %2 MHz, %3 channels; marker window %4 of %5; indexed in %6 s into "
           "%7 KiB. Drag to pan, Ctrl+wheel to zoom, click for cursor A, Shift+click for B.")
            .arg(info.totalSamples)
            .arg(info.samplerateHz / 1e6, 0, 'g', 6)
            .arg(d.capture.channelNames.size())
            .arg(d.window + 1)
            .arg(d.capture.windows.size())
            .arg(d.indexSeconds, 0, 'f', 2)
            .arg(d.capture.index.memoryBytes() / 1024));
    const auto start = m_wanted ? m_wanted : d.pairing.worst(d.run);
    if (!start || !showSample(*start))
        showRunWindow();
    emit loaded(true);
}

void WaveformWindow::showFileLoaded(const WaveformData& d) {
    m_status->setText(tr("%1 samples at %2 MHz, %3 channels; indexed in %4 s into %5 KiB. Drag "
                         "to pan, Ctrl+wheel to zoom, click for cursor A, Shift+click for B.")
                          .arg(d.capture.info.totalSamples)
                          .arg(d.capture.info.samplerateHz / 1e6, 0, 'g', 6)
                          .arg(d.capture.channelNames.size())
                          .arg(d.indexSeconds, 0, 'f', 2)
                          .arg(d.capture.index.memoryBytes() / 1024));
    m_view->showAll();
}

bool WaveformWindow::showSample(std::size_t k) {
    const WaveformData* d = m_view->data();
    if (d == nullptr)
        return false;
    const core::Pulse* pulse = d->pulseOfSample(k);
    if (pulse == nullptr) {
        m_status->setText(k < d->run.samples.size()
                              ? tr("Sample #%1 was paired with no pulse.").arg(k)
                              : tr("The run has %1 samples (#0 to #%2).")
                                    .arg(d->run.samples.size())
                                    .arg(d->run.samples.size() - 1));
        return false;
    }
    m_current = k;
    m_sampleBox->setValue(static_cast<int>(k));
    // The pulse with three neighbours on each side, so its labels and theirs are readable.
    const auto p = static_cast<std::size_t>(pulse - d->pulses.data());
    const core::Pulse& from = d->pulses[p >= 3 ? p - 3 : 0];
    const core::Pulse& to = d->pulses[std::min(d->pulses.size() - 1, p + 3)];
    const double span = static_cast<double>(to.fallSample - from.riseSample);
    const double margin = std::max(span * 0.08, 4.0);
    m_view->setVisibleRange(static_cast<double>(from.riseSample) - margin, span + 2 * margin);
    m_view->setCursor(WaveformView::Cursor::A, pulse->riseSample);
    m_view->setCursor(WaveformView::Cursor::B, pulse->fallSample);
    return true;
}

bool WaveformWindow::showNextDisagreeing() {
    const WaveformData* d = m_view->data();
    if (d == nullptr)
        return false;
    const auto next = d->pairing.nextDisagreeing(m_current.value_or(d->run.samples.size() - 1));
    if (!next) {
        m_status->setText(tr("Every paired sample of this run agrees with its pulse."));
        return false;
    }
    return showSample(*next);
}

void WaveformWindow::showRunWindow() {
    const WaveformData* d = m_view->data();
    if (d == nullptr || d->window >= d->capture.windows.size())
        return;
    const core::MarkerWindow& w = d->capture.windows[d->window];
    const double end =
        w.openAtEnd ? static_cast<double>(d->capture.index.totalSamples()) : double(w.fallSample);
    const double span = end - static_cast<double>(w.riseSample);
    m_view->setVisibleRange(static_cast<double>(w.riseSample) - span * 0.02, span * 1.04);
}

void WaveformWindow::updateScrollBar() {
    const WaveformData* d = m_view->data();
    m_syncing = true;
    if (d == nullptr || d->capture.index.totalSamples() == 0) {
        m_scroll->setRange(0, 0);
    } else {
        const double total = static_cast<double>(d->capture.index.totalSamples());
        const int page = static_cast<int>(m_view->visibleSpan() / total * kScrollSteps);
        m_scroll->setRange(0, kScrollSteps - page);
        m_scroll->setPageStep(std::max(1, page));
        m_scroll->setSingleStep(std::max(1, page / 10));
        m_scroll->setValue(static_cast<int>(m_view->visibleFirst() / total * kScrollSteps));
    }
    m_syncing = false;
}

void WaveformWindow::updateCursorInfo() {
    const WaveformData* d = m_view->data();
    const auto a = m_view->cursor(WaveformView::Cursor::A);
    const auto b = m_view->cursor(WaveformView::Cursor::B);
    if (d == nullptr || (!a && !b)) {
        m_cursorInfo->clear();
        return;
    }
    auto at = [&](std::uint64_t s) {
        return waveformTime(static_cast<double>(s) * d->nsPerSample());
    };
    QString text = a ? tr("A at %1").arg(at(*a)) : QString();
    if (b)
        text += (text.isEmpty() ? QString() : QStringLiteral(", ")) + tr("B at %1").arg(at(*b));
    if (a && b && !(d->cpuHz > 0)) { // a file on its own: no core clock
        const double dtNs = (static_cast<double>(*b) - static_cast<double>(*a)) * d->nsPerSample();
        text += tr("; Δt = %1").arg(waveformTime(dtNs));
    } else if (a && b) {
        const double dtNs = (static_cast<double>(*b) - static_cast<double>(*a)) * d->nsPerSample();
        text += tr("; Δt = %1 = %2 core cycles at %3 MHz")
                    .arg(waveformTime(dtNs))
                    .arg(dtNs * d->cpuHz / 1e9, 0, 'f', 1)
                    .arg(d->cpuHz / 1e6, 0, 'g', 6);
    }
    m_cursorInfo->setText(text);
}

} // namespace cyclelab::app
