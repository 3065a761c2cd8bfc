#include "devices/bench/virtual_bench.hpp"

#include "devices/net/socket_link.hpp"

namespace cyclelab::devices {
namespace {

QemuOptions launchOptions(const core::BoardProfile& board) {
    auto options = qemuOptionsFor(board);
    return options ? *options : QemuOptions{};
}

} // namespace

VirtualBench::VirtualBench(core::BoardProfile board)
    : m_board(std::move(board)),
      m_flasher(launchOptions(m_board)),
      m_analyzer(m_flasher, VirtualAnalyzer::channelsFor(m_board)) {}

std::string VirtualBench::describe() const {
    return "virtual bench: " + m_board.id + " in QEMU " + m_board.qemuMachine + " (icount shift " +
           std::to_string(m_board.icountShift) + "), virtual logic analyzer";
}

core::Expected<std::unique_ptr<core::SerialLink>> VirtualBench::connect() {
    const std::string address = m_flasher.serialAddress();
    if (address.empty()) {
        return core::Error::runtime("QEMU is not running: flash an image before connecting");
    }
    return openSocketLink(address, std::chrono::milliseconds(5000));
}

}  // namespace cyclelab::devices
