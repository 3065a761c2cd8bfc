#include "app/gui/message_banner.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace cyclelab::app {

MessageBanner::MessageBanner(QWidget* parent) : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QPushButton(tr("Dismiss"), this);
    close->setFlat(true);
    close->setToolTip(tr("Hide this message"));
    connect(close, &QPushButton::clicked, this, &MessageBanner::clear);
    layout->addWidget(m_label, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    setVisible(false);
}

void MessageBanner::show(Level level, const QString& text) {
    m_level = level;
    // Tinted from the platform palette so it reads in light and dark themes alike.
    QPalette pal = palette();
    QColor base = pal.color(QPalette::Window);
    QColor tint = level == Level::Error     ? QColor(220, 50, 47)
                  : level == Level::Warning ? QColor(230, 160, 0)
                                            : pal.color(QPalette::Highlight);
    auto mix = [](const QColor& a, const QColor& b, double t) {
        return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                                a.greenF() * (1 - t) + b.greenF() * t,
                                a.blueF() * (1 - t) + b.blueF() * t);
    };
    pal.setColor(QPalette::Window, mix(base, tint, 0.25));
    setPalette(pal);
    m_label->setText(text);
    setVisible(true);
}

void MessageBanner::clear() {
    m_label->clear();
    setVisible(false);
}

QString MessageBanner::text() const {
    return m_label->text();
}

} // namespace cyclelab::app
