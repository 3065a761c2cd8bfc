#include "app/cli/exit_codes.hpp"

namespace cyclelab::cli {

int exitCodeFor(const core::Error& error) {
    using core::ErrorKind;
    switch (error.kind) {
    case ErrorKind::BadInput:
        return kExitBadInput;
    case ErrorKind::Regression:
        return kExitRegression;
    // A silent or refusing target is a failed run, not a mistake in what the user typed: scripts
    // that retry on 1 keep working.
    case ErrorKind::Runtime:
    case ErrorKind::Timeout:
    case ErrorKind::NoBanner:
    case ErrorKind::RefusedInput:
        break;
    }
    return kExitFailed;
}

} // namespace cyclelab::cli
