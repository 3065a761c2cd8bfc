#include "app/gui/store_session.hpp"

#include "app/gui/core_text.hpp"
#include "app/gui/work_pool.hpp"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace cyclelab::app {

StoreSession::StoreSession(QObject* parent) : QObject(parent) {
    connect(&m_openingJob, &QFutureWatcher<Opening>::finished, this, &StoreSession::openingDone);
}

StoreSession::~StoreSession() {
    if (m_openingJob.isRunning()) // a taken result's future never reports finished again
        m_openingJob.waitForFinished();
}

bool StoreSession::open(const QString& path) {
    if (m_opening)
        return false;
    const QFileInfo info(path);
    m_opening = true;
    m_openingPath = info.absoluteFilePath();
    emit openingStarted(m_openingPath);
    m_openingJob.setFuture(QtConcurrent::run(
        workPool(), [folder = info.absolutePath(), file = m_openingPath.toStdString()] {
            Opening out;
            if (!QDir().mkpath(folder)) {
                out.error = tr("Cannot create the folder %1 for the database: check its "
                               "permissions or choose another location.")
                                .arg(folder);
                return out;
            }
            auto store = core::RunStore::open(file);
            if (!store) {
                out.error = CoreText::error(store.error());
                return out;
            }
            out.listing = RunTableModel::list(&store.value());
            out.store.emplace(std::move(store).value());
            return out;
        }));
    return true;
}

void StoreSession::openingDone() {
    Opening done = m_openingJob.future().takeResult();
    m_opening = false;
    if (!done.store) {
        emit openFinished(false, done.error);
        return;
    }
    if (m_store)
        releaseOnWorkPool(std::make_shared<core::RunStore>(std::move(*m_store)));
    m_store = std::move(done.store);
    m_path = m_openingPath;
    m_openingListing = std::move(done.listing);
    emit opened(m_path);
    emit runsChanged();
    emit openFinished(true, {});
}

std::optional<RunTableModel::Listing> StoreSession::takeOpeningListing() {
    return std::exchange(m_openingListing, std::nullopt);
}

void StoreSession::notifyRunsChanged() {
    emit runsChanged();
}

} // namespace cyclelab::app
