#pragma once
// Print-ready styling shared by every chart: Okabe-Ito colours (colour-blind safe), fonts of
// at least 9 pt at the export size, a title row, a legend row and a wrapped caption row.

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>
#include <QStringList>
#include <QVector>
#include <string>
#include <vector>

class QCustomPlot;
class QCPAxis;

namespace cyclelab::app {

QColor paletteColor(int index); // Okabe-Ito, strongest contrast on white first
// The colour of group `index`: its own (a kernel's colour from port.json) when `colours` has a
// valid one there, else the palette colour of that position.
QColor groupColor(const std::vector<std::string>& colours, std::size_t index);
QFont chartFont(double pointSize, bool bold = false);

inline constexpr double kTickPt = 10;
inline constexpr double kLabelPt = 11;
inline constexpr double kTitlePt = 13;
inline constexpr double kCaptionPt = 9.5;
inline constexpr double kLegendPt = 10;

// Unconfirmed (fail / inconclusive) bars and boxes: hatched over their colour, outlined dashed.
QBrush unconfirmedBrush();
QPen unconfirmedPen();
// Hatched bars of `width` over the bars already drawn at `keys` (none when keys is empty).
void addUnconfirmedBars(QCustomPlot& plot, const QVector<double>& keys,
                        const QVector<double>& values, double width);

void styleAxis(QCPAxis* axis, const QString& label);
// Value axis with tick labels a person reads ("250 k", "1.68 M": core::formatCount), never
// "1.75E+06"; at most about one label per 60 px so that they never touch.
void humanTicks(QCPAxis* axis, int lengthPx);

// Title above, legend (when wanted) under it, caption (unless empty) at the bottom wrapped to
// widthPx.
// Call after the plottables are added so the legend knows them.
void decoratePlot(QCustomPlot& plot, const std::string& title, const std::string& caption,
                  int widthPx, bool withLegend);

// Category tick labels laid out for slots of slotPx along the axis: level and wrapped (at
// spaces, after '_') to at most three lines when every label fits its slot that way, else
// upright (turned -90°) with as many lines side by side as the slot holds (up to three): the
// depth is the longest label's shortest length in those lines, every label wrapped to it, so
// that upright labels take about a third of the depth they would on one line. Lines are
// joined by '\n'.
struct CategoryLabels {
    QStringList texts;
    bool upright = false;
};
CategoryLabels fitCategoryLabels(const std::vector<std::string>& labels, double slotPx,
                                 const QFont& font);

// Caption text broken at " · " so that no line is wider than widthPx in font.
QString wrapCaption(const std::string& caption, const QFont& font, int widthPx);

} // namespace cyclelab::app
