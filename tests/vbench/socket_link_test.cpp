// SocketLink against real local servers (unix and TCP) run by the test itself.
#include "core/common/message.hpp"
#include "devices/net/socket_link.hpp"

#include <arpa/inet.h>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace std::chrono_literals;
using cyclelab::core::Message;
using cyclelab::core::MessageArg;
using cyclelab::core::MessageId;
using cyclelab::devices::connectSocket;
using cyclelab::devices::openSocketLink;

namespace {

// A scratch directory removed at the end of the test.
struct TempDir {
    std::string path;
    TempDir() {
        char pattern[] = "/tmp/cyclelab-sock-XXXXXX";
        const char* dir = mkdtemp(pattern);
        path = dir ? dir : "/tmp";
    }
    ~TempDir() { std::filesystem::remove_all(path); }
};

int listenUnix(const std::string& path) {
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un sa{};
    sa.sun_family = AF_UNIX;
    std::snprintf(sa.sun_path, sizeof sa.sun_path, "%s", path.c_str());
    if (bind(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa) != 0 || listen(fd, 4) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Returns a listening socket on 127.0.0.1 and its port.
int listenTcp(int& port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in sa{};
    sa.sin_family = AF_INET;
    sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof sa;
    if (bind(fd, reinterpret_cast<sockaddr*>(&sa), len) != 0 || listen(fd, 4) != 0) {
        ::close(fd);
        return -1;
    }
    getsockname(fd, reinterpret_cast<sockaddr*>(&sa), &len);
    port = ntohs(sa.sin_port);
    return fd;
}

std::string readLine(cyclelab::core::SerialLink& link, std::chrono::milliseconds timeout) {
    std::string text;
    char buf[256];
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (text.find('\n') == std::string::npos && std::chrono::steady_clock::now() < deadline) {
        auto n = link.read(buf, sizeof buf, 50ms);
        if (!n) {
            break;
        }
        text.append(buf, *n);
    }
    return text;
}

} // namespace

TEST(SocketLink, UnixEchoAndLargeWrite) {
    TempDir dir;
    std::string path = dir.path + "/echo.sock";
    int server = listenUnix(path);
    ASSERT_GE(server, 0);
    std::thread peer([server] {
        int c = accept(server, nullptr, nullptr);
        char buf[65536];
        ssize_t n;
        while ((n = ::read(c, buf, sizeof buf)) > 0) {
            ssize_t off = 0;
            while (off < n) {
                off += ::write(c, buf + off, static_cast<std::size_t>(n - off));
            }
        }
        ::close(c);
    });
    auto link = openSocketLink("unix:" + path, 1000ms);
    ASSERT_TRUE(link.ok()) << link.error().message;
    EXPECT_EQ((*link)->describe(), "unix:" + path);
    ASSERT_TRUE((*link)->write("HELLO proto=1\n").ok());
    EXPECT_EQ(readLine(**link, 2000ms), "HELLO proto=1\n");

    // 1 MiB through a socket buffer much smaller than that: write() must send it all.
    std::string big(1 << 20, 'x');
    for (std::size_t i = 0; i < big.size(); ++i) {
        big[i] = static_cast<char>('a' + i % 26);
    }
    std::string echoed;
    std::thread writer([&] { ASSERT_TRUE((*link)->write(big).ok()); });
    char buf[8192];
    auto deadline = std::chrono::steady_clock::now() + 5s;
    while (echoed.size() < big.size() && std::chrono::steady_clock::now() < deadline) {
        auto n = (*link)->read(buf, sizeof buf, 100ms);
        ASSERT_TRUE(n.ok()) << n.error().message;
        echoed.append(buf, *n);
    }
    writer.join();
    EXPECT_EQ(echoed, big);
    (*link)->close();
    peer.join();
    ::close(server);
    EXPECT_FALSE((*link)->read(buf, sizeof buf, 10ms).ok());
}

TEST(SocketLink, RetriesUntilTheServerAppears) {
    TempDir dir;
    std::string path = dir.path + "/late.sock";
    int server = -1;
    std::thread creator([&] {
        std::this_thread::sleep_for(300ms);
        server = listenUnix(path);
    });
    auto t0 = std::chrono::steady_clock::now();
    auto link = connectSocket("unix:" + path, 3000ms);
    auto elapsed = std::chrono::steady_clock::now() - t0;
    creator.join();
    ASSERT_TRUE(link.ok()) << link.error().message;
    EXPECT_GE(elapsed, 250ms);
    EXPECT_LT(elapsed, 2500ms);
    ::close(server);
}

TEST(SocketLink, MissingUnixSocketTimesOutNamingTheAddress) {
    TempDir dir;
    std::string address = "unix:" + dir.path + "/nobody.sock";
    auto t0 = std::chrono::steady_clock::now();
    auto link = openSocketLink(address, 200ms);
    auto elapsed = std::chrono::steady_clock::now() - t0;
    ASSERT_FALSE(link.ok());
    EXPECT_NE(link.error().message.find(address), std::string::npos) << link.error().message;
    EXPECT_NE(link.error().message.find("no such socket file"), std::string::npos);
    const Message sentence = link.error().sentence();
    EXPECT_EQ(sentence.id, MessageId::ErrSocketCannotConnect);
    ASSERT_EQ(sentence.args.size(), 3u);
    EXPECT_EQ(sentence.args[0], MessageArg(address));
    EXPECT_EQ(sentence.args[1], MessageArg("200"));
    EXPECT_EQ(sentence.args[2],
              cyclelab::core::sub(cyclelab::core::message(MessageId::WordNoSocketFile)));
    EXPECT_GE(elapsed, 150ms);
    EXPECT_LT(elapsed, 1500ms);
}

TEST(SocketLink, TcpRefusedSaysSo) {
    int port = 0;
    int probe = listenTcp(port);
    ASSERT_GE(probe, 0);
    ::close(probe); // nothing listens on `port` any more
    std::string address = "tcp://127.0.0.1:" + std::to_string(port);
    auto link = openSocketLink(address, 100ms);
    ASSERT_FALSE(link.ok());
    EXPECT_NE(link.error().message.find(address), std::string::npos) << link.error().message;
    EXPECT_NE(link.error().message.find("connection refused"), std::string::npos)
        << link.error().message;
    const Message sentence = link.error().sentence();
    EXPECT_EQ(sentence.id, MessageId::ErrSocketCannotConnect);
    ASSERT_EQ(sentence.args.size(), 3u);
    EXPECT_EQ(sentence.args[2],
              cyclelab::core::sub(cyclelab::core::message(MessageId::WordConnectionRefused)));
}

TEST(SocketLink, TcpReadTimeoutAndPeerClose) {
    int port = 0;
    int server = listenTcp(port);
    ASSERT_GE(server, 0);
    std::thread peer([server] {
        int c = accept(server, nullptr, nullptr);
        std::this_thread::sleep_for(300ms);
        ssize_t n = ::write(c, "BENCH id=baseline params=-\n", 27);
        (void)n;
        ::close(c);
    });
    std::string address = "tcp://localhost:" + std::to_string(port);
    auto link = openSocketLink(address, 1000ms);
    ASSERT_TRUE(link.ok()) << link.error().message;
    char buf[64];
    auto t0 = std::chrono::steady_clock::now();
    auto n = (*link)->read(buf, sizeof buf, 100ms);
    auto elapsed = std::chrono::steady_clock::now() - t0;
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 0u);
    EXPECT_GE(elapsed, 90ms);
    EXPECT_EQ(readLine(**link, 2000ms), "BENCH id=baseline params=-\n");
    peer.join();
    auto closed = (*link)->read(buf, sizeof buf, 1000ms);
    ASSERT_FALSE(closed.ok());
    EXPECT_NE(closed.error().message.find("peer closed the connection"), std::string::npos);
    EXPECT_NE(closed.error().message.find(address), std::string::npos);
    EXPECT_EQ(closed.error().sentence(),
              cyclelab::core::message(MessageId::ErrSocketPeerClosed, {address}));
    ::close(server);
}

TEST(SocketLink, RejectsMalformedAddresses) {
    for (const char* bad :
         {"serial:/dev/ttyUSB0", "unix:", "tcp://host", "tcp://:80", "tcp://host:port"}) {
        auto link = openSocketLink(bad, 10ms);
        ASSERT_FALSE(link.ok()) << bad;
        EXPECT_EQ(link.error().kind, cyclelab::core::ErrorKind::BadInput) << bad;
        EXPECT_NE(link.error().message.find(bad), std::string::npos) << link.error().message;
    }
    EXPECT_EQ(openSocketLink("unix:", 10ms).error().sentence(),
              cyclelab::core::message(MessageId::ErrSocketNoPath, {"unix:"}));
    EXPECT_EQ(openSocketLink("tcp://host", 10ms).error().sentence(),
              cyclelab::core::message(MessageId::ErrSocketNoPort, {"tcp://host"}));
    EXPECT_EQ(openSocketLink("serial:/dev/ttyUSB0", 10ms).error().sentence(),
              cyclelab::core::message(MessageId::ErrSocketUnknownAddress, {"serial:/dev/ttyUSB0"}));
    EXPECT_EQ(openSocketLink("tcp://host:port", 10ms).error().sentence(),
              cyclelab::core::message(MessageId::ErrSocketMalformed, {"tcp://host:port"}));
}
