#include "core/common/error.hpp"

namespace cyclelab::core {

int exitCodeFor(const Error& error) {
    switch (error.kind) {
    case ErrorKind::BadInput:
        return 2;
    case ErrorKind::Regression:
        return 3;
    case ErrorKind::Runtime:
        break;
    }
    return 1;
}

} // namespace cyclelab::core
