#include "devices/flash/flash_tools.hpp"

#include "core/boards/device_kinds.hpp"
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
    std::vector<core::BoardTool> tools;
    for (const auto& kind : core::flasherKinds())
        tools.push_back({std::string(kind.executable), std::string(kind.debianPackage),
                         std::string(kind.installHint)});
    for (const auto& extra : core::extraBenchTools())
        tools.push_back(extra);
    std::vector<FlashToolInfo> out;
    for (const auto& tool : tools) {
        FlashToolInfo info;
        info.tool = tool.executable;
        info.debianPackage = tool.debianPackage;
        info.installHint = tool.installHint;
        if (auto path = findExecutable(info.tool)) {
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
