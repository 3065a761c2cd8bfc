#pragma once
// Everything the desktop app remembers between sessions, in one place (QSettings, organisation
// "CycleLab", application "CycleLab"). Keys are private to app_settings.cpp.

#include <QByteArray>
#include <QString>
#include <QVariantMap>

namespace cyclelab::app {

namespace settings {

// The run database: the last one opened, else the default in the XDG data directory.
QString databasePath();
void setDatabasePath(const QString& path);
QString defaultDatabasePath(); // <AppDataLocation>/cyclelab.sqlite

// "system", "en" or "zh_CN".
QString language();
void setLanguage(const QString& code);

QByteArray windowGeometry();
QByteArray windowState();
void setWindow(const QByteArray& geometry, const QByteArray& state);
int currentPage();
void setCurrentPage(int index);

// Where the firmware images (manifest.json) and board profiles are found. The environment
// (CYCLELAB_IMAGES_DIR, CYCLELAB_BOARDS_DIR) wins, then a user setting, then the build tree
// and the installation.
QString imagesDir();
void setImagesDir(const QString& dir);

// The bench chosen on the Bench page, restored at start.
QVariantMap benchChoice();
void setBenchChoice(const QVariantMap& choice);

// Seconds one sample (warm-up included) took in the last campaign: the duration estimate.
double secondsPerSample();
void setSecondsPerSample(double seconds);

} // namespace settings

} // namespace cyclelab::app
