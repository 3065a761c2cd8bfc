#pragma once
// The run database the window shows. Owned by the UI thread; a campaign worker opens its own
// connection to the same file (SQLite WAL lets them read and write concurrently) and the
// session re-reads after each cell.

#include "core/store/run_store.hpp"

#include <QObject>
#include <QString>
#include <optional>

namespace cyclelab::app {

class StoreSession : public QObject {
    Q_OBJECT
  public:
    explicit StoreSession(QObject* parent = nullptr);

    // Opens (creating if missing) the database; on failure the previous one stays open and the
    // error message names the file and what to do.
    core::Status open(const QString& path);

    bool isOpen() const { return m_store.has_value(); }
    QString path() const { return m_path; }
    core::RunStore* store() { return m_store ? &*m_store : nullptr; }

  public slots:
    // Something wrote to the database (a campaign cell, an import): views re-read.
    void notifyRunsChanged();

  signals:
    void opened(const QString& path);
    void runsChanged();

  private:
    std::optional<core::RunStore> m_store;
    QString m_path;
};

} // namespace cyclelab::app
