#include "app/charts/gui_application.hpp"

#include <QApplication>
#include <cstdlib>

namespace cyclelab::app {

std::unique_ptr<QApplication> ensureGuiApplication() {
    if (QApplication::instance() != nullptr) {
        return nullptr;
    }
    const bool hasDisplay =
        std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
    if (!hasDisplay && std::getenv("QT_QPA_PLATFORM") == nullptr) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    }
    // QApplication keeps references to argc/argv for its lifetime.
    static int argc = 1;
    static char name[] = "cyclelab";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace cyclelab::app
