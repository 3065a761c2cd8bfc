#pragma once
// A real bench: the board's flash tool, a serial port (or a network serial server) and an
// optional libsigrok logic analyzer. Owns its flasher and analyzer (and the copy of its
// config); the serial links connect() returns belong to the caller. One thread at a time.

#include "core/bench_api/bench_interfaces.hpp"
#include "devices/benches/bench_factory.hpp"

#include <memory>

namespace cyclelab::devices {

class HardwareBench : public core::Bench {
  public:
    static core::Expected<std::unique_ptr<HardwareBench>> create(const BenchConfig& config);

    std::string describe() const override;
    const core::BoardProfile& board() const override { return m_config.board; }
    core::Flasher& flasher() override { return *m_flasher; }
    core::LogicAnalyzer* analyzer() override { return m_analyzer.get(); }
    core::Expected<std::unique_ptr<core::SerialLink>> connect() override;

  private:
    HardwareBench(BenchConfig config, std::unique_ptr<core::Flasher> flasher,
                  std::unique_ptr<core::LogicAnalyzer> analyzer);

    BenchConfig m_config;
    std::unique_ptr<core::Flasher> m_flasher;
    std::unique_ptr<core::LogicAnalyzer> m_analyzer;
};

} // namespace cyclelab::devices
