#pragma once
// Port acceptance checks (seed 004, section 6.2; firmware/benchmarks/README.md): the firmware runs
// them like benchmarks and sends their counts with DONE (firmware/PROTOCOL.md). This turns the
// counts into a pass/fail verdict and one sentence that states them (a core::Message: an id of
// message_list.hpp with the counts), so a stored run says what was checked and how it went.
//   stack_overflow: pass when the kernel reported the overflow in every trial.
//   irq_nesting:    pass when no high-rate interrupt was lost and every sample nested.
// Inconclusive when nothing could be checked (no counts, no trial, no timer interrupt).

#include "core/model/model.hpp"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace cyclelab::core {

bool isAcceptanceCheck(std::string_view benchmarkId);

// nullopt for a benchmark that is not a check. `samples`: the run's sample count.
std::optional<Acceptance> acceptanceOf(std::string_view benchmarkId,
                                       const std::map<std::string, std::string>& fields,
                                       std::size_t samples);

} // namespace cyclelab::core
