#pragma once
// The flasher registry: one row per flash tool, the one place a flasher is declared. A row
// holds what core's profile loader and `cyclelab-cli devices` need (core::FlasherKind: name,
// executable, Debian package, install hint, profile keys) and the constructor. The rows'
// kinds reach core through core::registerFlasherKinds before main() (flasher_registration.cpp);
// core itself knows only the virtual kind, "qemu".
//
// Adding a flasher: its class under devices/flash/ (a ToolFlasher: command lines and output
// rules), one row in flasherRegistry() (flasher_registry.cpp), and its test in
// tests/flash/flashers_test.cpp; the registry test walks every row.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/model/model.hpp"

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::devices {

// A board's flasher settings as a constructor reads them: only the keys its row claims, each
// read noted, so the registry test can tell a row whose constructor ignores a key it claims or
// reads one it does not.
class FlasherSettings {
  public:
    FlasherSettings(const core::FlasherKind& kind, const core::BoardProfile& board);

    // The profile's flasher.<key>, or `fallback` when the profile leaves it out.
    std::string get(std::string_view key, std::string fallback = "") const;

    // Claimed keys (required and optional) no get() asked for.
    std::vector<std::string> unreadKeys() const;
    // Keys get() asked for that the row does not claim.
    std::vector<std::string> unclaimedReads() const { return {m_stray.begin(), m_stray.end()}; }

  private:
    const core::FlasherKind& m_kind;
    const core::BoardProfile& m_board;
    mutable std::set<std::string> m_read;
    mutable std::set<std::string> m_stray;
};

struct FlasherRow {
    core::FlasherKind kind;
    std::function<std::unique_ptr<core::Flasher>(const FlasherSettings&)> make;
};

// Every hardware flasher, in the order tools are listed to the user.
const std::vector<FlasherRow>& flasherRegistry();

// Hands the rows' kinds to core (core::registerFlasherKinds). Returns true; repeated calls
// change nothing.
bool registerFlashers();

// The board's flasher, built from its row and its profile's flasher settings. A virtual board
// ("qemu") or an unknown kind is Error::badInput.
core::Expected<std::unique_ptr<core::Flasher>> makeHardwareFlasher(const core::BoardProfile& board);

} // namespace cyclelab::devices
