#pragma once
// The waveform canvas: one lane per captured channel, the run's probe pulses annotated with
// their paired counter samples, a time ruler and two cursors. It draws only the visible range,
// one pixel column at a time from the edge index (a column holding several edges is drawn as a
// bar), so a 100 M-sample capture draws as fast as a small one.
//
// Mouse: drag pans; a click sets cursor A, Shift+click (or a right click) cursor B;
// Ctrl+wheel zooms around the pointer (as on every chart of the app), the wheel alone pans.

#include "app/gui/waveform_data.hpp"

#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

namespace cyclelab::app {

// "730 ns", "1.25 µs", "10 ms": a time with the unit that reads best.
QString waveformTime(double ns);

class WaveformView : public QWidget {
    Q_OBJECT
  public:
    explicit WaveformView(QWidget* parent = nullptr);

    void setData(std::shared_ptr<const WaveformData> data);
    const WaveformData* data() const { return m_data.get(); }

    // The visible range, in analyzer samples from the capture start.
    double visibleFirst() const { return m_first; }
    double visibleSpan() const { return m_span; }
    // Clamped to the capture; the span to at least 8 samples across.
    void setVisibleRange(double first, double span);
    // factor > 1 zooms in, keeping `anchor` (a sample) where it is on screen.
    void zoom(double factor, double anchor);
    void zoom(double factor) { zoom(factor, m_first + m_span / 2); }
    void showAll();

    enum class Cursor { A, B };
    void setCursor(Cursor which, std::uint64_t sample);
    std::optional<std::uint64_t> cursor(Cursor which) const;

    // The run's pulses (indices into data()->pulses) whose annotation is drawn in the current
    // range and width: every pulse in view when their labels fit, none when too dense.
    std::vector<std::size_t> annotatedPulses() const;
    // Pulses starting in the visible range, labelled or not.
    std::vector<std::size_t> pulsesInView() const;

  signals:
    void rangeChanged();
    void cursorsChanged();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

  private:
    struct Lane {
        int channel = 0;
        QString name;
        int top = 0;
    };
    std::vector<Lane> lanes() const;
    double xOf(double sample) const;
    double sampleAt(double x) const;
    int plotLeft() const;
    int plotWidth() const;
    void drawRuler(QPainter& p) const;
    void drawLane(QPainter& p, const Lane& lane) const;
    void drawAnnotations(QPainter& p, int top) const;
    void drawCursors(QPainter& p) const;
    QString pulseLabel(std::size_t pulse) const;

    std::shared_ptr<const WaveformData> m_data;
    double m_first = 0.0;
    double m_span = 1.0;
    std::optional<std::uint64_t> m_cursorA;
    std::optional<std::uint64_t> m_cursorB;
    std::optional<QPointF> m_pressAt;
    double m_pressFirst = 0.0;
    bool m_dragged = false;
};

} // namespace cyclelab::app
