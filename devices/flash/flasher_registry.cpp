#include "devices/flash/flasher_registry.hpp"

#include "core/common/message.hpp"
#include "devices/flash/esptool_flasher.hpp"
#include "devices/flash/openocd_flasher.hpp"
#include "devices/flash/pyocd_flasher.hpp"
#include "devices/flash/st_flash_flasher.hpp"

#include <algorithm>

namespace cyclelab::devices {

FlasherSettings::FlasherSettings(const core::FlasherKind& kind, const core::BoardProfile& board)
    : m_kind(kind), m_board(board) {}

std::string FlasherSettings::get(std::string_view key, std::string fallback) const {
    const auto claims = [&](const std::vector<std::string_view>& keys) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    if (!claims(m_kind.requiredKeys) && !claims(m_kind.optionalKeys))
        m_stray.insert(std::string(key));
    m_read.insert(std::string(key));
    auto it = m_board.flasherConfig.find(std::string(key));
    return it == m_board.flasherConfig.end() ? fallback : it->second;
}

std::vector<std::string> FlasherSettings::unreadKeys() const {
    std::vector<std::string> out;
    for (const auto* keys : {&m_kind.requiredKeys, &m_kind.optionalKeys})
        for (auto key : *keys)
            if (!m_read.count(std::string(key)))
                out.emplace_back(key);
    return out;
}

// Debian 12 (bookworm) ships neither the `pyocd` command (its pyOCD 0.13 predates it) nor any
// esptool package (Debian 11 and 13 have one); packaging/HARDWARE.md says the same.
const std::vector<FlasherRow>& flasherRegistry() {
    using S = FlasherSettings;
    static const std::vector<FlasherRow> rows{
        {{"openocd",
          "openocd",
          "openocd",
          "sudo apt install openocd",
          {"interface", "target"},
          {"address", "cpuTapId"}},
         [](const S& s) {
             return std::make_unique<OpenOcdFlasher>(s.get("interface"), s.get("target"),
                                                     s.get("address", "0x08000000"),
                                                     s.get("cpuTapId"));
         }},
        {{"st-flash",
          "st-flash",
          "stlink-tools",
          "sudo apt install stlink-tools",
          {},
          {"address", "serial"}},
         [](const S& s) {
             return std::make_unique<StFlashFlasher>(s.get("address", "0x08000000"),
                                                     s.get("serial"));
         }},
        {{"pyocd",
          "pyocd",
          "python3-pyocd",
          "sudo apt install python3-pyocd (Debian 12's pyOCD 0.13 has no `pyocd` command: "
          "there, pipx install pyocd)",
          {"target"},
          {"probe"}},
         [](const S& s) {
             return std::make_unique<PyOcdFlasher>(s.get("target"), s.get("probe"));
         }},
        {{"esptool",
          "esptool",
          "esptool",
          "sudo apt install esptool (Debian 11 and 13; Debian 12 has no esptool package: "
          "there, pipx install esptool)",
          {"chip"},
          {"port", "baud", "address"}},
         [](const S& s) {
             return std::make_unique<EsptoolFlasher>(s.get("chip"), s.get("port"), s.get("baud"),
                                                     s.get("address", "0x0"));
         }},
    };
    return rows;
}

bool registerFlashers() {
    std::vector<core::FlasherKind> kinds;
    for (const auto& row : flasherRegistry())
        kinds.push_back(row.kind);
    core::registerFlasherKinds(kinds);
    return true;
}

core::Expected<std::unique_ptr<core::Flasher>>
makeHardwareFlasher(const core::BoardProfile& board) {
    const auto& rows = flasherRegistry();
    auto it = std::find_if(rows.begin(), rows.end(),
                           [&](const FlasherRow& r) { return r.kind.name == board.flasher; });
    if (it != rows.end())
        return it->make(FlasherSettings(it->kind, board));
    if (core::isVirtualBoard(board))
        return core::Error::badInput(
            core::message(core::MessageId::ErrFlasherVirtualBoard, {board.id}));
    return core::Error::badInput(core::message(
        core::MessageId::ErrFlasherUnknown, {board.id, board.flasher, core::flasherKindNames()}));
}

} // namespace cyclelab::devices
