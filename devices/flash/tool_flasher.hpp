#pragma once
// Flashing through an external tool (a hardware kind of core::flasherKinds()) run from an argument
// list, never a shell: its output is read line by line for progress, and a failure is explained
// from what the tool printed (no probe, target not responding, verify failed, timeout).

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/message.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::devices {

class ToolFlasher : public core::Flasher {
  public:
    std::string name() const override { return m_program; }
    core::Status flash(const core::FirmwareBuild& image,
                       const core::FlashProgressFn& progress) override;
    // Hardware boards run from reset once flashed: nothing to release.
    core::Status release() override { return core::success(); }
    core::Status reset() override;
    void shutdown() override {}

    // Whole-operation limit; a tool still running then is killed and reported as hung.
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    std::chrono::milliseconds timeout() const { return m_timeout; }

  protected:
    // The executable and its install hint come from the flasher kind (core/boards/device_kinds).
    explicit ToolFlasher(std::string_view kindName);

    virtual core::Expected<std::vector<std::string>>
    flashArgv(const std::string& imagePath) const = 0;
    virtual std::vector<std::string> resetArgv() const = 0;
    // What one output line says of the progress, if anything (the caller reports changes).
    virtual std::optional<core::FlashProgress> progressOf(const std::string& line) const = 0;
    // A sentence explaining a failed run from the tool's output, or nullopt when nothing matched.
    virtual std::optional<core::Message> diagnose(const std::string& output,
                                                  const std::string& image) const = 0;

    // Shared sentences, so every tool words the same failure the same way; `detail` is the
    // tool's own output or a sentence.
    core::Message noProbe(core::MessageArg detail) const;
    core::Message noTarget(core::MessageArg detail) const;
    core::Message verifyFailed(const std::string& image, core::MessageArg detail) const;

    // For tools that write raw images: an .elf's `.bin` sibling (which must exist; else an
    // error saying the tool needs `what` and `remedy`), any other path as given.
    core::Expected<std::string> rawImage(const std::string& imagePath, core::Message what,
                                         core::Message remedy) const;
    // Appends `flag value` when the profile gave a value.
    static void addOption(std::vector<std::string>& argv, const char* flag,
                          const std::string& value);

  private:
    core::Status run(const std::vector<std::string>& argv, const core::Message& what,
                     const std::string& image, const core::FlashProgressFn& progress);

    std::string m_program;
    std::string m_installHint;
    std::chrono::milliseconds m_timeout{120000};
};

// Whether a tool's output holds `needle`: what every flasher's diagnose() and progress parser
// match on.
inline bool outputHas(const std::string& output, std::string_view needle) {
    return output.find(needle) != std::string::npos;
}

// The last `count` non-empty lines of a tool's output, joined with " | ".
std::string lastLines(const std::string& output, std::size_t count);

} // namespace cyclelab::devices
