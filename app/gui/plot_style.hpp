#pragma once
// QCustomPlot styling from the platform palette, so the GUI's own plots read in light and dark
// themes (the comparison charts come styled from app/charts).

#include <QColor>

class QCustomPlot;
class QWidget;

namespace cyclelab::app {

void applyPalette(QCustomPlot& plot, const QWidget& from);
// A fill colour that contrasts with the palette's base colour.
QColor accentColor(const QWidget& from, int index = 0);

} // namespace cyclelab::app
