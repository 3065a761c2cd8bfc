#pragma once
// The pool the window's own background work runs on: database openings, loads and analyses,
// reports, bench scans and connection tests (QtConcurrent::run(workPool(), ...)). Not
// QThreadPool::globalInstance(): Qt's painting hands parts of its drawing (Fusion's framed
// pixmaps) to the global pool and waits for them on the UI thread, so a load or an analysis
// occupying the global pool's threads froze the window's painting for as long as it ran
// (tests/gui/gui_stall_bench.cpp).

#include <memory>
#include <utility>

class QThreadPool;

namespace cyclelab::app {

QThreadPool* workPool();

// Lets go of `object` on the work pool: a replaced database connection is closed there, and
// closing the file's last connection checkpoints it (an fsync), which must not hold the UI
// thread.
void releaseOnWorkPool(std::shared_ptr<void> object);

} // namespace cyclelab::app
