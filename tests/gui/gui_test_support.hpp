#pragma once
// Shared set-up for the GUI tests: one QApplication on the offscreen platform, with settings
// and data directories redirected into a temporary folder so a test never reads or writes
// the user's CycleLab settings.

#include <QApplication>
#include <QTemporaryDir>

namespace cyclelab::app::testing {

// Creates the application on first use; it is never destroyed.
QApplication& guiApp();
// The temporary home of this test process (settings, data, databases).
const QTemporaryDir& testHome();

} // namespace cyclelab::app::testing
