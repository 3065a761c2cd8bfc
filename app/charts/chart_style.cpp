#include "app/charts/chart_style.hpp"

#include "core/common/units.hpp"

#include <QFontMetrics>
#include <QHash>
#include <algorithm>
#include <array>
#include <cmath>
#include <qcustomplot.h>

namespace cyclelab::app {

QBrush unconfirmedBrush() {
    return QBrush(QColor(20, 20, 20), Qt::BDiagPattern);
}

QPen unconfirmedPen() {
    return QPen(QColor(20, 20, 20), 1.4, Qt::DashLine);
}

void addUnconfirmedBars(QCustomPlot& plot, const QVector<double>& keys,
                        const QVector<double>& values, double width) {
    if (keys.isEmpty())
        return;
    auto* hatch = new QCPBars(plot.xAxis, plot.yAxis);
    hatch->removeFromLegend();
    hatch->setBrush(unconfirmedBrush());
    hatch->setPen(unconfirmedPen());
    hatch->setWidth(width);
    hatch->setData(keys, values);
}

QColor paletteColor(int index) {
    static const std::array<QColor, 8> kOkabeIto{
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0x00, 0x00, 0x00), // black
        QColor(0xF0, 0xE4, 0x42), // yellow: last, weakest on white
    };
    return kOkabeIto[static_cast<std::size_t>(index) % kOkabeIto.size()];
}

QColor groupColor(const std::vector<std::string>& colours, std::size_t index) {
    if (index < colours.size()) {
        const QColor own(QString::fromStdString(colours[index]));
        if (own.isValid()) {
            return own;
        }
    }
    return paletteColor(static_cast<int>(index));
}

namespace {

class HumanTicker : public QCPAxisTicker {
  protected:
    // 3 significant digits where they tell the ticks apart (1.25 M from 1.5 M), more where they
    // do not: ticks 1 k apart near 10 M read 9.998 M, 9.999 M, 10 M, not 10 M, 10 M, 9.99 M.
    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale&, QChar,
                                       int) override {
        QVector<QString> labels;
        for (int digits = 3; digits <= 12; ++digits) {
            labels.clear();
            for (double tick : ticks)
                labels << QString::fromStdString(
                    core::formatCount(std::abs(tick) < 1e-9 ? 0.0 : tick, digits));
            if (std::adjacent_find(labels.begin(), labels.end()) == labels.end())
                break;
        }
        return labels;
    }
};

} // namespace

void humanTicks(QCPAxis* axis, int lengthPx) {
    QSharedPointer<HumanTicker> ticker(new HumanTicker);
    ticker->setTickCount(std::clamp(lengthPx / 60, 2, 8));
    axis->setTicker(ticker);
}

QFont chartFont(double pointSize, bool bold) {
    QFont f("DejaVu Sans");
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

void styleAxis(QCPAxis* axis, const QString& label) {
    axis->setLabel(label);
    axis->setLabelFont(chartFont(kLabelPt));
    axis->setTickLabelFont(chartFont(kTickPt));
    axis->setLabelColor(Qt::black);
    axis->setTickLabelColor(Qt::black);
    axis->setBasePen(QPen(Qt::black, 1));
    axis->setTickPen(QPen(Qt::black, 1));
    axis->setSubTickPen(QPen(Qt::black, 1));
    axis->grid()->setPen(QPen(QColor(200, 200, 200), 1, Qt::DotLine));
}

namespace {

// A label's pieces: a break may follow '_' or come before ' ' (the space is dropped there).
QStringList labelPieces(const QString& label) {
    QStringList pieces;
    QString piece;
    for (QChar c : label) {
        if (c == QLatin1Char(' ') && !piece.isEmpty()) {
            pieces << piece;
            piece.clear();
        }
        piece += c;
        if (c == QLatin1Char('_')) {
            pieces << piece;
            piece.clear();
        }
    }
    if (!piece.isEmpty())
        pieces << piece;
    return pieces;
}

// A font's text widths, each string shaped once: fitting labels asks for the same candidate
// lines again and again (every step of its search), and shaping text is what costs.
class TextWidths {
  public:
    explicit TextWidths(const QFont& font) : m_fm(font) {}
    int horizontalAdvance(const QString& text) const {
        auto it = m_px.constFind(text);
        if (it == m_px.cend())
            it = m_px.insert(text, m_fm.horizontalAdvance(text));
        return *it;
    }
    int lineSpacing() const { return m_fm.lineSpacing(); }

  private:
    QFontMetrics m_fm;
    mutable QHash<QString, int> m_px;
};

// Greedy lines of at most widthPx (a piece wider than that gets a line of its own).
QStringList wrapPieces(const QStringList& pieces, int widthPx, const TextWidths& fm) {
    QStringList lines;
    QString line;
    for (const QString& piece : pieces) {
        const QString candidate = line + piece;
        if (!line.isEmpty() && fm.horizontalAdvance(candidate) > widthPx) {
            lines << line;
            line = piece.startsWith(QLatin1Char(' ')) ? piece.mid(1) : piece;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

int widest(const QStringList& lines, const TextWidths& fm) {
    int px = 0;
    for (const QString& l : lines)
        px = std::max(px, fm.horizontalAdvance(l));
    return px;
}

} // namespace

CategoryLabels fitCategoryLabels(const std::vector<std::string>& labels, double slotPx,
                                 const QFont& font) {
    constexpr int kMaxLines = 3;
    const TextWidths fm(font);
    const int levelWidth = static_cast<int>(slotPx) - 8; // a gap between neighbours
    CategoryLabels out;
    bool level = true;
    for (const std::string& label : labels) {
        const QStringList lines =
            wrapPieces(labelPieces(QString::fromStdString(label)), levelWidth, fm);
        level = level && lines.size() <= kMaxLines && widest(lines, fm) <= levelWidth;
        out.texts << lines.join(QLatin1Char('\n'));
    }
    if (level)
        return out;
    out.upright = true;
    out.texts.clear();
    const int lineCount = std::clamp(static_cast<int>(slotPx - 4) / fm.lineSpacing(), 1, kMaxLines);
    // Each label's shortest length in lineCount lines; the longest of those is the depth all
    // share, and every label is wrapped to it (a short one stays on one line).
    std::vector<QStringList> pieces;
    int depth = 0;
    for (const std::string& label : labels) {
        pieces.push_back(labelPieces(QString::fromStdString(label)));
        int lo = widest(pieces.back(), fm);
        int hi = std::max(lo, fm.horizontalAdvance(pieces.back().join(QString())));
        while (lo < hi) {
            const int mid = (lo + hi) / 2;
            if (wrapPieces(pieces.back(), mid, fm).size() <= lineCount)
                hi = mid;
            else
                lo = mid + 1;
        }
        depth = std::max(depth, lo);
    }
    for (const QStringList& p : pieces)
        out.texts << wrapPieces(p, depth, fm).join(QLatin1Char('\n'));
    return out;
}

QString wrapCaption(const std::string& caption, const QFont& font, int widthPx) {
    const QFontMetrics fm(font);
    QStringList parts;
    // A part wider than the line on its own is broken at its spaces, else its end is cut.
    for (const QString& part : QString::fromStdString(caption).split(QStringLiteral(" · "))) {
        if (fm.horizontalAdvance(part) <= widthPx) {
            parts << part;
            continue;
        }
        QString piece;
        for (const QString& word : part.split(QLatin1Char(' '))) {
            const QString candidate = piece.isEmpty() ? word : piece + QLatin1Char(' ') + word;
            if (!piece.isEmpty() && fm.horizontalAdvance(candidate) > widthPx) {
                parts << piece;
                piece = word;
            } else {
                piece = candidate;
            }
        }
        if (!piece.isEmpty())
            parts << piece;
    }
    QString out, line;
    for (const QString& part : parts) {
        const QString candidate = line.isEmpty() ? part : line + QStringLiteral(" · ") + part;
        if (!line.isEmpty() && fm.horizontalAdvance(candidate) > widthPx) {
            out += (out.isEmpty() ? QString() : QStringLiteral("\n")) + line;
            line = part;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty()) {
        out += (out.isEmpty() ? QString() : QStringLiteral("\n")) + line;
    }
    return out;
}

void decoratePlot(QCustomPlot& plot, const std::string& title, const std::string& caption,
                  int widthPx, bool withLegend) {
    QCPLayoutGrid* layout = plot.plotLayout();
    layout->insertRow(0);
    auto* titleElement =
        new QCPTextElement(&plot, QString::fromStdString(title), chartFont(kTitlePt, true));
    titleElement->setTextColor(Qt::black);
    layout->addElement(0, 0, titleElement);
    int row = layout->rowCount();
    if (withLegend) {
        plot.legend->setVisible(true);
        plot.legend->setFont(chartFont(kLegendPt));
        plot.legend->setTextColor(Qt::black);
        plot.legend->setBorderPen(Qt::NoPen);
        plot.legend->setBrush(Qt::NoBrush);
        // As many columns as the widest entry allows, so that no name is cut
        // ("RT-Thread Nano 5.2.0" stays whole on a half-width panel). The wrap is set before
        // the fill order: setFillOrder rearranges the entries by the wrap in force, setWrap
        // alone does not.
        const QFontMetrics legendMetrics(chartFont(kLegendPt));
        int widestPx = 1;
        for (int i = 0; i < plot.legend->itemCount(); ++i) {
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i))) {
                widestPx = std::max(
                    widestPx, legendMetrics.horizontalAdvance(item->plottable()->name()) + 48);
            }
        }
        plot.legend->setWrap(std::clamp((widthPx - 40) / widestPx, 1, 4));
        plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
        // Move the legend out of the axis rect so it never hides data.
        if (auto* inset = plot.axisRect()->insetLayout();
            inset->elements(false).contains(plot.legend)) {
            inset->take(plot.legend);
        }
        // Centred between two stretching spacers instead of spread over the whole width.
        auto* legendRow = new QCPLayoutGrid;
        layout->insertRow(1);
        layout->addElement(1, 0, legendRow);
        legendRow->addElement(0, 0, new QCPLayoutElement(&plot));
        legendRow->addElement(0, 1, plot.legend);
        legendRow->addElement(0, 2, new QCPLayoutElement(&plot));
        legendRow->setColumnStretchFactor(0, 1);
        legendRow->setColumnStretchFactor(1, 0.001);
        legendRow->setColumnStretchFactor(2, 1);
        plot.legend->setMargins(QMargins(4, 0, 4, 0));
        layout->setRowStretchFactor(1, 0.001);
        row = layout->rowCount();
    } else {
        plot.legend->setVisible(false);
    }
    layout->setRowStretchFactor(0, 0.001);
    layout->setRowSpacing(2);
    if (caption.empty()) {
        return;
    }
    const QFont captionFont = chartFont(kCaptionPt);
    layout->insertRow(row);
    auto* captionElement =
        new QCPTextElement(&plot, wrapCaption(caption, captionFont, widthPx - 60), captionFont);
    captionElement->setMargins(QMargins(12, 2, 12, 6));
    captionElement->setTextColor(QColor(40, 40, 40));
    captionElement->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    layout->addElement(row, 0, captionElement);
    layout->setRowStretchFactor(row, 0.001);
}

} // namespace cyclelab::app
