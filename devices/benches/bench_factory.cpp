#include "devices/benches/bench_factory.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"
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
            return core::Error::badInput(core::message(core::MessageId::ErrBenchVirtualBoardOption,
                                                       {given, config.board.id}));
        }
        auto bench = std::make_unique<VirtualBench>(config.board);
        bench->setAnalyzerPhaseSeed(config.analyzerPhaseSeed);
        return std::unique_ptr<core::Bench>(std::move(bench));
    }
    if (config.analyzerPhaseSeed) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrBenchPhaseSeedOnRealBoard, {config.board.id}));
    }
    auto bench = HardwareBench::create(config);
    if (!bench) {
        return bench.error();
    }
    return std::unique_ptr<core::Bench>(std::move(*bench));
}

} // namespace cyclelab::devices
