#pragma once
// One comparison chart on screen (built by app/charts, recoloured for the platform palette)
// with its own Export and Copy buttons; exports go through app/charts' renderer, so files get
// the same title, caption and print styling as `cyclelab-cli report`.

#include "app/charts/chart_renderer.hpp"

#include <QColor>
#include <QWidget>

class QCustomPlot;

namespace cyclelab::app {

class DeferredPlot;

class ChartPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ChartPanel(ChartSpec spec, QWidget* parent = nullptr);

    const ChartSpec& spec() const { return m_spec; }
    QCustomPlot* plot() const;
    // True until the plot is drawn at its current size (it draws on a later event-loop turn,
    // one chart per turn, charts in view first: app/gui/deferred_plot.hpp).
    bool drawPending() const;
    // Renders to `path` (format from the extension: .png, .svg, .pdf).
    core::Status exportTo(const QString& path) const;
    // Puts the rendered chart (title and caption included) on the clipboard.
    core::Status copyToClipboard() const;
    // A file name for this chart without extension ("grouped_bars_168_MHz").
    QString fileStem() const;
    // How often any ChartPanel built or recoloured its plot (tests: a palette change must not
    // cause another).
    static int redrawCount();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void build();
    void recolour();
    void exportInteractive();

    ChartSpec m_spec;
    DeferredPlot* m_plot = nullptr;
    QColor m_appliedBase, m_appliedText; // the palette colours the plot is drawn in
};

} // namespace cyclelab::app
