#include "app/charts/chart_renderer.hpp"

#include "app/charts/chart_builders.hpp"
#include "app/charts/chart_style.hpp"
#include "core/common/atomic_file.hpp"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QSvgGenerator>
#include <qcustomplot.h>

namespace cyclelab::app {

std::optional<ChartFormat> chartFormatForPath(const std::string& path) {
    const QString ext = QFileInfo(QString::fromStdString(path)).suffix().toLower();
    if (ext == QLatin1String("png")) {
        return ChartFormat::Png;
    }
    if (ext == QLatin1String("svg")) {
        return ChartFormat::Svg;
    }
    if (ext == QLatin1String("pdf")) {
        return ChartFormat::Pdf;
    }
    return std::nullopt;
}

namespace {
std::size_t rowCount(const ChartView& view) {
    if (const auto* heat = std::get_if<core::OptHeatMapView>(&view)) {
        return heat->rows.size();
    }
    if (const auto* ledger = std::get_if<core::MemoryLedgerView>(&view)) {
        return ledger->images.size();
    }
    return 0;
}
} // namespace

int minimumChartHeight(const ChartView& view) {
    return std::max(380, 200 + 26 * static_cast<int>(rowCount(view)));
}

QSize chartSizeFor(const ChartView& view) {
    return {kDefaultChartSize.width(),
            std::max(kDefaultChartSize.height(), minimumChartHeight(view))};
}

std::string chartTitle(const ChartSpec& spec) {
    if (!spec.title.empty()) {
        return spec.title;
    }
    return core::english(core::viewTitle(spec.view));
}

std::string chartCaption(const ChartSpec& spec) {
    if (!spec.caption.empty()) {
        return spec.caption;
    }
    return core::english(core::viewCaption(spec.view));
}

core::Status renderChart(const ChartSpec& spec, const std::string& path, ChartFormat format,
                         QSize size) {
    if (QApplication::instance() == nullptr) {
        return core::Error::runtime(
            "rendering a chart needs a QApplication: call cyclelab::app::ensureGuiApplication() "
            "first");
    }
    if (!core::viewHasData(spec.view)) {
        return core::Error::badInput(
            QCoreApplication::translate("ChartText",
                                        "chart '%1' has no data: select runs with samples for it")
                .arg(QString::fromStdString(chartTitle(spec)))
                .toStdString());
    }
    if (!(spec.pixelRatio >= 1.0 && spec.pixelRatio <= 4.0)) {
        return core::Error::badInput(
            QCoreApplication::translate("ChartText",
                                        "chart pixel ratio %1 is out of range: use 1 (96 dpi) to "
                                        "4 (384 dpi)")
                .arg(QString::fromStdString(std::to_string(spec.pixelRatio)))
                .toStdString());
    }
    if (size.width() < 200 || size.height() < 150) {
        return core::Error::badInput(
            QCoreApplication::translate("ChartText", "chart size %1x%2 is too small: use at least "
                                                     "200x150 logical pixels")
                .arg(size.width())
                .arg(size.height())
                .toStdString());
    }
    QCustomPlot plot;
    plot.resize(size);
    plot.setBackground(Qt::white);
    plot.setAntialiasedElements(QCP::aeAll);
    const bool legend = buildChart(plot, spec.view);
    decoratePlot(plot, chartTitle(spec), chartCaption(spec), size.width(), legend);
    // Written under a temporary name and renamed into place: a kill or a full disk mid-way
    // leaves no truncated chart. PNG and SVG are encoded in memory first, so a failed write is
    // always seen (the encoders do not all report write errors).
    const auto failed = [&] {
        return core::Error::runtime(
            QCoreApplication::translate(
                "ChartText", "could not write chart %1: check that the directory exists and is "
                             "writable")
                .arg(QString::fromStdString(path))
                .toStdString());
    };
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case ChartFormat::Png: {
        // A multiple of the logical size at that multiple of 96 dpi: fonts keep their size.
        QImage image = plot.toPixmap(size.width(), size.height(), spec.pixelRatio).toImage();
        const int dotsPerMeter = qRound(96 * spec.pixelRatio / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        if (!image.save(&buffer, "PNG")) {
            return failed();
        }
        break;
    }
    case ChartFormat::Pdf:
        return core::writeViaTemporary(path, [&](const std::string& tmp) -> core::Status {
            if (!plot.savePdf(QString::fromStdString(tmp), size.width(), size.height(),
                              QCP::epNoCosmetic, QStringLiteral("CycleLab"),
                              QString::fromStdString(chartTitle(spec)))) {
                return failed();
            }
            return core::success();
        });
    case ChartFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(plot.logicalDpiX());
        svg.setTitle(QString::fromStdString(chartTitle(spec)));
        svg.setDescription(QString::fromStdString(chartCaption(spec)));
        QCPPainter painter;
        if (!painter.begin(&svg)) {
            return failed();
        }
        plot.toPainter(&painter, size.width(), size.height());
        if (!painter.end()) {
            return failed();
        }
        break;
    }
    }
    return core::writeFileAtomically(path, bytes.toStdString());
}

} // namespace cyclelab::app
