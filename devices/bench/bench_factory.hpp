#pragma once
// Composition of a bench from a board profile and the user's choice of serial port, logic
// analyzer and flasher: the one place that knows every concrete device class.

#include "core/bench/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <memory>
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
};

core::Expected<std::unique_ptr<core::Bench>> makeBench(const BenchConfig& config);

} // namespace cyclelab::devices
