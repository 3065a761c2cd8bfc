#include "devices/flash/flasher_factory.hpp"

#include "devices/flash/openocd_flasher.hpp"
#include "devices/flash/pyocd_flasher.hpp"
#include "devices/flash/st_flash_flasher.hpp"

namespace cyclelab::devices {
namespace {

std::string config(const core::BoardProfile& board, const std::string& key,
                   const std::string& fallback = "") {
    auto it = board.flasherConfig.find(key);
    return it == board.flasherConfig.end() ? fallback : it->second;
}

} // namespace

core::Expected<std::unique_ptr<core::Flasher>>
makeHardwareFlasher(const core::BoardProfile& board) {
    const std::string& kind = board.flasher;
    if (kind == "openocd")
        return std::unique_ptr<core::Flasher>(
            std::make_unique<OpenOcdFlasher>(config(board, "interface"), config(board, "target"),
                                             config(board, "address", "0x08000000")));
    if (kind == "st-flash")
        return std::unique_ptr<core::Flasher>(std::make_unique<StFlashFlasher>(
            config(board, "address", "0x08000000"), config(board, "serial")));
    if (kind == "pyocd")
        return std::unique_ptr<core::Flasher>(
            std::make_unique<PyOcdFlasher>(config(board, "target"), config(board, "probe")));
    if (kind == "qemu")
        return core::Error::badInput("board " + board.id +
                                     " is a virtual board: QEMU loads its image, not a flash "
                                     "tool (use the virtual bench)");
    return core::Error::badInput("board " + board.id + ": unknown flasher '" + kind +
                                 "'; use openocd, st-flash, pyocd or qemu");
}

} // namespace cyclelab::devices
