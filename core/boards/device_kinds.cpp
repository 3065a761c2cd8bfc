#include "core/boards/device_kinds.hpp"

#include <algorithm>

namespace cyclelab::core {

namespace {

std::vector<FlasherKind>& kindTable() {
    // QEMU boots the image itself: the virtual bench (devices/qemu) has no flasher row.
    static std::vector<FlasherKind> kinds{
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

} // namespace

const std::vector<FlasherKind>& flasherKinds() {
    return kindTable();
}

void registerFlasherKinds(const std::vector<FlasherKind>& kinds) {
    auto& table = kindTable();
    for (const auto& kind : kinds) {
        auto it = std::find_if(table.begin(), table.end(),
                               [&](const FlasherKind& k) { return k.name == kind.name; });
        if (it != table.end())
            *it = kind;
        else // hardware kinds before the virtual one, in registration order
            table.insert(table.end() - 1, kind);
    }
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
