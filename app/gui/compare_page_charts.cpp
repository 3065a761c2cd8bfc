// ComparePage: which charts a comparison gets, the rank-flip table and the exports.

#include "app/gui/chart_panel.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "core/compare/chart_plan.hpp"
#include "core/compare/rank_analysis.hpp"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextStream>
#include <algorithm>
#include <cmath>

namespace cyclelab::app {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString noteText(const core::ChartNote& note) {
    switch (note.kind) {
    case core::ChartNote::Kind::AcrossLimited:
        return ComparePage::tr("Bar and box charts limited to the first %1 values of %2.")
            .arg(note.limit)
            .arg(qs(note.detail));
    case core::ChartNote::Kind::NoPulses:
        return ComparePage::tr(
            "No run has analyzer pulses, so there is no counter-vs-analyzer chart.");
    case core::ChartNote::Kind::BlandAltmanFailed:
        return ComparePage::tr("No counter-vs-analyzer chart: %1").arg(qs(note.detail));
    }
    return qs(note.text());
}

} // namespace

void ComparePage::buildCharts(core::ChartPlan plan) {
    qDeleteAll(m_charts);
    m_charts.clear();
    if (m_set->runs.empty())
        return;

    QStringList notes;
    for (const core::ChartNote& note : plan.notes)
        notes << noteText(note);
    int index = 0;
    for (core::PlannedChart& planned : plan.charts) {
        // Title and caption in the interface's language (core writes them in English).
        const std::string title = CoreText::text(core::viewTitle(planned.view)).toStdString();
        const std::string caption = CoreText::text(core::viewCaption(planned.view)).toStdString();
        ChartSpec spec{std::move(planned.view), title, caption};
        spec.fileStem = planned.stem;
        auto* panel = new ChartPanel(std::move(spec));
        m_grid->addWidget(panel, index / 2, index % 2);
        m_charts.append(panel);
        ++index;
    }
    if (!m_comparison.skippedRunIds.empty())
        notes << tr("%n run(s) without samples left out.", "",
                    static_cast<int>(m_comparison.skippedRunIds.size()));
    if (notes.isEmpty())
        m_banner->clear();
    else
        m_banner->show(MessageBanner::Level::Info, notes.join(QLatin1Char(' ')));
}

bool ComparePage::chartsDrawn() const {
    return std::none_of(m_charts.begin(), m_charts.end(),
                        [](const ChartPanel* c) { return c->drawPending(); });
}

void ComparePage::buildFlips(const std::optional<core::RankAnalysis>& analysed) {
    m_flips->setRowCount(0);
    if (!analysed) {
        m_flipCaption->setText(tr("Rank flips: choose an 'Across' condition to see where the order "
                                  "of the groups changes (e.g. kernels across clock tiers)."));
        return;
    }
    const core::RankAnalysis& ranks = *analysed;
    m_flipCaption->setText(
        tr("Rank flips across %1 (%n flip(s)). %2", "", static_cast<int>(ranks.flips.size()))
            .arg(m_across->currentText(), CoreText::text(ranks.caption)));
    m_flips->setRowCount(static_cast<int>(ranks.flips.size()));
    int row = 0;
    for (const core::RankFlip& f : ranks.flips) {
        const QString medians = QStringLiteral("%1 / %2 → %3 / %4")
                                    .arg(f.medianAX, 0, 'f', 1)
                                    .arg(f.medianBX, 0, 'f', 1)
                                    .arg(f.medianAY, 0, 'f', 1)
                                    .arg(f.medianBY, 0, 'f', 1);
        const QString cells[] = {qs(f.benchmark),  qs(f.groupA),     qs(f.groupB),
                                 qs(f.conditionX), qs(f.conditionY), medians};
        for (int c = 0; c < 6; ++c)
            m_flips->setItem(row, c, new QTableWidgetItem(cells[c]));
        ++row;
    }
    m_flips->resizeColumnsToContents();
}

void ComparePage::exportCharts() {
    if (m_charts.isEmpty()) {
        QMessageBox::information(this, tr("Export charts"), tr("There are no charts to export."));
        return;
    }
    const QStringList formats = {tr("PNG, 192 dpi (print)"), tr("PNG, 96 dpi (screen)"),
                                 tr("PNG, 288 dpi"), tr("SVG drawing"), tr("PDF document")};
    bool ok = false;
    const QString choice =
        QInputDialog::getItem(this, tr("Export charts"), tr("Format:"), formats, 0, false, &ok);
    if (!ok)
        return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export charts to folder"));
    if (dir.isEmpty())
        return;
    const int index = static_cast<int>(formats.indexOf(choice));
    const ChartExportFormat format{index == 3   ? QStringLiteral("svg")
                                   : index == 4 ? QStringLiteral("pdf")
                                                : QStringLiteral("png"),
                                   index == 1   ? 1.0
                                   : index == 2 ? 3.0
                                                : 2.0};
    const ChartExportResult result = exportChartsTo(dir, format);
    if (!result.failures.isEmpty())
        QMessageBox::critical(this, tr("Export failed"),
                              tr("%1 of %2 charts written to %3.")
                                      .arg(result.written.size())
                                      .arg(m_charts.size())
                                      .arg(dir) +
                                  QLatin1Char('\n') + result.failures.join(QLatin1Char('\n')));
    else
        m_banner->show(MessageBanner::Level::Info,
                       tr("%1 charts written to %2").arg(result.written.size()).arg(dir));
}

ChartExportResult ComparePage::exportChartsTo(const QString& dir,
                                              const ChartExportFormat& format) const {
    ChartExportResult result;
    const QDir folder(dir);
    for (ChartPanel* panel : m_charts) {
        // Never over a file already there (an earlier export, another chart of this one).
        const QString stem = panel->fileStem();
        QString path = folder.filePath(stem + QLatin1Char('.') + format.extension);
        for (int n = 2; QFileInfo::exists(path); ++n)
            path = folder.filePath(stem + QStringLiteral("_%1.").arg(n) + format.extension);
        if (core::Status st = panel->exportTo(path, format.pixelRatio); !st)
            result.failures << CoreText::error(st.error());
        else if (!QFileInfo::exists(path)) // counted from the disk, not from the calls
            result.failures << tr("%1 was not written").arg(path);
        else
            result.written << path;
    }
    return result;
}

void ComparePage::exportCsv() {
    if (m_comparison.cells.empty()) {
        QMessageBox::information(this, tr("Export CSV"), tr("There is no comparison to export."));
        return;
    }
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export comparison as CSV"),
                                     QStringLiteral("comparison.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error = writeComparisonCsv(path, m_comparison);
    if (!error.isEmpty())
        QMessageBox::critical(this, tr("Export failed"), error);
}

QString writeComparisonCsv(const QString& path, const core::Comparison& cmp) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return ComparePage::tr("Cannot write %1: %2").arg(path, file.errorString());
    QTextStream out(&file);
    auto num = [](double v) { return std::isnan(v) ? QString() : QString::number(v, 'f', 3); };
    // Column names follow the JSON convention (camelCase, units in names), as runs.csv does.
    out << "benchmark,groupBy,group,n,minCycles,medianCycles,meanCycles,p99Cycles,maxCycles,"
           "medianNs,analyzerMedianNs,verdict,runIds\n";
    const QString groupBy = QString::fromUtf8(core::toString(cmp.groupBy).data());
    for (const core::ComparisonCell& c : cmp.cells) {
        QStringList ids;
        for (auto id : c.runIds)
            ids << QString::number(id);
        QStringList row = {qs(c.benchmark),
                           groupBy,
                           qs(c.group),
                           QString::number(c.cycles.n),
                           num(c.cycles.min),
                           num(c.cycles.median),
                           num(c.cycles.mean),
                           num(c.cycles.p99),
                           num(c.cycles.max),
                           num(c.ns.median),
                           c.analyzerMedianNs ? num(*c.analyzerMedianNs) : QString(),
                           c.verdict ? QString::fromUtf8(core::toString(*c.verdict).data())
                                     : QString(),
                           ids.join(QLatin1Char(' '))};
        for (QString& field : row) {
            if (field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')))
                field = QLatin1Char('"') +
                        field.replace(QLatin1String("\""), QLatin1String("\"\"")) +
                        QLatin1Char('"');
        }
        out << row.join(QLatin1Char(',')) << '\n';
    }
    out.flush();
    if (file.error() != QFileDevice::NoError)
        return ComparePage::tr("Writing %1 failed: %2").arg(path, file.errorString());
    return {};
}

} // namespace cyclelab::app
