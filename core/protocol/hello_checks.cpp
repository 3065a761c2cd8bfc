#include "core/protocol/hello_checks.hpp"

namespace cyclelab::core {

std::optional<Message> clockProblem(const Hello& hello, std::uint64_t expectedCpuHz) {
    if (hello.clockHz == 0 || hello.clockHz == expectedCpuHz) {
        return std::nullopt;
    }
    return message(MessageId::ErrClockNotReached,
                   {std::to_string(hello.clockHz),
                    hello.clockSource.empty() ? sub(message(MessageId::WordUnnamedClockSource))
                                              : MessageArg(hello.clockSource),
                    std::to_string(expectedCpuHz)});
}

std::optional<Message> flashWaitStateWarning(const Hello& hello) {
    if (hello.flashWsMeasured < 0 || hello.flashWsMeasured == hello.flashWs) {
        return std::nullopt;
    }
    return message(MessageId::WarnFlashWaitStates,
                   {std::to_string(hello.flashWsMeasured), std::to_string(hello.flashWs)});
}

} // namespace cyclelab::core
