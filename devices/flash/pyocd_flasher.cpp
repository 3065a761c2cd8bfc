#include "devices/flash/pyocd_flasher.hpp"

#include "core/common/message.hpp"

#include <regex>

namespace cyclelab::devices {

PyOcdFlasher::PyOcdFlasher(std::string target, std::string probeUid)
    : ToolFlasher("pyocd"), m_target(std::move(target)), m_probeUid(std::move(probeUid)) {}

std::vector<std::string> PyOcdFlasher::common(const char* subcommand) const {
    std::vector<std::string> argv{"pyocd", subcommand, "-t", m_target};
    addOption(argv, "-u", m_probeUid);
    return argv;
}

core::Expected<std::vector<std::string>>
PyOcdFlasher::flashArgv(const std::string& imagePath) const {
    if (m_target.empty())
        return core::Error::badInput(core::message(core::MessageId::ErrPyocdNeedsTarget));
    auto argv = common("flash");
    argv.push_back(imagePath);
    return argv;
}

std::vector<std::string> PyOcdFlasher::resetArgv() const {
    return common("reset");
}

std::optional<core::FlashProgress> PyOcdFlasher::progressOf(const std::string& line) const {
    // The progress bar: "[=====     ]  42%", one update per '\r'.
    static const std::regex bar(R"(^\[[= ]*\]\s*(\d+)%)");
    std::smatch m;
    if (std::regex_search(line, m, bar))
        return core::FlashProgress{std::stoi(m[1].str()), "program"};
    if (outputHas(line, "Loading "))
        return core::FlashProgress{0, "erase"};
    if (outputHas(line, "programmed ") && outputHas(line, "bytes"))
        return core::FlashProgress{100, "program"};
    return std::nullopt;
}

std::optional<core::Message> PyOcdFlasher::diagnose(const std::string& out,
                                                    const std::string& image) const {
    if (outputHas(out, "No connected debug probe") || outputHas(out, "No available debug probes"))
        return noProbe(core::sub(
            m_probeUid.empty() ? core::message(core::MessageId::PyOcdNoProbe)
                               : core::message(core::MessageId::PyOcdNoProbeUid, {m_probeUid})));
    if (outputHas(out, "Target type") && outputHas(out, "not recognized"))
        return core::message(core::MessageId::ErrPyOcdUnknownTarget, {m_target});
    if (outputHas(out, "verify") && (outputHas(out, "fail") || outputHas(out, "mismatch")))
        return verifyFailed(image, lastLines(out, 1));
    if (outputHas(out, "flash program page failure") || outputHas(out, "FlashProgramFailure"))
        return verifyFailed(
            image, core::sub(core::message(core::MessageId::PyOcdPageFailed, {lastLines(out, 1)})));
    if (outputHas(out, "No ACK received") || outputHas(out, "Failed to connect") ||
        outputHas(out, "Error connecting") || outputHas(out, "TransferFaultError"))
        return noTarget(core::sub(core::message(core::MessageId::PyOcdNoMcu)));
    return std::nullopt;
}

} // namespace cyclelab::devices
