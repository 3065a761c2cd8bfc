#pragma once
// One run in detail: conditions, statistics, verdict and why, histogram, cycle counter vs
// logic analyzer, the serial log, and the capture in the waveform view (and PulseView).

#include "app/gui/pool_connection.hpp"
#include "core/model/model.hpp"

#include <QFutureWatcher>
#include <QList>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace cyclelab::app {

class HistogramPlot;
class StoreSession;
class WaveformWindow;

class RunDetailPane : public QWidget {
    Q_OBJECT
  public:
    explicit RunDetailPane(StoreSession* session, QWidget* parent = nullptr);
    ~RunDetailPane() override; // waits for a load still running on the pool

    // 0 clears the pane.
    void showRun(qint64 runId);
    // One id: the run in detail. Several: their histograms overlaid (the first kMaxOverlaid),
    // the other fields cleared with a note that they describe one run. The runs are read on a
    // pool thread with the pane's own connection (a read may wait for the disk), the pane
    // saying "Loading…" meanwhile unless it already shows them; asked while a read runs, the
    // newest request is read next and the older result dropped: the pane shows the runs asked
    // for last, never older ones.
    void showRuns(const QList<qint64>& runIds);
    static constexpr int kMaxOverlaid = 8; // one colour each (accentColor)
    // The one run shown or being read; 0 for none or several.
    qint64 runId() const { return m_wanted.size() == 1 ? m_wanted.front() : 0; }
    // From a request until its runs are shown (their result queued to the UI thread included).
    bool loading() const { return m_loading; }
    HistogramPlot* histogram() const { return m_histogram; }
    QTabWidget* tabs() const { return m_tabs; }
    QPushButton* waveformButton() const { return m_waveform; }
    QLabel* verdictLabel() const { return m_verdict; }
    // The run's capture at its worst sample (the verdict's "show" link and the Waveform
    // button); nullptr until first opened.
    WaveformWindow* waveformWindow() const { return m_waveformWindow; }
    void openWaveform();

  private:
    struct Loaded {
        int request = 0;
        std::vector<core::Run> runs; // in the order asked, those that could be read
        QStringList errors;
    };
    void load();
    void loadDone();
    void showLoaded(Loaded loaded);
    void fill();
    void openInPulseView();
    void fillAgreement();

    StoreSession* m_session;
    std::optional<core::Run> m_run;
    QList<qint64> m_wanted; // the runs asked for last
    QList<qint64> m_shown;  // the runs the pane shows
    int m_request = 0;      // results of older requests are dropped
    bool m_loading = false;
    std::shared_ptr<PoolConnection> m_loaderStore = std::make_shared<PoolConnection>();
    QFutureWatcher<Loaded> m_loader;
    enum Field {
        CpuHz,
        WaitStates,
        Opt,
        Profile,
        Toolchain,
        CycleSource,
        Samplerate,
        Warmup,
        Overhead,
        N,
        Min,
        Median,
        Mean,
        Max,
        Stddev,
        P90,
        P99,
        P999,
        Mad,
        Outliers,
        FieldCount
    };
    QLabel* m_title = nullptr;
    QLabel* m_fields[FieldCount] = {};
    QLabel* m_verdict = nullptr;
    QTabWidget* m_tabs = nullptr;
    HistogramPlot* m_histogram = nullptr;
    QWidget* m_agreement = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QPushButton* m_pulseView = nullptr;
    QPushButton* m_waveform = nullptr;
    WaveformWindow* m_waveformWindow = nullptr;
};

// The histogram overlay's name of each run: its id and what differs among the runs (their
// differing conditions, campaign and benchmark), "run 12: FreeRTOS V11.1.0, O0".
QStringList overlayLabels(const std::vector<core::Run>& runs);

} // namespace cyclelab::app
