#include "app/charts/report_charts.hpp"

#include "app/charts/chart_renderer.hpp"
#include "core/compare/chart_plan.hpp"

namespace cyclelab::app {

std::vector<core::ReportChart> renderReportCharts(const std::vector<core::Run>& runs,
                                                  const core::ReportPlan& plan,
                                                  const std::filesystem::path& outDir,
                                                  std::vector<std::string>& notes) {
    core::ChartPlanOptions options;
    options.groupBy = plan.groupBy;
    options.across = plan.across;
    options.barUnit = core::ValueUnit::Cycles; // code paths compare in cycles
    options.boxUnit = core::ValueUnit::Ns;     // the distributions as a user would time them
    options.maxPerKind = 6;                    // keeps a report of a large campaign readable
    core::ChartPlan charts = core::planCharts(runs, options);

    std::vector<core::ReportChart> written;
    for (core::PlannedChart& planned : charts.charts) {
        ChartSpec spec{std::move(planned.view)};
        const std::string png = planned.stem + ".png", svg = planned.stem + ".svg";
        const QSize size = chartSizeFor(spec.view);
        core::Status s = renderChart(spec, (outDir / png).string(), ChartFormat::Png, size);
        if (!s.ok()) {
            notes.push_back("Chart " + png + " not drawn: " + s.error().message);
            continue;
        }
        core::Status v = renderChart(spec, (outDir / svg).string(), ChartFormat::Svg, size);
        written.push_back(
            {chartTitle(spec), chartCaption(spec), png, v.ok() ? svg : std::string()});
    }
    for (const core::ChartNote& note : charts.notes) {
        notes.push_back(note.text());
    }
    return written;
}

} // namespace cyclelab::app
