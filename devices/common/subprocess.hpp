#pragma once
// Child processes started from an argument list (never through a shell), with their stdout and
// stderr merged into one pipe, line callbacks, timeouts and a clean stop. Used by the flashers
// and the QEMU launcher.

#include "core/common/error.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace cyclelab::devices {

// Full path of an executable found on PATH (or `name` itself if it contains a '/').
std::optional<std::string> findExecutable(const std::string& name);

struct ProcessResult {
    int exitCode = -1;     // valid when !signaled && !timedOut
    bool signaled = false; // ended by a signal
    bool timedOut = false; // killed by us after the timeout
    std::string output;    // stdout and stderr, merged
};

using LineFn = std::function<void(const std::string& line)>;

// Owns its child and the output pipe: the child never outlives the object (the destructor
// terminates it), and moving hands both over. Not thread-safe: one thread at a time (QemuFlasher
// guards its own with a mutex against its output pump). `onLine` is called on the calling
// thread, during pump() or wait() only.
class Subprocess {
  public:
    Subprocess() = default;
    Subprocess(Subprocess&& other) noexcept;
    Subprocess& operator=(Subprocess&& other) noexcept;
    Subprocess(const Subprocess&) = delete;
    Subprocess& operator=(const Subprocess&) = delete;
    ~Subprocess(); // terminates a child still running

    // argv[0] is looked up on PATH. Fails with a message naming the program when it is missing.
    static core::Expected<Subprocess> start(const std::vector<std::string>& argv);

    pid_t pid() const { return m_pid; }
    bool running();
    // Reads output for at most `timeout`, calling `onLine` per complete line. Returns false
    // once the output pipe is closed.
    bool pump(std::chrono::milliseconds timeout, const LineFn& onLine);
    // Waits for exit up to `timeout` while pumping output; kills the child on timeout.
    ProcessResult wait(std::chrono::milliseconds timeout, const LineFn& onLine = {});
    // SIGTERM, then SIGKILL after `grace`; reaps the child.
    void terminate(std::chrono::milliseconds grace = std::chrono::milliseconds(2000));

  private:
    bool reap(bool block);
    pid_t m_pid = -1;
    int m_fd = -1;
    std::string m_partial;
    std::string m_output;
    int m_status = 0;
    bool m_exited = false;
};

// Runs a program to completion: output, exit code, and a kill after `timeout`.
core::Expected<ProcessResult> runProcess(const std::vector<std::string>& argv,
                                         std::chrono::milliseconds timeout,
                                         const LineFn& onLine = {});

} // namespace cyclelab::devices
