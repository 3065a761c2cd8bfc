#include "core/protocol/hello_checks.hpp"

namespace cyclelab::core {

std::string clockProblem(const Hello& hello, std::uint64_t expectedCpuHz) {
    if (hello.clockHz == 0 || hello.clockHz == expectedCpuHz) {
        return {};
    }
    return "the target runs at " + std::to_string(hello.clockHz) + " Hz from " +
           (hello.clockSource.empty() ? std::string("an unnamed source") : hello.clockSource) +
           ", not at the " + std::to_string(expectedCpuHz) +
           " Hz its image is built for: the crystal or the PLL did not start (check the crystal, "
           "its solder joints and load capacitors, or the board's HSE bypass setting)";
}

std::string flashWaitStateWarning(const Hello& hello) {
    if (hello.flashWsMeasured < 0 || hello.flashWsMeasured == hello.flashWs) {
        return {};
    }
    return "warning: flash wait states measured " + std::to_string(hello.flashWsMeasured) +
           ", configured " + std::to_string(hello.flashWs) +
           ": the part does not apply the configured setting (on a GD32F103, code in the "
           "zero-wait area, or WSCNT without WSEN); runs record both";
}

} // namespace cyclelab::core
