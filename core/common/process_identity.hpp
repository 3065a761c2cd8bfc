#pragma once
// Who a process is, precisely enough to tell "gone" from "alive" later: host, pid, and the pid's
// start time (a pid is reused; the start time of the process holding it then differs). Used by
// campaign claims in the store and by temporary directories that name their owner.

#include <cstdint>
#include <string>

namespace cyclelab::core {

struct ProcessIdentity {
    std::string host;
    std::int64_t pid = 0;
    std::string pidStart; // "<boot id>:<start time in ticks>"; "" where /proc does not say
    bool operator==(const ProcessIdentity&) const = default;
};

ProcessIdentity thisProcessIdentity();
// The identity of a running process on this host (pidStart empty when it cannot be read).
ProcessIdentity processIdentity(std::int64_t pid);

// True only when `owner` is certainly not running any more: same host, and its pid is dead or
// now belongs to a process started at another time. A process on another host is never
// provably gone.
bool provablyGone(const ProcessIdentity& owner);

// "host pid pidStart" on one line, and back (nullopt-like: pid 0 when unreadable).
std::string toLine(const ProcessIdentity& id);
ProcessIdentity identityFromLine(const std::string& line);

} // namespace cyclelab::core
