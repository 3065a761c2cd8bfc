#include "core/common/process_identity.hpp"

#include <cerrno>
#include <csignal>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace cyclelab::core {
namespace {

std::string firstLine(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

std::string pidStartOf(std::int64_t pid) {
    const std::string stat = firstLine("/proc/" + std::to_string(pid) + "/stat");
    // The command name (field 2) is in parentheses and may contain spaces or ')'.
    const auto close = stat.rfind(')');
    if (close == std::string::npos) {
        return {};
    }
    std::istringstream rest(stat.substr(close + 1));
    std::string field;
    // Field 3 is the first after ')'; the start time is field 22.
    for (int i = 3; i <= 22 && (rest >> field); ++i) {
    }
    if (!rest) {
        return {};
    }
    return firstLine("/proc/sys/kernel/random/boot_id") + ":" + field;
}

std::string hostName() {
    char buf[256] = {};
    if (::gethostname(buf, sizeof buf - 1) != 0) {
        return "unknown-host";
    }
    return buf;
}

} // namespace

ProcessIdentity processIdentity(std::int64_t pid) {
    ProcessIdentity id;
    id.host = hostName();
    id.pid = pid;
    id.pidStart = pidStartOf(pid);
    return id;
}

ProcessIdentity thisProcessIdentity() {
    return processIdentity(::getpid());
}

bool provablyGone(const ProcessIdentity& owner) {
    if (owner.host != hostName() || owner.pid <= 0) {
        return false;
    }
    if (::kill(static_cast<pid_t>(owner.pid), 0) != 0 && errno == ESRCH) {
        return true;
    }
    // The pid exists; it is another process if it started at another time.
    const std::string now = pidStartOf(owner.pid);
    return !owner.pidStart.empty() && !now.empty() && now != owner.pidStart;
}

std::string toLine(const ProcessIdentity& id) {
    return id.host + " " + std::to_string(id.pid) + " " + id.pidStart;
}

ProcessIdentity identityFromLine(const std::string& line) {
    ProcessIdentity id;
    std::istringstream in(line);
    if (!(in >> id.host >> id.pid)) {
        return {};
    }
    in >> id.pidStart;
    return id;
}

} // namespace cyclelab::core
