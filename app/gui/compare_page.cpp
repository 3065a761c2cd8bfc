#include "app/gui/compare_page.hpp"

#include "app/gui/chart_panel.hpp"
#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/group_statistics.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/stats_table.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/compare/rank_analysis.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTextStream>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cyclelab::app {

namespace {

QString conditionName(core::Condition c) {
    switch (c) {
    case core::Condition::Kernel:
        return ComparePage::tr("kernel");
    case core::Condition::CpuHz:
        return ComparePage::tr("core clock (cpuHz)");
    case core::Condition::Opt:
        return ComparePage::tr("optimisation level");
    case core::Condition::Profile:
        return ComparePage::tr("profile");
    case core::Condition::Board:
        return ComparePage::tr("board");
    case core::Condition::Database:
        return ComparePage::tr("database");
    }
    return {};
}

QString conditionTip(core::Condition c) {
    switch (c) {
    case core::Condition::Kernel:
        return tips::kernel();
    case core::Condition::CpuHz:
        return tips::cpuHz();
    case core::Condition::Opt:
        return tips::opt();
    case core::Condition::Profile:
        return tips::profile();
    case core::Condition::Board:
        return tips::board();
    case core::Condition::Database:
        return ComparePage::tr("The database file each run was read from: add databases with "
                               "Databases ▸ Add database…, then choose a source of each under "
                               "Source and Against");
    }
    return {};
}

} // namespace

ComparePage::ComparePage(StoreSession* session, QWidget* parent)
    : QWidget(parent), m_session(session) {
    auto* outer = new QVBoxLayout(this);
    m_banner = new MessageBanner(this);
    outer->addWidget(m_banner);

    auto* controls = new QHBoxLayout;
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("compareSource"));
    m_source->setToolTip(tr("What to compare: a stored campaign, the runs selected on the Runs "
                            "page, or every run in the database"));
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(24);
    m_group = new QComboBox(this);
    m_across = new QComboBox(this);
    m_across->addItem(tr("(none)"), -1);
    m_group->setObjectName(QStringLiteral("compareGroupBy"));
    for (core::Condition c :
         {core::Condition::Kernel, core::Condition::CpuHz, core::Condition::Opt,
          core::Condition::Profile, core::Condition::Board, core::Condition::Database}) {
        m_group->addItem(conditionName(c), static_cast<int>(c));
        m_group->setItemData(m_group->count() - 1, conditionTip(c), Qt::ToolTipRole);
        m_across->addItem(conditionName(c), static_cast<int>(c));
        m_across->setItemData(m_across->count() - 1, conditionTip(c), Qt::ToolTipRole);
    }
    m_group->setToolTip(tr("The condition compared: one bar, box or series per value"));
    m_across->setToolTip(tr("A second condition: the charts are repeated for each of its values "
                            "and the rank-flip table shows where the order of the groups changes "
                            "between them"));
    m_unit = new QComboBox(this);
    m_unit->addItem(tr("cycles"), static_cast<int>(core::ValueUnit::Cycles));
    m_unit->addItem(tr("ns"), static_cast<int>(core::ValueUnit::Ns));
    m_unit->setToolTip(tr("Cycles compare code paths; ns include the clock (ns = cycles / cpuHz)"));
    m_exportCharts = new QPushButton(tr("Export charts…"), this);
    m_exportCharts->setToolTip(tr("Write every chart (with title and caption) to a folder as PNG, "
                                  "SVG or PDF (Ctrl+E)"));
    m_exportCsv = new QPushButton(tr("Export CSV…"), this);
    m_exportCsv->setToolTip(tr("Write the comparison table (per benchmark and group) as CSV"));
    m_writeReport = new QPushButton(tr("Write report…"), this);
    m_writeReport->setObjectName(QStringLiteral("writeReport"));
    m_writeReport->setToolTip(tr("Write the report of these runs into a folder, as cyclelab-cli "
                                 "report does: report.md and report.html with condition tables, "
                                 "rank flips and charts, plus runs.csv and runs.json"));
    controls->addWidget(new QLabel(tr("Source:"), this));
    controls->addWidget(m_source, 2);
    controls->addWidget(new QLabel(tr("Group by:"), this));
    controls->addWidget(m_group);
    controls->addWidget(new QLabel(tr("Across:"), this));
    controls->addWidget(m_across);
    controls->addWidget(new QLabel(tr("Unit:"), this));
    controls->addWidget(m_unit);
    controls->addStretch(1);
    controls->addWidget(m_exportCharts);
    controls->addWidget(m_exportCsv);
    controls->addWidget(m_writeReport);
    outer->addLayout(controls);
    outer->addLayout(againstRow());
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    outer->addWidget(m_summary);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* content = new QWidget(scroll);
    auto* contentLayout = new QVBoxLayout(content);
    m_empty = new QLabel(content);
    m_empty->setObjectName(QStringLiteral("compareEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setMinimumHeight(120);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->hide();
    contentLayout->addWidget(m_empty);
    m_grid = new QGridLayout;
    m_grid->setColumnStretch(0, 1);
    m_grid->setColumnStretch(1, 1);
    contentLayout->addLayout(m_grid);
    m_stats = new StatsTable(content);
    contentLayout->addWidget(m_stats);
    m_flipCaption = new QLabel(content);
    m_flipCaption->setWordWrap(true);
    contentLayout->addWidget(m_flipCaption);
    m_flips = new QTableWidget(content);
    m_flips->setObjectName(QStringLiteral("rankFlips"));
    m_flips->setColumnCount(6);
    m_flips->setHorizontalHeaderLabels({tr("Benchmark"), tr("Faster at first"),
                                        tr("Slower at first"), tr("First"), tr("Second"),
                                        tr("Medians (A/B → A/B)")});
    m_flips->horizontalHeader()->setStretchLastSection(true);
    m_flips->verticalHeader()->setVisible(false);
    m_flips->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_flips->setMinimumHeight(160);
    contentLayout->addWidget(m_flips);
    contentLayout->addStretch(1);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);

    connect(m_source, &QComboBox::activated, this, &ComparePage::sourceChosen);
    connect(m_against, &QComboBox::activated, this, &ComparePage::sourceChosen);
    connect(&m_databaseOpener, &QFutureWatcher<OpenedDatabase>::finished, this,
            &ComparePage::databaseOpened);
    connect(m_group, &QComboBox::activated, this, &ComparePage::rebuild);
    connect(m_across, &QComboBox::activated, this, &ComparePage::rebuild);
    connect(m_unit, &QComboBox::activated, this, &ComparePage::rebuild);
    connect(m_exportCharts, &QPushButton::clicked, this, &ComparePage::exportCharts);
    connect(m_exportCsv, &QPushButton::clicked, this, &ComparePage::exportCsv);
    connect(m_writeReport, &QPushButton::clicked, this, &ComparePage::chooseReportFolder);
    connect(&m_report, &QFutureWatcher<ReportOutcome>::finished, this, &ComparePage::reportDone);
    // A database opened (perhaps the same file, replaced): the loads connect anew; a load still
    // running keeps the connection it has.
    connect(m_session, &StoreSession::opened, this, &ComparePage::connectLoader);
    connect(m_session, &StoreSession::runsChanged, this, &ComparePage::reloadSources);
    connect(&m_loader, &QFutureWatcher<Loaded>::finished, this, &ComparePage::runsDone);
    connect(&m_analyser, &QFutureWatcher<Analysis>::finished, this, &ComparePage::analysisDone);
    connect(&m_sourceLister, &QFutureWatcher<ListedSources>::finished, this,
            &ComparePage::sourcesListed);
    if (m_session->isOpen())
        connectLoader();
    reloadSources();
}

ComparePage::~ComparePage() {
    // Only while running: a future whose result was taken never reports finished again.
    if (m_loader.isRunning())
        m_loader.waitForFinished();
    if (m_sourceLister.isRunning())
        m_sourceLister.waitForFinished();
    if (m_databaseOpener.isRunning())
        m_databaseOpener.waitForFinished();
    if (m_analyser.isRunning())
        m_analyser.waitForFinished();
    // A report draws its charts on this thread: let its pending request through, then wait.
    *m_reportCancelled = true;
    while (m_report.isRunning())
        QCoreApplication::sendPostedEvents(QCoreApplication::instance(), QEvent::MetaCall);
    m_report.waitForFinished();
}

bool ComparePage::loading() const {
    return m_busy || m_stats->computing() ||
           (m_listingSources && (isVisible() || m_after != AfterListing::Reload));
}

QString ComparePage::summaryText() const {
    return m_summary->text();
}

core::Condition ComparePage::groupBy() const {
    return static_cast<core::Condition>(m_group->currentData().toInt());
}

std::optional<core::Condition> ComparePage::across() const {
    int v = m_across->currentData().toInt();
    if (v < 0 || static_cast<core::Condition>(v) == groupBy())
        return std::nullopt;
    return static_cast<core::Condition>(v);
}

void ComparePage::rebuild() {
    analyse(false);
}

void ComparePage::analyse(bool afterLoad) {
    m_busy = true;
    m_pendingAfterLoad = m_pendingAfterLoad || afterLoad;
    if (m_analyser.isRunning()) {
        m_reanalysePending = true; // analysisDone() starts the newest choices
        return;
    }
    const bool emitLoaded = m_pendingAfterLoad;
    m_pendingAfterLoad = false;
    core::ChartPlanOptions options;
    options.groupBy = groupBy();
    options.across = across();
    options.barUnit = options.boxUnit = static_cast<core::ValueUnit>(m_unit->currentData().toInt());
    options.maxPerKind = kMaxChartsPerKind;
    if (!m_set->runs.empty())
        m_summary->setText(tr("Analysing %n run(s)…", "", static_cast<int>(m_set->runs.size())));
    m_analyser.setFuture(QtConcurrent::run(
        workPool(), [set = m_set, options, generation = ++m_analysisGeneration, emitLoaded] {
            Analysis a;
            a.generation = generation;
            a.afterLoad = emitLoaded;
            const std::vector<core::Run>& runs = set->runs;
            a.comparison = core::buildComparison(core::pointersTo(runs), set->sorted,
                                                 options.groupBy, core::Pooling::summariesOnly());
            if (!runs.empty())
                a.plan = core::planCharts(runs, set->sorted, options);
            if (options.across && !runs.empty())
                a.ranks = core::analyzeRanks(runs, set->sorted, options.groupBy, *options.across,
                                             options.barUnit);
            return a;
        }));
}

void ComparePage::analysisDone() {
    Analysis a = m_analyser.future().takeResult();
    if (m_reanalysePending) {
        m_reanalysePending = false;
        m_pendingAfterLoad = m_pendingAfterLoad || a.afterLoad;
        analyse(false);
        return;
    }
    if (a.generation != m_analysisGeneration)
        return;
    m_busy = m_loader.isRunning() || m_reloadPending;
    m_comparison = std::move(a.comparison);
    buildCharts(std::move(a.plan));
    buildFlips(a.ranks);
    const bool have = !m_charts.isEmpty();
    m_exportCharts->setEnabled(have);
    m_exportCsv->setEnabled(!m_comparison.cells.empty());
    // The report reads one database (core::writeReport, as cyclelab-cli report).
    m_writeReport->setEnabled(!m_set->runs.empty() && !writingReport() && !readsOtherDatabases());
    showEmptyReason();
    if (m_set->runs.empty()) {
        m_summary->clear(); // the chart area says why
    } else {
        QString text = tr("%1 runs, %2 benchmarks, %3 groups. Fixed conditions: %4")
                           .arg(m_set->runs.size())
                           .arg(m_comparison.benchmarks.size())
                           .arg(m_comparison.groups.size())
                           .arg(CoreText::text(m_comparison.caption));
        // Pooled into one figure, yet not the same: said, not taken as shared.
        QStringList differs;
        for (const PoolDifference& d : pooledDifferences(core::pointersTo(m_set->runs), groupBy()))
            differs << said(d);
        if (!differs.isEmpty())
            text += QLatin1Char(' ') +
                    tr("⚑ Not shared by all runs: %1.").arg(differs.join(QStringLiteral("; ")));
        m_summary->setText(text);
    }
    m_stats->setVisible(!m_set->runs.empty());
    m_stats->setRuns(std::shared_ptr<const std::vector<core::Run>>(m_set, &m_set->runs), groupBy(),
                     static_cast<core::ValueUnit>(m_unit->currentData().toInt()));
    if (a.afterLoad)
        emit runsLoaded();
}

} // namespace cyclelab::app
