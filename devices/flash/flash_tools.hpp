#pragma once
// Which flash tools (and QEMU, the virtual bench's "flasher") are installed, with versions.

#include <chrono>
#include <string>
#include <vector>

namespace cyclelab::devices {

struct FlashToolInfo {
    std::string tool;          // the executable: "openocd", "qemu-system-arm"
    std::string debianPackage; // what provides it
    std::string installHint;   // the flasher kind's installHint: the command, with caveats
    bool found = false;
    std::string path;
    std::string version; // "0.12.0", "1.7.0", "7.2.22"; "" when the tool did not say
};

// Runs `<tool> --version` for the executable of each flasher kind (core::flasherKinds()) found
// on PATH, in that table's order.
std::vector<FlashToolInfo>
detectTools(std::chrono::milliseconds perToolTimeout = std::chrono::milliseconds(10000));

// The first version number ("1.2" or "1.2.3") in a tool's --version output.
std::string parseToolVersion(const std::string& output);

} // namespace cyclelab::devices
