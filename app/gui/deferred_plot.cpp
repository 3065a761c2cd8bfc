#include "app/gui/deferred_plot.hpp"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>
#include <algorithm>
#include <vector>

namespace cyclelab::app {

namespace {

// The plots waiting to be drawn on this thread, drawn one per timer turn so that the events
// in between (input, other timers) get their turn too.
class DrawDispatcher {
  public:
    static DrawDispatcher& forThread() {
        thread_local DrawDispatcher dispatcher;
        return dispatcher;
    }

    void add(DeferredPlot* plot) {
        if (std::find(m_waiting.begin(), m_waiting.end(), plot) == m_waiting.end())
            m_waiting.emplace_back(plot);
        wake();
    }
    void remove(DeferredPlot* plot) { std::erase(m_waiting, plot); }
    void wake() {
        if (!m_timer) {
            m_timer = new QTimer(QCoreApplication::instance());
            m_timer->setSingleShot(true);
            m_timer->setInterval(0);
            QObject::connect(m_timer, &QTimer::timeout, [this] { drawOne(); });
        }
        if (!m_waiting.empty() && !m_timer->isActive())
            m_timer->start();
    }

    void drawAllShown() {
        while (drawOne()) {
        }
    }

  private:
    // The first plot in view, else the first one shown; hidden plots wait for their show event.
    // False when no plot was drawn.
    bool drawOne() {
        std::erase_if(m_waiting, [](const QPointer<DeferredPlot>& p) { return p.isNull(); });
        auto shown = [](const QPointer<DeferredPlot>& p) { return p->isVisible(); };
        auto inView = [](const QPointer<DeferredPlot>& p) {
            return p->isVisible() && !p->visibleRegion().isEmpty();
        };
        auto next = std::find_if(m_waiting.begin(), m_waiting.end(), inView);
        if (next == m_waiting.end())
            next = std::find_if(m_waiting.begin(), m_waiting.end(), shown);
        if (next == m_waiting.end())
            return false;
        QPointer<DeferredPlot> plot = *next;
        m_waiting.erase(next);
        plot->drawNow();
        if (m_timer && std::any_of(m_waiting.begin(), m_waiting.end(), shown))
            m_timer->start();
        return true;
    }

    std::vector<QPointer<DeferredPlot>> m_waiting;
    QPointer<QTimer> m_timer; // the application owns it
};

} // namespace

DeferredPlot::DeferredPlot(QWidget* parent) : QCustomPlot(parent) {
    // QCustomPlot's constructor queues a full replot for the next turn (a posted meta-call, the
    // only event posted to this new object so far); the dispatcher draws it instead.
    QCoreApplication::removePostedEvents(this, QEvent::MetaCall);
    // QCustomPlot gives its "overlay" layer a paint buffer of its own, for redrawing a selection
    // rectangle alone; these plots draw nothing there, and the second full-size buffer per plot
    // was a fifth of the fresh memory the first Compare of a session touched
    // (docs/PERFORMANCE.md).
    if (QCPLayer* overlay = layer(QStringLiteral("overlay")))
        overlay->setMode(QCPLayer::lmLogical);
    requestDraw();
}

DeferredPlot::~DeferredPlot() {
    DrawDispatcher::forThread().remove(this);
}

void DeferredPlot::requestDraw() {
    m_pending = true;
    DrawDispatcher::forThread().add(this);
}

void DeferredPlot::drawNow() {
    if (!m_pending)
        return;
    m_pending = false;
    DrawDispatcher::forThread().remove(this);
    // Drawn into the plot's buffers now; the widget repaints them on the next paint event.
    replot(QCustomPlot::rpQueuedRefresh);
}

void DeferredPlot::drawAllShown() {
    DrawDispatcher::forThread().drawAllShown();
}

void DeferredPlot::resizeEvent(QResizeEvent* event) {
    Q_UNUSED(event)
    setViewport(rect()); // what QCustomPlot does, without its immediate replot
    requestDraw();
}

void DeferredPlot::showEvent(QShowEvent* event) {
    QCustomPlot::showEvent(event);
    if (m_pending)
        DrawDispatcher::forThread().wake();
}

} // namespace cyclelab::app
