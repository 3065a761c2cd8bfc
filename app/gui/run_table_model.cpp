#include "app/gui/run_table_model.hpp"

#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"

#include <QDateTime>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>
#include <set>

namespace cyclelab::app {

namespace {
QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
} // namespace

QString verdictText(const core::Run& run) {
    return run.validation ? qs(core::toString(run.validation->verdict)) : QStringLiteral("none");
}

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

RunTableModel::Listing RunTableModel::list(const core::RunStore* store) {
    Listing out;
    if (!store)
        return out;
    if (auto campaigns = store->listCampaigns()) {
        for (const auto& c : *campaigns) {
            out.campaignNames[c.id] = QString::fromStdString(c.spec.name);
            if (auto note = store->campaignNote(c.id); note && !note->empty())
                out.campaignNotes[c.id] = QString::fromStdString(*note);
        }
        out.failedCells = core::failedCells(*campaigns);
    } else {
        out.campaignsError = CoreText::error(campaigns.error());
    }
    if (auto runs = store->listRuns())
        out.runs = std::move(runs).value();
    else
        out.error = CoreText::error(runs.error());
    // Newest first: what a user just measured is what they look for.
    std::reverse(out.runs.begin(), out.runs.end());
    return out;
}

void RunTableModel::setListing(Listing listing) {
    beginResetModel();
    m_runs = std::move(listing.runs);
    m_campaignNames = std::move(listing.campaignNames);
    m_campaignNotes = std::move(listing.campaignNotes);
    endResetModel();
}

QString RunTableModel::campaignName(qint64 campaignId) const {
    auto it = m_campaignNames.find(campaignId);
    return it == m_campaignNames.end() ? QString() : it->second;
}

QString RunTableModel::campaignNote(qint64 campaignId) const {
    auto it = m_campaignNotes.find(campaignId);
    return it == m_campaignNotes.end() ? QString() : it->second;
}

QString RunTableModel::reload(const core::RunStore* store) {
    Listing listing = list(store);
    QString error = listing.error;
    setListing(std::move(listing));
    return error;
}

int RunTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int RunTableModel::rowOf(qint64 runId) const {
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        if (m_runs[i].run.id == runId)
            return static_cast<int>(i);
    }
    return -1;
}

QStringList RunTableModel::kernels() const {
    std::set<QString> names;
    for (const auto& s : m_runs)
        names.insert(QString::fromStdString(s.run.build.kernel.name));
    return {names.begin(), names.end()};
}

QStringList RunTableModel::benchmarks() const {
    std::set<QString> names;
    for (const auto& s : m_runs)
        names.insert(QString::fromStdString(s.run.benchmark.id));
    return {names.begin(), names.end()};
}

QVariant RunTableModel::display(const core::RunSummary& s, int column) const {
    const core::Run& r = s.run;
    const auto& st = s.stats;
    switch (column) {
    case Id:
        return QVariant::fromValue<qint64>(r.id);
    case Campaign: {
        if (r.campaignId <= 0)
            return {};
        // The id and the name: the text filter finds runs by either.
        auto it = m_campaignNames.find(r.campaignId);
        return it == m_campaignNames.end() || it->second.isEmpty()
                   ? QString::number(r.campaignId)
                   : QStringLiteral("%1 · %2").arg(r.campaignId).arg(it->second);
    }
    case Board:
        return QString::fromStdString(r.build.boardId);
    case Kernel:
        return QString::fromStdString(r.build.kernel.name);
    case Profile:
        return qs(core::toString(r.build.kernel.profile));
    case Opt:
        return qs(core::toString(r.build.opt));
    case CpuMHz:
        return QString::number(static_cast<double>(r.build.clock.cpuHz) / 1e6, 'g', 4);
    case Benchmark:
        return QString::fromStdString(r.benchmark.key());
    case Samples:
        return st ? QVariant::fromValue<qulonglong>(st->n) : QVariant();
    case Min:
        return st ? QVariant(st->min) : QVariant();
    case Median:
        return st ? QVariant(QString::number(st->median, 'f', 1)) : QVariant();
    case Mean:
        return st ? QVariant(QString::number(st->mean, 'f', 1)) : QVariant();
    case P99:
        return st ? QVariant(QString::number(st->p99, 'f', 1)) : QVariant();
    case Max:
        return st ? QVariant(st->max) : QVariant();
    case CycleSource:
        return QString::fromStdString(r.cycleSource);
    case Verdict:
        return CoreText::verdictOf(r); // the filter uses VerdictRole, in English
    case Status:
        return qs(core::toString(r.status));
    case Started:
        return QDateTime::fromMSecsSinceEpoch(r.startedAtMs)
            .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    case Name:
        return QString::fromStdString(s.name);
    }
    return {};
}

QVariant RunTableModel::sortValue(const core::RunSummary& s, int column) const {
    const auto& st = s.stats;
    switch (column) {
    case Campaign:
        return QVariant::fromValue<qint64>(s.run.campaignId);
    case CpuMHz:
        return QVariant::fromValue<qulonglong>(s.run.build.clock.cpuHz);
    case Median:
        return st ? st->median : -1.0;
    case Mean:
        return st ? st->mean : -1.0;
    case P99:
        return st ? st->p99 : -1.0;
    case Started:
        return QVariant::fromValue<qint64>(s.run.startedAtMs);
    default:
        return display(s, column);
    }
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::RunSummary& s = m_runs[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case SortRole:
        return sortValue(s, index.column());
    case KernelRole:
        return QString::fromStdString(s.run.build.kernel.name);
    case BenchmarkRole:
        return QString::fromStdString(s.run.benchmark.id);
    case VerdictRole:
        return verdictText(s.run);
    case RunIdRole:
        return QVariant::fromValue<qint64>(s.run.id);
    case CampaignNameRole: {
        auto it = m_campaignNames.find(s.run.campaignId);
        return it == m_campaignNames.end() ? QString() : it->second;
    }
    case Qt::TextAlignmentRole:
        if (index.column() >= Samples && index.column() <= Max)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Verdict && s.run.validation &&
            s.run.validation->verdict == core::Verdict::Fail)
            return QColor(220, 50, 47);
        if (index.column() == Status && s.run.status != core::RunStatus::Ok)
            return QColor(220, 50, 47);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Verdict && s.run.validation)
            return CoreText::verdictReason(s.run.validation->reason);
        if (index.column() == Status && !s.run.statusReason.empty())
            return QString::fromStdString(s.run.statusReason);
        if (index.column() == Name && !s.note.empty())
            return QString::fromStdString(s.note);
        if (index.column() == Campaign && !campaignNote(s.run.campaignId).isEmpty())
            return campaignNote(s.run.campaignId);
        return {};
    }
    return {};
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Id:
            return tr("Run");
        case Campaign:
            return tr("Campaign");
        case Board:
            return tr("Board");
        case Kernel:
            return tr("Kernel");
        case Profile:
            return tr("Profile");
        case Opt:
            return tr("Opt");
        case CpuMHz:
            return tr("MHz");
        case Benchmark:
            return tr("Benchmark");
        case Samples:
            return tr("n");
        case Min:
            return tr("Min");
        case Median:
            return tr("Median");
        case Mean:
            return tr("Mean");
        case P99:
            return tr("p99");
        case Max:
            return tr("Max");
        case CycleSource:
            return tr("Cycle source");
        case Verdict:
            return tr("Verdict");
        case Status:
            return tr("Status");
        case Started:
            return tr("Started");
        case Name:
            return tr("Name");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Kernel:
            return tips::kernel();
        case Profile:
            return tips::profile();
        case Opt:
            return tips::opt();
        case CpuMHz:
            return tips::cpuHz();
        case Benchmark:
            return tips::benchmark();
        case Samples:
            return tips::samples();
        case Min:
            return tr("Fastest sample in cycles: the ideal path");
        case Median:
            return tr("Typical cost in cycles");
        case P99:
            return tr("99th percentile in cycles: jitter");
        case Max:
            return tr("Slowest sample in cycles: worst observed jitter");
        case CycleSource:
            return tips::cycleSource();
        case Verdict:
            return tips::verdict();
        case Status:
            return tr("ok, or implausible (its samples cannot be true; the reason says why)");
        }
    }
    return {};
}

RunFilterProxy::RunFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(RunTableModel::SortRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void RunFilterProxy::setText(const QString& text) {
    m_text = text.trimmed();
    invalidateFilter();
}

void RunFilterProxy::setKernel(const QString& kernel) {
    m_kernel = kernel;
    invalidateFilter();
}

void RunFilterProxy::setBenchmark(const QString& benchmark) {
    m_benchmark = benchmark;
    invalidateFilter();
}

void RunFilterProxy::setVerdict(const QString& verdict) {
    m_verdict = verdict;
    invalidateFilter();
}

bool RunFilterProxy::filterAcceptsRow(int row, const QModelIndex& parent) const {
    QAbstractItemModel* m = sourceModel();
    QModelIndex first = m->index(row, 0, parent);
    if (!m_kernel.isEmpty() && m->data(first, RunTableModel::KernelRole).toString() != m_kernel)
        return false;
    if (!m_benchmark.isEmpty() &&
        m->data(first, RunTableModel::BenchmarkRole).toString() != m_benchmark)
        return false;
    if (!m_verdict.isEmpty() && m->data(first, RunTableModel::VerdictRole).toString() != m_verdict)
        return false;
    if (m_text.isEmpty())
        return true;
    if (m->data(first, RunTableModel::CampaignNameRole)
            .toString()
            .contains(m_text, Qt::CaseInsensitive))
        return true;
    // The notes, run's and campaign's, are found too.
    for (const int c : {int(RunTableModel::Name), int(RunTableModel::Campaign)})
        if (m->data(m->index(row, c, parent), Qt::ToolTipRole)
                .toString()
                .contains(m_text, Qt::CaseInsensitive))
            return true;
    for (int c = 0; c < m->columnCount(parent); ++c) {
        if (m->data(m->index(row, c, parent), Qt::DisplayRole)
                .toString()
                .contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace cyclelab::app
