#include "app/gui/campaign_worker.hpp"

#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/store/run_store.hpp"

#include <QElapsedTimer>

namespace cyclelab::app {

namespace {

CampaignEvent toEvent(const core::CampaignProgress& p) {
    CampaignEvent e;
    e.kind = static_cast<CampaignEvent::Kind>(p.kind);
    e.campaignId = p.campaignId;
    e.cellIndex = p.cellIndex;
    e.cellCount = p.cellCount;
    e.cellLabel = QString::fromStdString(p.cellLabel);
    e.benchIndex = static_cast<int>(p.benchIndex);
    e.benchCount = static_cast<int>(p.benchCount);
    e.fraction = p.fraction;
    e.etaSeconds = p.etaSeconds;
    e.message = QString::fromStdString(p.message);
    if (p.run) {
        e.benchmark = QString::fromStdString(p.run->benchmark.key());
        e.samples = p.run->samples;
    }
    return e;
}

CampaignOutcome failure(const core::Error& error) {
    CampaignOutcome out;
    out.error = QString::fromStdString(error.message);
    return out;
}

} // namespace

void CampaignWorker::run(const CampaignJob& job) {
    QElapsedTimer timer;
    timer.start();
    {
        std::lock_guard lock(m_mutex);
        m_stop = false;
        m_paused = false;
    }
    auto images = core::ImageCatalog::load(job.imagesDir.toStdString());
    if (!images) {
        Q_EMIT finished(failure(images.error()));
        return;
    }
    auto store = core::RunStore::open(job.databasePath.toStdString());
    if (!store) {
        Q_EMIT finished(failure(store.error()));
        return;
    }
    auto bench = devices::makeBench(job.bench);
    if (!bench) {
        Q_EMIT finished(failure(bench.error()));
        return;
    }
    core::CellOptions options;
    options.captureDir = job.captureDir.toStdString();
    core::CampaignRunner runner(**bench, *images, *store, options);
    runner.onProgress([this](const core::CampaignProgress& p) { Q_EMIT event(toEvent(p)); });
    attach(&runner);
    auto summary = job.resumeId ? runner.resume(*job.resumeId) : runner.run(job.spec);
    attach(nullptr);
    if (!summary) {
        Q_EMIT finished(failure(summary.error()));
        return;
    }
    CampaignOutcome out;
    out.ok = true;
    out.campaignId = summary->campaignId;
    out.cellsDone = summary->cellsDone;
    out.cellsFailed = summary->cellsFailed;
    out.cellsSkipped = summary->cellsSkipped;
    out.runsStored = static_cast<qint64>(summary->runsStored);
    out.stopped = summary->stopped;
    out.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    Q_EMIT finished(out);
}

void CampaignWorker::attach(core::CampaignRunner* runner) {
    std::lock_guard lock(m_mutex);
    m_runner = runner;
    if (m_runner) {
        // A Stop or Pause clicked while the bench was still being set up.
        m_runner->setPaused(m_paused);
        if (m_stop)
            m_runner->requestStop();
    }
}

void CampaignWorker::requestStop() {
    std::lock_guard lock(m_mutex);
    m_stop = true;
    if (m_runner) {
        m_runner->requestStop();
        m_runner->setPaused(false); // a paused runner must wake up to see the stop
    }
}

void CampaignWorker::setPaused(bool paused) {
    std::lock_guard lock(m_mutex);
    m_paused = paused;
    if (m_runner)
        m_runner->setPaused(paused);
}

} // namespace cyclelab::app
