#include "devices/net/socket_link.hpp"

#include "core/common/message.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

namespace cyclelab::devices {
namespace {

using Clock = std::chrono::steady_clock;
using core::MessageId;
using std::chrono::milliseconds;

struct Endpoint {
    bool isUnix = false;
    std::string path; // unix
    std::string host; // tcp
    std::string port;
};

core::Expected<Endpoint> parseAddress(const std::string& address) {
    Endpoint ep;
    if (address.rfind("unix:", 0) == 0) {
        ep.isUnix = true;
        ep.path = address.substr(5);
        if (ep.path.empty()) {
            return core::Error::badInput(core::message(MessageId::ErrSocketNoPath, {address}));
        }
        if (ep.path.size() >= sizeof(sockaddr_un{}.sun_path)) {
            return core::Error::badInput(
                core::message(MessageId::ErrSocketPathTooLong,
                              {ep.path, std::to_string(sizeof(sockaddr_un{}.sun_path) - 1)}));
        }
        return ep;
    }
    std::string rest;
    if (address.rfind("tcp://", 0) == 0) {
        rest = address.substr(6);
    } else if (address.rfind("tcp:", 0) == 0) {
        rest = address.substr(4);
    } else {
        return core::Error::badInput(core::message(MessageId::ErrSocketUnknownAddress, {address}));
    }
    std::size_t colon = rest.rfind(':');
    if (colon == std::string::npos || colon + 1 == rest.size()) {
        return core::Error::badInput(core::message(MessageId::ErrSocketNoPort, {address}));
    }
    ep.host = rest.substr(0, colon);
    ep.port = rest.substr(colon + 1);
    if (ep.host.size() >= 2 && ep.host.front() == '[' && ep.host.back() == ']') {
        ep.host = ep.host.substr(1, ep.host.size() - 2); // [::1]
    }
    if (ep.host.empty() || ep.port.find_first_not_of("0123456789") != std::string::npos) {
        return core::Error::badInput(core::message(MessageId::ErrSocketMalformed, {address}));
    }
    return ep;
}

core::MessageArg describeErrno(int err) {
    switch (err) {
    case ECONNREFUSED:
        return core::sub(core::message(MessageId::WordConnectionRefused));
    case ENOENT:
        return core::sub(core::message(MessageId::WordNoSocketFile));
    case ETIMEDOUT:
        return core::sub(core::message(MessageId::WordConnectionTimedOut));
    default:
        return std::string(std::strerror(err));
    }
}

// Non-blocking connect bounded by `budget`; returns the connected fd or -errno.
int tryConnect(const sockaddr* sa, socklen_t len, int family, milliseconds budget) {
    int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        return -errno;
    }
    int r = ::connect(fd, sa, len);
    if (r != 0 && errno == EINPROGRESS) {
        pollfd pfd{fd, POLLOUT, 0};
        r = poll(&pfd, 1, static_cast<int>(std::max<milliseconds::rep>(budget.count(), 1)));
        int err = ETIMEDOUT;
        socklen_t errLen = sizeof err;
        if (r > 0) {
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &errLen);
        }
        r = err == 0 ? 0 : -1;
        errno = err;
    }
    if (r != 0) {
        int err = errno;
        ::close(fd);
        return -err;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

} // namespace

SocketLink::SocketLink(int fd, std::string address) : m_fd(fd), m_address(std::move(address)) {}

SocketLink::~SocketLink() {
    close();
}

void SocketLink::close() {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

// QEMU's UART sends every byte on its own, so a read returned as soon as anything was there
// woke the reader once per byte (30,000 wakeups for one 10,000-sample run), on the cores the
// emulators need. A short read that stops inside a line is topped up with what arrived during a
// short pause, well inside any timeout; a read that ends a line (a QMP reply, a sender of whole
// lines such as ser2net) is returned at once.
std::size_t SocketLink::topUp(char* buffer, std::size_t got, std::size_t capacity,
                              milliseconds left) const {
    constexpr std::size_t kShortRead = 256;
    constexpr auto kPause = std::chrono::microseconds(500);
    if (got >= kShortRead || got >= capacity || buffer[got - 1] == '\n' || left < milliseconds(1)) {
        return got;
    }
    std::this_thread::sleep_for(kPause);
    const ssize_t more = ::recv(m_fd, buffer + got, capacity - got, MSG_DONTWAIT);
    return more > 0 ? got + static_cast<std::size_t>(more) : got; // errors: the next read's
}

core::Expected<std::size_t> SocketLink::read(char* buffer, std::size_t capacity,
                                             milliseconds timeout) {
    if (m_fd < 0) {
        return core::Error::runtime(core::message(MessageId::ErrSocketClosed, {m_address}));
    }
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        pollfd pfd{m_fd, POLLIN, 0};
        int r = poll(&pfd, 1, static_cast<int>(std::max<milliseconds::rep>(left.count(), 0)));
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r < 0) {
            return core::Error::runtime(
                core::message(MessageId::ErrProtocolRecord, {m_address, std::strerror(errno)}));
        }
        if (r == 0) {
            return std::size_t{0};
        }
        ssize_t n = ::recv(m_fd, buffer, capacity, 0);
        if (n > 0) {
            return topUp(buffer, static_cast<std::size_t>(n), capacity, left);
        }
        if (n == 0) {
            return core::Error::runtime(core::message(MessageId::ErrSocketPeerClosed, {m_address}));
        }
        if (errno != EINTR && errno != EAGAIN) {
            return core::Error::runtime(
                core::message(MessageId::ErrProtocolRecord, {m_address, describeErrno(errno)}));
        }
    }
}

core::Status SocketLink::write(std::string_view data) {
    if (m_fd < 0) {
        return core::Error::runtime(core::message(MessageId::ErrSocketClosed, {m_address}));
    }
    while (!data.empty()) {
        ssize_t n = ::send(m_fd, data.data(), data.size(), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            if (errno == EPIPE || errno == ECONNRESET) {
                return core::Error::runtime(
                    core::message(MessageId::ErrSocketPeerClosed, {m_address}));
            }
            return core::Error::runtime(
                core::message(MessageId::ErrSocketWriteFailed, {m_address, describeErrno(errno)}));
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return core::success();
}

core::Expected<std::unique_ptr<SocketLink>> connectSocket(const std::string& address,
                                                          milliseconds connectTimeout) {
    auto ep = parseAddress(address);
    if (!ep) {
        return ep.error();
    }
    const auto deadline = Clock::now() + connectTimeout;
    int lastErr = ETIMEDOUT;
    for (;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        int fd = -1;
        if (ep->isUnix) {
            sockaddr_un sa{};
            sa.sun_family = AF_UNIX;
            std::memcpy(sa.sun_path, ep->path.c_str(), ep->path.size() + 1);
            fd = tryConnect(reinterpret_cast<const sockaddr*>(&sa), sizeof sa, AF_UNIX, left);
        } else {
            addrinfo hints{};
            hints.ai_family = AF_UNSPEC;
            hints.ai_socktype = SOCK_STREAM;
            addrinfo* list = nullptr;
            int gai = getaddrinfo(ep->host.c_str(), ep->port.c_str(), &hints, &list);
            if (gai != 0) {
                return core::Error::runtime(core::message(MessageId::ErrSocketCannotResolve,
                                                          {ep->host, address, gai_strerror(gai)}));
            }
            for (addrinfo* ai = list; ai && fd < 0; ai = ai->ai_next) {
                fd = tryConnect(ai->ai_addr, ai->ai_addrlen, ai->ai_family, left);
            }
            freeaddrinfo(list);
        }
        if (fd >= 0) {
            return std::make_unique<SocketLink>(fd, address);
        }
        lastErr = -fd;
        bool retryable = lastErr == ECONNREFUSED || lastErr == ENOENT || lastErr == EAGAIN ||
                         lastErr == ETIMEDOUT || lastErr == EINTR;
        if (!retryable || Clock::now() + milliseconds(20) >= deadline) {
            break;
        }
        std::this_thread::sleep_for(milliseconds(20));
    }
    return core::Error::runtime(
        core::message(MessageId::ErrSocketCannotConnect,
                      {address, std::to_string(connectTimeout.count()), describeErrno(lastErr)}));
}

core::Expected<std::unique_ptr<core::SerialLink>> openSocketLink(const std::string& address,
                                                                 milliseconds connectTimeout) {
    auto link = connectSocket(address, connectTimeout);
    if (!link) {
        return link.error();
    }
    return std::unique_ptr<core::SerialLink>(std::move(link.value()));
}

} // namespace cyclelab::devices
