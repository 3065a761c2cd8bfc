#include "devices/common/subprocess.hpp"

#include "core/common/message.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sstream>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cyclelab::devices {
namespace {
using Clock = std::chrono::steady_clock;

// The child's side of Subprocess::start, between vfork and execv: system calls only.
[[noreturn]] void execChild(const char* exe, char* const* args, int out, int devnull, pid_t parent,
                            const sigset_t& mask) {
    setpgid(0, 0); // own process group: a terminate reaches grandchildren too
    // The child must not outlive CycleLab however it ends (SIGKILL, a crash): the kernel kills it
    // when the thread that started it exits. Our threads that start children (the main thread,
    // the GUI's campaign worker) live as long as the bench does. The parent may already have
    // died before prctl took effect: then exit at once.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) {
        _exit(127);
    }
    dup2(out, STDOUT_FILENO);
    dup2(out, STDERR_FILENO);
    if (devnull >= 0) {
        dup2(devnull, STDIN_FILENO);
    }
    // The parent's handlers are its code: none may run here, so default them before unblocking.
    for (int sig = 1; sig < NSIG; ++sig) {
        struct sigaction action {};
        if (sigaction(sig, nullptr, &action) == 0 && action.sa_handler != SIG_DFL &&
            action.sa_handler != SIG_IGN) {
            action.sa_handler = SIG_DFL;
            action.sa_flags = 0;
            sigaction(sig, &action, nullptr);
        }
    }
    sigprocmask(SIG_SETMASK, &mask, nullptr);
    execv(exe, args);
    _exit(127);
}
} // namespace

std::optional<std::string> findExecutable(const std::string& name) {
    if (name.find('/') != std::string::npos) {
        return access(name.c_str(), X_OK) == 0 ? std::optional(name) : std::nullopt;
    }
    const char* path = std::getenv("PATH");
    std::stringstream dirs(path ? path : "/usr/local/bin:/usr/bin:/bin");
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
        std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
        if (access(candidate.c_str(), X_OK) == 0) {
            return candidate;
        }
    }
    return std::nullopt;
}

Subprocess::Subprocess(Subprocess&& other) noexcept {
    *this = std::move(other);
}

Subprocess& Subprocess::operator=(Subprocess&& other) noexcept {
    if (this != &other) {
        terminate();
        m_pid = std::exchange(other.m_pid, -1);
        m_fd = std::exchange(other.m_fd, -1);
        m_partial = std::move(other.m_partial);
        m_output = std::move(other.m_output);
        m_status = other.m_status;
        m_exited = other.m_exited;
    }
    return *this;
}

Subprocess::~Subprocess() {
    terminate();
}

core::Expected<Subprocess> Subprocess::start(const std::vector<std::string>& argv) {
    if (argv.empty()) {
        return core::Error::badInput(core::message(core::MessageId::ErrProcessNoProgram));
    }
    auto exe = findExecutable(argv[0]);
    if (!exe) {
        return core::Error::runtime(core::message(core::MessageId::ErrProcessNotFound, {argv[0]}));
    }
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) {
        return core::Error::runtime(
            core::message(core::MessageId::ErrProcessNoPipe, {std::strerror(errno)}));
    }
    std::vector<char*> args;
    for (const auto& a : argv) {
        args.push_back(const_cast<char*>(a.c_str()));
    }
    args.push_back(nullptr);
    const pid_t parent = getpid();
    const int devnull = open("/dev/null", O_RDONLY | O_CLOEXEC);
    // vfork, not fork: fork makes every page of this process copy-on-write until the child has
    // exec'd, so each thread's next write to each page faults (the GUI's whole heap, its window's
    // backing store) and the page tables are copied first. The child shares the memory until
    // execv: it only makes system calls, with every signal blocked, on its own copy of the
    // signal dispositions.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = vfork();
    if (pid == 0) {
        execChild(exe->c_str(), args.data(), fds[1], devnull, parent, previous);
    }
    const int forkErrno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (devnull >= 0) {
        close(devnull);
    }
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return core::Error::runtime(
            core::message(core::MessageId::ErrProcessCannotStart, {std::strerror(forkErrno)}));
    }
    close(fds[1]);
    fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
    Subprocess p;
    p.m_pid = pid;
    p.m_fd = fds[0];
    return p;
}

bool Subprocess::reap(bool block) {
    if (m_pid <= 0 || m_exited) {
        return m_exited;
    }
    pid_t r = waitpid(m_pid, &m_status, block ? 0 : WNOHANG);
    if (r == m_pid) {
        m_exited = true;
    }
    return m_exited;
}

bool Subprocess::running() {
    return m_pid > 0 && !reap(false);
}

bool Subprocess::pump(std::chrono::milliseconds timeout, const LineFn& onLine) {
    if (m_fd < 0) {
        return false;
    }
    pollfd pfd{m_fd, POLLIN, 0};
    int r = poll(&pfd, 1, static_cast<int>(timeout.count()));
    if (r <= 0) {
        return true;
    }
    char buf[4096];
    for (;;) {
        ssize_t n = read(m_fd, buf, sizeof buf);
        if (n > 0) {
            m_output.append(buf, static_cast<std::size_t>(n));
            m_partial.append(buf, static_cast<std::size_t>(n));
            std::size_t pos;
            // Progress bars end their updates with '\r'; treat it as a line end too.
            while ((pos = m_partial.find_first_of("\r\n")) != std::string::npos) {
                std::string line = m_partial.substr(0, pos);
                m_partial.erase(0, pos + 1);
                if (onLine && !line.empty()) {
                    onLine(line);
                }
            }
            continue;
        }
        if (n == 0) {
            if (onLine && !m_partial.empty()) {
                onLine(m_partial);
            }
            m_partial.clear();
            close(m_fd);
            m_fd = -1;
            return false;
        }
        return errno == EAGAIN || errno == EINTR;
    }
}

ProcessResult Subprocess::wait(std::chrono::milliseconds timeout, const LineFn& onLine) {
    ProcessResult result;
    const auto deadline = Clock::now() + timeout;
    bool open = true;
    while (!reap(false) || open) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            result.timedOut = true;
            terminate(std::chrono::milliseconds(500));
            break;
        }
        if (open) {
            open = pump(std::min(left, std::chrono::milliseconds(50)), onLine);
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }
    reap(true);
    result.output = m_output;
    if (!result.timedOut && m_exited) {
        if (WIFEXITED(m_status)) {
            result.exitCode = WEXITSTATUS(m_status);
        } else {
            result.signaled = true;
        }
    }
    return result;
}

void Subprocess::terminate(std::chrono::milliseconds grace) {
    if (m_pid > 0 && !reap(false)) {
        kill(-m_pid, SIGTERM);
        const auto deadline = Clock::now() + grace;
        while (!reap(false) && Clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (!m_exited) {
            kill(-m_pid, SIGKILL);
            reap(true);
        }
    }
    if (m_fd >= 0) {
        close(m_fd);
        m_fd = -1;
    }
}

core::Expected<ProcessResult> runProcess(const std::vector<std::string>& argv,
                                         std::chrono::milliseconds timeout, const LineFn& onLine) {
    auto proc = Subprocess::start(argv);
    if (!proc) {
        return proc.error();
    }
    return proc->wait(timeout, onLine);
}

} // namespace cyclelab::devices
