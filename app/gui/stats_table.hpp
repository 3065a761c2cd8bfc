#pragma once
// The Compare page's statistics table: each group of runs against a baseline group, per
// benchmark (median change %, 95 % bootstrap CI, Mann-Whitney p, Cliff's delta, verdict: the
// figures of `cyclelab-cli compare`), grouped by a condition or by campaign; rows whose pooled
// runs differ in warm-up, samples per run or firmware are flagged. Sortable by any column,
// copied (Ctrl+C: the selected rows, else all) and exported as CSV. Computed on the work pool.

#include "app/gui/group_statistics.hpp"

#include <QFutureWatcher>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace cyclelab::app {

class StatsTable : public QWidget {
    Q_OBJECT
  public:
    // Columns of the table, in order.
    enum Column {
        Benchmark,
        Group,
        NBaseline,
        NGroup,
        MedianBaseline,
        MedianGroup,
        ChangePct,
        Ci,
        PValue,
        Delta,
        Verdict,
        Flags,
        ColumnCount
    };

    explicit StatsTable(QWidget* parent = nullptr);
    ~StatsTable() override;

    // The runs to compare (shared, never changed), the page's grouping and unit. The table's
    // grouping follows the page's whenever the page's changes; the user may then choose
    // another (campaign among them).
    void setRuns(std::shared_ptr<const std::vector<core::Run>> runs, core::Condition pageGroupBy,
                 core::ValueUnit unit);
    // From the request until its rows are shown (the watcher's finished signal included).
    bool computing() const { return m_pending; }
    const GroupStatistics& statistics() const { return m_stats; }
    QTableWidget* table() const { return m_table; }
    QComboBox* groupingBox() const { return m_grouping; }
    QComboBox* baselineBox() const { return m_baseline; }
    // The rows as CSV, in the table's current order: every row, or the selected ones.
    QString csv(bool selectedOnly) const;
    // Writes csv(false) to `path`; an error message, or empty.
    QString writeCsv(const QString& path) const;

  public slots:
    void copy();
    void exportCsv();

  signals:
    void computed();

  private:
    void compute();
    void done();
    void fill();
    StatsGrouping grouping() const;

    std::shared_ptr<const std::vector<core::Run>> m_runs;
    std::optional<core::Condition> m_pageGroupBy;
    core::ValueUnit m_unit = core::ValueUnit::Cycles;
    GroupStatistics m_stats;
    QFutureWatcher<GroupStatistics> m_watcher;
    bool m_again = false; // asked again while computing
    bool m_pending = false;

    QComboBox* m_grouping = nullptr;
    QComboBox* m_baseline = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_caption = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace cyclelab::app
