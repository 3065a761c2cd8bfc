#pragma once
// Composition of a bench from a board profile and the user's choice of serial port, logic
// analyzer and flasher: the one place that knows every concrete device class.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace cyclelab::devices {

struct BenchConfig {
    core::BoardProfile board;
    // Virtual boards (board.qemuMachine set) always run in QEMU with the virtual analyzer;
    // the fields below are for real boards, and giving one for a virtual board is
    // Error::badInput.
    std::string serialPort;         // "/dev/ttyUSB0", "tcp://host:port", "unix:/path"
    std::string analyzerDriver;     // libsigrok driver ("fx2lafw", "demo", ...); "" = none
    std::string analyzerConnection; // libsigrok conn= string, if the driver needs one
    std::string workDir;            // sockets and temporary captures ("" = a new temp dir)
    // Virtual boards only: the virtual analyzer samples at a phase independent of the
    // instruction clock, seeded with this (campaign analyzer_phase_seed; docs/VALIDATION.md).
    // A real analyzer's phase is independent by nature: giving it for a real board is
    // Error::badInput.
    std::optional<std::uint64_t> analyzerPhaseSeed;
};

// The caller owns the bench (and through it the flasher, analyzer and any QEMU it starts) and
// keeps it until the runner or executor using it is gone; `config` is copied. Call it on any
// thread; the bench is then used by one thread at a time.
core::Expected<std::unique_ptr<core::Bench>> makeBench(const BenchConfig& config);

} // namespace cyclelab::devices
