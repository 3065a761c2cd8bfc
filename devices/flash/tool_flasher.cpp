#include "devices/flash/tool_flasher.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"
#include "devices/common/subprocess.hpp"

#include <filesystem>
#include <sstream>

namespace cyclelab::devices {

using core::Error;

std::string lastLines(const std::string& output, std::size_t count) {
    std::vector<std::string> lines;
    std::string line;
    std::istringstream in(output);
    while (std::getline(in, line, '\n')) {
        for (auto& c : line)
            if (c == '\r')
                c = ' ';
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
            line.pop_back();
        if (!line.empty())
            lines.push_back(line);
    }
    std::string out;
    const std::size_t first = lines.size() > count ? lines.size() - count : 0;
    for (std::size_t i = first; i < lines.size(); ++i)
        out += (out.empty() ? "" : " | ") + lines[i];
    return out;
}

ToolFlasher::ToolFlasher(std::string_view kindName) {
    const core::FlasherKind* kind = core::findFlasherKind(kindName);
    m_program = kind ? std::string(kind->executable) : std::string(kindName);
    m_installHint = kind ? std::string(kind->installHint) : "install " + std::string(kindName);
}

core::Message ToolFlasher::noProbe(core::MessageArg detail) const {
    return core::message(core::MessageId::ErrFlashNoProbe, {m_program, std::move(detail)});
}

core::Message ToolFlasher::noTarget(core::MessageArg detail) const {
    return core::message(core::MessageId::ErrFlashNoTarget, {m_program, std::move(detail)});
}

core::Message ToolFlasher::verifyFailed(const std::string& image, core::MessageArg detail) const {
    return core::message(core::MessageId::ErrFlashVerifyFailed,
                         {m_program, image, std::move(detail)});
}

core::Expected<std::string> ToolFlasher::rawImage(const std::string& imagePath, core::Message what,
                                                  core::Message remedy) const {
    std::filesystem::path image(imagePath);
    if (image.extension() != ".elf")
        return imagePath;
    image.replace_extension(".bin");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(image, ec))
        return Error::badInput(core::message(core::MessageId::ErrFlashRawImageMissing,
                                             {m_program, core::sub(std::move(what)), image.string(),
                                              imagePath, core::sub(std::move(remedy))}));
    return image.string();
}

void ToolFlasher::addOption(std::vector<std::string>& argv, const char* flag,
                            const std::string& value) {
    if (!value.empty())
        argv.insert(argv.end(), {flag, value});
}

core::Status ToolFlasher::run(const std::vector<std::string>& argv, const core::Message& what,
                              const std::string& image, const core::FlashProgressFn& progress) {
    if (!findExecutable(m_program))
        return Error::runtime(
            core::message(core::MessageId::ErrFlashToolNotFound, {m_program, m_installHint}));
    core::FlashProgress current{-1, "connect"};
    if (progress)
        progress(current);
    auto onLine = [&](const std::string& line) {
        const auto next = progressOf(line);
        if (!next || (next->stage == current.stage && next->percent == current.percent))
            return;
        current = *next;
        if (progress)
            progress(current);
    };
    auto result = runProcess(argv, m_timeout, onLine);
    if (!result)
        return result.error();
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count();
    if (result->timedOut) {
        std::string tail = lastLines(result->output, 2);
        if (tail.empty())
            return Error::runtime(
                core::message(core::MessageId::ErrFlashToolTimedOut,
                              {m_program, std::to_string(seconds), core::sub(what)}));
        return Error::runtime(
            core::message(core::MessageId::ErrFlashToolTimedOutOutput,
                          {m_program, std::to_string(seconds), core::sub(what), tail}));
    }
    if (result->exitCode == 0 && !result->signaled) {
        auto problem = diagnose(result->output, image);
        if (problem) // tools that print a failure yet exit 0
            return Error::runtime(*problem);
        if (progress)
            progress({100, "boot"});
        return core::success();
    }
    auto problem = diagnose(result->output, image);
    if (problem)
        return Error::runtime(*problem);
    return Error::runtime(
        core::message(core::MessageId::ErrFlashToolFailed,
                      {m_program, core::sub(what), std::to_string(result->exitCode),
                       lastLines(result->output, 3)}));
}

core::Status ToolFlasher::flash(const core::FirmwareBuild& image,
                                const core::FlashProgressFn& progress) {
    std::error_code ec;
    if (image.imagePath.empty() || !std::filesystem::is_regular_file(image.imagePath, ec))
        return Error::badInput(core::message(core::MessageId::ErrFlashImageMissing,
                                             {image.imagePath, image.imageName}));
    auto argv = flashArgv(image.imagePath);
    if (!argv)
        return argv.error();
    return run(*argv, core::message(core::MessageId::FlashWhileFlashing, {image.imagePath}),
               image.imagePath, progress);
}

core::Status ToolFlasher::reset() {
    return run(resetArgv(), core::message(core::MessageId::FlashWhileResetting), "", {});
}

} // namespace cyclelab::devices
