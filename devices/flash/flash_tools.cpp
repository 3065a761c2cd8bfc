#include "devices/flash/flash_tools.hpp"

#include "devices/common/subprocess.hpp"

#include <regex>

namespace cyclelab::devices {

std::string parseToolVersion(const std::string& output) {
    static const std::regex version(R"((\d+\.\d+(?:\.\d+)?))");
    std::smatch m;
    if (std::regex_search(output, m, version))
        return m[1].str();
    return {};
}

std::vector<FlashToolInfo> detectTools(std::chrono::milliseconds perToolTimeout) {
    const std::pair<const char*, const char*> tools[] = {
        {"openocd", "openocd"},
        {"st-flash", "stlink-tools"},
        {"pyocd", "python3-pyocd"},
        {"qemu-system-arm", "qemu-system-arm"},
    };
    std::vector<FlashToolInfo> out;
    for (const auto& [tool, package] : tools) {
        FlashToolInfo info;
        info.tool = tool;
        info.debianPackage = package;
        if (auto path = findExecutable(tool)) {
            info.found = true;
            info.path = *path;
            auto run = runProcess({*path, "--version"}, perToolTimeout);
            if (run && !run->timedOut)
                info.version = parseToolVersion(run->output);
        }
        out.push_back(std::move(info));
    }
    return out;
}

} // namespace cyclelab::devices
