#pragma once
// Temporary directories that name their owner. A process killed with SIGKILL cannot remove its
// directory; the next CycleLab start removes the directories whose owner is provably gone
// (core/common/process_identity.hpp) and leaves those of running processes alone.

#include "core/common/error.hpp"

#include <string>

namespace cyclelab::devices {

// Removes the stale <root>/<prefix>* directories, then creates <root>/<prefix><pid>-XXXXXX with
// an "owner" file naming this process. `root` stays /tmp by default: unix socket paths inside
// must fit in 107 bytes.
core::Expected<std::string> makeOwnedTempDir(const std::string& prefix,
                                             const std::string& root = "/tmp");

// Removes <root>/<prefix>* directories whose owner file names a process that is provably
// gone, and those without one (killed before writing it) whose name carries a pid no longer
// running, or, named the old way, older than an hour. Returns how many were removed.
int removeStaleTempDirs(const std::string& prefix, const std::string& root = "/tmp");

} // namespace cyclelab::devices
