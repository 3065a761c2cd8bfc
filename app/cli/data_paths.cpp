#include "app/cli/data_paths.hpp"

#include "core/boards/board_profile_loader.hpp"

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace cyclelab::cli {
namespace fs = std::filesystem;
namespace {

fs::path executableDir() {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::current_path() : exe.parent_path();
}

// An installation is found relative to the executable first (bin/../share/cyclelab), so a
// package unpacked or installed under any prefix uses its own data, never a build tree's;
// a binary in the build tree has no such folder and falls through to the build tree.
std::string pick(const std::string& option, const char* env, const fs::path& besideInstall,
                 const fs::path& buildTree, const fs::path& installed, const char* marker) {
    if (!option.empty()) {
        return option;
    }
    if (const char* value = std::getenv(env); value && *value) {
        return value;
    }
    std::error_code ec;
    for (const fs::path& dir : {besideInstall, buildTree}) {
        if (fs::exists(dir / marker, ec)) {
            return dir.lexically_normal().string();
        }
    }
    return installed.string();
}

} // namespace

std::string firmwareImagesDir(const std::string& option) {
    // build/<preset>/app/cli/cyclelab-cli -> build/<preset>/firmware/images
    return pick(option, "CYCLELAB_FIRMWARE_DIR", executableDir() / "../share/cyclelab/firmware",
                executableDir() / "../../firmware/images",
                fs::path(CYCLELAB_INSTALL_DATADIR) / "firmware", "manifest.json");
}

std::string boardsDir(const std::string& option) {
    return option.empty() ? core::defaultBoardsDir() : option;
}

} // namespace cyclelab::cli
