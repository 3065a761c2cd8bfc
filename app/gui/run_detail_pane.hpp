#pragma once
// One run in detail: conditions, statistics, verdict and why, histogram, cycle counter vs
// logic analyzer, the serial log, and the capture in PulseView.

#include "core/model/model.hpp"

#include <QWidget>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace cyclelab::app {

class HistogramPlot;
class StoreSession;

class RunDetailPane : public QWidget {
    Q_OBJECT
  public:
    explicit RunDetailPane(StoreSession* session, QWidget* parent = nullptr);

    // 0 clears the pane.
    void showRun(qint64 runId);
    // One id: showRun. Several: their histograms overlaid (the first kMaxOverlaid), the other
    // fields cleared with a note that they describe one run.
    void showRuns(const QList<qint64>& runIds);
    static constexpr int kMaxOverlaid = 6;
    qint64 runId() const { return m_run ? m_run->id : 0; }
    HistogramPlot* histogram() const { return m_histogram; }
    QTabWidget* tabs() const { return m_tabs; }
    QPushButton* pulseViewButton() const { return m_pulseView; }

  private:
    void fill();
    void openInPulseView();
    void fillAgreement();

    StoreSession* m_session;
    std::optional<core::Run> m_run;
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
};

} // namespace cyclelab::app
