#include "app/gui/app_settings.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace cyclelab::app::settings {

namespace {

QSettings store() {
    return QSettings(QStringLiteral("CycleLab"), QStringLiteral("CycleLab"));
}

bool hasManifest(const QString& dir) {
    return !dir.isEmpty() && QFileInfo::exists(QDir(dir).filePath(QStringLiteral("manifest.json")));
}

} // namespace

QString defaultDatabasePath() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("cyclelab.sqlite"));
}

QString databasePath() {
    QString path = store().value(QStringLiteral("database/path")).toString();
    return path.isEmpty() ? defaultDatabasePath() : path;
}

void setDatabasePath(const QString& path) {
    // Written only when it changes: QSettings writes its file with an fsync on this (the UI)
    // thread, which under other programs' disk writes held it for up to seconds on every
    // opening of the same database (tests/gui/gui_stall_bench.cpp).
    QSettings settings = store();
    if (settings.value(QStringLiteral("database/path")).toString() != path)
        settings.setValue(QStringLiteral("database/path"), path);
}

QString language() {
    return store().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
}

void setLanguage(const QString& code) {
    store().setValue(QStringLiteral("ui/language"), code);
}

QByteArray windowGeometry() {
    return store().value(QStringLiteral("window/geometry")).toByteArray();
}

QByteArray windowState() {
    return store().value(QStringLiteral("window/state")).toByteArray();
}

void setWindow(const QByteArray& geometry, const QByteArray& state) {
    QSettings s = store();
    s.setValue(QStringLiteral("window/geometry"), geometry);
    s.setValue(QStringLiteral("window/state"), state);
}

int currentPage() {
    return store().value(QStringLiteral("window/page"), 0).toInt();
}

void setCurrentPage(int index) {
    store().setValue(QStringLiteral("window/page"), index);
}

QString imagesDir() {
    QString env = qEnvironmentVariable("CYCLELAB_IMAGES_DIR");
    if (!env.isEmpty())
        return env;
    QString chosen = store().value(QStringLiteral("paths/images")).toString();
    if (hasManifest(chosen))
        return chosen;
    // An installation beside the executable (bin/../share/cyclelab) first, so an installed
    // or unpacked package never uses a build tree's images; then the build tree; then the
    // configured install prefix.
    const QString candidates[] = {
        QDir::cleanPath(QCoreApplication::applicationDirPath() +
                        QStringLiteral("/../share/cyclelab/firmware")),
        QStringLiteral(CYCLELAB_GUI_BUILD_DIR "/firmware/images"),
        QStringLiteral(CYCLELAB_GUI_INSTALL_DATADIR "/firmware"),
    };
    for (const QString& dir : candidates) {
        if (hasManifest(dir))
            return dir;
    }
    return chosen.isEmpty() ? candidates[1] : chosen;
}

void setImagesDir(const QString& dir) {
    store().setValue(QStringLiteral("paths/images"), dir);
}

QVariantMap benchChoice() {
    return store().value(QStringLiteral("bench/choice")).toMap();
}

void setBenchChoice(const QVariantMap& choice) {
    store().setValue(QStringLiteral("bench/choice"), choice);
}

double secondsPerSample() {
    return store().value(QStringLiteral("campaign/secondsPerSample"), 0.0).toDouble();
}

void setSecondsPerSample(double seconds) {
    store().setValue(QStringLiteral("campaign/secondsPerSample"), seconds);
}

} // namespace cyclelab::app::settings
