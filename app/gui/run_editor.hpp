#pragma once
// Names, notes and deletions of stored runs and campaigns (the Runs page's context menu).
// Each edit is a store write on the work pool, on a connection of its own, one write at a
// time in the order asked (the UI thread never writes the store). Names, notes and deletions go
// through a QUndoStack (Edit ▸ Undo / Redo): a deletion keeps the rows it took
// (RunStore::deleteRunsUndoably) until its undo entry is gone, and undoing it puts them back
// with the same ids. Every
// write that ends tells the session the runs changed, so the pages relist. Owned by the
// window, so the undo history outlives a language change's rebuilt pages.

#include "app/gui/pool_connection.hpp"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <deque>
#include <functional>
#include <memory>

class QUndoStack;

namespace cyclelab::core {
class RunStore;
}

namespace cyclelab::app {

class StoreSession;

class RunEditor : public QObject {
    Q_OBJECT
  public:
    struct Label {
        QString name;
        QString note;
    };

    explicit RunEditor(StoreSession* session, QObject* parent = nullptr);
    ~RunEditor() override; // waits for the write running

    QUndoStack* undoStack() const { return m_undo; }
    // Undoable: `before` is what the listing shows now.
    void labelRun(qint64 runId, const Label& before, const Label& after);
    void renameCampaign(qint64 campaignId, const QString& before, const QString& after);
    void annotateCampaign(qint64 campaignId, const QString& before, const QString& after);
    // Undoable (the caller asked first).
    void deleteRuns(const QList<qint64>& runIds);
    void deleteCampaign(qint64 campaignId);

    // A write is running or waiting.
    bool busy() const { return m_running || !m_queue.empty(); }

    // A store write as a job: the error message, empty on success.
    using Write = std::function<QString(core::RunStore&)>;
    void enqueue(Write write);

  signals:
    void failed(const QString& message);
    void done(); // every write asked for has ended

  private:
    void startNext();
    void finished();

    StoreSession* m_session;
    QUndoStack* m_undo;
    std::shared_ptr<PoolConnection> m_store = std::make_shared<PoolConnection>();
    std::deque<Write> m_queue;
    QFutureWatcher<QString> m_watcher;
    bool m_running = false;
};

} // namespace cyclelab::app
