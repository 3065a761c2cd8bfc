// RunsPage's context menu: name, annotate and delete runs and campaigns through the window's
// RunEditor (undoable names, notes and deletions; deletions asked about first). Kept apart from
// runs_page.cpp, which lists and filters.

#include "app/gui/message_banner.hpp"
#include "app/gui/run_editor.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"

#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>

namespace cyclelab::app {

void RunsPage::showContextMenu(const QPoint& pos) {
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    // A right click outside the selection selects the row clicked, as file managers do.
    if (!m_table->selectionModel()->isRowSelected(index.row(), index.parent()))
        m_table->selectRow(index.row());
    const qint64 runId = m_proxy->data(index, RunTableModel::RunIdRole).toLongLong();
    const int row = m_model->rowOf(runId);
    if (row < 0)
        return;
    const qint64 campaignId = m_model->summaryAt(row).run.campaignId;
    const int selected = static_cast<int>(selectedRunIds().size());

    QMenu menu(this);
    menu.setObjectName(QStringLiteral("runContextMenu"));
    menu.addAction(tr("Show in the detail pane"), this, [this, runId] { selectRun(runId); });
    if (selected >= 2)
        menu.addAction(tr("Compare the %1 selected runs").arg(selected), this,
                       [this] { emit compareRequested(selectedRunIds()); });
    if (m_editor && m_session->isOpen()) {
        menu.addSeparator();
        menu.addAction(tr("Rename run %1…").arg(runId), this, [this, runId] { renameRun(runId); });
        menu.addAction(tr("Annotate run %1…").arg(runId), this,
                       [this, runId] { annotateRun(runId); });
        menu.addAction(tr("Delete %n selected run(s)…", "", selected), this,
                       [this] { deleteSelectedRuns(); });
        if (campaignId > 0) {
            menu.addSeparator();
            menu.addAction(tr("Rename campaign %1…").arg(campaignId), this,
                           [this, campaignId] { renameCampaign(campaignId); });
            menu.addAction(tr("Annotate campaign %1…").arg(campaignId), this,
                           [this, campaignId] { annotateCampaign(campaignId); });
            menu.addAction(tr("Delete campaign %1…").arg(campaignId), this,
                           [this, campaignId] { deleteCampaign(campaignId); });
        }
    }
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

std::optional<RunEditor::Label> RunsPage::runLabel(qint64 runId) const {
    const int row = m_model->rowOf(runId);
    if (!m_editor || row < 0)
        return std::nullopt;
    const core::RunSummary& s = m_model->summaryAt(row);
    return RunEditor::Label{QString::fromStdString(s.name), QString::fromStdString(s.note)};
}

void RunsPage::renameRun(qint64 runId) {
    const auto label = runLabel(runId);
    if (!label)
        return;
    const RunEditor::Label& before = *label;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename run %1").arg(runId), tr("Name (empty: none):"),
                              QLineEdit::Normal, before.name, &ok)
            .trimmed();
    if (ok && name != before.name)
        m_editor->labelRun(runId, before, {name, before.note});
}

void RunsPage::annotateRun(qint64 runId) {
    const auto label = runLabel(runId);
    if (!label)
        return;
    const RunEditor::Label& before = *label;
    bool ok = false;
    const QString note = QInputDialog::getMultiLineText(this, tr("Annotate run %1").arg(runId),
                                                        tr("Note:"), before.note, &ok);
    if (ok && note != before.note)
        m_editor->labelRun(runId, before, {before.name, note});
}

void RunsPage::deleteSelectedRuns() {
    const QList<qint64> ids = selectedRunIds();
    if (!m_editor || ids.isEmpty())
        return;
    QStringList names;
    for (const qint64 id : ids.mid(0, 10))
        names << QString::number(id);
    const auto answer = QMessageBox::question(
        this, tr("Delete runs"),
        tr("Delete %n run(s) (%1) from the database? Edit ▸ Undo brings them back.", "",
           static_cast<int>(ids.size()))
            .arg(names.join(QStringLiteral(", ")) +
                 (ids.size() > 10 ? QStringLiteral(", …") : QString())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_editor->deleteRuns(ids);
}

void RunsPage::renameCampaign(qint64 campaignId) {
    if (!m_editor)
        return;
    const QString before = m_model->campaignName(campaignId);
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename campaign %1").arg(campaignId),
                                               tr("Name:"), QLineEdit::Normal, before, &ok)
                             .trimmed();
    if (ok && name.isEmpty())
        m_banner->show(MessageBanner::Level::Error,
                       tr("A campaign's name cannot be empty: campaign %1 keeps '%2'.")
                           .arg(campaignId)
                           .arg(before));
    else if (ok && name != before)
        m_editor->renameCampaign(campaignId, before, name);
}

void RunsPage::annotateCampaign(qint64 campaignId) {
    if (!m_editor)
        return;
    const QString before = m_model->campaignNote(campaignId);
    bool ok = false;
    const QString note = QInputDialog::getMultiLineText(
        this, tr("Annotate campaign %1").arg(campaignId), tr("Note:"), before, &ok);
    if (ok && note != before)
        m_editor->annotateCampaign(campaignId, before, note);
}

void RunsPage::deleteCampaign(qint64 campaignId) {
    if (!m_editor)
        return;
    int runs = 0;
    for (int r = 0; r < m_model->rowCount(); ++r)
        runs += m_model->summaryAt(r).run.campaignId == campaignId ? 1 : 0;
    const auto answer = QMessageBox::question(
        this, tr("Delete campaign"),
        tr("Delete campaign %1 '%2' and its %n run(s) from the database? Edit ▸ Undo brings "
           "them back.",
           "", runs)
            .arg(campaignId)
            .arg(m_model->campaignName(campaignId)),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_editor->deleteCampaign(campaignId);
}

} // namespace cyclelab::app
