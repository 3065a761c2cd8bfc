#include "devices/flash/flasher_factory.hpp"

#include "core/boards/device_kinds.hpp"
#include "devices/flash/esptool_flasher.hpp"
#include "devices/flash/openocd_flasher.hpp"
#include "devices/flash/pyocd_flasher.hpp"
#include "devices/flash/st_flash_flasher.hpp"

#include <algorithm>

namespace cyclelab::devices {
namespace {

std::string config(const core::BoardProfile& board, const std::string& key,
                   const std::string& fallback = "") {
    auto it = board.flasherConfig.find(key);
    return it == board.flasherConfig.end() ? fallback : it->second;
}

template <typename T, typename... Args> std::unique_ptr<core::Flasher> make(Args&&... args) {
    return std::make_unique<T>(std::forward<Args>(args)...);
}

} // namespace

// One row per hardware flasher kind of core::flasherKinds(); the virtual kind ("qemu") has no
// factory here: the virtual bench starts QEMU itself.
const std::vector<FlasherFactory>& flasherFactories() {
    static const std::vector<FlasherFactory> factories{
        {"openocd",
         [](const core::BoardProfile& b) {
             return make<OpenOcdFlasher>(config(b, "interface"), config(b, "target"),
                                         config(b, "address", "0x08000000"), config(b, "cpuTapId"));
         }},
        {"st-flash",
         [](const core::BoardProfile& b) {
             return make<StFlashFlasher>(config(b, "address", "0x08000000"), config(b, "serial"));
         }},
        {"pyocd",
         [](const core::BoardProfile& b) {
             return make<PyOcdFlasher>(config(b, "target"), config(b, "probe"));
         }},
        {"esptool",
         [](const core::BoardProfile& b) {
             return make<EsptoolFlasher>(config(b, "chip"), config(b, "port"), config(b, "baud"),
                                         config(b, "address", "0x0"));
         }},
    };
    return factories;
}

core::Expected<std::unique_ptr<core::Flasher>>
makeHardwareFlasher(const core::BoardProfile& board) {
    const auto& factories = flasherFactories();
    auto it = std::find_if(factories.begin(), factories.end(),
                           [&](const FlasherFactory& f) { return f.kind == board.flasher; });
    if (it != factories.end())
        return it->make(board);
    if (core::isVirtualBoard(board))
        return core::Error::badInput("board " + board.id +
                                     " is a virtual board: QEMU loads its image, not a flash "
                                     "tool (use the virtual bench)");
    return core::Error::badInput("board " + board.id + ": unknown flasher '" + board.flasher +
                                 "'; use " + core::flasherKindNames());
}

} // namespace cyclelab::devices
