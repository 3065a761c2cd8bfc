#pragma once
// Internal to devices/sigrok: scanning shared by scanAnalyzers() and SigrokAnalyzer::open().

#include "devices/sigrok/sigrok_context.hpp"
#include "devices/sigrok/sigrok_scan.hpp"

#include <utility>
#include <vector>

namespace cyclelab::devices::sigrok {

// Caller holds driverMutex(). Devices are owned by their driver.
core::Expected<std::vector<std::pair<sr_dev_inst*, AnalyzerInfo>>>
scanLocked(const std::string& filter);

AnalyzerInfo describe(sr_dev_inst* sdi);

} // namespace cyclelab::devices::sigrok
