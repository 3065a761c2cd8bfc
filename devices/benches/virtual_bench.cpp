#include "devices/benches/virtual_bench.hpp"

#include "core/common/message.hpp"
#include "devices/net/socket_link.hpp"

namespace cyclelab::devices {
namespace {

QemuOptions launchOptions(const core::BoardProfile& board) {
    auto options = qemuOptionsFor(board);
    return options ? *options : QemuOptions{};
}

} // namespace

VirtualBench::VirtualBench(core::BoardProfile board)
    : m_board(std::move(board)), m_flasher(launchOptions(m_board)),
      m_analyzer(m_flasher, VirtualAnalyzer::channelsFor(m_board)) {}

std::string VirtualBench::describe() const {
    return "virtual bench: " + m_board.id + " in QEMU " + m_board.qemuMachine + " (icount shift " +
           std::to_string(m_board.icountShift) + "), virtual logic analyzer";
}

core::Expected<std::unique_ptr<core::SerialLink>> VirtualBench::connect() {
    const std::string address = m_flasher.serialAddress();
    if (address.empty()) {
        return core::Error::runtime(core::message(core::MessageId::ErrBenchQemuNotRunning));
    }
    return openSocketLink(address, std::chrono::milliseconds(5000));
}

double VirtualBench::counterHz(const std::string& cycleSource, double cycleHz,
                               std::uint32_t tickCycles) const {
    return cycleSource == "systick" ? emulatedSysTickHz(cycleHz, tickCycles) : cycleHz;
}

double emulatedSysTickHz(double cycleHz, std::uint32_t tickCycles) {
    if (tickCycles == 0 || !(cycleHz >= 1.0) || cycleHz > 1e12) {
        return cycleHz;
    }
    // hw/core/clock.h CLOCK_PERIOD_FROM_HZ and hw/core/ptimer.c ptimer_reload, QEMU 7.2
    // (10^9 << 32 fits in 64 bits).
    const auto hz = static_cast<std::uint64_t>(cycleHz);
    const std::uint64_t clockPeriod = (std::uint64_t{1000000000U} << 32) / hz;
    const std::uint64_t wholeNs = clockPeriod >> 32;
    const std::uint64_t fraction = clockPeriod & 0xffffffffU;
    const std::uint64_t periodNs = tickCycles * wholeNs + ((fraction * tickCycles) >> 32);
    return periodNs == 0 ? cycleHz
                         : static_cast<double>(tickCycles) * 1e9 / static_cast<double>(periodNs);
}

} // namespace cyclelab::devices
