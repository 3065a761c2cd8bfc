#pragma once
// Runs page: every stored run in a sortable, filterable table, and the selected run's
// statistics, histogram, counter-vs-analyzer agreement, verdict and serial log.

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace cyclelab::app {

class MessageBanner;
class RunDetailPane;
class RunFilterProxy;
class RunTableModel;
class StoreSession;

class RunsPage : public QWidget {
    Q_OBJECT
  public:
    explicit RunsPage(StoreSession* session, QWidget* parent = nullptr);

    RunTableModel* model() const { return m_model; }
    RunFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QLineEdit* filterEdit() const { return m_text; }
    RunDetailPane* detail() const { return m_detail; }
    // The page's message strip: a listing error, or the campaign cells that failed and stored
    // no runs, with their reasons.
    MessageBanner* banner() const { return m_banner; }
    // Selects the run in the table (and shows it); false when it is not listed.
    bool selectRun(qint64 runId);
    QList<qint64> selectedRunIds() const;

  public slots:
    void reload();
    // Every listed run (those the filters pass), or none.
    void selectAll();
    void selectNone();
    // Writes the rows that pass the filter, in view order, to a CSV file the user chooses.
    void exportCsv();

  signals:
    void compareRequested(const QList<qint64>& runIds);

  private:
    void refillFilters();
    void showFailedCells();
    void selectionChanged();

    StoreSession* m_session;
    RunTableModel* m_model = nullptr;
    RunFilterProxy* m_proxy = nullptr;
    MessageBanner* m_banner = nullptr;
    QLineEdit* m_text = nullptr;
    QComboBox* m_kernel = nullptr;
    QComboBox* m_benchmark = nullptr;
    QComboBox* m_verdict = nullptr;
    QLabel* m_count = nullptr;
    QPushButton* m_selectAll = nullptr;
    QPushButton* m_selectNone = nullptr;
    QPushButton* m_compare = nullptr;
    QTableView* m_table = nullptr;
    RunDetailPane* m_detail = nullptr;
    QTimer* m_detailUpdate = nullptr;
};

// Writes the model rows (through `proxy` order) as CSV; returns an error message or empty.
QString writeRunsCsv(const QString& path, const RunFilterProxy& proxy);

} // namespace cyclelab::app
