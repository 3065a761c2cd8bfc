#include "app/gui/wheel_guard.hpp"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <qcustomplot.h>

namespace cyclelab::app {
namespace {

// A scroll bar is a slider too, but scrolling is its job (a scroll area hands it the wheel).
bool editsByWheel(const QObject* object) {
    return qobject_cast<const QAbstractSpinBox*>(object) != nullptr ||
           qobject_cast<const QComboBox*>(object) != nullptr ||
           (qobject_cast<const QAbstractSlider*>(object) != nullptr &&
            qobject_cast<const QScrollBar*>(object) == nullptr);
}

} // namespace

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {
    qApp->installEventFilter(this);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    // Every event of the application passes here: the type first, the casts only for the two
    // that matter.
    if (event->type() != QEvent::Polish && event->type() != QEvent::Wheel)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (widget == nullptr)
        return false;
    // Qt gives a wheel-focus widget focus on the first notch, before any filter sees the
    // wheel: such widgets take focus by click or Tab only.
    if (event->type() == QEvent::Polish && editsByWheel(widget) &&
        widget->focusPolicy() == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
    if (event->type() != QEvent::Wheel)
        return false;
    const auto* wheel = static_cast<QWheelEvent*>(event);
    const bool blocked = (editsByWheel(widget) && !widget->hasFocus()) ||
                         (qobject_cast<QCustomPlot*>(widget) != nullptr &&
                          !(wheel->modifiers() & Qt::ControlModifier));
    if (!blocked)
        return false;
    // To the nearest scroll area that can scroll, as its own viewport would get it. (Qt passes
    // an ignored wheel to the parent only when it came from the window system; handing it over
    // here does the same for every wheel event.)
    for (QWidget* p = widget->parentWidget(); p != nullptr; p = p->parentWidget()) {
        auto* area = qobject_cast<QAbstractScrollArea*>(p);
        if (area == nullptr || (area->verticalScrollBar()->maximum() == 0 &&
                                area->horizontalScrollBar()->maximum() == 0))
            continue;
        const QPointF at = area->viewport()->mapFromGlobal(wheel->globalPosition());
        QWheelEvent forwarded(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                              wheel->buttons(), wheel->modifiers(), wheel->phase(),
                              wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(area->viewport(), &forwarded);
        return true;
    }
    event->ignore();
    return true;
}

} // namespace cyclelab::app
