#pragma once
// The device kinds a bench is built from, device-free (no Qt, no device libraries): which
// flashers exist, what runs them and which profile keys they need; which serial addresses are
// network sockets; which boards are virtual. Core knows one flasher kind itself, the virtual
// "qemu" (the profile loader reads its qemu section); the hardware kinds are the rows of the
// flasher registry (devices/flash/flasher_registry.cpp), handed over by registerFlasherKinds
// before main() in every program that links cyclelab_devices.

#include "core/model/model.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

struct FlasherKind {
    std::string_view name;          // the profile's flasher.tool: "openocd"
    std::string_view executable;    // what must be on PATH: "openocd", "qemu-system-arm"
    std::string_view debianPackage; // what provides it
    // What a user runs to get the executable, with the distribution caveats: the one sentence
    // the flasher's "not found" error, `cyclelab-cli devices` and its JSON all print.
    std::string_view installHint;
    std::vector<std::string_view> requiredKeys; // flasher.<key> the profile must give
    std::vector<std::string_view> optionalKeys;
    bool isVirtual = false; // boots the image in QEMU (the virtual bench), flashes nothing
};

// Every flasher kind: the registered hardware kinds, then "qemu"; the order tools are listed
// to the user.
const std::vector<FlasherKind>& flasherKinds();
// Adds hardware kinds (a kind whose name is known already replaces it). Called once at start-up
// (static initialisation), before any profile is loaded: flasherKinds() may move its rows.
void registerFlasherKinds(const std::vector<FlasherKind>& kinds);
// nullptr when `name` is no known kind.
const FlasherKind* findFlasherKind(std::string_view name);
// "openocd, st-flash or qemu", for error messages.
std::string flasherKindNames();

// A RV32 board (profile "architecture": "riscv32", which the loader only accepts with a core
// named rv32...): its images, QEMU binary and plugin decoder are RISC-V ones.
bool isRiscvBoard(const BoardProfile& board);
// The board's architecture as profiles and the firmware manifest name it: "riscv32" or "arm".
std::string boardArchitecture(const BoardProfile& board);
// What a kernel needs a port for to run on the board: the architecture, plus "-smp" when the
// board runs the firmware on more than one core ("riscv32-smp"), since a single-core port does
// not drive the second core. The manifest's noPort entries and the firmware's
// CL_KERNEL_<ID>_ARCHS use these names.
std::string boardPortArchitecture(const BoardProfile& board);

// What must be on PATH for this board, and the Debian package that has it: the flasher kind's
// executable, except that a virtual RISC-V board runs in qemu-system-riscv32 (qemu-system-misc).
struct BoardTool {
    std::string executable;
    std::string debianPackage;
    std::string installHint;
};
BoardTool boardTool(const BoardProfile& board);
// Executables the bench lists besides the flasher kinds' (qemu-system-riscv32).
const std::vector<BoardTool>& extraBenchTools();

// A virtual board runs in QEMU: its flasher kind is virtual (the loader makes sure such a
// profile has its qemu section).
bool isVirtualBoard(const BoardProfile& board);

// A serial address that is a socket (ser2net, QEMU's chardev) rather than a serial device:
// "unix:PATH", "tcp://HOST:PORT" or "tcp:HOST:PORT".
bool isNetworkSerialAddress(std::string_view address);

} // namespace cyclelab::core
