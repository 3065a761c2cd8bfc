#include "devices/common/owned_temp_dir.hpp"

#include "core/common/process_identity.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdlib.h>

namespace cyclelab::devices {
namespace {
namespace fs = std::filesystem;
constexpr const char* kOwnerFile = "owner";
} // namespace

int removeStaleTempDirs(const std::string& prefix, const std::string& root) {
    int removed = 0;
    std::error_code ec;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0 || !it->is_directory(ec) || it->is_symlink(ec)) {
            continue;
        }
        std::ifstream in(it->path() / kOwnerFile);
        std::string line;
        if (!std::getline(in, line)) {
            continue; // not ours to judge: no owner recorded
        }
        const core::ProcessIdentity owner = core::identityFromLine(line);
        if (owner.pid > 0 && core::provablyGone(owner)) {
            std::error_code rmEc;
            fs::remove_all(it->path(), rmEc);
            removed += rmEc ? 0 : 1;
        }
    }
    return removed;
}

core::Expected<std::string> makeOwnedTempDir(const std::string& prefix, const std::string& root) {
    removeStaleTempDirs(prefix, root);
    std::string pattern = root + "/" + prefix + "XXXXXX";
    if (!mkdtemp(pattern.data())) {
        return core::Error::runtime("cannot create a temporary directory under " + root + " (" +
                                    std::strerror(errno) + ")");
    }
    std::ofstream(pattern + "/" + kOwnerFile) << core::toLine(core::thisProcessIdentity()) << '\n';
    return pattern;
}

} // namespace cyclelab::devices
