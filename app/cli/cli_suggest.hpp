#pragma once
// A clearer message than CLI11's "The following arguments were not expected" when a subcommand
// or an option is mistyped: the nearest valid name and the list of valid ones.

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::cli {

// The first argument that names no subcommand of `app` or no option of the chosen subcommand,
// explained ("unknown command 'comapre': did you mean 'compare'? (valid: ...)"); nullopt when
// every name is known (the parse failed for another reason).
std::optional<std::string> explainUnknownArgument(CLI::App& app,
                                                  const std::vector<std::string>& args);

} // namespace cyclelab::cli
