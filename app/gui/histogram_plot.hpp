#pragma once
// Histograms of cycle samples (core/stats makeBodyHistograms) on a QCustomPlot: one run as
// bars, several runs overlaid as outlined steps on shared bins. Bins span the body of the
// samples (p0.5 to p99.5); the samples outside are counted at the edges, not dropped. Used
// live on the Campaign page (fed per benchmark, redrawn by a timer) and on the Runs page.

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

class QCustomPlot;
class QTimer;

namespace cyclelab::app {

class DeferredPlot;

class HistogramPlot : public QWidget {
    Q_OBJECT
  public:
    struct Series {
        QString label;
        std::vector<std::int32_t> samples;
    };

    // redrawMs > 0: setSamples() only marks the plot dirty and a timer redraws it, so bursts
    // of samples cost one redraw per interval.
    explicit HistogramPlot(int redrawMs, QWidget* parent = nullptr);

    void setSamples(const QString& title, std::vector<std::int32_t> samples);
    // Several runs overlaid on shared bins; the title names how many.
    void setSeries(QList<Series> series);
    void clear();
    // Bins the samples and lays the plot out now; its pixels are drawn on a later turn
    // (DeferredPlot).
    void redraw();
    int redrawCount() const { return m_redraws; }
    QCustomPlot* plot() const;
    // What the title row says now ("No samples yet", "3 runs overlaid …").
    QString titleText() const;
    // The edge notes: samples left of and right of the binned body, empty when none.
    QString edgeText() const { return m_edgeText; }

  protected:
    void changeEvent(QEvent* event) override;

  private:
    DeferredPlot* m_plot = nullptr;
    QTimer* m_timer = nullptr;
    QString m_title;
    QList<Series> m_series;
    QString m_edgeText;
    bool m_dirty = false;
    QColor m_appliedBase, m_appliedText; // palette colours of the last palette-driven redraw
    int m_redraws = 0;
};

} // namespace cyclelab::app
