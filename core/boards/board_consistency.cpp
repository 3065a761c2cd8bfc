#include "core/boards/board_consistency.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

std::string mhz(std::uint64_t hz) {
    return std::to_string(hz / 1'000'000) + " MHz";
}

void checkImage(const BoardProfile& board, const ManifestBoardFacts& image,
                std::vector<std::string>& problems) {
    const std::string what = "image " + image.image + " (board " + board.id + ")";
    const std::string fix = "; rebuild the firmware (it reads resources/boards/" + board.id +
                            ".json) or fix the profile";
    if (std::none_of(board.images.begin(), board.images.end(),
                     [&](const auto& p) { return imagePatternMatches(p, image.image); }))
        problems.push_back(what + ": its name matches none of the profile's \"images\" patterns" +
                           fix);
    // A test-only variant may claim another clock on purpose (-wrongclk: a wrong PLL setting).
    if (!image.testOnly && std::find(board.clockTiers.begin(), board.clockTiers.end(),
                                     image.clock) == board.clockTiers.end())
        problems.push_back(what + ": built for " + mhz(image.clock.cpuHz) + " with " +
                           std::to_string(image.clock.flashWaitStates) +
                           " wait states, a clock tier the profile does not list" + fix);
    if (image.maxN != board.maxSamples)
        problems.push_back(what + ": maxN " + std::to_string(image.maxN) +
                           ", the profile says maxSamples " + std::to_string(board.maxSamples) +
                           fix);
    if (image.qemuMachine != board.qemuMachine)
        problems.push_back(what + ": QEMU machine '" + image.qemuMachine + "', the profile says '" +
                           board.qemuMachine + "'" + fix);
    else if (isVirtualBoard(board) && image.icountShift != board.icountShift)
        problems.push_back(what + ": icount shift " + std::to_string(image.icountShift) +
                           ", the profile says " + std::to_string(board.icountShift) + fix);
    if (image.consoleUart.empty())
        problems.push_back(what + ": the manifest does not state the console UART" + fix);
    else if (image.consoleUart != board.uart)
        problems.push_back(what + ": console " + image.consoleUart + ", the profile says " +
                           board.uart + fix);
    if (image.probePin != board.probe.name || image.markerPin != board.marker.name)
        problems.push_back(what + ": probe/marker on " + image.probePin + "/" + image.markerPin +
                           ", the profile says " + board.probe.name + "/" + board.marker.name +
                           fix);
}

} // namespace

bool imagePatternMatches(const std::string& pattern, const std::string& name) {
    // Classic wildcard match with backtracking to the last '*'.
    std::size_t p = 0, n = 0, star = std::string::npos, mark = 0;
    while (n < name.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            mark = n;
        } else if (p < pattern.size() && pattern[p] == name[n]) {
            ++p;
            ++n;
        } else if (star != std::string::npos) {
            p = star + 1;
            n = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

Expected<std::vector<ManifestBoardFacts>> readManifestBoardFacts(const std::string& manifestPath) {
    std::ifstream in(manifestPath);
    if (!in)
        return Error::badInput(message(MessageId::ErrManifestCannotOpen, {manifestPath}));
    nlohmann::json root;
    try {
        in >> root;
    } catch (const nlohmann::json::exception& e) {
        return Error::badInput(
            message(MessageId::ErrFileNotJson, {manifestPath, std::string(e.what())}));
    }
    // {"images": [...], "notBuilt": [...]}, or a bare array (older manifests).
    const nlohmann::json& list =
        root.is_object() && root.contains("images") ? root["images"] : root;
    if (!list.is_array())
        return Error::badInput(message(MessageId::ErrManifestNotArray, {manifestPath}));
    std::vector<ManifestBoardFacts> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const auto& e = list[i];
        try {
            ManifestBoardFacts f;
            f.image = e.at("name").get<std::string>();
            f.board = e.at("board").get<std::string>();
            f.clock.cpuHz = e.at("cpuHz").get<std::uint64_t>();
            f.clock.flashWaitStates = e.at("flashWaitStates").get<int>();
            f.maxN = e.at("maxN").get<std::size_t>();
            f.qemuMachine = e.value("qemuMachine", "");
            f.icountShift = e.value("icountShift", -1);
            if (e.contains("console"))
                f.consoleUart = e.at("console").value("uart", "");
            f.probePin = e.value("probePin", "");
            f.markerPin = e.value("markerPin", "");
            f.testOnly = e.value("testOnly", false);
            out.push_back(std::move(f));
        } catch (const nlohmann::json::exception& ex) {
            return Error::badInput(
                message(MessageId::ErrManifestEntry,
                        {manifestPath, std::to_string(i), std::string(ex.what())}));
        }
    }
    return out;
}

std::vector<std::string> checkBoardConsistency(const std::vector<BoardProfile>& profiles,
                                               const std::vector<ManifestBoardFacts>& images,
                                               const std::set<std::string>& launcherMachines) {
    std::vector<std::string> problems;
    std::map<std::string, const BoardProfile*> byId;
    for (const auto& p : profiles)
        byId[p.id] = &p;
    std::set<std::string> built;
    for (const auto& image : images) {
        built.insert(image.board);
        auto it = byId.find(image.board);
        if (it == byId.end()) {
            problems.push_back("image " + image.image + ": board " + image.board +
                               " has no profile (resources/boards/" + image.board +
                               ".json); add one or stop building the image");
            continue;
        }
        checkImage(*it->second, image, problems);
    }
    for (const auto& p : profiles) {
        if (!built.count(p.id))
            problems.push_back("board " + p.id + ": the profile exists but the firmware build " +
                               "made no image for it; rebuild the firmware");
        if (isVirtualBoard(p) && !launcherMachines.count(p.qemuMachine))
            problems.push_back("QEMU board " + p.id + ": machine '" + p.qemuMachine +
                               "' is not one the QEMU launcher can start (qemu-system-" +
                               (isRiscvBoard(p) ? "riscv32" : "arm") +
                               " -M help does not list it); fix qemu.machine or install a QEMU " +
                               "that has it");
    }
    return problems;
}

} // namespace cyclelab::core
