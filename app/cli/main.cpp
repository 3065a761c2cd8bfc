// cyclelab-cli: the headless front end. Composition root: every subcommand is registered here,
// explicitly, in the order `--help` lists them.

#include <iostream>

#include "app/cli/cli_context.hpp"

int main(int argc, char** argv) {
    using namespace cyclelab::cli;
    CLI::App app{"CycleLab: RTOS micro-benchmarks on microcontrollers, cross-validated"};
    app.set_version_flag("--version", std::string("cyclelab-cli ") + CYCLELAB_VERSION);
    app.require_subcommand(1);
    CliContext ctx;
    addRunsCommand(app, ctx);
    addShowCommand(app, ctx);
    addDemoCommand(app, ctx);
    addRunCommand(app, ctx);
    addMergeCommand(app, ctx);
    addAnalyzeCommand(app, ctx);
    addDevicesCommand(app, ctx);
    addSelftestCommand(app, ctx);
    addCompareCommand(app, ctx);
    addReportCommand(app, ctx);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        return code == 0 ? 0 : 2;  // usage errors exit 2, --help/--version exit 0
    }
    return ctx.action ? ctx.action() : 0;
}
