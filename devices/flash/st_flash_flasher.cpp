#include "devices/flash/st_flash_flasher.hpp"

#include <filesystem>
#include <regex>

namespace cyclelab::devices {

StFlashFlasher::StFlashFlasher(std::string address, std::string serial)
    : ToolFlasher("st-flash"), m_address(std::move(address)), m_serial(std::move(serial)) {}

std::vector<std::string> StFlashFlasher::common() const {
    std::vector<std::string> argv{"st-flash"};
    if (!m_serial.empty()) {
        argv.push_back("--serial");
        argv.push_back(m_serial);
    }
    return argv;
}

core::Expected<std::vector<std::string>>
StFlashFlasher::flashArgv(const std::string& imagePath) const {
    namespace fs = std::filesystem;
    fs::path image(imagePath);
    if (image.extension() == ".elf") {
        fs::path bin = image;
        bin.replace_extension(".bin");
        std::error_code ec;
        if (!fs::is_regular_file(bin, ec))
            return core::Error::badInput("st-flash needs a raw binary: " + bin.string() +
                                         " not found next to " + imagePath +
                                         "; create it with `arm-none-eabi-objcopy -O binary " +
                                         imagePath + " " + bin.string() + "`");
        image = bin;
    }
    auto argv = common();
    argv.insert(argv.end(), {"--reset", "write", image.string(), m_address});
    return argv;
}

std::vector<std::string> StFlashFlasher::resetArgv() const {
    auto argv = common();
    argv.push_back("reset");
    return argv;
}

bool StFlashFlasher::parseProgress(const std::string& line, core::FlashProgress& p) const {
    static const std::regex pages(R"((\d+)/\s*(\d+) (?:half)?pages written)");
    std::smatch m;
    core::FlashProgress next = p;
    if (std::regex_search(line, m, pages)) {
        const long done = std::stol(m[1].str());
        const long total = std::stol(m[2].str());
        next = {total > 0 ? static_cast<int>(done * 100 / total) : -1, "program"};
    } else if (outputHas(line, "erased")) {
        next = {-1, "erase"};
    } else if (outputHas(line, "Starting verification")) {
        next = {-1, "verify"};
    } else if (outputHas(line, "jolly good")) {
        next = {100, "verify"};
    }
    if (next.stage == p.stage && next.percent == p.percent)
        return false;
    p = next;
    return true;
}

std::string StFlashFlasher::diagnose(const std::string& out, const std::string& image) const {
    static const std::regex offset(R"(Verification of flash failed at offset: (\d+))");
    std::smatch m;
    if (std::regex_search(out, m, offset))
        return verifyFailed(image,
                            "first difference at offset " + m[1].str() + " from " + m_address);
    if (outputHas(out, "Couldn't find any ST-Link devices") || outputHas(out, "No ST-LINK") ||
        outputHas(out, "no ST-LINK"))
        return noProbe("st-flash found no ST-Link" +
                       (m_serial.empty() ? std::string() : " with serial " + m_serial));
    if (outputHas(out, "Failed to connect to target") ||
        outputHas(out, "Failed to enter SWD mode") || outputHas(out, "unknown chip id") ||
        outputHas(out, "Unknown chip") || outputHas(out, "Failed to read core_id"))
        return noTarget("st-flash reached the ST-Link, not the MCU");
    if (outputHas(out, "Failed to erase") || outputHas(out, "non-erased value") ||
        outputHas(out, "Flash unlock failed") || outputHas(out, "flash_loader_run"))
        return "st-flash: programming " + image + " failed (" + lastLines(out, 2) +
               "); the flash may be write-protected: unlock it with the vendor tool, then retry";
    return {};
}

} // namespace cyclelab::devices
