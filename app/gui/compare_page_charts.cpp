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
        const std::string title = CoreText::chartTitle(core::viewTitle(planned.view)).toStdString();
        const std::string caption =
            CoreText::chartCaption(core::viewCaption(planned.view)).toStdString();
        auto* panel = new ChartPanel(ChartSpec{std::move(planned.view), title, caption});
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
            .arg(m_across->currentText(), CoreText::chartCaption(ranks.caption)));
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
    const QStringList formats = {QStringLiteral("png"), QStringLiteral("svg"),
                                 QStringLiteral("pdf")};
    bool ok = false;
    QString format =
        QInputDialog::getItem(this, tr("Export charts"), tr("Format:"), formats, 0, false, &ok);
    if (!ok)
        return;
    QString dir = QFileDialog::getExistingDirectory(this, tr("Export charts to folder"));
    if (dir.isEmpty())
        return;
    QStringList failed;
    for (ChartPanel* panel : m_charts) {
        QString path = QDir(dir).filePath(panel->fileStem() + QLatin1Char('.') + format);
        if (core::Status st = panel->exportTo(path); !st)
            failed << qs(st.error().message);
    }
    if (!failed.isEmpty())
        QMessageBox::critical(this, tr("Export failed"), failed.join(QLatin1Char('\n')));
    else
        m_banner->show(MessageBanner::Level::Info,
                       tr("%1 charts written to %2").arg(m_charts.size()).arg(dir));
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
