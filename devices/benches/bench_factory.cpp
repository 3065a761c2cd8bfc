#include "devices/benches/bench_factory.hpp"

#include "core/boards/device_kinds.hpp"
#include "devices/benches/hardware_bench.hpp"
#include "devices/benches/virtual_bench.hpp"

namespace cyclelab::devices {

core::Expected<std::unique_ptr<core::Bench>> makeBench(const BenchConfig& config) {
    if (core::isVirtualBoard(config.board)) {
        // Silently ignoring them would measure QEMU while the user believes they measure the
        // board on that port.
        const char* given = !config.serialPort.empty()           ? "--serial"
                            : !config.analyzerDriver.empty()     ? "--analyzer"
                            : !config.analyzerConnection.empty() ? "--analyzer-conn"
                                                                 : nullptr;
        if (given) {
            return core::Error::badInput(std::string(given) + ": board '" + config.board.id +
                                         "' is a virtual board (QEMU with the virtual analyzer); "
                                         "serial port and analyzer options are for real boards: "
                                         "remove " +
                                         given + " or use a real board's profile");
        }
        auto bench = std::make_unique<VirtualBench>(config.board);
        bench->setAnalyzerPhaseSeed(config.analyzerPhaseSeed);
        return std::unique_ptr<core::Bench>(std::move(bench));
    }
    if (config.analyzerPhaseSeed) {
        return core::Error::badInput(
            "analyzer_phase_seed: board '" + config.board.id +
            "' is a real board, whose analyzer samples at a phase independent of the core's "
            "clock by nature; the seed is for the virtual analyzer only: remove it");
    }
    auto bench = HardwareBench::create(config);
    if (!bench) {
        return bench.error();
    }
    return std::unique_ptr<core::Bench>(std::move(*bench));
}

} // namespace cyclelab::devices
