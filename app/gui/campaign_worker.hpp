#pragma once
// Runs a campaign on its own thread: builds the bench and drives a core::CampaignSession (its
// own connection to the run database). Progress reaches the UI through queued signals carrying
// copies (never pointers into the worker's data).

#include "core/campaign/campaign_session.hpp"
#include "core/model/model.hpp"
#include "devices/benches/bench_factory.hpp"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

namespace cyclelab::app {

struct CampaignJob {
    core::CampaignSpec spec;
    std::optional<qint64> resumeId; // set: continue this stored campaign instead
    devices::BenchConfig bench;
    QString imagesDir;
    QString databasePath;
    QString captureDir;
    core::DurationModel duration; // calibrated by the last finished campaign
    int jobs = 0; // cells side by side on the virtual bench (one QEMU each); 0 = one per core
};

struct CampaignEvent {
    using Kind = core::CampaignProgress::Kind;
    Kind kind = Kind::Log;
    qint64 campaignId = 0;
    int cellIndex = 0;
    int cellCount = 0;
    QString cellLabel;
    int benchIndex = 0;
    int benchCount = 0;
    double fraction = 0.0;
    double etaSeconds = -1.0;
    QString message;
    QString benchmark;                 // BenchmarkDone: the benchmark's key
    std::vector<std::int32_t> samples; // BenchmarkDone: its cycle samples
    int worker = 0;                    // which bench runs the cell (0-based)
    int workers = 1;
    int part = 0; // which boot of the cell (0-based; a cell has two on the virtual bench)
};

struct CampaignOutcome {
    bool ok = false;
    QString error; // !ok: why, in words a user can act on
    qint64 campaignId = 0;
    int cellsDone = 0;
    int cellsFailed = 0;
    int cellsSkipped = 0;
    qint64 runsStored = 0;
    bool stopped = false;
    double seconds = 0.0;
    int workers = 1; // cells run side by side
};

// Benches a campaign runs on: one per core (or `jobs`) for a virtual board, one for a real one.
int campaignBenches(int jobs, const core::BoardProfile& board);

class CampaignWorker : public QObject {
    Q_OBJECT
  public:
    // Blocking: call in the worker thread (the page queues it there).
    void run(const CampaignJob& job);

    // Thread-safe, called from the UI thread while run() blocks the worker thread.
    void requestStop() { m_control.stop = true; }
    void setPaused(bool paused) { m_control.paused = paused; }

  signals:
    void event(const cyclelab::app::CampaignEvent& event);
    void finished(const cyclelab::app::CampaignOutcome& outcome);

  private:
    core::CampaignControl m_control;
};

} // namespace cyclelab::app

Q_DECLARE_METATYPE(cyclelab::app::CampaignEvent)
Q_DECLARE_METATYPE(cyclelab::app::CampaignOutcome)
