#include "app/gui/store_session.hpp"

#include <QDir>
#include <QFileInfo>

namespace cyclelab::app {

StoreSession::StoreSession(QObject* parent) : QObject(parent) {}

core::Status StoreSession::open(const QString& path) {
    QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        return core::Error::runtime(
            tr("Cannot create the folder %1 for the database: check its permissions or "
               "choose another location.")
                .arg(info.absolutePath())
                .toStdString());
    }
    auto store = core::RunStore::open(info.absoluteFilePath().toStdString());
    if (!store)
        return store.error();
    m_store.emplace(std::move(store).value());
    m_path = info.absoluteFilePath();
    emit opened(m_path);
    emit runsChanged();
    return core::success();
}

void StoreSession::notifyRunsChanged() {
    emit runsChanged();
}

} // namespace cyclelab::app
