// The module's side (cyclelab_report_charts.so): the charts of app/charts on the offscreen
// platform, for cyclelab-cli's report.

#include "app/cli/report_charts_module.hpp"

#include "app/charts/gui_application.hpp"
#include "app/charts/report_charts.hpp"

#include <QApplication>

extern "C" __attribute__((visibility("default"))) void
cyclelab_render_report_charts(cyclelab::cli::ReportChartsCall* call) {
    auto app = cyclelab::app::ensureGuiApplication(); // alive while rendering
    call->charts =
        cyclelab::app::renderReportCharts(*call->runs, *call->plan, *call->outDir, *call->notes);
}
