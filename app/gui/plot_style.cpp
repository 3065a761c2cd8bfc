#include "app/gui/plot_style.hpp"

#include <qcustomplot.h>

namespace cyclelab::app {

namespace {
bool isDark(const QWidget& w) {
    return w.palette().color(QPalette::Base).lightnessF() < 0.5;
}
} // namespace

QColor accentColor(const QWidget& from, int index) {
    // Two tonal sets with the same eight hues (as many as the Runs page overlays, each run its
    // own colour), chosen for contrast on light and on dark backgrounds.
    static const QColor light[] = {
        QColor(31, 119, 180), QColor(214, 39, 40),  QColor(44, 160, 44), QColor(148, 103, 189),
        QColor(255, 127, 14), QColor(23, 190, 207), QColor(140, 86, 75), QColor(227, 119, 194)};
    static const QColor dark[] = {
        QColor(110, 180, 240), QColor(255, 120, 110), QColor(120, 220, 120), QColor(200, 160, 240),
        QColor(255, 180, 90),  QColor(100, 225, 235), QColor(205, 160, 145), QColor(250, 170, 220)};
    const int i = index % 8;
    return isDark(from) ? dark[i] : light[i];
}

void applyPalette(QCustomPlot& plot, const QWidget& from) {
    const QPalette& pal = from.palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.2);
    plot.setBackground(base);
    for (QCPAxis* axis : plot.axisRect()->axes()) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    }
    if (plot.legend) {
        plot.legend->setBrush(base);
        plot.legend->setTextColor(text);
        plot.legend->setBorderPen(QPen(grid));
    }
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i) {
        if (auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i)))
            title->setTextColor(text);
    }
}

} // namespace cyclelab::app
