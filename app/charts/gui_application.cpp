#include "app/charts/gui_application.hpp"

#include <QApplication>
#include <QString>
#include <cstdio>
#include <cstdlib>

namespace cyclelab::app {
namespace {

QtMessageHandler g_previousHandler = nullptr;

// A headless renderer has no session: Qt then warns that XDG_RUNTIME_DIR is not set and the
// offscreen platform about window features it lacks. Neither affects a chart written to a
// file, and both would land in the CLI's output; every other message passes through.
void dropPlatformNoise(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    const bool platformCategory =
        context.category != nullptr && QString::fromLatin1(context.category).startsWith("qt.qpa");
    const bool runtimeDir =
        text.startsWith(QLatin1String("QStandardPaths: ")) && text.contains("XDG_RUNTIME_DIR");
    if (type != QtCriticalMsg && type != QtFatalMsg && (platformCategory || runtimeDir)) {
        return;
    }
    if (g_previousHandler != nullptr) { // Qt's default handler when none was installed
        g_previousHandler(type, context, text);
    } else {
        std::fprintf(stderr, "%s\n", text.toLocal8Bit().constData());
    }
}

} // namespace

std::unique_ptr<QApplication> ensureGuiApplication() {
    if (QApplication::instance() != nullptr) {
        return nullptr;
    }
    const bool hasDisplay =
        std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
    if (!hasDisplay && std::getenv("QT_QPA_PLATFORM") == nullptr) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    }
    g_previousHandler = qInstallMessageHandler(dropPlatformNoise);
    // QApplication keeps references to argc/argv for its lifetime.
    static int argc = 1;
    static char name[] = "cyclelab";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace cyclelab::app
