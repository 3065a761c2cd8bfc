#include "devices/flash/openocd_flasher.hpp"

#include "core/common/message.hpp"

#include <regex>

namespace cyclelab::devices {
namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// OpenOCD parses the -c argument as Tcl: braces keep spaces in paths intact.
std::string tclQuoted(const std::string& path) {
    return "{" + path + "}";
}

} // namespace

OpenOcdFlasher::OpenOcdFlasher(std::string interfaceCfg, std::string targetCfg,
                               std::string binAddress, std::string cpuTapId)
    : ToolFlasher("openocd"), m_interfaceCfg(std::move(interfaceCfg)),
      m_targetCfg(std::move(targetCfg)), m_binAddress(std::move(binAddress)),
      m_cpuTapId(std::move(cpuTapId)) {}

std::vector<std::string> OpenOcdFlasher::argv(const std::string& command) const {
    std::vector<std::string> out{"openocd", "-f", m_interfaceCfg};
    if (!m_cpuTapId.empty()) {
        out.push_back("-c");
        out.push_back("set CPUTAPID " + m_cpuTapId);
    }
    for (const auto& arg : {std::string("-f"), m_targetCfg, std::string("-c"), command})
        out.push_back(arg);
    return out;
}

core::Expected<std::vector<std::string>>
OpenOcdFlasher::flashArgv(const std::string& imagePath) const {
    if (m_interfaceCfg.empty() || m_targetCfg.empty())
        return core::Error::badInput(core::message(core::MessageId::ErrOpenocdNeedsConfig));
    std::string program = "program " + tclQuoted(imagePath);
    if (endsWith(imagePath, ".bin"))
        program += " " + m_binAddress;
    program += " verify reset exit";
    return argv(program);
}

std::vector<std::string> OpenOcdFlasher::resetArgv() const {
    return argv("init; reset run; shutdown");
}

std::optional<core::FlashProgress> OpenOcdFlasher::progressOf(const std::string& line) const {
    // OpenOCD prints stage banners, no percentages.
    if (outputHas(line, "** Programming Started **"))
        return core::FlashProgress{-1, "program"};
    if (outputHas(line, "** Verify Started **") || outputHas(line, "** Verified OK **"))
        return core::FlashProgress{-1, "verify"};
    if (outputHas(line, "** Resetting Target **"))
        return core::FlashProgress{-1, "boot"};
    return std::nullopt;
}

std::optional<core::Message> OpenOcdFlasher::diagnose(const std::string& out,
                                                      const std::string& image) const {
    static const std::regex diffLine(
        R"(diff \d+ address (0x[0-9a-fA-F]+)\. Was (0x[0-9a-fA-F]+) instead of (0x[0-9a-fA-F]+))");
    if (outputHas(out, "** Verify Failed **") || outputHas(out, "contents differ") ||
        outputHas(out, "checksum mismatch")) {
        std::smatch m;
        core::Message detail = core::message(core::MessageId::OpenOcdChecksumMismatch);
        if (std::regex_search(out, m, diffLine))
            detail = core::message(core::MessageId::FlashFirstDiffAt,
                                   {m[1].str(), m[2].str(), m[3].str()});
        return verifyFailed(image, core::sub(std::move(detail)));
    }
    static const std::regex unexpectedId(R"(UNEXPECTED idcode: (0x[0-9a-fA-F]+))");
    static const std::regex expectedId(R"(expected \d+ of \d+: (0x[0-9a-fA-F]+))");
    if (std::smatch got; std::regex_search(out, got, unexpectedId)) {
        std::smatch want;
        const core::MessageArg expected =
            std::regex_search(out, want, expectedId)
                ? core::MessageArg(want[1].str())
                : core::sub(core::message(core::MessageId::WordAnotherId));
        return core::message(core::MessageId::ErrOpenOcdWrongId,
                             {got[1].str(), m_targetCfg, expected});
    }
    if (outputHas(out, "open failed") || outputHas(out, "no device found") ||
        outputHas(out, "unable to find a matching CMSIS-DAP device") ||
        outputHas(out, "No J-Link device found") || outputHas(out, "unable to open ftdi device") ||
        outputHas(out, "unable to open CMSIS-DAP device"))
        return noProbe(
            core::sub(core::message(core::MessageId::OpenOcdNoAdapter, {m_interfaceCfg})));
    if (outputHas(out, "init mode failed") || outputHas(out, "unable to connect to the target") ||
        outputHas(out, "Error connecting DP") || outputHas(out, "Examination failed"))
        return noTarget(core::sub(core::message(core::MessageId::OpenOcdNoMcu)));
    if (outputHas(out, "Can't find ") || outputHas(out, "couldn't open "))
        return core::message(core::MessageId::ErrOpenOcdNoConfig, {lastLines(out, 1)});
    if (outputHas(out, "** Programming Failed **"))
        return core::message(core::MessageId::ErrOpenOcdProgramFailed, {image, lastLines(out, 3)});
    return std::nullopt;
}

} // namespace cyclelab::devices
