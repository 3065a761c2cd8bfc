#pragma once
// What every subcommand shares: the output mode and how errors become exit codes.

#include <functional>
#include <string>

#include <CLI/CLI.hpp>

#include "core/common/error.hpp"

namespace cyclelab::cli {

struct CliContext {
    // Set by the chosen subcommand's callback; main() runs it after parsing.
    std::function<int()> action;
};

// Prints "cyclelab-cli: <message>" on stderr and returns the exit code for the error kind
// (0 success, 1 runtime failure, 2 usage error or bad input, 3 regression found).
int reportError(const core::Error& error);

// Registration, one function per cmd_<name>.cpp.
void addRunsCommand(CLI::App& app, CliContext& ctx);
void addShowCommand(CLI::App& app, CliContext& ctx);
void addRunCommand(CLI::App& app, CliContext& ctx);
void addAnalyzeCommand(CLI::App& app, CliContext& ctx);
void addDevicesCommand(CLI::App& app, CliContext& ctx);
void addCompareCommand(CLI::App& app, CliContext& ctx);
void addReportCommand(CLI::App& app, CliContext& ctx);

}  // namespace cyclelab::cli
