// cyclelab-cli's side of report_charts_module.hpp: finds and opens the module on first use.

#include "app/cli/report_charts_module.hpp"

#include <dlfcn.h>
#include <system_error>

namespace cyclelab::cli {

core::Expected<RenderReportChartsFn> loadReportCharts() {
#ifdef CYCLELAB_CHARTS_BUILD_PATH
    namespace fs = std::filesystem;
    static const core::Expected<RenderReportChartsFn> loaded =
        []() -> core::Expected<RenderReportChartsFn> {
        // Beside an installation first, so an installed or unpacked package never loads a
        // build tree's module; then the build tree.
        std::error_code ec;
        const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
        const fs::path installed = exe.parent_path().parent_path() / CYCLELAB_INSTALL_LIBDIR /
                                   "cyclelab" / "cyclelab_report_charts.so";
        const fs::path path =
            fs::exists(installed, ec) ? installed : fs::path(CYCLELAB_CHARTS_BUILD_PATH);
        void* module = dlopen(path.c_str(),
                              RTLD_NOW | RTLD_LOCAL); // never closed: Qt is not made to be unloaded
        if (!module) {
            return core::Error::runtime(std::string("cannot load the charts module (") + dlerror() +
                                        "); reinstall cyclelab, or pass --no-charts");
        }
        void* entry = dlsym(module, kRenderReportChartsSymbol);
        if (!entry) {
            return core::Error::runtime(path.string() + " has no " + kRenderReportChartsSymbol +
                                        ": it is from another cyclelab build; reinstall cyclelab");
        }
        return reinterpret_cast<RenderReportChartsFn>(entry);
    }();
    return loaded;
#else
    return core::Error::runtime("this cyclelab-cli was built without Qt 6/QCustomPlot");
#endif
}

} // namespace cyclelab::cli
