#include "app/cli/cli_context.hpp"

#include "app/cli/exit_codes.hpp"

#include <iostream>

namespace cyclelab::cli {

int reportError(const core::Error& error) {
    std::cerr << "cyclelab-cli: " << error.message << '\n';
    return exitCodeFor(error);
}

} // namespace cyclelab::cli
