#pragma once
// esptool (Espressif's flasher for every ESP chip, Debian package `esptool`), over the board's
// serial port and the ROM's download mode:
//   esptool --chip esp32c3 [--port P] [--baud B] write_flash 0x0 FILE.bin
// The image is the ESP image the ROM boots (magic 0xE9, firmware/boards/esp32c3); esptool checks
// what it wrote against an MD5 and resets the chip into it through RTS.

#include "devices/flash/tool_flasher.hpp"

namespace cyclelab::devices {

class EsptoolFlasher final : public ToolFlasher {
  public:
    explicit EsptoolFlasher(std::string chip, std::string port = "", std::string baud = "",
                            std::string address = "0x0");

  protected:
    // esptool writes the raw ESP image: for an .elf it uses the .bin next to it, and refuses a
    // file that is not an ESP image before the chip is touched.
    core::Expected<std::vector<std::string>> flashArgv(const std::string& imagePath) const override;
    std::vector<std::string> resetArgv() const override;
    std::optional<core::FlashProgress> progressOf(const std::string& line) const override;
    std::optional<core::Message> diagnose(const std::string& output,
                                          const std::string& image) const override;

  private:
    std::vector<std::string> common() const;
    std::string m_chip;
    std::string m_port;
    std::string m_baud;
    std::string m_address;
};

} // namespace cyclelab::devices
