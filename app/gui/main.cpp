// cyclelab: the desktop application's composition root. Options: --database FILE opens that
// run database instead of the last one; --language CODE uses that language this time (en,
// zh_CN; the setting is not changed); --screenshot-dir DIR writes a PNG of every page and
// quits (used by scripts/screenshots).

#include "app/gui/app_settings.hpp"
#include "app/gui/language.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/screenshot_mode.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CycleLab"));
    QApplication::setApplicationName(QStringLiteral("CycleLab"));
    QApplication::setApplicationVersion(QStringLiteral(CYCLELAB_GUI_VERSION));
    cyclelab::app::installLanguage(app, cyclelab::app::settings::language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "CycleLab: RTOS micro-benchmarks on microcontrollers, cross-validated"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption database(QStringLiteral("database"),
                                QApplication::translate("main", "Open this run database."),
                                QStringLiteral("file"));
    QCommandLineOption shots(QStringLiteral("screenshot-dir"),
                             QApplication::translate("main", "Write a PNG of every page into this "
                                                             "folder, then quit."),
                             QStringLiteral("dir"));
    QCommandLineOption shotCampaign(
        QStringLiteral("screenshot-campaign"),
        QApplication::translate("main", "With --screenshot-dir: first run a short virtual-bench "
                                        "campaign from the Campaign page."));
    QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Use this language (en, zh_CN) this time."),
        QStringLiteral("code"));
    parser.addOption(database);
    parser.addOption(language);
    parser.addOption(shots);
    parser.addOption(shotCampaign);
    parser.process(app);
    if (parser.isSet(language))
        cyclelab::app::installLanguage(app, parser.value(language));

    cyclelab::app::MainWindow window;
    QString path =
        parser.isSet(database) ? parser.value(database) : cyclelab::app::settings::databasePath();
    window.show();
    // A database that cannot be opened (its message box names it) gives way to the default one.
    const QString fallback = cyclelab::app::settings::defaultDatabasePath();
    if (path != fallback)
        QObject::connect(
            &window, &cyclelab::app::MainWindow::databaseOpened, &window,
            [&window, fallback](bool ok) {
                if (!ok)
                    window.openDatabase(fallback);
            },
            Qt::SingleShotConnection);
    window.openDatabase(path);
    if (parser.isSet(shots))
        cyclelab::app::runScreenshotMode(window, parser.value(shots), parser.isSet(shotCampaign));
    return QApplication::exec();
}
