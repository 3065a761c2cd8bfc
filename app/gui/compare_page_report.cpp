// ComparePage: why a view compares nothing, and the report of its runs (core::writeReport, the
// code behind `cyclelab-cli report`). Kept apart from compare_page.cpp, which loads and
// analyses the runs.

#include "app/charts/report_charts.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/compare/comparability.hpp"
#include "core/report/report_job.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <map>
#include <set>

namespace cyclelab::app {

QString ComparePage::emptyReason() const {
    if (m_busy)
        return {};
    if (!m_session->isOpen())
        return tr("No database is open: use File ▸ Open database.");
    if (m_set->runs.empty()) {
        if (sourceIsSelection())
            return tr("None of the %n run(s) selected on the Runs page can be compared: they are "
                      "implausible (their samples cannot be true) or no longer in the database.",
                      "", static_cast<int>(m_selectedRuns.size()));
        if (sourceIsAll() || m_source->count() == 0)
            return tr("The database has no runs yet: run a campaign on the Campaign page, or "
                      "open a database with runs (File ▸ Open database).");
        return tr("This campaign has no runs to compare yet: its cells are pending or failed "
                  "(the Runs page lists failed cells and why). Resume it on the Campaign page.");
    }
    if (m_comparison.cells.empty())
        return tr("The %n run(s) hold no samples, so there is nothing to chart.", "",
                  static_cast<int>(m_set->runs.size()));
    if (sourceIsSelection() && m_set->runs.size() == 2) {
        const auto why = core::incomparableRuns(m_set->runs[0], m_set->runs[1]);
        if (!why.empty()) {
            QStringList lines;
            for (const auto& line : why)
                lines << QString::fromStdString(line);
            return tr("These two runs are not comparable (%1): a difference between them would "
                      "not mean anything. Select runs of the same benchmark on the same board.")
                .arg(lines.join(QStringLiteral("; ")));
        }
    }
    // A benchmark measured under one value of the condition only has nothing to be compared
    // with; when that holds for every benchmark, the charts are one bar each.
    std::map<std::string, std::set<std::string>> groups;
    for (const core::ComparisonCell& cell : m_comparison.cells)
        groups[cell.benchmark].insert(cell.group);
    const bool shared = std::any_of(groups.begin(), groups.end(),
                                    [](const auto& entry) { return entry.second.size() > 1; });
    if (!shared && m_comparison.groups.size() > 1)
        return tr("Nothing to compare by %1: each benchmark was measured under one %1 only. "
                  "Choose another 'Group by', or select runs of the same benchmark that differ "
                  "in %1.")
            .arg(m_group->currentText());
    if (!shared && m_set->runs.size() > 1 && !m_comparison.varying.empty())
        return tr("Nothing to compare by %1: every run has the same %1. Choose a 'Group by' "
                  "condition that differs among these runs.")
            .arg(m_group->currentText());
    if (m_charts.isEmpty())
        return tr("No chart fits these runs: a chart needs at least one benchmark with samples.");
    return {};
}

void ComparePage::showEmptyReason() {
    const QString why = emptyReason();
    m_empty->setText(why);
    // In place of the charts, centred; above charts that compare nothing, a framed note.
    const bool alone = m_charts.isEmpty();
    m_empty->setMinimumHeight(alone ? 120 : 0);
    m_empty->setAlignment(alone ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
    m_empty->setFrameShape(alone ? QFrame::NoFrame : QFrame::StyledPanel);
    m_empty->setMargin(alone ? 0 : 6);
    m_empty->setVisible(!why.isEmpty());
}

void ComparePage::chooseReportFolder() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Write the report into folder"), QFileInfo(m_session->path()).absolutePath());
    if (!dir.isEmpty())
        writeReport(dir);
}

void ComparePage::writeReport(const QString& dir) {
    if (writingReport() || !m_session->isOpen())
        return;
    if (readsOtherDatabases()) { // the report reads one database, as cyclelab-cli report
        m_banner->show(MessageBanner::Level::Info,
                       tr("The report reads one database: choose sources of this database "
                          "only, or write the report of each database with cyclelab-cli "
                          "report --db FILE."));
        return;
    }
    core::ReportRequest request;
    request.db = m_session->path().toStdString();
    request.out = dir.toStdString();
    if (sourceIsSelection()) {
        for (qint64 id : m_selectedRuns)
            request.runIds.push_back(id);
    } else if (!sourceIsAll()) {
        request.campaign = m_source->currentData().toLongLong();
    }
    m_reportPending = true;
    m_writeReport->setEnabled(false);
    m_banner->show(MessageBanner::Level::Info,
                   tr("Writing the report into %1…").arg(QDir::toNativeSeparators(dir)));
    // QCustomPlot draws on the thread of the QApplication: the pool thread hands each chart
    // batch over and waits for it; everything else (reading, tables, files) stays off it.
    auto cancelled = m_reportCancelled;
    auto charts = [cancelled](const std::vector<core::Run>& plotted, const core::ReportPlan& plan,
                              const std::filesystem::path& out, std::vector<std::string>& notes) {
        std::vector<core::ReportChart> drawn;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [&] {
                if (*cancelled)
                    notes.push_back("Charts were not drawn: the window was closed.");
                else
                    drawn = renderReportCharts(plotted, plan, out, notes);
            },
            Qt::BlockingQueuedConnection);
        return drawn;
    };
    m_report.setFuture(QtConcurrent::run(workPool(), [request, charts, dir] {
        ReportOutcome outcome;
        auto written = core::writeReport(request, charts);
        if (!written) {
            outcome.message = CoreText::error(written.error());
            return outcome;
        }
        outcome.ok = true;
        outcome.message =
            tr("Report written: %1 (%n run(s), %2 chart(s)).", "", static_cast<int>(written->runs))
                .arg(QDir::toNativeSeparators(QString::fromStdString(written->html.string())))
                .arg(written->charts);
        for (const auto& note : written->notes)
            outcome.message += QLatin1Char('\n') + QString::fromStdString(note);
        return outcome;
    }));
}

void ComparePage::reportDone() {
    m_reportPending = false;
    const ReportOutcome outcome = m_report.result();
    m_writeReport->setEnabled(!m_set->runs.empty());
    if (outcome.ok)
        m_banner->show(MessageBanner::Level::Info, outcome.message);
    else
        m_banner->show(MessageBanner::Level::Error,
                       tr("The report could not be written: %1").arg(outcome.message));
    emit reportWritten(outcome.ok, outcome.message);
}

} // namespace cyclelab::app
