#pragma once
// The mouse wheel scrolls the page it is over. A spin box, combo box or slider changes its value
// by wheel only once it has focus (a click or Tab): scrolling down a form must not turn a
// warm-up of 1000 into 700 on the way. A chart zooms with Ctrl+wheel; without Ctrl the wheel
// scrolls the page the chart is on.
//
// Installed once on the QApplication by MainWindow (the guard is a child of the window and
// removes itself with it); it runs on the UI thread, as every event filter there does.

#include <QObject>

namespace cyclelab::app {

class WheelGuard : public QObject {
    Q_OBJECT
  public:
    explicit WheelGuard(QObject* parent = nullptr);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace cyclelab::app
