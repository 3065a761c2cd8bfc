#pragma once
// Whether two runs, or two sets of runs, measure the same thing so that a change between them
// means something. A comparison is refused (unless forced) when:
//   - the benchmark or its parameters differ (two different operations, not a change);
//   - the board differs (another core, memory and bus: the chip is measured, not the change);
//   - the sample unit differs;
//   - a single run is not ok (implausible) or holds no samples;
//   - two sets have no benchmark of one cell in common (nothing would be compared).
// Kernel (and its version), configuration profile, optimisation level, CPU clock with its
// flash wait states, toolchain, flags and date are what comparisons are for: they may differ.

#include "core/compare/regression.hpp"
#include "core/model/model.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

// One sentence per difference that makes A vs B meaningless, e.g.
// "benchmark: ctx_switch_yield (run 2) vs sem_give_take (run 3)". Empty: comparable.
std::vector<std::string> incomparableRuns(const Run& a, const Run& b);

// For two sets (campaigns), given the row matching compareRunSets produced.
std::vector<std::string> incomparableSets(const std::vector<Run>& a, const std::vector<Run>& b,
                                          const SetComparison& matched);

} // namespace cyclelab::core
