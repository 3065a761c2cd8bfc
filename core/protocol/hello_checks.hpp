#pragma once
// What a HELLO says about the board's own state, beyond which image runs: the clock it really
// reached and the flash wait states it measured (PROTOCOL.md, optional fields clk_src, clk_hz,
// ws_meas). The campaign cell and the bench self-test judge them the same way.

#include "core/common/message.hpp"
#include "core/protocol/protocol_events.hpp"

#include <cstdint>
#include <optional>

namespace cyclelab::core {

// Nothing when the reached clock is the one the image was built for (or the firmware does not
// say); else a sentence naming both clocks, the source and what to check.
std::optional<Message> clockProblem(const Hello& hello, std::uint64_t expectedCpuHz);

// Nothing when the measured wait states equal the configured ones (or none were measured); else
// a warning naming both: the numbers then rest on a wait-state setting the part does not apply.
std::optional<Message> flashWaitStateWarning(const Hello& hello);

} // namespace cyclelab::core
