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

std::string OpenOcdFlasher::diagnose(const std::string& out, const std::string& image) const {
    static const std::regex diffLine(
        R"(diff \d+ address (0x[0-9a-fA-F]+)\. Was (0x[0-9a-fA-F]+) instead of (0x[0-9a-fA-F]+))");
    if (outputHas(out, "** Verify Failed **") || outputHas(out, "contents differ") ||
        outputHas(out, "checksum mismatch")) {
        std::smatch m;
        std::string detail = "OpenOCD reported a checksum mismatch";
        if (std::regex_search(out, m, diffLine))
            detail = "first difference at " + m[1].str() + ": read " + m[2].str() + ", expected " +
                     m[3].str();
        return verifyFailed(image, detail);
    }
    static const std::regex unexpectedId(R"(UNEXPECTED idcode: (0x[0-9a-fA-F]+))");
    static const std::regex expectedId(R"(expected \d+ of \d+: (0x[0-9a-fA-F]+))");
    if (std::smatch got; std::regex_search(out, got, unexpectedId)) {
        std::smatch want;
        const std::string expected =
            std::regex_search(out, want, expectedId) ? want[1].str() : std::string("another ID");
        return "openocd: the MCU answers with SWD/JTAG ID " + got[1].str() + " but " + m_targetCfg +
               " expects " + expected +
               " (a GD32 or another compatible part): set \"cpuTapId\": \"" + got[1].str() +
               "\" (or \"0\" to accept any ID) in the board profile's flasher section";
    }
    if (outputHas(out, "open failed") || outputHas(out, "no device found") ||
        outputHas(out, "unable to find a matching CMSIS-DAP device") ||
        outputHas(out, "No J-Link device found") || outputHas(out, "unable to open ftdi device") ||
        outputHas(out, "unable to open CMSIS-DAP device"))
        return noProbe("OpenOCD could not open the " + m_interfaceCfg + " adapter");
    if (outputHas(out, "init mode failed") || outputHas(out, "unable to connect to the target") ||
        outputHas(out, "Error connecting DP") || outputHas(out, "Examination failed"))
        return noTarget("OpenOCD reached the adapter, not the MCU");
    if (outputHas(out, "Can't find ") || outputHas(out, "couldn't open "))
        return "openocd: config file not found (" + lastLines(out, 1) +
               "); check the board profile's flasherConfig interface/target names against "
               "/usr/share/openocd/scripts";
    if (outputHas(out, "** Programming Failed **"))
        return "openocd: programming " + image + " failed (" + lastLines(out, 3) +
               "); check that the image fits the MCU's flash and that the flash is not "
               "write-protected";
    return {};
}

} // namespace cyclelab::devices
