#pragma once
// One comparison chart on screen (built by app/charts, recoloured for the platform palette)
// with its caption as text under it and its own Export and Copy buttons; exports go through
// app/charts' renderer, so files get the title, the caption (drawn in, once) and the print
// styling of `cyclelab-cli report`'s charts.

#include "app/charts/chart_renderer.hpp"

#include <QColor>
#include <QWidget>
#include <qcustomplot.h>

class QCustomPlot;
class QCPTextElement;
class QLabel;

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
    QLabel* caption() const { return m_caption; } // the caption, under the plot
    // Renders to `path` (format from the extension: .png, .svg, .pdf); a PNG at `pixelRatio`
    // times the chart's logical size (96 dpi each).
    core::Status exportTo(const QString& path, double pixelRatio = 2.0) const;
    // Puts the rendered chart (title and caption included) on the clipboard.
    core::Status copyToClipboard() const;
    // A file name for this chart without extension: the spec's stem (the chart plan's, naming
    // the benchmarks drawn), else made from the English title.
    QString fileStem() const;
    // How often any ChartPanel built or recoloured its plot (tests: a palette change must not
    // cause another).
    static int redrawCount();

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void build();
    void recolour();
    void exportInteractive();
    void keepPlotAreaTall();
    void fitToWidth(); // benchmark labels and title for the plot's current width
    void resetZoom();  // the axes' ranges as built

    ChartSpec m_spec;
    DeferredPlot* m_plot = nullptr;
    QLabel* m_caption = nullptr;
    QCPTextElement* m_title = nullptr;
    QColor m_appliedBase, m_appliedText; // the palette colours the plot is drawn in
    QCPRange m_homeX, m_homeY;           // the ranges the chart was built with
};

} // namespace cyclelab::app
