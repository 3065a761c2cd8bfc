#pragma once
// Charts need a QApplication. Headless callers (CLI, tests) get one on the offscreen
// platform when no display is available.

#include <memory>

class QApplication;

namespace cyclelab::app {

// Returns the existing QApplication's owner-less handle (nullptr) when one exists; otherwise
// creates one, first setting QT_QPA_PLATFORM=offscreen if neither DISPLAY nor WAYLAND_DISPLAY
// is set (and QT_QPA_PLATFORM is not already chosen). Keep the returned object alive while
// rendering.
std::unique_ptr<QApplication> ensureGuiApplication();

} // namespace cyclelab::app
