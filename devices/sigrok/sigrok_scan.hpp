#pragma once
// Finding logic analyzers the way `sigrok-cli --scan` does, and describing what each supports.

#include "core/common/error.hpp"
#include "core/common/samplerates.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::devices {

// The rates a device offers (a list, or a range in steps): core's device-free description.
using SamplerateSupport = core::SamplerateSupport;

struct AnalyzerInfo {
    std::string driver; // "fx2lafw", "demo"
    std::string vendor;
    std::string model;
    std::string version;
    std::string serialNumber;
    std::string connection; // USB bus.address or port, when the driver has one
    std::vector<std::string> logicChannels;
    SamplerateSupport samplerates;

    // What `SigrokAnalyzer::open()` takes to reopen this device: "driver[:conn=...]".
    std::string spec() const;
};

// Human-readable "1 MHz", "24 MHz", "100 kHz".
std::string formatSamplerate(double hz);

// Scans every libsigrok driver (or only `filter`, "driver[:option=value...]", e.g.
// "fx2lafw:conn=1.7") and lists the devices that have logic channels.
core::Expected<std::vector<AnalyzerInfo>> scanAnalyzers(const std::string& filter = "");

} // namespace cyclelab::devices
