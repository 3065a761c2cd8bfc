#pragma once
// Shared set-up for the GUI tests: one QApplication on the offscreen platform, with settings
// and data directories redirected into a temporary folder so a test never reads or writes
// the user's CycleLab settings.

#include "core/model/model.hpp"

#include <QApplication>
#include <QTemporaryDir>

class QString;
class QWidget;

namespace cyclelab::app {
class MainWindow;
}

namespace cyclelab::app::testing {

// Creates the application on first use; it is never destroyed.
QApplication& guiApp();
// The temporary home of this test process (settings, data, databases).
const QTemporaryDir& testHome();
// Opens the database in the window and spins the event loop until the opening ends
// (MainWindow::databaseOpened); true when it is open.
bool openDatabase(MainWindow& window, const QString& path);
// Drags the file `path` onto the window and drops it when the window accepts the drag; true when
// it was accepted (and dropped).
bool dropOn(MainWindow& window, const QString& path);
// With CYCLELAB_GUI_SHOTS=DIR set, writes a PNG of `widget` as DIR/<name>.png, for a person to
// look at what a test drove (the tests never depend on it).
void saveShot(QWidget& widget, const QString& name);
// Campaign "sweep" on qemu-f405: two refkernel cells at 168 MHz, -O2 and -Os, in `state`.
core::Campaign sweepCampaign(core::CellState state = core::CellState::Pending);

} // namespace cyclelab::app::testing
