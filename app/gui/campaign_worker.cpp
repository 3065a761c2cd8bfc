#include "app/gui/campaign_worker.hpp"

#include "app/gui/core_text.hpp"
#include "core/boards/device_kinds.hpp"

#include <QElapsedTimer>
#include <algorithm>
#include <memory>

namespace cyclelab::app {

namespace {

CampaignEvent toEvent(const core::CampaignProgress& p) {
    CampaignEvent e;
    e.kind = p.kind;
    e.campaignId = p.campaignId;
    e.cellIndex = p.cellIndex;
    e.cellCount = p.cellCount;
    e.cellLabel = QString::fromStdString(p.cellLabel);
    e.benchIndex = static_cast<int>(p.benchIndex);
    e.benchCount = static_cast<int>(p.benchCount);
    e.fraction = p.fraction;
    e.etaSeconds = p.etaSeconds;
    e.message = CoreText::text(p.text);
    e.worker = p.worker;
    e.workers = p.workers;
    e.part = p.part;
    if (p.run) {
        e.benchmark = QString::fromStdString(p.run->benchmark.key());
        e.samples = p.run->samples;
    }
    return e;
}

CampaignOutcome failure(const core::Error& error) {
    CampaignOutcome out;
    out.error = CoreText::error(error);
    return out;
}

} // namespace

int campaignBenches(int jobs, const core::BoardProfile& board) {
    // The page disables its count for a real board: what it holds then is not asked for.
    const auto benches =
        core::benchCount(core::isVirtualBoard(board) ? std::max(jobs, 0) : 1, board);
    return benches ? *benches : 1;
}

void CampaignWorker::run(const CampaignJob& job) {
    QElapsedTimer timer;
    timer.start();
    m_control.stop = false; // paused is the page's: a Pause clicked before this line holds
    core::SessionSetup setup;
    setup.databasePath = job.databasePath.toStdString();
    setup.imagesDir = job.imagesDir.toStdString();
    setup.cell.captureDir = job.captureDir.toStdString();
    setup.duration = job.duration;
    auto session = core::CampaignSession::open(setup);
    if (!session) {
        emit finished(failure(session.error()));
        return;
    }
    std::vector<std::unique_ptr<core::Bench>> benches;
    std::vector<core::Bench*> benchPtrs;
    for (int i = campaignBenches(job.jobs, job.bench.board); i > 0; --i) {
        auto bench = devices::makeBench(job.bench);
        if (!bench) {
            emit finished(failure(bench.error()));
            return;
        }
        benchPtrs.push_back(bench->get());
        benches.push_back(std::move(bench).value());
    }
    auto progress = [this](const core::CampaignProgress& p) { emit event(toEvent(p)); };
    auto summary = job.resumeId ? session->resume(benchPtrs, *job.resumeId, m_control, progress)
                                : session->run(benchPtrs, job.spec, {}, m_control, progress);
    if (!summary) {
        emit finished(failure(summary.error()));
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
    out.workers = static_cast<int>(benchPtrs.size());
    emit finished(out);
}

} // namespace cyclelab::app
