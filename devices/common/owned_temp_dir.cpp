#include "devices/common/owned_temp_dir.hpp"

#include "core/common/message.hpp"
#include "core/common/process_identity.hpp"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

namespace cyclelab::devices {
namespace {
namespace fs = std::filesystem;
constexpr const char* kOwnerFile = "owner";
// A directory of the old naming (no pid) without an owner file: its creator writes the file
// microseconds after creating it, so one this old was abandoned.
constexpr auto kOwnerlessGrace = std::chrono::hours(1);

// The pid a directory's name carries ("<prefix><pid>-XXXXXX"), 0 for the old naming.
long pidInName(const std::string& name, const std::string& prefix) {
    const char* begin = name.data() + prefix.size();
    const char* end = name.data() + name.size();
    long pid = 0;
    auto [next, ec] = std::from_chars(begin, end, pid);
    return ec == std::errc() && next < end && *next == '-' && pid > 0 ? pid : 0;
}

// Whether a directory with no (complete) owner file was abandoned: the pid in its name is not
// running (a running one may be a reuse of it: left for a later start), or, old naming, it
// is older than kOwnerlessGrace.
bool abandonedWithoutOwner(const fs::path& dir, const std::string& name,
                           const std::string& prefix) {
    if (const long pid = pidInName(name, prefix); pid > 0) {
        return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
    }
    std::error_code ec;
    const auto written = fs::last_write_time(dir, ec);
    return !ec && fs::file_time_type::clock::now() - written > kOwnerlessGrace;
}

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
        bool gone = false;
        if (std::getline(in, line) && core::identityFromLine(line).pid > 0) {
            gone = core::provablyGone(core::identityFromLine(line));
        } else {
            gone = abandonedWithoutOwner(it->path(), name, prefix); // killed before writing it
        }
        if (gone) {
            std::error_code rmEc;
            fs::remove_all(it->path(), rmEc);
            removed += rmEc ? 0 : 1;
        }
    }
    return removed;
}

core::Expected<std::string> makeOwnedTempDir(const std::string& prefix, const std::string& root) {
    removeStaleTempDirs(prefix, root);
    // The pid in the name says who made it from the moment it exists: a SIGKILL before the
    // owner file is written leaves a directory the next start can still judge.
    std::string pattern = root + "/" + prefix + std::to_string(::getpid()) + "-XXXXXX";
    if (!mkdtemp(pattern.data())) {
        return core::Error::runtime(
            core::message(core::MessageId::ErrTempDirCannotCreate, {root, std::strerror(errno)}));
    }
    // Written aside and renamed: an owner file is complete or absent.
    const std::string owner = pattern + "/" + kOwnerFile;
    std::ofstream(owner + ".tmp") << core::toLine(core::thisProcessIdentity()) << '\n';
    std::rename((owner + ".tmp").c_str(), owner.c_str());
    return pattern;
}

} // namespace cyclelab::devices
