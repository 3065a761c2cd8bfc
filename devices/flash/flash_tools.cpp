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
    std::vector<FlashToolInfo> out;
    for (const auto& kind : core::flasherKinds()) {
        FlashToolInfo info;
        info.tool = kind.executable;
        info.debianPackage = kind.debianPackage;
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
