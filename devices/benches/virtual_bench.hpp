#pragma once
// The virtual bench: the board's firmware in QEMU, its UART on a unix socket, and the virtual
// logic analyzer plugin watching the probe and marker pins. Owns its QemuFlasher and the
// VirtualAnalyzer that borrows it (declared after it, so destroyed first); the socket links
// connect() returns belong to the caller. One thread at a time (a cell worker's).

#include "core/bench_api/bench_interfaces.hpp"
#include "devices/qemu/qemu_flasher.hpp"
#include "devices/qemu/virtual_analyzer.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace cyclelab::devices {

class VirtualBench : public core::Bench {
  public:
    // `board` must be virtual (makeBench checks): its launcher options come from qemuOptionsFor.
    explicit VirtualBench(core::BoardProfile board);

    std::string describe() const override;
    const core::BoardProfile& board() const override { return m_board; }
    core::Flasher& flasher() override { return m_flasher; }
    core::LogicAnalyzer* analyzer() override { return &m_analyzer; }
    // The virtual analyzer's independent-phase mode (VirtualAnalyzer::setPhaseSeed).
    void setAnalyzerPhaseSeed(std::optional<std::uint64_t> seed) { m_analyzer.setPhaseSeed(seed); }
    core::Expected<std::unique_ptr<core::SerialLink>> connect() override;
    // SysTick-extended counts run at emulatedSysTickHz(); other sources at their nominal rate.
    double counterHz(const std::string& cycleSource, double cycleHz,
                     std::uint32_t tickCycles) const override;

  private:
    core::BoardProfile m_board;
    QemuFlasher m_flasher;
    VirtualAnalyzer m_analyzer;
};

// The rate a SysTick-based count really has in QEMU 7.2 against the virtual clock (which the
// virtual analyzer's instruction count follows): QEMU holds the counter clock's period in
// 2^-32 ns units (truncated) and, at each reload, adds the period's fraction times the reload
// truncated to whole ns, so a period of `tickCycles` cycles is slightly short. At 168 MHz a
// 168 000-cycle (1 ms) period lasts 999 999 ns: a count extended over ticks gains 1 ns per tick,
// 10 ns on tick_accuracy's 10 ms delay, which a 1 GHz analyzer sees. Nominal rate when
// tickCycles is 0.
double emulatedSysTickHz(double cycleHz, std::uint32_t tickCycles);

} // namespace cyclelab::devices
