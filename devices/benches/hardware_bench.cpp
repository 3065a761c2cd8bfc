#include "devices/benches/hardware_bench.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"
#include "devices/flash/flasher_registry.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/serial/serial_port_link.hpp"
#include "devices/sigrok/sigrok_analyzer.hpp"

namespace cyclelab::devices {

core::Expected<std::unique_ptr<HardwareBench>> HardwareBench::create(const BenchConfig& config) {
    if (config.serialPort.empty()) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrBenchNeedsSerialPort, {config.board.id}));
    }
    auto flasher = makeHardwareFlasher(config.board);
    if (!flasher) {
        return flasher.error();
    }
    std::unique_ptr<core::LogicAnalyzer> analyzer;
    if (!config.analyzerDriver.empty()) {
        std::string spec = config.analyzerDriver;
        if (!config.analyzerConnection.empty()) {
            spec += ":conn=" + config.analyzerConnection;
        }
        auto opened = SigrokAnalyzer::open(spec);
        if (!opened) {
            return opened.error();
        }
        analyzer = std::move(*opened);
    }
    return std::unique_ptr<HardwareBench>(
        new HardwareBench(config, std::move(*flasher), std::move(analyzer)));
}

HardwareBench::HardwareBench(BenchConfig config, std::unique_ptr<core::Flasher> flasher,
                             std::unique_ptr<core::LogicAnalyzer> analyzer)
    : m_config(std::move(config)), m_flasher(std::move(flasher)), m_analyzer(std::move(analyzer)) {}

std::string HardwareBench::describe() const {
    return "bench: " + m_config.board.id + " via " + m_flasher->name() + ", serial " +
           m_config.serialPort + ", " +
           (m_analyzer ? "analyzer " + m_analyzer->name()
                       : std::string("no analyzer (runs are not cross-validated)"));
}

core::Expected<std::unique_ptr<core::SerialLink>> HardwareBench::connect() {
    const std::string& port = m_config.serialPort;
    if (core::isNetworkSerialAddress(port)) {
        return openSocketLink(port, std::chrono::milliseconds(5000));
    }
    auto link = SerialPortLink::open(port, m_config.board.baud);
    if (!link) {
        return link.error();
    }
    return std::unique_ptr<core::SerialLink>(std::move(*link));
}

} // namespace cyclelab::devices
