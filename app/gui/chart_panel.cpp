#include "app/gui/chart_panel.hpp"

#include "app/charts/chart_builders.hpp"
#include "app/charts/chart_style.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/deferred_plot.hpp"
#include "app/gui/plot_style.hpp"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace cyclelab::app {

ChartPanel::ChartPanel(ChartSpec spec, QWidget* parent) : QWidget(parent), m_spec(std::move(spec)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setToolTip(tr("Save this chart with its title and caption as PNG, SVG or PDF"));
    auto* copyButton = new QPushButton(tr("Copy"), this);
    copyButton->setToolTip(tr("Copy this chart, with its caption, to the clipboard as an image"));
    buttons->addWidget(exportButton);
    buttons->addWidget(copyButton);
    layout->addLayout(buttons);
    m_plot = new DeferredPlot(this);
    m_plot->setMinimumSize(360, minimumChartHeight(m_spec.view));
    m_plot->installEventFilter(this);
    layout->addWidget(m_plot, 1);
    // The caption as text under the plot: wrapped to the panel's width, selectable, and not
    // taken from the plot's height (exports draw it into the file instead).
    m_caption = new QLabel(QString::fromStdString(chartCaption(m_spec)), this);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setContentsMargins(8, 0, 8, 4);
    QFont small = m_caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_caption->setFont(small);
    layout->addWidget(m_caption);
    connect(m_plot, &QCustomPlot::afterLayout, this, &ChartPanel::keepPlotAreaTall);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &ChartPanel::resetZoom);
    connect(exportButton, &QPushButton::clicked, this, &ChartPanel::exportInteractive);
    connect(copyButton, &QPushButton::clicked, this, [this] {
        if (core::Status st = copyToClipboard(); !st)
            QMessageBox::critical(this, tr("Copy failed"), CoreText::error(st.error()));
    });
    build();
}

namespace {
int g_redraws = 0;
} // namespace

QCustomPlot* ChartPanel::plot() const {
    return m_plot;
}

bool ChartPanel::drawPending() const {
    return m_plot->drawPending();
}

int ChartPanel::redrawCount() {
    return g_redraws;
}

// Built once: the data, layout and legend do not depend on the palette, only the colours of
// background, axes and text do (recolour).
void ChartPanel::build() {
    ++g_redraws;
    const bool legend = buildChart(*m_plot, m_spec.view);
    decoratePlot(*m_plot, chartTitle(m_spec), std::string(),
                 m_plot->width() > 100 ? m_plot->width() : 560, legend);
    // Exports keep the print title size; on screen two charts share the width.
    for (int i = 0; i < m_plot->plotLayout()->elementCount(); ++i) {
        if (auto* text = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->elementAt(i))) {
            QFont font = text->font();
            if (font.bold()) {
                font.setPointSizeF(font.pointSizeF() * 0.8);
                text->setFont(font);
                m_title = text;
            }
        }
    }
    fitToWidth();
    recolour();
    // Zoom (Ctrl+wheel, app/gui/wheel_guard.hpp) and pan (drag) to look closer; a double
    // click goes back to the whole chart.
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_homeX = m_plot->xAxis->range();
    m_homeY = m_plot->yAxis->range();
    m_plot->setToolTip(tr("Ctrl+wheel zooms, dragging pans, a double click shows the whole chart"));
}

void ChartPanel::resetZoom() {
    m_plot->xAxis->setRange(m_homeX);
    m_plot->yAxis->setRange(m_homeY);
    m_plot->requestDraw();
}

void ChartPanel::recolour() {
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base), text = pal.color(QPalette::Text);
    // A style sheet sends palette changes that change nothing; redrawing on those was a loop.
    if (base == m_appliedBase && text == m_appliedText)
        return;
    ++g_redraws;
    m_appliedBase = base;
    m_appliedText = text;
    applyPalette(*m_plot, *this);
    m_plot->requestDraw();
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event) {
    // Benchmark labels and title fitted to the width the plot has now (labels level when they
    // fit, else upright and wrapped); the plot replots itself after its resize.
    if (watched == m_plot && event->type() == QEvent::Resize)
        fitToWidth();
    return QWidget::eventFilter(watched, event);
}

void ChartPanel::fitToWidth() {
    refitCategoryTicks(*m_plot, m_spec.view);
    // A title wider than the plot is broken at its spaces rather than cut at both ends.
    if (m_title != nullptr)
        m_title->setText(wrapCaption(chartTitle(m_spec), m_title->font(), m_plot->width() - 16));
}

// Title, legend and tick labels keep their size whatever the height: the plot gets at least
// enough height for the axis rect to be half of the panel (buttons and caption included).
void ChartPanel::keepPlotAreaTall() {
    const int plotOverhead = m_plot->height() - m_plot->axisRect()->height();
    const int panelOverhead = height() - m_plot->height();
    const int wanted =
        std::max(minimumChartHeight(m_spec.view), 2 * plotOverhead + panelOverhead + 8);
    if (wanted != m_plot->minimumHeight())
        m_plot->setMinimumHeight(wanted);
}

QString ChartPanel::fileStem() const {
    if (!m_spec.fileStem.empty())
        return QString::fromStdString(m_spec.fileStem);
    // From the view's own (English) title: file names stay ASCII in every language.
    QString stem = QString::fromStdString(core::english(core::viewTitle(m_spec.view))).toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    return stem.remove(QRegularExpression(QStringLiteral("^_+|_+$")));
}

core::Status ChartPanel::exportTo(const QString& path, double pixelRatio) const {
    auto format = chartFormatForPath(path.toStdString());
    if (!format) {
        return core::Error::badInput(
            tr("%1: choose a .png, .svg or .pdf file name").arg(path).toStdString());
    }
    ChartSpec spec = m_spec;
    spec.pixelRatio = pixelRatio;
    return renderChart(spec, path.toStdString(), *format, chartSizeFor(m_spec.view));
}

core::Status ChartPanel::copyToClipboard() const {
    QTemporaryDir dir;
    if (!dir.isValid())
        return core::Error::runtime(
            tr("no temporary folder for the clipboard image").toStdString());
    QString file = dir.filePath(QStringLiteral("chart.png"));
    if (core::Status st = exportTo(file); !st)
        return st;
    QImage image(file);
    if (image.isNull())
        return core::Error::runtime(tr("the rendered chart could not be read back").toStdString());
    QApplication::clipboard()->setImage(image);
    return core::success();
}

void ChartPanel::exportInteractive() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), fileStem() + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (core::Status st = exportTo(path); !st)
        QMessageBox::critical(this, tr("Export failed"), CoreText::error(st.error()));
}

void ChartPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        recolour();
    QWidget::changeEvent(event);
}

} // namespace cyclelab::app
