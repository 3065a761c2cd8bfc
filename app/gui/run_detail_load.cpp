// RunDetailPane: the runs it shows, read on a pool thread with the pane's own connection. Kept
// apart from run_detail_pane.cpp, which lays the pane out and fills it from one run.

#include "app/gui/core_text.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/compare/conditions.hpp"

#include <QLabel>
#include <QMessageBox>
#include <QTabWidget>
#include <QtConcurrent/QtConcurrentRun>
#include <set>
#include <utility>

namespace cyclelab::app {

void RunDetailPane::showRun(qint64 runId) {
    showRuns(runId > 0 ? QList<qint64>{runId} : QList<qint64>{});
}

void RunDetailPane::showRuns(const QList<qint64>& runIds) {
    ++m_request;
    m_wanted = m_session->isOpen() ? runIds : QList<qint64>{};
    if (m_wanted.isEmpty() || m_wanted != m_shown) { // a reread keeps what it rereads shown
        m_shown.clear();
        m_run.reset();
        fill();
        if (m_wanted.size() == 1)
            m_title->setText(tr("Loading run %1…").arg(m_wanted.front()));
        else if (m_wanted.size() > 1)
            m_title->setText(tr("Loading %n runs…", "", static_cast<int>(m_wanted.size())));
    }
    if (!m_wanted.isEmpty() && !m_loading)
        load(); // else loadDone() reads the newest request
}

void RunDetailPane::load() {
    m_loading = true;
    m_loader.setFuture(QtConcurrent::run(
        workPool(), [connection = m_loaderStore, path = m_session->path().toStdString(),
                     ids = m_wanted.mid(0, kMaxOverlaid), request = m_request] {
            Loaded out;
            out.request = request;
            const std::lock_guard lock(connection->mutex);
            if (!connection->ensureOpen(path)) {
                out.errors << connection->error;
                return out;
            }
            for (qint64 id : ids) {
                auto run = connection->store->loadRun(id);
                if (run)
                    out.runs.push_back(std::move(run).value());
                else
                    out.errors << CoreText::error(run.error());
            }
            return out;
        }));
}

void RunDetailPane::loadDone() {
    Loaded loaded = m_loader.future().takeResult();
    if (loaded.request != m_request) { // asked for other runs (or another database) since
        if (m_wanted.isEmpty())
            m_loading = false;
        else
            load();
        return;
    }
    m_loading = false;
    showLoaded(std::move(loaded));
}

QStringList overlayLabels(const std::vector<core::Run>& runs) {
    // Named by what tells them apart: the conditions that differ among them, the campaign and
    // the benchmark where those differ; "run 12" alone said nothing of what was overlaid.
    const std::vector<const core::Run*> pointers = core::pointersTo(runs);
    const std::vector<core::Condition> varying = core::varyingConditions(pointers);
    std::set<std::int64_t> campaigns;
    std::set<std::string> benchmarks;
    for (const core::Run& r : runs) {
        campaigns.insert(r.campaignId);
        benchmarks.insert(r.benchmark.key());
    }
    QStringList labels;
    for (const core::Run& r : runs) {
        QStringList parts;
        if (benchmarks.size() > 1)
            parts << QString::fromStdString(r.benchmark.key());
        if (!varying.empty())
            parts << QString::fromStdString(core::conditionValues(r, varying, false));
        if (campaigns.size() > 1)
            parts << (r.campaignId > 0 ? RunDetailPane::tr("campaign %1").arg(r.campaignId)
                                       : RunDetailPane::tr("no campaign"));
        labels << (parts.isEmpty() ? RunDetailPane::tr("run %1").arg(r.id)
                                   : RunDetailPane::tr("run %1: %2")
                                         .arg(r.id)
                                         .arg(parts.join(QStringLiteral(", "))));
    }
    return labels;
}

void RunDetailPane::showLoaded(Loaded loaded) {
    m_run.reset();
    if (m_wanted.size() == 1) {
        if (loaded.runs.empty())
            m_wanted.clear(); // nothing shown: a relisting does not ask for it again
        else
            m_run = std::move(loaded.runs.front());
        m_shown = m_wanted;
        fill();
        if (!loaded.errors.isEmpty())
            QMessageBox::warning(this, tr("Cannot load the run"), loaded.errors.front());
        return;
    }
    fill();
    m_shown = m_wanted;
    QList<HistogramPlot::Series> series;
    const QStringList labels = overlayLabels(loaded.runs);
    for (std::size_t i = 0; i < loaded.runs.size(); ++i)
        series.append({labels[static_cast<int>(i)], std::move(loaded.runs[i].samples)});
    m_histogram->setSeries(std::move(series));
    m_title->setText(
        m_wanted.size() > kMaxOverlaid
            ? tr("%1 runs selected: the histogram overlays the first %2. Select one run for its "
                 "conditions, statistics and verdict.")
                  .arg(m_wanted.size())
                  .arg(kMaxOverlaid)
            : tr("%1 runs selected: the histogram overlays them. Select one run for its "
                 "conditions, statistics and verdict.")
                  .arg(m_wanted.size()));
    if (!loaded.errors.isEmpty())
        QMessageBox::warning(this, tr("Cannot load the run"),
                             loaded.errors.join(QLatin1Char('\n')));
    m_tabs->setCurrentWidget(m_histogram);
}

} // namespace cyclelab::app
