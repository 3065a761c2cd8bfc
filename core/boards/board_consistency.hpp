#pragma once
// One board, three descriptions that must agree: the board profile (resources/boards), what the
// firmware build made of it (manifest.json) and what the QEMU launcher can start. The profile
// is the source; this check catches a build or a launcher that drifted from it.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

// The board facts one manifest entry states.
struct ManifestBoardFacts {
    std::string image; // "qemu-f405-refkernel-minimal-O2"
    std::string board;
    CpuClock clock;
    std::size_t maxN = 0;
    std::string qemuMachine; // empty for real boards
    int icountShift = -1;
    std::string consoleUart; // "USART1"; empty when the manifest does not say
    std::string probePin;
    std::string markerPin;
    bool testOnly = false; // a deliberately faulty variant (-skew, ...), not shipped
};

// Reads those facts from a firmware manifest.json.
Expected<std::vector<ManifestBoardFacts>> readManifestBoardFacts(const std::string& manifestPath);

// Every disagreement, one sentence each ("<what>: <found>, <source> says <expected>; <what to
// do>"); empty when profiles, manifest and launcher agree. `launcherMachines` are the machines
// the QEMU binary offers (qemu-system-arm -M help).
std::vector<std::string> checkBoardConsistency(const std::vector<BoardProfile>& profiles,
                                               const std::vector<ManifestBoardFacts>& images,
                                               const std::set<std::string>& launcherMachines);

// "qemu-f405-*" style patterns of a profile's "images": '*' matches any run of characters.
bool imagePatternMatches(const std::string& pattern, const std::string& name);

} // namespace cyclelab::core
