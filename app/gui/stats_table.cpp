#include "app/gui/stats_table.hpp"

#include "app/gui/work_pool.hpp"
#include "core/common/units.hpp"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTableWidget>
#include <QTextStream>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>
#include <set>

namespace cyclelab::app {

namespace {

constexpr int kRowIndexRole = Qt::UserRole; // index into GroupStatistics::rows (column 0)
constexpr int kSortRole = Qt::UserRole + 1; // the exact number a numeric column sorts by
constexpr int kCampaign = -1;               // the grouping box's value for "campaign"

// Sorts by the number behind the text ("1.2e-05" and "< 0.001" sort as numbers); text
// columns and cells without a number sort by their text.
class StatsItem : public QTableWidgetItem {
  public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        const QVariant a = data(kSortRole), b = other.data(kSortRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        if (a.isValid() != b.isValid())
            return a.isValid(); // figures before rows without them
        return QTableWidgetItem::operator<(other);
    }
};

// The verdict as the CLI names it, in the user's language.
QString verdictWord(core::ChangeVerdict verdict) {
    switch (verdict) {
    case core::ChangeVerdict::NoChange:
        return StatsTable::tr("no change");
    case core::ChangeVerdict::Regression:
        return StatsTable::tr("regression");
    case core::ChangeVerdict::Improvement:
        return StatsTable::tr("improvement");
    }
    return {};
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString fixed(double v, int decimals) {
    return qs(core::formatFixed(v, decimals));
}

QString csvField(QString field) {
    if (field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')))
        field = QLatin1Char('"') + field.replace(QLatin1String("\""), QLatin1String("\"\"")) +
                QLatin1Char('"');
    return field;
}

QString ids(const std::vector<std::int64_t>& list) {
    QStringList out;
    for (std::int64_t id : list)
        out << QString::number(id);
    return out.join(QLatin1Char(' '));
}

} // namespace

StatsTable::StatsTable(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* controls = new QHBoxLayout;
    m_grouping = new QComboBox(this);
    m_grouping->setObjectName(QStringLiteral("statsGrouping"));
    const std::pair<QString, int> choices[] = {
        {tr("kernel"), static_cast<int>(core::Condition::Kernel)},
        {tr("core clock (cpuHz)"), static_cast<int>(core::Condition::CpuHz)},
        {tr("optimisation level"), static_cast<int>(core::Condition::Opt)},
        {tr("profile"), static_cast<int>(core::Condition::Profile)},
        {tr("board"), static_cast<int>(core::Condition::Board)},
        {tr("database"), static_cast<int>(core::Condition::Database)},
        {tr("campaign"), kCampaign}};
    for (const auto& [name, value] : choices)
        m_grouping->addItem(name, value);
    m_grouping->setToolTip(
        tr("What the statistics compare: a condition, the database each run was read from (add "
           "databases with the Compare page's Databases button), or the campaign each run "
           "belongs to"));
    m_baseline = new QComboBox(this);
    m_baseline->setObjectName(QStringLiteral("statsBaseline"));
    m_baseline->setToolTip(tr("The group every other group is compared with"));
    m_copy = new QPushButton(tr("Copy"), this);
    m_copy->setToolTip(tr("Copy the selected rows (or all) as CSV (Ctrl+C in the table)"));
    m_export = new QPushButton(tr("Export statistics…"), this);
    m_export->setToolTip(tr("Write the statistics table as CSV"));
    controls->addWidget(new QLabel(tr("Statistics by:"), this));
    controls->addWidget(m_grouping);
    controls->addWidget(new QLabel(tr("Baseline:"), this));
    controls->addWidget(m_baseline, 1);
    controls->addStretch(1);
    controls->addWidget(m_copy);
    controls->addWidget(m_export);
    layout->addLayout(controls);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("statsTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Benchmark"), tr("Group"), tr("n baseline"),
                                        tr("n group"), tr("Median baseline"), tr("Median group"),
                                        tr("Change %"), tr("95% CI of the difference"), tr("p"),
                                        tr("Cliff's δ"), tr("Verdict"), tr("Differs (flagged)")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSortingEnabled(true);
    m_table->setMinimumHeight(180);
    layout->addWidget(m_table);
    auto* copyKey = new QShortcut(QKeySequence::Copy, m_table);
    copyKey->setContext(Qt::WidgetShortcut);
    connect(copyKey, &QShortcut::activated, this, &StatsTable::copy);
    connect(m_copy, &QPushButton::clicked, this, &StatsTable::copy);
    connect(m_export, &QPushButton::clicked, this, &StatsTable::exportCsv);
    connect(m_grouping, &QComboBox::activated, this, &StatsTable::compute);
    connect(m_baseline, &QComboBox::activated, this, &StatsTable::compute);
    connect(&m_watcher, &QFutureWatcher<GroupStatistics>::finished, this, &StatsTable::done);
}

StatsTable::~StatsTable() {
    if (m_watcher.isRunning())
        m_watcher.waitForFinished();
}

StatsGrouping StatsTable::grouping() const {
    const int value = m_grouping->currentData().toInt();
    if (value == kCampaign)
        return {};
    return {static_cast<core::Condition>(value)};
}

void StatsTable::setRuns(std::shared_ptr<const std::vector<core::Run>> runs,
                         core::Condition pageGroupBy, core::ValueUnit unit) {
    m_runs = std::move(runs);
    m_unit = unit;
    if (m_pageGroupBy != pageGroupBy) {
        m_pageGroupBy = pageGroupBy;
        m_grouping->setCurrentIndex(m_grouping->findData(static_cast<int>(pageGroupBy)));
    }
    compute();
}

void StatsTable::compute() {
    if (m_watcher.isRunning()) {
        m_again = true; // done() computes the newest choices
        return;
    }
    if (!m_runs)
        return;
    m_pending = true;
    m_caption->setText(tr("Computing the statistics…"));
    m_watcher.setFuture(QtConcurrent::run(
        workPool(),
        [runs = m_runs, grouping = grouping(), baseline = m_baseline->currentText().toStdString(),
         unit = m_unit] { return groupStatistics(*runs, grouping, baseline, unit); }));
}

void StatsTable::done() {
    GroupStatistics result = m_watcher.future().takeResult();
    if (std::exchange(m_again, false)) {
        compute();
        return;
    }
    m_pending = false;
    m_stats = std::move(result);
    m_baseline->clear();
    for (const std::string& group : m_stats.groups)
        m_baseline->addItem(qs(group));
    m_baseline->setCurrentText(qs(m_stats.baseline));
    fill();
    emit computed();
}

void StatsTable::fill() {
    m_table->setSortingEnabled(false);
    m_table->setRowCount(static_cast<int>(m_stats.rows.size()));
    int flagged = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const StatsRow& s = m_stats.rows[static_cast<std::size_t>(row)];
        QString texts[ColumnCount];
        std::optional<double> keys[ColumnCount];
        texts[Benchmark] = qs(s.benchmark);
        texts[Group] = qs(s.group);
        if (const auto& r = s.compared.result) {
            const std::pair<Column, std::pair<double, QString>> numbers[] = {
                {NBaseline, {double(r->nA), QString::number(r->nA)}},
                {NGroup, {double(r->nB), QString::number(r->nB)}},
                {MedianBaseline, {r->medianA, fixed(r->medianA, 1)}},
                {MedianGroup, {r->medianB, fixed(r->medianB, 1)}},
                {ChangePct, {r->changePct, fixed(r->changePct, 2)}},
                {Ci,
                 {r->ci.low,
                  QStringLiteral("[%1, %2]").arg(fixed(r->ci.low, 1), fixed(r->ci.high, 1))}},
                {PValue, {r->test.pTwoSided, qs(core::formatPValue(r->test.pTwoSided))}},
                {Delta, {r->cliffsDelta, fixed(r->cliffsDelta, 3)}}};
            for (const auto& [column, value] : numbers) {
                keys[column] = value.first;
                texts[column] = value.second;
            }
            texts[Verdict] = verdictWord(r->verdict);
        } else {
            texts[Verdict] = qs(s.compared.note);
        }
        QStringList differs;
        for (const PoolDifference& d : s.differences)
            differs << said(d);
        if (!differs.isEmpty()) {
            ++flagged;
            texts[Flags] = QStringLiteral("⚑ ") + differs.join(QStringLiteral("; "));
        }
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new StatsItem(texts[c]);
            if (keys[c])
                item->setData(kSortRole, *keys[c]);
            if (c == Benchmark)
                item->setData(kRowIndexRole, row);
            if (c == Flags && !differs.isEmpty())
                item->setToolTip(tr("The runs pooled here do not share: %1")
                                     .arg(differs.join(QStringLiteral("; "))));
            m_table->setItem(row, c, item);
        }
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
    m_copy->setEnabled(!m_stats.rows.empty());
    m_export->setEnabled(!m_stats.rows.empty());
    if (m_stats.groups.size() < 2) {
        m_caption->setText(tr("Statistics: one group only, nothing to compare with the baseline. "
                              "Choose another grouping."));
        return;
    }
    m_caption->setText(
        tr("Each group against the baseline %1, in %2: median change, 95% bootstrap CI of the "
           "median difference (%3 resamples), two-sided Mann-Whitney p and Cliff's δ (> 0: "
           "slower), the verdict at ±%4 % and p < %5, as cyclelab-cli compare computes them. "
           "%n row(s) flagged ⚑: their runs differ in warm-up, samples per run or firmware, or "
           "(runs of several databases) in board or in what a cycle is.",
           "", flagged)
            .arg(qs(m_stats.baseline), qs(std::string(core::toString(m_stats.options.unit))))
            .arg(m_stats.options.bootstrapIterations)
            .arg(m_stats.options.thresholdPct)
            .arg(m_stats.options.alpha));
}

QString StatsTable::csv(bool selectedOnly) const {
    std::set<int> selected;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        selected.insert(index.row());
    const QString groupBy = m_stats.grouping.condition
                                ? qs(std::string(core::toString(*m_stats.grouping.condition)))
                                : QStringLiteral("campaign");
    auto num = [](double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', 10); };
    QString out = QStringLiteral(
        "benchmark,groupBy,baseline,group,unit,nBaseline,nGroup,medianBaseline,medianGroup,"
        "changePct,ciLow,ciHigh,pValue,cliffsDelta,verdict,differences,baselineRunIds,"
        "groupRunIds\n");
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (selectedOnly && !selected.empty() && !selected.contains(row))
            continue;
        const int index = m_table->item(row, Benchmark)->data(kRowIndexRole).toInt();
        const StatsRow& s = m_stats.rows[static_cast<std::size_t>(index)];
        const auto& r = s.compared.result;
        QStringList differs;
        for (const PoolDifference& d : s.differences)
            differs << qs(english(d));
        const QStringList fields = {qs(s.benchmark),
                                    groupBy,
                                    qs(m_stats.baseline),
                                    qs(s.group),
                                    qs(std::string(core::toString(m_stats.options.unit))),
                                    r ? QString::number(r->nA) : QString(),
                                    r ? QString::number(r->nB) : QString(),
                                    r ? num(r->medianA) : QString(),
                                    r ? num(r->medianB) : QString(),
                                    r ? num(r->changePct) : QString(),
                                    r ? num(r->ci.low) : QString(),
                                    r ? num(r->ci.high) : QString(),
                                    r ? num(r->test.pTwoSided) : QString(),
                                    r ? num(r->cliffsDelta) : QString(),
                                    r ? qs(std::string(core::toString(r->verdict)))
                                      : qs(s.compared.note),
                                    differs.join(QStringLiteral("; ")),
                                    ids(s.compared.runsA),
                                    ids(s.compared.runsB)};
        QStringList escaped;
        for (const QString& f : fields)
            escaped << csvField(f);
        out += escaped.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

void StatsTable::copy() {
    QApplication::clipboard()->setText(csv(true));
}

QString StatsTable::writeCsv(const QString& path) const {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    QTextStream(&file) << csv(false);
    file.close();
    if (file.error() != QFileDevice::NoError)
        return tr("Writing %1 failed: %2").arg(path, file.errorString());
    return {};
}

void StatsTable::exportCsv() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export statistics as CSV"),
                                     QStringLiteral("statistics.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString error = writeCsv(path); !error.isEmpty())
        QMessageBox::critical(this, tr("Export failed"), error);
}

} // namespace cyclelab::app
