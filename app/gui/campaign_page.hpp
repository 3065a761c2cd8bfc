#pragma once
// Campaign page: the matrix (opened from and saved to a campaign file), Start / Resume / Pause /
// Stop with the reason Start is unavailable, progress with ETA, per-cell status, a live log and
// a live histogram of the run just measured. The campaign runs on a worker QThread; this page
// only reacts to its queued events.

#include "app/gui/campaign_worker.hpp"
#include "core/campaign/image_catalog.hpp"

#include <QFutureWatcher>
#include <QThread>
#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTreeWidget;

namespace cyclelab::app {

class BenchPage;
class CampaignMatrix;
class HistogramPlot;
class MessageBanner;
class StoreSession;
class WorkerProgress;

// "42 s", "3 min 20 s", "2 h 5 min"; "unknown" for a negative duration.
QString formatDuration(double seconds);
// The core's duration model with this machine's speed, once a finished campaign measured it.
core::DurationModel calibratedDurationModel();

class CampaignPage : public QWidget {
    Q_OBJECT
  public:
    CampaignPage(BenchPage* bench, StoreSession* session, QWidget* parent = nullptr);
    ~CampaignPage() override;

    bool running() const { return m_running; }
    CampaignMatrix* matrix() const { return m_matrix; }
    HistogramPlot* histogram() const { return m_histogram; }
    MessageBanner* banner() const { return m_banner; }
    const CampaignOutcome& lastOutcome() const { return m_lastOutcome; }
    QPushButton* startButton() const { return m_start; }
    QLabel* startReason() const { return m_startReason; }
    QLineEdit* nameEdit() const { return m_name; }
    QSpinBox* jobsSpin() const { return m_jobs; }
    // Why Start cannot run now (a campaign is running, no board, no image, nothing checked,
    // no database); empty when it can. Shown under the buttons and as Start's tooltip.
    QString startBlocker() const;
    // The campaign the page would start: the matrix, name, board and analyzer rate.
    core::CampaignSpec currentSpec() const;
    // Stops a running campaign and blocks until the worker is idle (window closing).
    void stopAndWait();
    QWidget* buildForm();
    void buildActions(QSplitter* split, QWidget* left);
    void buildProgressPane(QSplitter* split);

  public slots:
    // Validates the matrix against the bench and the firmware images, then starts. Problems
    // are shown in the page's banner; returns false then.
    bool start();
    // Continues the newest unfinished campaign of the chosen board in the open database (cells
    // done are skipped); with nothing unfinished says so and starts nothing. The campaigns are
    // looked up on a pool thread with a connection of its own: false when a check fails at
    // once, true when the lookup started (resuming() until it has started the campaign or said
    // why not in the banner).
    bool resume();
    bool resuming() const { return m_resuming; }
    void setPaused(bool paused);
    void stop();
    // Reads a campaign file (TOML or JSON, the format `cyclelab-cli run --campaign` reads) into
    // the page: board, matrix, name and rate. A bad file is named with its line or field in the
    // banner and changes nothing; values the board has no image for are listed.
    bool openCampaignFile(const QString& path);
    // Writes the page's campaign as TOML (atomically); errors in the banner.
    bool saveCampaignFile(const QString& path);
    // The file dialogs in front of the two above.
    void chooseCampaignFileToOpen();
    void chooseCampaignFileToSave();

  signals:
    void cellStored();
    void campaignFinished(const cyclelab::app::CampaignOutcome& outcome);

  private:
    // The checks start() and resume() share: not running, a bench, an open database. Shows
    // the reason in the banner and returns nothing when one fails.
    std::optional<devices::BenchConfig> readyBench();
    bool refuse(const QString& message);
    struct ResumeLookup {
        QString path, boardId;
        std::optional<core::Campaign> found; // the newest unfinished campaign of the board
        QString error;
    };
    void resumeLookedUp();
    void boardChanged();
    void updateSummary();
    void onEvent(const CampaignEvent& event);
    void onFinished(const CampaignOutcome& outcome);
    void setRunning(bool running);
    void showPaused(bool paused);
    // The bar only moves forward while a campaign runs (Pause and Stop leave it where it is).
    void advanceProgress(double fraction);
    void setCellState(int index, const QString& state, const QString& reason);
    void markHeldCells(bool held);
    void appendLog(const QString& line);
    double estimateSeconds() const;

    BenchPage* m_bench;
    StoreSession* m_session;
    QThread m_thread;
    CampaignWorker* m_worker = nullptr;
    std::optional<core::ImageCatalog> m_catalog;
    QString m_catalogError;
    bool m_running = false;
    QString m_campaignFile; // the file last opened or saved: the dialogs start there
    CampaignOutcome m_lastOutcome;
    CampaignJob m_job;
    QFutureWatcher<ResumeLookup> m_resumeLookup;
    bool m_resuming = false; // from resume() until resumeLookedUp() is done

    MessageBanner* m_banner = nullptr;
    CampaignMatrix* m_matrix = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_samplerate = nullptr;
    QLabel* m_summary = nullptr;
    QSpinBox* m_jobs = nullptr;
    QLabel* m_startReason = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_resume = nullptr;
    QPushButton* m_pause = nullptr;
    QPushButton* m_stop = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_eta = nullptr;
    bool m_pauseHeld = false; // the runner holds the next cells: the label says so until Resume
    WorkerProgress* m_workers = nullptr;
    QTreeWidget* m_cells = nullptr;
    HistogramPlot* m_histogram = nullptr;
    QPlainTextEdit* m_log = nullptr;
};

} // namespace cyclelab::app
