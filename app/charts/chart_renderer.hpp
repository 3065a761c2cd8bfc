#pragma once
// Renders a comparison view to a file, headless (QT_QPA_PLATFORM=offscreen works). Needs a
// QApplication (see gui_application.hpp). Sizes are logical pixels at 96 dpi: the PNG is
// written at twice that with 192 dpi metadata, so fonts keep their point size in print.

#include "core/common/error.hpp"
#include "core/compare/chart_plan.hpp"

#include <QSize>
#include <optional>
#include <string>

namespace cyclelab::app {

enum class ChartFormat { Png, Svg, Pdf };
std::optional<ChartFormat> chartFormatForPath(const std::string& path); // by extension

using ChartView = core::ChartView; // the planner's variant: one alternative per chart type

struct ChartSpec {
    ChartSpec(ChartView v, std::string t = {}, std::string c = {})
        : view(std::move(v)), title(std::move(t)), caption(std::move(c)) {}
    ChartView view;
    std::string title;       // empty: the view's title
    std::string caption;     // empty: the view's caption (the fixed conditions)
    std::string fileStem;    // a file name without extension; empty: made from the title
    double pixelRatio = 2.0; // PNG pixels per logical pixel: 2 = 192 dpi, sharp in print
};

std::string chartTitle(const ChartSpec& spec);
std::string chartCaption(const ChartSpec& spec);

inline constexpr QSize kDefaultChartSize{960, 600}; // 10 x 6.25 in at 96 dpi

// kDefaultChartSize, taller for a heat map or ROM/RAM ledger with many rows, so that every
// row keeps a readable height (about 26 px).
QSize chartSizeFor(const ChartView& view);
// The height a chart of `view` needs at least on screen for its rows to stay readable.
int minimumChartHeight(const ChartView& view);

core::Status renderChart(const ChartSpec& spec, const std::string& path, ChartFormat format,
                         QSize size = kDefaultChartSize);

} // namespace cyclelab::app
