#pragma once
// Runs page: every stored run in a sortable, filterable table, and the selected run's
// statistics, histogram, counter-vs-analyzer agreement, verdict and serial log.

#include "app/gui/pool_connection.hpp"
#include "app/gui/run_editor.hpp"
#include "app/gui/run_table_model.hpp"

#include <QFutureWatcher>
#include <QList>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>

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
class StoreSession;

class RunsPage : public QWidget {
    Q_OBJECT
  public:
    // `editor` (the window's) names, annotates and deletes runs and campaigns from the table's
    // context menu; without one the menu has no edits.
    explicit RunsPage(StoreSession* session, RunEditor* editor = nullptr,
                      QWidget* parent = nullptr);
    ~RunsPage() override; // waits for a listing still running on the pool

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
    // Selects the listed ones of these runs, once the listing running is shown (a page built
    // after a language change lists the runs on the pool).
    void selectRuns(const QList<qint64>& runIds);
    QList<qint64> selectedRunIds() const;

    // True while a relisting runs on the pool (the table shows the previous listing).
    bool relisting() const { return m_listing || m_relistPending; }

  public slots:
    // Lists the runs: what the session's opening listed after it opened a database, on a pool
    // thread when the same database changed (a campaign stored a cell).
    void reload();
    // Every listed run (those the filters pass), or none.
    void selectAll();
    void selectNone();
    // Writes the rows that pass the filter, in view order, to a CSV file the user chooses.
    void exportCsv();

    // The context menu's edits (runs_page_edit.cpp), each asking for the text or the
    // confirmation in a dialog first. The run is the one `runId` (the row clicked); a deletion
    // takes every selected run.
    // The run's name and note as the table holds them; nullopt: no editor or no such row.
    std::optional<RunEditor::Label> runLabel(qint64 runId) const;
    void renameRun(qint64 runId);
    void annotateRun(qint64 runId);
    void deleteSelectedRuns();
    void renameCampaign(qint64 campaignId);
    void annotateCampaign(qint64 campaignId);
    void deleteCampaign(qint64 campaignId);

  signals:
    void compareRequested(const QList<qint64>& runIds);

  private:
    void listingDone();
    void showListing(RunTableModel::Listing listing);
    void refillFilters();
    void showFailedCells(const RunTableModel::Listing& listing);
    void selectRows(const QList<qint64>& runIds);
    void selectionChanged();
    void showContextMenu(const QPoint& pos);

    StoreSession* m_session;
    RunEditor* m_editor;
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
    // The relistings' own connection.
    std::shared_ptr<PoolConnection> m_listerStore = std::make_shared<PoolConnection>();
    QFutureWatcher<RunTableModel::Listing> m_lister;
    bool m_opened = true;         // a database was opened since the last listing
    bool m_fitColumns = true;     // no listing with runs shown since the database was opened
    bool m_relistPending = false; // the database changed again while a listing ran
    // From the pool job's start until listingDone() has shown its result: the future reports
    // finished before its queued finished() signal is delivered.
    bool m_listing = false;
    int m_listGeneration = 0; // listings of a database no longer open are dropped
    int m_listerGenerationStarted = 0;
    QList<qint64> m_selectWhenListed; // selectRuns() while a listing ran
};

// Writes the model rows (through `proxy` order) as CSV; returns an error message or empty.
QString writeRunsCsv(const QString& path, const RunFilterProxy& proxy);

} // namespace cyclelab::app
