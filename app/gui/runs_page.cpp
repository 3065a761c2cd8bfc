#include "app/gui/runs_page.hpp"

#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/report/run_csv.hpp"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace cyclelab::app {

RunsPage::RunsPage(StoreSession* session, RunEditor* editor, QWidget* parent)
    : QWidget(parent), m_session(session), m_editor(editor) {
    auto* outer = new QVBoxLayout(this);
    m_banner = new MessageBanner(this);
    outer->addWidget(m_banner);

    auto* filters = new QHBoxLayout;
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("runFilter"));
    m_text->setPlaceholderText(tr("Filter: campaign name or any text in any column"));
    m_text->setToolTip(tr("Shows the runs whose campaign name, or any column, contains this text "
                          "(case does not matter)"));
    m_text->setClearButtonEnabled(true);
    m_kernel = new QComboBox(this);
    m_kernel->setToolTip(tips::kernel());
    m_benchmark = new QComboBox(this);
    m_benchmark->setToolTip(tips::benchmark());
    m_verdict = new QComboBox(this);
    m_verdict->setToolTip(tips::verdict());
    m_verdict->addItem(tr("Any verdict"), QString());
    m_verdict->addItem(tr("pass"), QStringLiteral("pass"));
    m_verdict->addItem(tr("fail"), QStringLiteral("fail"));
    m_verdict->addItem(tr("inconclusive"), QStringLiteral("inconclusive"));
    m_verdict->addItem(tr("not validated"), QStringLiteral("none"));
    m_count = new QLabel(this);
    m_selectAll = new QPushButton(tr("Select all"), this);
    m_selectAll->setObjectName(QStringLiteral("selectAllRuns"));
    m_selectAll->setToolTip(tr("Select every listed run (Ctrl+A)"));
    m_selectNone = new QPushButton(tr("Select none"), this);
    m_selectNone->setObjectName(QStringLiteral("selectNoRuns"));
    m_selectNone->setToolTip(tr("Clear the selection"));
    m_selectNone->setEnabled(false);
    m_compare = new QPushButton(tr("Compare selected"), this);
    m_compare->setToolTip(tr("Open the selected runs on the Compare page"));
    m_compare->setEnabled(false);
    filters->addWidget(m_text, 2);
    filters->addWidget(m_kernel);
    filters->addWidget(m_benchmark);
    filters->addWidget(m_verdict);
    filters->addWidget(m_count);
    filters->addWidget(m_selectAll);
    filters->addWidget(m_selectNone);
    filters->addWidget(m_compare);
    outer->addLayout(filters);

    m_model = new RunTableModel(this);
    m_proxy = new RunFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("runTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunTableModel::Id, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the first rows only: measuring every cell of thousands of runs held
    // the UI thread for most of a second (tests/gui/gui_stall_bench.cpp).
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setMinimumHeight(140);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &RunsPage::showContextMenu);
    m_detail = new RunDetailPane(session, split);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    outer->addWidget(split, 1);

    connect(m_text, &QLineEdit::textChanged, m_proxy, &RunFilterProxy::setText);
    connect(m_kernel, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setKernel(m_kernel->currentData().toString()); });
    connect(m_benchmark, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setBenchmark(m_benchmark->currentData().toString()); });
    connect(m_verdict, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setVerdict(m_verdict->currentData().toString()); });
    auto updateCount = [this] {
        m_count->setText(tr("%1 of %2 runs").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, updateCount);
    // The detail pane loads the selected runs' samples: one update per burst of selection
    // changes (a held Shift+Down, a drag over many rows), not one per row.
    m_detailUpdate = new QTimer(this);
    m_detailUpdate->setSingleShot(true);
    m_detailUpdate->setInterval(0);
    connect(m_detailUpdate, &QTimer::timeout, this,
            [this] { m_detail->showRuns(selectedRunIds()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunsPage::selectionChanged);
    connect(m_selectAll, &QPushButton::clicked, this, &RunsPage::selectAll);
    connect(m_selectNone, &QPushButton::clicked, this, &RunsPage::selectNone);
    connect(m_compare, &QPushButton::clicked, this,
            [this] { emit compareRequested(selectedRunIds()); });
    connect(m_session, &StoreSession::opened, this, [this] {
        m_opened = true;
        m_fitColumns = true;
        // Perhaps another file.
        releaseOnWorkPool(std::exchange(m_listerStore, std::make_shared<PoolConnection>()));
    });
    connect(m_session, &StoreSession::runsChanged, this, &RunsPage::reload);
    connect(&m_lister, &QFutureWatcher<RunTableModel::Listing>::finished, this,
            &RunsPage::listingDone);
    refillFilters();
    updateCount();
}

RunsPage::~RunsPage() {
    if (m_lister.isRunning()) // a taken result's future never reports finished again
        m_lister.waitForFinished();
}

void RunsPage::reload() {
    if (m_opened || !m_session->isOpen()) {
        m_opened = false;
        ++m_listGeneration;
        m_relistPending = false;
        // The opening listed the runs on the pool; a page built afterwards (a language change)
        // relists them there.
        std::optional<RunTableModel::Listing> listed = m_session->takeOpeningListing();
        if (listed || !m_session->isOpen()) {
            showListing(listed ? std::move(*listed) : RunTableModel::Listing{});
            return;
        }
    }
    if (m_lister.isRunning()) {
        m_relistPending = true; // listingDone() lists again
        return;
    }
    m_lister.setFuture(QtConcurrent::run(
        workPool(), [connection = m_listerStore, path = m_session->path().toStdString()] {
            const std::lock_guard lock(connection->mutex);
            if (connection->ensureOpen(path))
                return RunTableModel::list(connection->store.get());
            RunTableModel::Listing failed;
            failed.error = connection->error;
            return failed;
        }));
    m_listerGenerationStarted = m_listGeneration;
    m_listing = true;
}

void RunsPage::listingDone() {
    RunTableModel::Listing listing = m_lister.future().takeResult();
    m_listing = false;
    if (m_relistPending) {
        m_relistPending = false;
        reload(); // the database changed while this listing ran
        return;
    }
    if (m_listerGenerationStarted == m_listGeneration) // else another database was listed since
        showListing(std::move(listing));
}

void RunsPage::showListing(RunTableModel::Listing listing) {
    qint64 shown = m_detail->runId();
    if (listing.error.isEmpty())
        showFailedCells(listing);
    else
        m_banner->show(MessageBanner::Level::Error,
                       tr("Cannot list the runs: %1").arg(listing.error));
    m_model->setListing(std::move(listing));
    refillFilters();
    // Widths fit the first runs listed from a database only: a relist (one per cell a campaign
    // stores) keeps the widths a user dragged. The fitting (~15 ms on 2,000 runs) gets an
    // event-loop turn of its own rather than lengthening the listing's.
    if (m_model->rowCount() > 0 && std::exchange(m_fitColumns, false))
        QTimer::singleShot(0, m_table, [table = m_table] { table->resizeColumnsToContents(); });
    if (const QList<qint64> wanted = std::exchange(m_selectWhenListed, {}); !wanted.isEmpty())
        selectRows(wanted);
    else if (shown > 0 && !selectRun(shown))
        m_detail->showRun(0);
}

// A cell that failed after its retry stores no runs, so the table alone would leave it out
// without a word: the banner names each one and why.
void RunsPage::showFailedCells(const RunTableModel::Listing& listing) {
    if (!listing.campaignsError.isEmpty()) {
        m_banner->show(MessageBanner::Level::Error,
                       tr("Cannot list the failed cells: %1").arg(listing.campaignsError));
        return;
    }
    const std::vector<core::FailedCell>& failed = listing.failedCells;
    if (failed.empty()) {
        m_banner->clear();
        return;
    }
    QStringList lines;
    for (const auto& f : failed)
        lines << CoreText::text(core::failedCellMessage(f));
    m_banner->show(
        MessageBanner::Level::Warning,
        tr("%n campaign cell(s) failed and stored no runs:", "", static_cast<int>(failed.size())) +
            "\n" + lines.join('\n'));
}

void RunsPage::refillFilters() {
    auto refill = [](QComboBox* combo, const QString& any, const QStringList& values) {
        QString current = combo->currentData().toString();
        QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(any, QString());
        for (const QString& v : values)
            combo->addItem(v, v);
        combo->setCurrentIndex(qMax(0, combo->findData(current)));
    };
    refill(m_kernel, tr("Any kernel"), m_model->kernels());
    refill(m_benchmark, tr("Any benchmark"), m_model->benchmarks());
    m_proxy->setKernel(m_kernel->currentData().toString());
    m_proxy->setBenchmark(m_benchmark->currentData().toString());
}

bool RunsPage::selectRun(qint64 runId) {
    int row = m_model->rowOf(runId);
    if (row < 0)
        return false;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    m_table->selectRow(index.row());
    m_table->scrollTo(index);
    m_detailUpdate->stop(); // one run chosen by the program: shown now, not on the next turn
    m_detail->showRuns(selectedRunIds());
    return true;
}

void RunsPage::selectRuns(const QList<qint64>& runIds) {
    if (relisting())
        m_selectWhenListed = runIds;
    else
        selectRows(runIds);
}

void RunsPage::selectRows(const QList<qint64>& runIds) {
    QItemSelection rows;
    for (qint64 id : runIds) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_model->rowOf(id), 0));
        if (index.isValid())
            rows.select(index, index);
    }
    m_table->selectionModel()->select(rows,
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

void RunsPage::selectAll() {
    m_table->selectAll();
}

void RunsPage::selectNone() {
    m_table->clearSelection();
}

QList<qint64> RunsPage::selectedRunIds() const {
    QList<qint64> ids;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        ids << m_proxy->data(index, RunTableModel::RunIdRole).toLongLong();
    return ids;
}

void RunsPage::selectionChanged() {
    QList<qint64> ids = selectedRunIds();
    m_compare->setEnabled(ids.size() >= 2);
    m_selectNone->setEnabled(!ids.isEmpty());
    m_compare->setToolTip(ids.size() >= 2
                              ? tr("Open the %1 selected runs on the Compare page").arg(ids.size())
                              : tr("Select two or more runs to compare them"));
    m_detailUpdate->start();
}

void RunsPage::exportCsv() {
    if (m_proxy->rowCount() == 0) {
        QMessageBox::information(this, tr("Export runs"),
                                 tr("No runs are listed: nothing to export."));
        return;
    }
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export runs as CSV"), QStringLiteral("runs.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error = writeRunsCsv(path, *m_proxy);
    if (!error.isEmpty())
        QMessageBox::critical(this, tr("Export failed"), error);
}

QString writeRunsCsv(const QString& path, const RunFilterProxy& proxy) {
    // The listed runs in the order shown, with the columns of the report's runs.csv (named as
    // in the JSON), not the table's translated headers: a script reads both files alike.
    const auto* model = qobject_cast<const RunTableModel*>(proxy.sourceModel());
    if (model == nullptr)
        return RunsPage::tr("Cannot write %1: no runs are loaded").arg(path);
    std::vector<core::RunSummary> runs;
    for (int r = 0; r < proxy.rowCount(); ++r)
        runs.push_back(model->summaryAt(proxy.mapToSource(proxy.index(r, 0)).row()));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return RunsPage::tr("Cannot write %1: %2").arg(path, file.errorString());
    const std::string csv = core::runsCsv(runs);
    if (file.write(csv.data(), static_cast<qint64>(csv.size())) !=
            static_cast<qint64>(csv.size()) ||
        !file.flush())
        return RunsPage::tr("Writing %1 failed: %2").arg(path, file.errorString());
    return {};
}

} // namespace cyclelab::app
