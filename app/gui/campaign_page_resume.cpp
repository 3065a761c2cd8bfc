// CampaignPage::resume: the desktop side of `cyclelab-cli run --resume`. Kept apart from
// campaign_page.cpp, which holds the page's layout and the start of a new campaign.

#include "app/gui/app_settings.hpp"
#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/campaign/campaign_runner.hpp"

#include <QDir>
#include <QFileInfo>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace cyclelab::app {

bool CampaignPage::resume() {
    auto bench = readyBench();
    if (!bench)
        return false;
    m_resuming = true;
    m_resume->setEnabled(false);
    m_resumeLookup.setFuture(QtConcurrent::run(
        workPool(), [path = m_session->path(), boardId = QString::fromStdString(bench->board.id)] {
            ResumeLookup out{path, boardId, std::nullopt, {}};
            // Closed on this thread when the lookup ends: resuming is rare.
            auto store = core::RunStore::open(path.toStdString());
            auto campaigns = store ? store->listCampaigns()
                                   : core::Expected<std::vector<core::Campaign>>(store.error());
            if (!campaigns) {
                out.error = CoreText::error(campaigns.error());
                return out;
            }
            for (auto& c : *campaigns) {
                const bool unfinished =
                    std::any_of(c.cells.begin(), c.cells.end(), [](const auto& cell) {
                        return cell.state != core::CellState::Done;
                    });
                if (unfinished && QString::fromStdString(c.spec.boardId) == boardId)
                    out.found = std::move(c); // listed by id: the last one is the newest
            }
            return out;
        }));
    return true;
}

void CampaignPage::resumeLookedUp() {
    ResumeLookup lookup = m_resumeLookup.future().takeResult();
    m_resuming = false;
    m_resume->setEnabled(!m_running);
    auto bench = readyBench();
    // Another database or board chosen meanwhile: its campaigns were not looked up.
    if (!bench || lookup.path != m_session->path() ||
        lookup.boardId != QString::fromStdString(bench->board.id))
        return;
    if (!lookup.error.isEmpty()) {
        refuse(lookup.error);
        return;
    }
    if (!lookup.found) {
        m_banner->show(MessageBanner::Level::Info,
                       tr("Nothing to resume: every campaign of %1 in %2 is finished.")
                           .arg(lookup.boardId, m_session->path()));
        return;
    }
    const core::Campaign* found = &*lookup.found;

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
}

} // namespace cyclelab::app
