#pragma once
// A histogram of one run's cycle samples (core/stats makeHistogram) on a QCustomPlot. Used
// live on the Campaign page (fed per benchmark, redrawn by a timer) and on the Runs page.

#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

class QCustomPlot;
class QCPBars;
class QTimer;

namespace cyclelab::app {

class HistogramPlot : public QWidget {
    Q_OBJECT
  public:
    // redrawMs > 0: setSamples() only marks the plot dirty and a timer redraws it, so bursts
    // of samples cost one redraw per interval.
    explicit HistogramPlot(int redrawMs, QWidget* parent = nullptr);

    void setSamples(const QString& title, std::vector<std::uint32_t> samples);
    void clear();
    // Renders now (tests and screenshots).
    void redraw();
    int redrawCount() const { return m_redraws; }
    QCustomPlot* plot() const { return m_plot; }

  protected:
    void changeEvent(QEvent* event) override;

  private:
    QCustomPlot* m_plot = nullptr;
    QCPBars* m_bars = nullptr;
    QTimer* m_timer = nullptr;
    QString m_title;
    std::vector<std::uint32_t> m_samples;
    bool m_dirty = false;
    int m_redraws = 0;
};

} // namespace cyclelab::app
