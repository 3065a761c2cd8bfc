#pragma once
// The run database the window shows. Owned by the UI thread; a campaign worker opens its own
// connection to the same file (SQLite WAL lets them read and write concurrently) and the
// session re-reads after each cell.

#include "app/gui/run_table_model.hpp"
#include "core/store/run_store.hpp"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <optional>

namespace cyclelab::app {

class StoreSession : public QObject {
    Q_OBJECT
  public:
    explicit StoreSession(QObject* parent = nullptr);
    ~StoreSession() override; // waits for an opening still running on the pool

    // Starts opening (creating if missing) the database on a pool thread, with its integrity
    // check and the first listing of its runs: on 2,000 runs they held the UI thread for a fifth
    // of a second (tests/gui/gui_stall_bench.cpp). openFinished() tells how it went; on failure
    // the previous database stays open and the message names the file and what to do. Returns
    // false, starting nothing, while another opening runs.
    bool open(const QString& path);
    // From open() until openFinished() (the queued signals in between included).
    bool opening() const { return m_opening; }
    QString openingPath() const { return m_openingPath; }

    bool isOpen() const { return m_store.has_value(); }
    QString path() const { return m_path; }
    core::RunStore* store() { return m_store ? &*m_store : nullptr; }
    // The runs the opening listed with its connection, once: the Runs page shows them instead of
    // listing the database again on the UI thread. nullopt once taken.
    std::optional<RunTableModel::Listing> takeOpeningListing();

  public slots:
    // Something wrote to the database (a campaign cell, an import): views re-read.
    void notifyRunsChanged();

  signals:
    void openingStarted(const QString& path);
    // On success, in this order: opened, runsChanged, openFinished(true, {}).
    void opened(const QString& path);
    void runsChanged();
    void openFinished(bool ok, const QString& error);

  private:
    struct Opening {
        std::optional<core::RunStore> store;
        RunTableModel::Listing listing;
        QString error;
    };
    void openingDone();

    std::optional<core::RunStore> m_store;
    QString m_path;
    QFutureWatcher<Opening> m_openingJob;
    bool m_opening = false;
    QString m_openingPath;
    std::optional<RunTableModel::Listing> m_openingListing;
};

} // namespace cyclelab::app
