#include "devices/flash/esptool_flasher.hpp"

#include "core/common/message.hpp"

#include <fstream>
#include <regex>

namespace cyclelab::devices {
namespace {

constexpr unsigned char kEspImageMagic = 0xE9;

} // namespace

EsptoolFlasher::EsptoolFlasher(std::string chip, std::string port, std::string baud,
                               std::string address)
    : ToolFlasher("esptool"), m_chip(std::move(chip)), m_port(std::move(port)),
      m_baud(std::move(baud)), m_address(std::move(address)) {}

std::vector<std::string> EsptoolFlasher::common() const {
    std::vector<std::string> argv{"esptool", "--chip", m_chip};
    addOption(argv, "--port", m_port);
    addOption(argv, "--baud", m_baud);
    return argv;
}

core::Expected<std::vector<std::string>>
EsptoolFlasher::flashArgv(const std::string& imagePath) const {
    if (m_chip.empty())
        return core::Error::badInput(core::message(core::MessageId::ErrEsptoolNeedsChip));
    auto image = rawImage(imagePath, core::message(core::MessageId::WordTheEspImage),
                          core::message(core::MessageId::RemedyRebuildFirmware));
    if (!image)
        return image.error();
    std::ifstream in(*image, std::ios::binary);
    char first = 0;
    if (!in.get(first) || static_cast<unsigned char>(first) != kEspImageMagic)
        return core::Error::badInput(core::message(core::MessageId::ErrNotEspImage, {*image}));
    auto argv = common();
    argv.insert(argv.end(), {"write_flash", m_address, *image});
    return argv;
}

std::vector<std::string> EsptoolFlasher::resetArgv() const {
    auto argv = common();
    argv.push_back("run"); // leaves the download mode: the chip boots its flash
    return argv;
}

std::optional<core::FlashProgress> EsptoolFlasher::progressOf(const std::string& line) const {
    // "Writing at 0x00001000... (50 %)" (esptool 4) or "Writing at 0x00001000 [==>  ] 50.0% ..."
    static const std::regex writing(R"(Writing at 0x[0-9a-fA-F]+.*?(\d+)(?:\.\d+)? ?%)");
    std::smatch m;
    if (std::regex_search(line, m, writing))
        return core::FlashProgress{std::stoi(m[1].str()), "program"};
    if (outputHas(line, "Connecting"))
        return core::FlashProgress{-1, "connect"};
    if (outputHas(line, "Flash will be erased") || outputHas(line, "Erasing"))
        return core::FlashProgress{-1, "erase"};
    if (outputHas(line, "Hash of data verified"))
        return core::FlashProgress{100, "verify"};
    if (outputHas(line, "Hard resetting"))
        return core::FlashProgress{100, "boot"};
    return std::nullopt;
}

std::optional<core::Message> EsptoolFlasher::diagnose(const std::string& out,
                                                      const std::string& image) const {
    static const std::regex wrongChip(R"(This chip is (\S+) not (\S+)\.)");
    std::smatch m;
    if (std::regex_search(out, m, wrongChip))
        return core::message(core::MessageId::ErrEsptoolWrongChip,
                             {m[1].str(), m[2].str(), m_chip});
    if (outputHas(out, "Could not open") || outputHas(out, "could not open port") ||
        outputHas(out, "No serial ports found"))
        return m_port.empty()
                   ? core::message(core::MessageId::ErrEsptoolNoPort, {lastLines(out, 1)})
                   : core::message(core::MessageId::ErrEsptoolCannotOpenPort,
                                   {m_port, lastLines(out, 1)});
    if (outputHas(out, "Failed to connect") || outputHas(out, "No serial data received") ||
        outputHas(out, "Wrong boot mode detected"))
        return core::message(core::MessageId::ErrEsptoolNoDownloadMode, {lastLines(out, 1)});
    if (outputHas(out, "does not match data in flash") ||
        outputHas(out, "MD5 of file does not match"))
        return verifyFailed(image, lastLines(out, 1));
    return std::nullopt;
}

} // namespace cyclelab::devices
