#pragma once
// What every fuzz target shares: a failed invariant aborts, which libFuzzer reports as a crash
// with its input, and the corpus replay test reports as a failure.

#include <cstdlib>

namespace cyclelab::fuzz {

inline void check(bool condition) {
    if (!condition) {
        std::abort();
    }
}

} // namespace cyclelab::fuzz
