#pragma once
// A QCustomPlot that draws on a later event-loop turn instead of at once. QCustomPlot redraws
// every layer synchronously on each resize, so a Compare page laying out its charts held the UI
// thread for all of them in one turn (tests/gui/gui_stall_bench.cpp). A DeferredPlot only marks
// itself dirty; one dispatcher per thread then draws one dirty plot per turn, plots in view
// first, and leaves hidden ones until they are shown. What is drawn does not change, only when.

#include <qcustomplot.h>

namespace cyclelab::app {

class DeferredPlot : public QCustomPlot {
    Q_OBJECT
  public:
    explicit DeferredPlot(QWidget* parent = nullptr);
    ~DeferredPlot() override;

    // Draws on a later turn; several requests before it cost one draw.
    void requestDraw();
    // True from requestDraw() (or a resize) until the plot is drawn at its current size.
    bool drawPending() const { return m_pending; }
    // Draws now if a draw is pending.
    void drawNow();
    // Draws every pending plot that is shown, now (screenshots grab the window at once).
    static void drawAllShown();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    bool m_pending = false;
};

} // namespace cyclelab::app
