#pragma once
// The virtual bench: the board's firmware in QEMU, its UART on a unix socket, and the virtual
// logic analyzer plugin watching the probe and marker pins.

#include <memory>

#include "core/bench/bench_interfaces.hpp"
#include "devices/qemu/qemu_flasher.hpp"
#include "devices/qemu/virtual_analyzer.hpp"

namespace cyclelab::devices {

class VirtualBench : public core::Bench {
public:
    // `board` must be virtual (makeBench checks): its launcher options come from qemuOptionsFor.
    explicit VirtualBench(core::BoardProfile board);

    std::string describe() const override;
    const core::BoardProfile& board() const override { return m_board; }
    core::Flasher& flasher() override { return m_flasher; }
    core::LogicAnalyzer* analyzer() override { return &m_analyzer; }
    core::Expected<std::unique_ptr<core::SerialLink>> connect() override;

private:
    core::BoardProfile m_board;
    QemuFlasher m_flasher;
    VirtualAnalyzer m_analyzer;
};

}  // namespace cyclelab::devices
