#include "core/boards/device_kinds.hpp"

#include <algorithm>

namespace cyclelab::core {

const std::vector<FlasherKind>& flasherKinds() {
    // Debian 12 (bookworm) ships neither the `pyocd` command (its pyOCD 0.13 predates it) nor
    // any esptool package; Debian 11 and 13 have esptool. packaging/HARDWARE.md says the same.
    static const std::vector<FlasherKind> kinds{
        {"openocd",
         "openocd",
         "openocd",
         "sudo apt install openocd",
         {"interface", "target"},
         {"address", "cpuTapId"},
         false},
        {"st-flash",
         "st-flash",
         "stlink-tools",
         "sudo apt install stlink-tools",
         {},
         {"address", "serial"},
         false},
        {"pyocd",
         "pyocd",
         "python3-pyocd",
         "sudo apt install python3-pyocd (Debian 12's pyOCD 0.13 has no `pyocd` command: there, "
         "pipx install pyocd)",
         {"target"},
         {"probe"},
         false},
        {"esptool",
         "esptool",
         "esptool",
         "sudo apt install esptool (Debian 11 and 13; Debian 12 has no esptool package: there, "
         "pipx install esptool)",
         {"chip"},
         {"port", "baud", "address"},
         false},
        {"qemu",
         "qemu-system-arm",
         "qemu-system-arm",
         "sudo apt install qemu-system-arm",
         {},
         {},
         true},
    };
    return kinds;
}

const FlasherKind* findFlasherKind(std::string_view name) {
    const auto& kinds = flasherKinds();
    auto it = std::find_if(kinds.begin(), kinds.end(),
                           [&](const FlasherKind& k) { return k.name == name; });
    return it == kinds.end() ? nullptr : &*it;
}

std::string flasherKindNames() {
    std::string out;
    const auto& kinds = flasherKinds();
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (i > 0)
            out += i + 1 == kinds.size() ? " or " : ", ";
        out += kinds[i].name;
    }
    return out;
}

const std::vector<BoardTool>& extraBenchTools() {
    static const std::vector<BoardTool> tools{
        {"qemu-system-riscv32", "qemu-system-misc", "sudo apt install qemu-system-misc"}};
    return tools;
}

bool isRiscvBoard(const BoardProfile& board) {
    return board.core.rfind("rv32", 0) == 0;
}

std::string boardArchitecture(const BoardProfile& board) {
    return isRiscvBoard(board) ? "riscv32" : "arm";
}

std::string boardPortArchitecture(const BoardProfile& board) {
    return boardArchitecture(board) + (board.harts > 1 ? "-smp" : "");
}

BoardTool boardTool(const BoardProfile& board) {
    const FlasherKind* kind = findFlasherKind(board.flasher);
    if (kind == nullptr)
        return {board.flasher, "", ""};
    if (kind->isVirtual && isRiscvBoard(board))
        return extraBenchTools().front();
    return {std::string(kind->executable), std::string(kind->debianPackage),
            std::string(kind->installHint)};
}

bool isVirtualBoard(const BoardProfile& board) {
    const FlasherKind* kind = findFlasherKind(board.flasher);
    return kind != nullptr && kind->isVirtual;
}

bool isNetworkSerialAddress(std::string_view address) {
    return address.starts_with("unix:") || address.starts_with("tcp:");
}

} // namespace cyclelab::core
