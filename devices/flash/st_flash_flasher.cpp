#include "devices/flash/st_flash_flasher.hpp"

#include "core/common/message.hpp"

#include <filesystem>
#include <regex>

namespace cyclelab::devices {

StFlashFlasher::StFlashFlasher(std::string address, std::string serial)
    : ToolFlasher("st-flash"), m_address(std::move(address)), m_serial(std::move(serial)) {}

std::vector<std::string> StFlashFlasher::common() const {
    std::vector<std::string> argv{"st-flash"};
    addOption(argv, "--serial", m_serial);
    return argv;
}

core::Expected<std::vector<std::string>>
StFlashFlasher::flashArgv(const std::string& imagePath) const {
    std::filesystem::path bin(imagePath);
    bin.replace_extension(".bin");
    auto image = rawImage(imagePath, core::message(core::MessageId::WordRawBinary),
                          core::message(core::MessageId::RemedyObjcopy, {imagePath, bin.string()}));
    if (!image)
        return image.error();
    auto argv = common();
    argv.insert(argv.end(), {"--reset", "write", *image, m_address});
    return argv;
}

std::vector<std::string> StFlashFlasher::resetArgv() const {
    auto argv = common();
    argv.push_back("reset");
    return argv;
}

std::optional<core::FlashProgress> StFlashFlasher::progressOf(const std::string& line) const {
    static const std::regex pages(R"((\d+)/\s*(\d+) (?:half)?pages written)");
    std::smatch m;
    if (std::regex_search(line, m, pages)) {
        const long done = std::stol(m[1].str());
        const long total = std::stol(m[2].str());
        return core::FlashProgress{total > 0 ? static_cast<int>(done * 100 / total) : -1,
                                   "program"};
    }
    if (outputHas(line, "erased"))
        return core::FlashProgress{-1, "erase"};
    if (outputHas(line, "Starting verification"))
        return core::FlashProgress{-1, "verify"};
    if (outputHas(line, "jolly good"))
        return core::FlashProgress{100, "verify"};
    return std::nullopt;
}

std::optional<core::Message> StFlashFlasher::diagnose(const std::string& out,
                                                      const std::string& image) const {
    static const std::regex offset(R"(Verification of flash failed at offset: (\d+))");
    std::smatch m;
    if (std::regex_search(out, m, offset))
        return verifyFailed(image, core::sub(core::message(core::MessageId::FlashFirstDiffOffset,
                                                           {m[1].str(), m_address})));
    if (outputHas(out, "Couldn't find any ST-Link devices") || outputHas(out, "No ST-LINK") ||
        outputHas(out, "no ST-LINK"))
        return noProbe(core::sub(
            m_serial.empty() ? core::message(core::MessageId::StFlashNoStLink)
                             : core::message(core::MessageId::StFlashNoStLinkSerial, {m_serial})));
    if (outputHas(out, "Failed to connect to target") ||
        outputHas(out, "Failed to enter SWD mode") || outputHas(out, "unknown chip id") ||
        outputHas(out, "Unknown chip") || outputHas(out, "Failed to read core_id"))
        return noTarget(core::sub(core::message(core::MessageId::StFlashNoMcu)));
    if (outputHas(out, "Failed to erase") || outputHas(out, "non-erased value") ||
        outputHas(out, "Flash unlock failed") || outputHas(out, "flash_loader_run"))
        return core::message(core::MessageId::ErrStFlashProgramFailed, {image, lastLines(out, 2)});
    return std::nullopt;
}

} // namespace cyclelab::devices
