#pragma once
// st-flash (stlink-tools): st-flash --reset write FILE.bin 0x08000000.

#include "devices/flash/tool_flasher.hpp"

namespace cyclelab::devices {

class StFlashFlasher final : public ToolFlasher {
  public:
    explicit StFlashFlasher(std::string address = "0x08000000", std::string serial = "");

  protected:
    // st-flash writes raw binaries only: for an .elf it uses the .bin next to it.
    core::Expected<std::vector<std::string>> flashArgv(const std::string& imagePath) const override;
    std::vector<std::string> resetArgv() const override;
    std::optional<core::FlashProgress> progressOf(const std::string& line) const override;
    std::optional<core::Message> diagnose(const std::string& output,
                                          const std::string& image) const override;

  private:
    std::vector<std::string> common() const;
    std::string m_address;
    std::string m_serial;
};

} // namespace cyclelab::devices
