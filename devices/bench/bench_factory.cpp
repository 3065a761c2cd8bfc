#include "devices/bench/bench_factory.hpp"

#include "core/boards/device_kinds.hpp"
#include "devices/bench/hardware_bench.hpp"
#include "devices/bench/virtual_bench.hpp"

namespace cyclelab::devices {

core::Expected<std::unique_ptr<core::Bench>> makeBench(const BenchConfig& config) {
    if (core::isVirtualBoard(config.board)) {
        return std::unique_ptr<core::Bench>(std::make_unique<VirtualBench>(config.board));
    }
    auto bench = HardwareBench::create(config);
    if (!bench) {
        return bench.error();
    }
    return std::unique_ptr<core::Bench>(std::move(*bench));
}

}  // namespace cyclelab::devices
