// cyclelab-cli: the headless front end. Composition root: every subcommand is registered here,
// explicitly, in the order `--help` lists them.

#include "app/cli/cli_context.hpp"
#include "app/cli/cli_suggest.hpp"
#include "app/cli/exit_codes.hpp"

#include <iostream>

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
        if (e.get_exit_code() != 0) {
            // CLI11 names the stray argument but not what was meant: say it, with the choices.
            if (auto why =
                    explainUnknownArgument(app, std::vector<std::string>(argv + 1, argv + argc))) {
                std::cerr << "cyclelab-cli: " << *why
                          << "\nRun with --help for more information.\n";
                return kExitBadInput;
            }
        }
        int code = app.exit(e);
        return code == 0 ? kExitOk : kExitBadInput; // --help and --version exit 0
    }
    return ctx.action ? ctx.action() : kExitOk;
}
