#pragma once
// The one place that maps a board profile's "flasher" to an implementation.

#include "core/bench/bench_interfaces.hpp"
#include "core/model/model.hpp"

#include <memory>

namespace cyclelab::devices {

// "openocd" (flasherConfig: interface, target[, address]), "st-flash" ([address, serial]),
// "pyocd" (target[, probe]). "qemu" boards are flashed by the virtual bench, not here.
core::Expected<std::unique_ptr<core::Flasher>> makeHardwareFlasher(const core::BoardProfile& board);

} // namespace cyclelab::devices
