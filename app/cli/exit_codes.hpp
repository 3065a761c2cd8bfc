#pragma once
// The command line's exit codes, its contract with scripts and CI: core says what kind of
// error happened, only the CLI turns that into a number.

#include "core/common/error.hpp"

namespace cyclelab::cli {

enum ExitCode : int {
    kExitOk = 0,
    kExitFailed = 1,      // failed at run time (also: target silent, no banner, command refused)
    kExitBadInput = 2,    // usage error or bad input: fix the file or option named
    kExitRegression = 3,  // a comparison found a regression
    kExitVerdictFail = 4, // a campaign ran, and a run failed cross-validation or is implausible
};

int exitCodeFor(const core::Error& error);

} // namespace cyclelab::cli
