#include "app/gui/run_editor.hpp"

#include "app/gui/core_text.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/store/run_store.hpp"

#include <QUndoCommand>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>
#include <optional>
#include <utility>
#include <vector>

namespace cyclelab::app {
namespace {

QString errorOf(const core::Status& status) {
    return status ? QString() : CoreText::error(status.error());
}

// An edit and its inverse, both store writes queued on the editor.
class WriteCommand : public QUndoCommand {
  public:
    WriteCommand(RunEditor* editor, const QString& text, RunEditor::Write redo,
                 RunEditor::Write undo)
        : QUndoCommand(text), m_editor(editor), m_redo(std::move(redo)), m_undo(std::move(undo)) {}
    void redo() override { m_editor->enqueue(m_redo); }
    void undo() override { m_editor->enqueue(m_undo); }

  private:
    RunEditor* m_editor;
    RunEditor::Write m_redo;
    RunEditor::Write m_undo;
};

RunEditor::Write labelWrite(qint64 runId, const RunEditor::Label& label) {
    return [runId, name = label.name.toStdString(), note = label.note.toStdString()](
               core::RunStore& store) { return errorOf(store.labelRun(runId, name, note)); };
}

} // namespace

RunEditor::RunEditor(StoreSession* session, QObject* parent)
    : QObject(parent), m_session(session), m_undo(new QUndoStack(this)) {
    connect(&m_watcher, &QFutureWatcher<QString>::finished, this, &RunEditor::finished);
    connect(m_session, &StoreSession::opened, this, [this] {
        // Another database: the edits of the last one cannot be undone in this one.
        m_undo->clear();
        releaseOnWorkPool(std::exchange(m_store, std::make_shared<PoolConnection>()));
    });
}

RunEditor::~RunEditor() {
    if (m_watcher.isRunning())
        m_watcher.waitForFinished();
}

void RunEditor::labelRun(qint64 runId, const Label& before, const Label& after) {
    const QString text = before.name != after.name ? tr("Rename run %1").arg(runId)
                                                   : tr("Annotate run %1").arg(runId);
    m_undo->push(new WriteCommand(this, text, labelWrite(runId, after), labelWrite(runId, before)));
}

void RunEditor::renameCampaign(qint64 campaignId, const QString& before, const QString& after) {
    auto rename = [campaignId](const QString& name) -> Write {
        return [campaignId, name = name.toStdString()](core::RunStore& store) {
            return errorOf(store.renameCampaign(campaignId, name));
        };
    };
    m_undo->push(new WriteCommand(this, tr("Rename campaign %1").arg(campaignId), rename(after),
                                  rename(before)));
}

void RunEditor::annotateCampaign(qint64 campaignId, const QString& before, const QString& after) {
    auto annotate = [campaignId](const QString& note) -> Write {
        return [campaignId, note = note.toStdString()](core::RunStore& store) {
            return errorOf(store.annotateCampaign(campaignId, note));
        };
    };
    m_undo->push(new WriteCommand(this, tr("Annotate campaign %1").arg(campaignId), annotate(after),
                                  annotate(before)));
}

namespace {

// A deletion and its undo: redo deletes and keeps the rows it took, undo puts them back
// (RunStore::restoreDeleted). Both run on the editor's queue, one after the other, so `rows`
// is only ever touched by one write at a time. A delete that failed keeps nothing: its undo
// writes nothing.
class DeleteCommand : public QUndoCommand {
  public:
    using Delete = std::function<core::Expected<core::DeletedRows>(core::RunStore&)>;
    DeleteCommand(RunEditor* editor, const QString& text, Delete del)
        : QUndoCommand(text), m_editor(editor), m_delete(std::move(del)) {}
    void redo() override {
        m_editor->enqueue([rows = m_rows, del = m_delete](core::RunStore& store) {
            auto deleted = del(store);
            if (!deleted)
                return CoreText::error(deleted.error());
            rows->emplace(std::move(deleted).value());
            return QString();
        });
    }
    void undo() override {
        m_editor->enqueue([rows = m_rows](core::RunStore& store) {
            if (!rows->has_value())
                return QString();
            const core::Status restored = store.restoreDeleted(**rows);
            rows->reset();
            return errorOf(restored);
        });
    }

  private:
    RunEditor* m_editor;
    Delete m_delete;
    std::shared_ptr<std::optional<core::DeletedRows>> m_rows =
        std::make_shared<std::optional<core::DeletedRows>>();
};

} // namespace

void RunEditor::deleteRuns(const QList<qint64>& runIds) {
    const std::vector<std::int64_t> ids(runIds.begin(), runIds.end());
    m_undo->push(
        new DeleteCommand(this, tr("Delete %n run(s)", "", static_cast<int>(ids.size())),
                          [ids](core::RunStore& store) { return store.deleteRunsUndoably(ids); }));
}

void RunEditor::deleteCampaign(qint64 campaignId) {
    m_undo->push(new DeleteCommand(
        this, tr("Delete campaign %1").arg(campaignId),
        [campaignId](core::RunStore& store) { return store.deleteCampaignUndoably(campaignId); }));
}

void RunEditor::enqueue(Write write) {
    m_queue.push_back(std::move(write));
    if (!m_running)
        startNext();
}

void RunEditor::startNext() {
    if (m_queue.empty())
        return;
    if (!m_session->isOpen()) {
        m_queue.clear();
        emit failed(tr("No run database is open: nothing was changed."));
        emit done();
        return;
    }
    Write write = std::move(m_queue.front());
    m_queue.pop_front();
    m_running = true;
    m_watcher.setFuture(
        QtConcurrent::run(workPool(), [connection = m_store, path = m_session->path().toStdString(),
                                       write = std::move(write)] {
            const std::lock_guard lock(connection->mutex);
            if (!connection->ensureOpen(path))
                return connection->error;
            return write(*connection->store);
        }));
}

void RunEditor::finished() {
    m_running = false;
    if (const QString error = m_watcher.future().result(); !error.isEmpty())
        emit failed(error);
    m_session->notifyRunsChanged();
    startNext();
    if (!busy())
        emit done();
}

} // namespace cyclelab::app
