#pragma once
// The stored runs as a table (one row per run, statistics from the store's cache) and the
// proxy that filters them by free text, kernel, benchmark and verdict.

#include "core/campaign/failed_cells.hpp"
#include "core/store/run_store.hpp"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <map>
#include <vector>

namespace cyclelab::app {

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        Id,
        Campaign,
        Board,
        Kernel,
        Profile,
        Opt,
        CpuMHz,
        Benchmark,
        Samples,
        Min,
        Median,
        Mean,
        P99,
        Max,
        CycleSource,
        Verdict,
        Status,
        Started,
        Name, // the lab's name for the run; its note in the tooltip
        ColumnCount
    };
    // Roles for the proxy: the raw value to sort by, and the filter fields.
    enum Role {
        SortRole = Qt::UserRole + 1,
        KernelRole,
        BenchmarkRole,
        VerdictRole,
        RunIdRole,
        CampaignNameRole // the stored campaign's name: the text filter finds runs by it
    };

    explicit RunTableModel(QObject* parent = nullptr);

    // What the table shows, read from a store on any thread (listing 2,000 runs takes tens of
    // milliseconds: the Runs page relists on a pool thread while a campaign stores cells).
    struct Listing {
        std::vector<core::RunSummary> runs; // newest first
        std::map<qint64, QString> campaignNames;
        std::map<qint64, QString> campaignNotes;
        QString error; // empty on success
        // Read with the runs for the Runs page's banner: the campaign cells that failed and
        // stored no runs, or why the campaigns could not be listed.
        std::vector<core::FailedCell> failedCells;
        QString campaignsError;
    };
    static Listing list(const core::RunStore* store);
    void setListing(Listing listing);
    // list() and setListing() at once (nullptr: empty). Returns the error message, empty on
    // success.
    QString reload(const core::RunStore* store);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const core::RunSummary& summaryAt(int row) const {
        return m_runs.at(static_cast<std::size_t>(row));
    }
    int rowOf(qint64 runId) const;
    QString campaignName(qint64 campaignId) const;
    QString campaignNote(qint64 campaignId) const;
    QStringList kernels() const;
    QStringList benchmarks() const;

  private:
    QVariant display(const core::RunSummary& s, int column) const;
    QVariant sortValue(const core::RunSummary& s, int column) const;

    std::vector<core::RunSummary> m_runs;
    std::map<qint64, QString> m_campaignNames;
    std::map<qint64, QString> m_campaignNotes;
};

class RunFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
  public:
    explicit RunFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setKernel(const QString& kernel);       // empty: any
    void setBenchmark(const QString& benchmark); // empty: any
    void setVerdict(const QString& verdict);     // empty: any; "none" = not validated

  protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

  private:
    QString m_text, m_kernel, m_benchmark, m_verdict;
};

// "pass" / "fail" / "inconclusive", or "none" when the run was not validated.
QString verdictText(const core::Run& run);

} // namespace cyclelab::app
