#pragma once
// The one place that maps a board profile's "flasher" to an implementation.

#include "core/bench/bench_interfaces.hpp"
#include "core/model/model.hpp"

#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace cyclelab::devices {

// The factory half of the flasher registry; the descriptor half (executable, package, profile
// keys) is core::flasherKinds(). Every hardware kind there has exactly one factory here
// (flashers_test checks it).
struct FlasherFactory {
    std::string_view kind; // core::FlasherKind::name
    std::function<std::unique_ptr<core::Flasher>(const core::BoardProfile&)> make;
};
const std::vector<FlasherFactory>& flasherFactories();

// "openocd" (flasherConfig: interface, target[, address, cpuTapId]), "st-flash" ([address,
// serial]), "pyocd" (target[, probe]), "esptool" (chip[, port, baud, address]). "qemu" boards are
// flashed by the virtual bench, not here.
core::Expected<std::unique_ptr<core::Flasher>> makeHardwareFlasher(const core::BoardProfile& board);

} // namespace cyclelab::devices
