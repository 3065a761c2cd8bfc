#include "app/gui/histogram_plot.hpp"

#include "app/gui/plot_style.hpp"
#include "core/stats/stats.hpp"

#include <QEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace cyclelab::app {

HistogramPlot::HistogramPlot(int redrawMs, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumHeight(160);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString()));
    m_plot->xAxis->setLabel(tr("cycles"));
    m_plot->yAxis->setLabel(tr("samples"));
    m_bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    layout->addWidget(m_plot);
    applyPalette(*m_plot, *this);
    if (redrawMs > 0) {
        m_timer = new QTimer(this);
        m_timer->setInterval(redrawMs);
        connect(m_timer, &QTimer::timeout, this, [this] {
            if (m_dirty)
                redraw();
        });
        m_timer->start();
    }
}

void HistogramPlot::setSamples(const QString& title, std::vector<std::uint32_t> samples) {
    m_title = title;
    m_samples = std::move(samples);
    m_dirty = true;
    if (!m_timer)
        redraw();
}

void HistogramPlot::clear() {
    setSamples(QString(), {});
}

void HistogramPlot::redraw() {
    m_dirty = false;
    ++m_redraws;
    auto* title = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0));
    const core::Histogram h = core::makeHistogram(m_samples);
    QVector<double> keys, values;
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        keys << h.firstEdge + (static_cast<double>(i) + 0.5) * h.binWidth;
        values << static_cast<double>(h.counts[i]);
    }
    m_bars->setData(keys, values, true);
    m_bars->setWidth(h.binWidth);
    QColor fill = accentColor(*this);
    m_bars->setPen(QPen(fill.darker(130)));
    fill.setAlphaF(0.75);
    m_bars->setBrush(fill);
    if (title) {
        title->setText(m_samples.empty()
                           ? tr("No samples yet")
                           : tr("%1 — %2 samples").arg(m_title).arg(m_samples.size()));
    }
    if (!h.counts.empty()) {
        m_plot->xAxis->setRange(h.firstEdge,
                                h.firstEdge + h.binWidth * static_cast<double>(h.counts.size()));
        double top = 0;
        for (double v : values)
            top = std::max(top, v);
        m_plot->yAxis->setRange(0, top * 1.1);
    }
    m_plot->replot();
}

void HistogramPlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        applyPalette(*m_plot, *this);
        redraw();
    }
    QWidget::changeEvent(event);
}

} // namespace cyclelab::app
