#include "app/gui/histogram_plot.hpp"

#include "app/charts/chart_style.hpp"
#include "app/gui/deferred_plot.hpp"
#include "app/gui/plot_style.hpp"
#include "core/stats/stats.hpp"

#include <QEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>
#include <span>

namespace cyclelab::app {

HistogramPlot::HistogramPlot(int redrawMs, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new DeferredPlot(this);
    m_plot->setMinimumHeight(160);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, tr("No samples yet")));
    m_plot->xAxis->setLabel(tr("cycles"));
    m_plot->yAxis->setLabel(tr("samples"));
    // "1.68 M", never "1.67888E+06": the charts' tick labels, about six on the cycle axis.
    humanTicks(m_plot->xAxis, 360);
    humanTicks(m_plot->yAxis, m_plot->minimumHeight());
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

void HistogramPlot::setSamples(const QString& title, std::vector<std::int32_t> samples) {
    m_title = title;
    m_series.clear();
    if (!samples.empty())
        m_series.append({title, std::move(samples)});
    m_dirty = true;
    if (!m_timer)
        redraw();
}

void HistogramPlot::setSeries(QList<Series> series) {
    m_title.clear();
    m_series = std::move(series);
    m_dirty = true;
    if (!m_timer)
        redraw();
}

void HistogramPlot::clear() {
    setSamples(QString(), {});
}

QCustomPlot* HistogramPlot::plot() const {
    return m_plot;
}

QString HistogramPlot::titleText() const {
    auto* title = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0));
    return title ? title->text() : QString();
}

void HistogramPlot::redraw() {
    m_dirty = false;
    ++m_redraws;
    m_plot->clearPlottables();
    m_plot->clearItems();
    std::vector<std::span<const std::int32_t>> sets;
    std::size_t total = 0;
    for (const Series& s : m_series) {
        sets.emplace_back(s.samples);
        total += s.samples.size();
    }
    const core::BodyHistograms h = core::makeBodyHistograms(sets);
    const bool overlay = m_series.size() > 1;
    double top = 0;
    std::uint64_t below = 0, above = 0;
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        const auto& counts = h.counts[static_cast<std::size_t>(i)];
        below += h.below[static_cast<std::size_t>(i)];
        above += h.above[static_cast<std::size_t>(i)];
        QVector<double> keys, values;
        for (std::size_t b = 0; b < counts.size(); ++b) {
            keys << h.firstEdge + (static_cast<double>(b) + 0.5) * h.binWidth;
            values << static_cast<double>(counts[b]);
            top = std::max(top, values.back());
        }
        QColor colour = accentColor(*this, static_cast<int>(i));
        if (!overlay) {
            auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
            bars->setData(keys, values, true);
            bars->setWidth(h.binWidth);
            bars->setPen(QPen(colour.darker(130)));
            colour.setAlphaF(0.75);
            bars->setBrush(colour);
            bars->setName(m_series[i].label);
            continue;
        }
        // Outlined steps on the shared bins: every run stays visible where they overlap.
        auto* steps = m_plot->addGraph();
        steps->setName(tr("%1 (%2)").arg(m_series[i].label).arg(m_series[i].samples.size()));
        steps->setLineStyle(QCPGraph::lsStepCenter);
        steps->setPen(QPen(colour, 2));
        QColor fill = colour;
        fill.setAlphaF(0.15);
        steps->setBrush(fill);
        steps->setData(keys, values, true);
    }
    m_edgeText.clear();
    if (below > 0)
        m_edgeText += tr("◀ %n sample(s) below %1", "", static_cast<int>(below)).arg(h.lowValue);
    if (above > 0)
        m_edgeText += (m_edgeText.isEmpty() ? QString() : QStringLiteral("   ")) +
                      tr("%n sample(s) above %1 ▶", "", static_cast<int>(above)).arg(h.highValue);
    auto* title = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0));
    if (title) {
        title->setText(
            m_series.isEmpty() ? tr("No samples yet")
            : overlay
                ? tr("%1 runs overlaid on shared bins — %2 samples").arg(m_series.size()).arg(total)
                : tr("%1 — %2 samples").arg(m_title).arg(total));
    }
    m_plot->xAxis->setLabel(below + above > 0 ? tr("cycles (bins span p0.5–p99.5; the rest is "
                                                   "counted at the edges)")
                                              : tr("cycles"));
    if (!m_edgeText.isEmpty()) {
        auto* note = new QCPItemText(m_plot);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.0);
        note->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
        note->setText(m_edgeText);
        note->setColor(palette().color(QPalette::Text));
        note->setPadding(QMargins(2, 2, 2, 2));
    }
    m_plot->legend->setVisible(overlay);
    if (overlay)
        m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    if (!m_series.isEmpty()) {
        for (const auto& counts : h.counts) {
            if (!counts.empty()) {
                m_plot->xAxis->setRange(
                    h.firstEdge, h.firstEdge + h.binWidth * static_cast<double>(counts.size()));
                break;
            }
        }
        // Room above the tallest bar for the edge note and the legend.
        m_plot->yAxis->setRange(0, std::max(1.0, top * (overlay ? 1.35 : 1.15)));
    }
    applyPalette(*m_plot, *this);
    m_plot->requestDraw();
}

void HistogramPlot::changeEvent(QEvent* event) {
    // Only a palette that changes the colours is worth a redraw: a style sheet sends palette
    // changes that change nothing.
    if (event->type() == QEvent::PaletteChange) {
        const QColor base = palette().color(QPalette::Base);
        const QColor text = palette().color(QPalette::Text);
        if (base != m_appliedBase || text != m_appliedText) {
            m_appliedBase = base;
            m_appliedText = text;
            redraw();
        }
    }
    QWidget::changeEvent(event);
}

} // namespace cyclelab::app
