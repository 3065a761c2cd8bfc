#pragma once
// What every subcommand shares: the output mode and how errors become exit codes.

#include "core/common/error.hpp"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace cyclelab::cli {

struct CliContext {
    // Set by the chosen subcommand's callback; main() runs it after parsing.
    std::function<int()> action;
};

// Prints "cyclelab-cli: <message>" on stderr and returns the exit code for the error kind
// (0 success, 1 runtime failure, 2 usage error or bad input, 3 regression found).
int reportError(const core::Error& error);

// `report`, also written at the end of `demo`. Returns the exit code.
struct ReportArgs {
    std::string db, out, title;
    std::string reference; // published Thread-Metric figures (CSV), shown beside the runs
    std::optional<std::int64_t> campaign;
    bool noCharts = false;
};
int runReport(const ReportArgs& args);

// Where the firmware images and board profiles are (`run`, `demo`, `selftest`), and with
// `hardware`, the real board and analyzer (`run`, `selftest`). Options is any struct with
// these members.
template <class Options> void addBenchOptions(CLI::App* cmd, Options& o, bool hardware) {
    cmd->add_option("--images", o.imagesDir, "firmware images directory (with manifest.json)");
    cmd->add_option("--boards", o.boardsDir, "board profiles directory");
    if (!hardware) {
        return;
    }
    cmd->add_option("--serial", o.serialPort,
                    "serial port of a real board (/dev/ttyUSB0, tcp://host:port, unix:PATH)");
    cmd->add_option("--analyzer", o.analyzerDriver,
                    "libsigrok driver of a real analyzer (fx2lafw, dreamsourcelab-dslogic, ...)");
    cmd->add_option("--analyzer-conn", o.analyzerConnection, "libsigrok conn= string");
}

// Registration, one function per cmd_<name>.cpp.
void addRunsCommand(CLI::App& app, CliContext& ctx);
void addShowCommand(CLI::App& app, CliContext& ctx);
void addDemoCommand(CLI::App& app, CliContext& ctx);
void addRunCommand(CLI::App& app, CliContext& ctx);
void addMergeCommand(CLI::App& app, CliContext& ctx);
void addAnalyzeCommand(CLI::App& app, CliContext& ctx);
void addDevicesCommand(CLI::App& app, CliContext& ctx);
void addCompareCommand(CLI::App& app, CliContext& ctx);
void addReportCommand(CLI::App& app, CliContext& ctx);
void addSelftestCommand(CLI::App& app, CliContext& ctx);

} // namespace cyclelab::cli
