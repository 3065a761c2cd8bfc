#include "tests/gui/gui_test_support.hpp"

#include "app/gui/main_window.hpp"

#include <QByteArray>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QPixmap>
#include <QSignalSpy>
#include <QUrl>
#include <QWidget>

namespace cyclelab::app::testing {

bool openDatabase(MainWindow& window, const QString& path) {
    QSignalSpy done(&window, &MainWindow::databaseOpened);
    if (!window.openDatabase(path))
        return false;
    // The bound only ends a hung test; a slow machine merely takes longer to get there.
    if (!done.wait(120000))
        return false;
    return done.takeFirst().at(0).toBool();
}

const QTemporaryDir& testHome() {
    static QTemporaryDir dir;
    return dir;
}

void saveShot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("CYCLELAB_GUI_SHOTS");
    if (dir.isEmpty() || !QDir().mkpath(dir))
        return;
    QApplication::processEvents();
    widget.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

QApplication& guiApp() {
    // Never destroyed: tearing Qt down during static destruction races its own globals.
    static QApplication* app = [] {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        const QString home = testHome().path();
        qputenv("XDG_CONFIG_HOME", QDir(home).filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", QDir(home).filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_RUNTIME_DIR", home.toUtf8());
        static int argc = 1;
        static char name[] = "cyclelab-gui-test";
        static char* argv[] = {name, nullptr};
        auto* created = new QApplication(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("CycleLab"));
        QApplication::setApplicationName(QStringLiteral("CycleLab"));
        return created;
    }();
    return *app;
}

core::Campaign sweepCampaign(core::CellState state) {
    core::Campaign c;
    c.spec.name = "sweep";
    c.spec.boardId = "qemu-f405";
    for (int i = 0; i < 2; ++i) {
        core::CampaignCell cell;
        cell.index = i;
        cell.kernel = "refkernel";
        cell.opt = i == 0 ? core::OptLevel::O2 : core::OptLevel::Os;
        cell.cpuHz = 168000000;
        cell.state = state;
        c.cells.push_back(cell);
    }
    return c;
}

bool dropOn(MainWindow& window, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = window.rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    return true;
}

} // namespace cyclelab::app::testing
