// CampaignPage's handling of its worker's events and outcome: the progress bar, the cell list,
// the per-worker lines, the histogram and the log. Kept apart from campaign_page.cpp, which
// holds the page's layout and the start of a new campaign.

#include "app/gui/app_settings.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/worker_progress.hpp"
#include "core/campaign/campaign_estimate.hpp"

#include <QLabel>
#include <QProgressBar>
#include <QTreeWidget>
#include <algorithm>

namespace cyclelab::app {

void CampaignPage::onEvent(const CampaignEvent& e) {
    using K = CampaignEvent::Kind;
    advanceProgress(e.fraction);
    m_workers->update(e);
    // Once held, the cells that were running still report; the label keeps saying "paused".
    if (e.etaSeconds >= 0 && !m_pauseHeld)
        m_eta->setText(tr("ETA %1").arg(formatDuration(e.etaSeconds)));
    switch (e.kind) {
    case K::CellStarted:
        setCellState(e.cellIndex, tr("running"), QString());
        appendLog(e.part == 0
                      ? tr("Cell %1/%2: %3").arg(e.cellIndex + 1).arg(e.cellCount).arg(e.cellLabel)
                      : tr("Cell %1/%2: %3, boot %4")
                            .arg(e.cellIndex + 1)
                            .arg(e.cellCount)
                            .arg(e.cellLabel)
                            .arg(e.part + 1));
        break;
    case K::PartDone:
        appendLog(e.message);
        break;
    case K::BenchmarkDone:
        setCellState(e.cellIndex, tr("running"),
                     tr("%1/%2 benchmarks").arg(e.benchIndex + 1).arg(e.benchCount));
        m_histogram->setSamples(tr("%1 — %2").arg(e.benchmark, e.cellLabel), e.samples);
        appendLog(tr("  %1: %2 samples").arg(e.benchmark).arg(e.samples.size()));
        break;
    case K::CellDone:
        setCellState(e.cellIndex, tr("done"), e.message);
        appendLog(tr("Cell %1 stored.").arg(e.cellIndex + 1));
        emit cellStored();
        break;
    case K::CellFailed:
        setCellState(e.cellIndex, tr("failed"), e.message);
        appendLog(tr("Cell %1 failed: %2").arg(e.cellIndex + 1).arg(e.message));
        emit cellStored();
        break;
    case K::CellRetry:
        setCellState(e.cellIndex, tr("retrying"), e.message);
        appendLog(tr("Cell %1 failed, retrying once: %2").arg(e.cellIndex + 1).arg(e.message));
        break;
    case K::Paused:
        m_pauseHeld = true;
        m_eta->setText(tr("paused"));
        markHeldCells(true);
        appendLog(e.message.isEmpty() ? tr("Paused.") : e.message);
        break;
    case K::Log:
        appendLog(e.message);
        break;
    case K::Tick: // the bar and the ETA only, above
        break;
    }
}

void CampaignPage::markHeldCells(bool held) {
    // The cells a pause holds back read "paused", not "pending", until Resume; those running
    // when it came finish first and say so.
    const QString from = held ? tr("pending") : tr("paused");
    for (int i = 0; i < m_cells->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_cells->topLevelItem(i);
        if (item->text(2) == from)
            item->setText(2, held ? tr("paused") : tr("pending"));
        else if (held && item->text(2) == tr("running"))
            item->setText(3, tr("finishing, then paused"));
    }
}

void CampaignPage::advanceProgress(double fraction) {
    const int value = static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000.0);
    if (value > m_progress->value())
        m_progress->setValue(value);
}

void CampaignPage::onFinished(const CampaignOutcome& outcome) {
    m_lastOutcome = outcome;
    m_workers->reset();
    // Cells a stop interrupted stay pending: their finished benchmarks are stored.
    for (int i = 0; i < m_cells->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_cells->topLevelItem(i);
        if (item->text(2) == tr("running") || item->text(2) == tr("retrying"))
            item->setText(2, tr("stopped"));
    }
    markHeldCells(false);
    setRunning(false);
    m_histogram->redraw();
    if (!outcome.ok) {
        m_banner->show(MessageBanner::Level::Error,
                       tr("The campaign could not run: %1").arg(outcome.error));
        appendLog(tr("Campaign failed: %1").arg(outcome.error));
    } else {
        QString text = tr("Campaign %1 %2 in %3: %4 cells done, %5 failed, %6 runs stored.")
                           .arg(outcome.campaignId)
                           .arg(outcome.stopped ? tr("stopped") : tr("finished"))
                           .arg(formatDuration(outcome.seconds))
                           .arg(outcome.cellsDone)
                           .arg(outcome.cellsFailed)
                           .arg(outcome.runsStored);
        appendLog(text);
        if (outcome.cellsFailed > 0)
            m_banner->show(MessageBanner::Level::Warning,
                           text + QLatin1Char(' ') + tr("See the cell list for the reasons."));
        else
            m_banner->show(MessageBanner::Level::Info, text);
        if (!outcome.stopped) {
            // Cells ran side by side: the time they took one by one is the wall time times that.
            const double cellSeconds =
                outcome.seconds * std::clamp(outcome.cellsDone, 1, std::max(1, outcome.workers));
            const core::DurationModel model =
                core::durationModelFor(m_job.bench.board, m_job.duration);
            if (auto perSample = core::measuredSecondsPerSample(m_job.spec, outcome.cellsDone,
                                                                cellSeconds, model))
                settings::setSecondsPerSample(*perSample);
        }
        if (!outcome.stopped)
            m_progress->setValue(1000);
        m_eta->clear();
    }
    emit cellStored();
    emit campaignFinished(outcome);
    updateSummary();
}

} // namespace cyclelab::app
