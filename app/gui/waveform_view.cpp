#include "app/gui/waveform_view.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace cyclelab::app {

namespace {

constexpr int kLabelWidth = 96;
constexpr int kRulerHeight = 24;
constexpr int kLaneHeight = 36;
constexpr int kAnnotationHeight = 52;
constexpr int kMinLabelPx = 96; // pulses closer than this on screen get ticks, not labels
constexpr double kMinSpan = 8.0;

QColor agreementColor(core::SampleAgreement a) {
    switch (a) {
    case core::SampleAgreement::Agrees:
        return QColor(0x2e, 0x8b, 0x57);
    case core::SampleAgreement::Disagrees:
        return QColor(0xd0, 0x30, 0x30);
    case core::SampleAgreement::Unpaired:
        break;
    }
    return QColor(0x80, 0x80, 0x80);
}

} // namespace

QString waveformTime(double ns) {
    const double a = std::fabs(ns);
    if (a >= 1e9)
        return QStringLiteral("%1 s").arg(ns / 1e9, 0, 'g', 6);
    if (a >= 1e6)
        return QStringLiteral("%1 ms").arg(ns / 1e6, 0, 'g', 6);
    if (a >= 1e3)
        return QStringLiteral("%1 µs").arg(ns / 1e3, 0, 'g', 6);
    return QStringLiteral("%1 ns").arg(ns, 0, 'g', 6);
}

WaveformView::WaveformView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(480, 200);
    // As tall as its lanes: a taller view would only add blank space under them.
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void WaveformView::setData(std::shared_ptr<const WaveformData> data) {
    m_data = std::move(data);
    m_cursorA.reset();
    m_cursorB.reset();
    const int rows = static_cast<int>(lanes().size());
    setFixedHeight(kRulerHeight + kAnnotationHeight + std::max(rows, 2) * kLaneHeight + 24);
    showAll();
}

void WaveformView::setVisibleRange(double first, double span) {
    const double total = m_data ? static_cast<double>(m_data->capture.index.totalSamples()) : 1.0;
    span = std::clamp(span, std::min(kMinSpan, total), std::max(total, kMinSpan));
    first = std::clamp(first, 0.0, std::max(0.0, total - span));
    if (first == m_first && span == m_span)
        return;
    m_first = first;
    m_span = span;
    update();
    emit rangeChanged();
}

void WaveformView::zoom(double factor, double anchor) {
    const double span = m_span / factor;
    const double fraction = m_span > 0 ? (anchor - m_first) / m_span : 0.5;
    setVisibleRange(anchor - fraction * span, span);
}

void WaveformView::showAll() {
    const double total = m_data ? static_cast<double>(m_data->capture.index.totalSamples()) : 1.0;
    setVisibleRange(0.0, total);
}

void WaveformView::setCursor(Cursor which, std::uint64_t sample) {
    (which == Cursor::A ? m_cursorA : m_cursorB) = sample;
    update();
    emit cursorsChanged();
}

std::optional<std::uint64_t> WaveformView::cursor(Cursor which) const {
    return which == Cursor::A ? m_cursorA : m_cursorB;
}

int WaveformView::plotLeft() const {
    return kLabelWidth;
}

int WaveformView::plotWidth() const {
    return std::max(1, width() - kLabelWidth - 4);
}

double WaveformView::xOf(double sample) const {
    return plotLeft() + (sample - m_first) / m_span * plotWidth();
}

double WaveformView::sampleAt(double x) const {
    return m_first + (x - plotLeft()) / plotWidth() * m_span;
}

std::vector<WaveformView::Lane> WaveformView::lanes() const {
    std::vector<Lane> out;
    if (!m_data)
        return out;
    const auto& names = m_data->capture.channelNames;
    auto add = [&](int ch, const QString& role) {
        const QString name = ch < static_cast<int>(names.size())
                                 ? QString::fromStdString(names[static_cast<std::size_t>(ch)])
                                 : QString::number(ch);
        out.push_back({ch, role.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(role, name), 0});
    };
    // Probe and marker first, then the other channels in the file's order; a file on its own
    // has no roles: its channels in order.
    if (!m_data->plainFile) {
        add(m_data->probeChannel, tr("probe"));
        add(m_data->markerChannel, tr("marker"));
    }
    for (int ch = 0; ch < static_cast<int>(names.size()); ++ch) {
        if (m_data->plainFile || (ch != m_data->probeChannel && ch != m_data->markerChannel))
            add(ch, QString());
    }
    int top = kRulerHeight + kAnnotationHeight;
    for (Lane& lane : out) {
        lane.top = top;
        top += kLaneHeight;
    }
    return out;
}

std::vector<std::size_t> WaveformView::pulsesInView() const {
    std::vector<std::size_t> out;
    if (!m_data)
        return out;
    const auto& pulses = m_data->pulses;
    const auto last = m_first + m_span;
    auto it =
        std::lower_bound(pulses.begin(), pulses.end(), m_first, [](const core::Pulse& p, double s) {
            return static_cast<double>(p.fallSample) < s;
        });
    for (; it != pulses.end() && static_cast<double>(it->riseSample) < last; ++it)
        out.push_back(static_cast<std::size_t>(it - pulses.begin()));
    return out;
}

std::vector<std::size_t> WaveformView::annotatedPulses() const {
    auto inView = pulsesInView();
    if (inView.size() < 2)
        return inView;
    // Labels need room: the closest two starts in view must be kMinLabelPx apart.
    const auto& pulses = m_data->pulses;
    double closest = INFINITY;
    for (std::size_t i = 1; i < inView.size(); ++i) {
        closest = std::min(closest, static_cast<double>(pulses[inView[i]].riseSample -
                                                        pulses[inView[i - 1]].riseSample));
    }
    if (closest / m_span * plotWidth() < kMinLabelPx)
        return {};
    return inView;
}

QString WaveformView::pulseLabel(std::size_t pulse) const {
    const WaveformData& d = *m_data;
    const core::Pulse& p = d.pulses[pulse];
    const double widthNs = static_cast<double>(p.widthSamples()) * d.nsPerSample();
    const double widthCycles = widthNs * d.cpuHz / 1e9;
    const auto k = d.pairing.sampleOf(pulse);
    QString head =
        k ? tr("#%1: %2 cyc").arg(*k).arg(d.run.samples[*k]) : tr("pulse %1: unpaired").arg(pulse);
    QString width = tr("%1 = %2 cyc").arg(waveformTime(widthNs)).arg(widthCycles, 0, 'f', 0);
    QString dev;
    if (k) {
        const bool agrees = d.pairing.agreement[*k] == core::SampleAgreement::Agrees;
        dev = tr("dev %1 ns %2")
                  .arg(d.pairing.deviationNs(d.run, *k), 0, 'f', 1)
                  .arg(agrees ? tr("✓ agrees") : tr("✗ disagrees"));
    }
    return head + QLatin1Char('\n') + width + QLatin1Char('\n') + dev;
}

void WaveformView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    if (!m_data) {
        p.drawText(rect(), Qt::AlignCenter, tr("No capture loaded"));
        return;
    }
    drawRuler(p);
    for (const Lane& lane : lanes())
        drawLane(p, lane);
    drawCursors(p); // under the labels, which stay readable where a cursor crosses them
    drawAnnotations(p, kRulerHeight);
}

void WaveformView::drawRuler(QPainter& p) const {
    const QPalette& pal = palette();
    p.setPen(pal.color(QPalette::Text));
    const double nsPer = m_data->nsPerSample();
    // A tick every 1, 2 or 5 x 10^k ns, about every 100 px.
    const double rough = m_span * nsPer / std::max(1.0, plotWidth() / 100.0);
    const double decade = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = rough / decade < 2   ? 2 * decade
                        : rough / decade < 5 ? 5 * decade
                                             : 10 * decade;
    const double firstNs = m_first * nsPer;
    for (double t = std::ceil(firstNs / step) * step; t <= (m_first + m_span) * nsPer; t += step) {
        const double x = xOf(t / nsPer);
        p.drawLine(QPointF(x, kRulerHeight - 6), QPointF(x, kRulerHeight));
        p.drawText(QPointF(x + 2, kRulerHeight - 8), waveformTime(t));
    }
    p.drawLine(plotLeft(), kRulerHeight, width(), kRulerHeight);
}

void WaveformView::drawLane(QPainter& p, const Lane& lane) const {
    const QPalette& pal = palette();
    const auto& index = m_data->capture.index;
    const int high = lane.top + 6;
    const int low = lane.top + kLaneHeight - 8;
    // Lanes in alternating shades, so a line at its high level is not read as the next lane's.
    if ((lane.top - kRulerHeight - kAnnotationHeight) / kLaneHeight % 2 == 0)
        p.fillRect(QRect(0, lane.top, width(), kLaneHeight), pal.color(QPalette::AlternateBase));
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QRect(4, lane.top, kLabelWidth - 8, kLaneHeight), Qt::AlignVCenter | Qt::AlignLeft,
               lane.name);
    p.setPen(QPen(lane.channel == m_data->probeChannel ? QColor(0x1f, 0x77, 0xb4)
                                                       : pal.color(QPalette::Text),
                  1.5));
    const std::uint64_t total = index.totalSamples();
    const std::uint64_t cut = index.truncatedAt(lane.channel);
    // One pixel column at a time: its level, or a transition, or a bar when several edges
    // share the column (a min/max of the column's samples).
    const int columns = plotWidth();
    double prevY = NAN;
    for (int c = 0; c < columns; ++c) {
        const double s0 = std::max(0.0, sampleAt(plotLeft() + c));
        const double s1 = std::min(static_cast<double>(total), sampleAt(plotLeft() + c + 1));
        if (s0 >= s1 || s0 >= static_cast<double>(cut))
            break;
        const auto a = static_cast<std::uint64_t>(std::ceil(s0));
        const auto b = static_cast<std::uint64_t>(std::ceil(s1));
        const std::size_t e0 = index.edgeAtOrAfter(lane.channel, a);
        const std::size_t e1 = index.edgeAtOrAfter(lane.channel, b);
        const double x = plotLeft() + c;
        const bool endLevel = index.levelAt(lane.channel, b == 0 ? 0 : b - 1);
        const double y = endLevel ? high : low;
        if (e1 > e0 || (!std::isnan(prevY) && prevY != y)) {
            p.drawLine(QPointF(x, high), QPointF(x, low));
        } else {
            p.drawLine(QPointF(x, y), QPointF(x + 1, y));
        }
        prevY = y;
    }
    if (cut < total && xOf(static_cast<double>(cut)) < width()) {
        const double x = std::max<double>(plotLeft(), xOf(static_cast<double>(cut)));
        p.fillRect(QRectF(x, high, width() - x, low - high), QBrush(Qt::gray, Qt::BDiagPattern));
    }
}

void WaveformView::drawAnnotations(QPainter& p, int top) const {
    const auto labelled = annotatedPulses();
    const auto inView = labelled.empty() ? pulsesInView() : labelled;
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    for (std::size_t pulse : inView) {
        const core::Pulse& pl = m_data->pulses[pulse];
        const auto k = m_data->pairing.sampleOf(pulse);
        const QColor color =
            agreementColor(k ? m_data->pairing.agreement[*k] : core::SampleAgreement::Unpaired);
        const double x0 = xOf(static_cast<double>(pl.riseSample));
        const double x1 = std::max(x0 + 2, xOf(static_cast<double>(pl.fallSample)));
        p.fillRect(QRectF(x0, top + kAnnotationHeight - 5, x1 - x0, 4), color);
        if (labelled.empty())
            continue;
        const QString label = pulseLabel(pulse);
        const QRectF box =
            p.boundingRect(QRectF(x0, top + 1, kMinLabelPx * 2, kAnnotationHeight - 6),
                           Qt::AlignLeft | Qt::AlignTop, label);
        QColor back = palette().color(QPalette::Base);
        back.setAlpha(220);
        p.fillRect(box, back);
        p.setPen(color);
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop, label);
    }
    p.setFont(font());
}

void WaveformView::drawCursors(QPainter& p) const {
    const std::pair<std::optional<std::uint64_t>, QString> cursors[] = {{m_cursorA, "A"},
                                                                        {m_cursorB, "B"}};
    for (const auto& [at, name] : cursors) {
        if (!at)
            continue;
        const double x = xOf(static_cast<double>(*at));
        if (x < plotLeft() || x > width())
            continue;
        p.setPen(QPen(QColor(0xe0, 0x8a, 0x00), 1.5, Qt::DashLine));
        p.drawLine(QPointF(x, kRulerHeight), QPointF(x, height()));
        // B a line above A: the two stay legible when the cursors are a pixel apart.
        p.drawText(QPointF(x + 3, height() - (name == QLatin1String("B") ? 16 : 4)), name);
    }
}

void WaveformView::mousePressEvent(QMouseEvent* event) {
    m_pressAt = event->position();
    m_pressFirst = m_first;
    m_dragged = false;
}

void WaveformView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_pressAt || !m_data)
        return;
    const double dx = event->position().x() - m_pressAt->x();
    if (std::fabs(dx) > 3)
        m_dragged = true;
    if (m_dragged)
        setVisibleRange(m_pressFirst - dx / plotWidth() * m_span, m_span);
}

void WaveformView::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = m_pressAt && !m_dragged;
    m_pressAt.reset();
    if (!click || !m_data || event->position().x() < plotLeft())
        return;
    const auto sample =
        static_cast<std::uint64_t>(std::max(0.0, std::round(sampleAt(event->position().x()))));
    const bool b = event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier);
    setCursor(b ? Cursor::B : Cursor::A, sample);
}

void WaveformView::wheelEvent(QWheelEvent* event) {
    if (!m_data)
        return;
    const double notches = event->angleDelta().y() / 120.0;
    if (event->modifiers() & Qt::ControlModifier) {
        zoom(std::pow(1.25, notches), sampleAt(event->position().x()));
    } else {
        setVisibleRange(m_first - notches * m_span / 10.0, m_span);
    }
    event->accept();
}

} // namespace cyclelab::app
