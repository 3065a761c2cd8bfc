#pragma once
// Finding logic analyzers the way `sigrok-cli --scan` does, and describing what each supports.

#include "core/common/error.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::devices {

// Either a list of rates or a min..max range in steps.
struct SamplerateSupport {
    std::vector<std::uint64_t> listHz;
    std::uint64_t minHz = 0;
    std::uint64_t maxHz = 0;
    std::uint64_t stepHz = 0;

    bool known() const { return !listHz.empty() || maxHz > 0; }
    bool supports(std::uint64_t hz) const;
    std::uint64_t highestHz() const;
    std::string describe() const; // "20 kHz, 25 kHz, ..., 24 MHz" or "1 Hz - 1 GHz"
};

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
