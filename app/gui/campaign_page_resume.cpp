// CampaignPage::resume: the desktop side of `cyclelab-cli run --resume`. Kept apart from
// campaign_page.cpp, which holds the page's layout and the start of a new campaign.

#include "app/gui/app_settings.hpp"
#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "core/campaign/campaign_runner.hpp"

#include <QDir>
#include <QFileInfo>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTreeWidget>
#include <algorithm>

namespace cyclelab::app {

bool CampaignPage::resume() {
    auto bench = readyBench();
    if (!bench)
        return false;
    auto fail = [this](const QString& message) { return refuse(message); };
    auto campaigns = m_session->store()->listCampaigns();
    if (!campaigns)
        return fail(QString::fromStdString(campaigns.error().message));
    const core::Campaign* found = nullptr;
    for (const auto& c : *campaigns) {
        const bool unfinished = std::any_of(c.cells.begin(), c.cells.end(), [](const auto& cell) {
            return cell.state != core::CellState::Done;
        });
        if (unfinished && c.spec.boardId == bench->board.id)
            found = &c; // listed by id: the last one is the newest
    }
    if (!found) {
        m_banner->show(MessageBanner::Level::Info,
                       tr("Nothing to resume: every campaign of %1 in %2 is finished.")
                           .arg(QString::fromStdString(bench->board.id), m_session->path()));
        return false;
    }

    m_banner->clear();
    m_cells->clear();
    for (const auto& cell : found->cells) {
        const bool done = cell.state == core::CellState::Done;
        const bool failed = cell.state == core::CellState::Failed;
        auto* item = new QTreeWidgetItem(m_cells, {QString::number(cell.index + 1),
                                                   QString::fromStdString(core::cellLabel(cell)),
                                                   done     ? tr("done")
                                                   : failed ? tr("failed")
                                                            : tr("pending"),
                                                   QString::fromStdString(cell.reason)});
        item->setData(0, Qt::UserRole, cell.index);
    }
    m_log->clear();
    m_histogram->clear();
    m_progress->setValue(0); // a new session: its first event sets what is stored already
    m_job = CampaignJob{};
    m_job.spec = found->spec;
    m_job.resumeId = found->id;
    m_job.bench = *bench;
    m_job.imagesDir = settings::imagesDir();
    m_job.databasePath = m_session->path();
    m_job.duration = calibratedDurationModel();
    m_job.jobs = m_jobs->value();
    m_job.captureDir =
        QFileInfo(m_session->path()).absoluteDir().filePath(QStringLiteral("captures"));
    m_worker->setPaused(false);
    setRunning(true);
    appendLog(tr("Resuming campaign %1 '%2' on %3")
                  .arg(found->id)
                  .arg(QString::fromStdString(found->spec.name),
                       QString::fromStdString(found->spec.boardId)));
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, job = m_job] { worker->run(job); }, Qt::QueuedConnection);
    return true;
}

} // namespace cyclelab::app
