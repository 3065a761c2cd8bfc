#pragma once
// OpenOCD: openocd -f <interface cfg> [-c "set CPUTAPID <id>"] -f <target cfg>
//          -c "program FILE verify reset exit".

#include "devices/flash/tool_flasher.hpp"

namespace cyclelab::devices {

class OpenOcdFlasher final : public ToolFlasher {
  public:
    // `interfaceCfg`/`targetCfg` as OpenOCD finds them: "interface/stlink.cfg",
    // "target/stm32f4x.cfg". `binAddress` places raw .bin images (ELF carries addresses).
    // `cpuTapId`, when given, is set as CPUTAPID before the target script runs: the SWD/JTAG ID
    // the script accepts ("0" accepts any; GD32 parts report IDs ST's scripts reject).
    OpenOcdFlasher(std::string interfaceCfg, std::string targetCfg,
                   std::string binAddress = "0x08000000", std::string cpuTapId = "");

  protected:
    core::Expected<std::vector<std::string>> flashArgv(const std::string& imagePath) const override;
    std::vector<std::string> resetArgv() const override;
    std::optional<core::FlashProgress> progressOf(const std::string& line) const override;
    std::optional<core::Message> diagnose(const std::string& output,
                                          const std::string& image) const override;

  private:
    std::string m_interfaceCfg;
    std::string m_targetCfg;
    std::string m_binAddress;
    std::string m_cpuTapId;

    // openocd -f <interface> [-c "set CPUTAPID <id>"] -f <target> -c <command>
    std::vector<std::string> argv(const std::string& command) const;
};

} // namespace cyclelab::devices
