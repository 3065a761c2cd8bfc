#pragma once
// A capture file dropped on the main window, analysed in a window of its own: per channel the
// pulse count and min / median / max width in ns (app/gui/capture_analysis.hpp: the figures of
// `cyclelab-cli analyze FILE`), the samplerate and where it came from. The file is read on the
// work pool; the window says "Reading…" meanwhile. A file that does not say its samplerate
// (CSV, a VCD without $timescale) asks for it in the window; a file that cannot be read shows
// the reader's message (file and line) in the window's banner. *Show waveform* opens the file in
// the waveform view (waveform_window), *Open in PulseView* in PulseView.

#include "app/gui/capture_analysis.hpp"

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QWidget;

namespace cyclelab::app {

class MessageBanner;
class WaveformWindow;

class CaptureWindow : public QWidget {
    Q_OBJECT
  public:
    enum Column { Channel, Name, Pulses, MinNs, MedianNs, MaxNs, CutOff, ColumnCount };

    explicit CaptureWindow(QWidget* parent = nullptr);

    // Reads and analyses `path` (samplerateHz 0: the file's own).
    void open(const QString& path, double samplerateHz = 0.0);
    bool loading() const { return m_loader.isRunning(); }
    const QString& path() const { return m_path; }

    MessageBanner* banner() const { return m_banner; }
    QLabel* summaryLabel() const { return m_summary; }
    QTableWidget* table() const { return m_table; }
    // Shown when the file does not say its samplerate: the rate box and its Analyse button.
    QWidget* ratePanel() const { return m_ratePanel; }
    QDoubleSpinBox* rateBox() const { return m_rateBox; }
    QPushButton* analyseButton() const { return m_analyse; }
    QPushButton* pulseViewButton() const { return m_pulseView; }
    // Opens the file in the waveform view (enabled once the file was analysed).
    QPushButton* waveformButton() const { return m_waveformButton; }
    WaveformWindow* waveformWindow() const { return m_waveform; }

  signals:
    void analysed(bool ok);

  private:
    void loadDone();
    void showFigures(const CaptureAnalysis& analysis);
    void openInPulseView();
    void showWaveform();

    QString m_path;
    MessageBanner* m_banner = nullptr;
    QLabel* m_summary = nullptr;
    QWidget* m_ratePanel = nullptr;
    QDoubleSpinBox* m_rateBox = nullptr;
    QPushButton* m_analyse = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_pulseView = nullptr;
    QPushButton* m_waveformButton = nullptr;
    WaveformWindow* m_waveform = nullptr;
    double m_samplerateHz = 0.0; // the rate analysed at, 0: the file's own
    QFutureWatcher<core::Expected<CaptureAnalysis>> m_loader;
};

} // namespace cyclelab::app
