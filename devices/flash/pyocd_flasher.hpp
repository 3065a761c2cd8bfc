#pragma once
// pyOCD: pyocd flash -t <target> FILE (the unified `pyocd` command of pyOCD >= 0.14).

#include "devices/flash/tool_flasher.hpp"

namespace cyclelab::devices {

class PyOcdFlasher final : public ToolFlasher {
  public:
    explicit PyOcdFlasher(std::string target, std::string probeUid = "");

  protected:
    core::Expected<std::vector<std::string>> flashArgv(const std::string& imagePath) const override;
    std::vector<std::string> resetArgv() const override;
    std::optional<core::FlashProgress> progressOf(const std::string& line) const override;
    std::optional<core::Message> diagnose(const std::string& output,
                                          const std::string& image) const override;

  private:
    std::vector<std::string> common(const char* subcommand) const;
    std::string m_target;
    std::string m_probeUid;
};

} // namespace cyclelab::devices
