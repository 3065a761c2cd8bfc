// QmpClient against a QMP server the test runs itself on a unix socket: a reply that carries
// another command's id (an earlier connection's qmp_capabilities, which QEMU runs in the next
// session) is never taken for the reply to this one.
#include "core/common/message.hpp"
#include "devices/qemu/qmp_client.hpp"

#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace std::chrono_literals;
using cyclelab::devices::QmpClient;

namespace {

// Reads one '\n'-terminated line from fd (empty at end of stream).
std::string readLine(int fd) {
    std::string line;
    char c = 0;
    while (::read(fd, &c, 1) == 1 && c != '\n')
        line += c;
    return line;
}

void send(int fd, const std::string& text) {
    const std::string line = text + "\r\n";
    ASSERT_EQ(::write(fd, line.data(), line.size()), static_cast<ssize_t>(line.size()));
}

} // namespace

TEST(QmpClient, AReplyWithAnotherIdIsNotTheReply) {
    char pattern[] = "/tmp/cyclelab-qmp-XXXXXX";
    const std::string dir = mkdtemp(pattern);
    const std::string path = dir + "/qmp.sock";
    const int server = socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un sa{};
    sa.sun_family = AF_UNIX;
    std::snprintf(sa.sun_path, sizeof sa.sun_path, "%s", path.c_str());
    ASSERT_EQ(bind(server, reinterpret_cast<sockaddr*>(&sa), sizeof sa), 0);
    ASSERT_EQ(listen(server, 1), 0);
    std::thread qemu([server] {
        const int fd = accept(server, nullptr, nullptr);
        send(fd, R"({"QMP": {"version": {}, "capabilities": []}})");
        for (int i = 0; i < 2; ++i) {
            const auto request = nlohmann::json::parse(readLine(fd));
            // What QEMU sends when an abandoned connection's handshake ran in this session:
            // that handshake's reply, then this command's own.
            send(fd, R"({"return": {}, "id": "from-an-earlier-connection"})");
            send(fd, R"({"event": "RESUME", "timestamp": {"seconds": 0, "microseconds": 0}})");
            nlohmann::json reply = {{"id", request["id"]}};
            if (request["execute"] == "qmp_capabilities")
                reply["return"] = nlohmann::json::object();
            else
                reply["error"] = {{"class", "GenericError"}, {"desc", "not now"}};
            send(fd, reply.dump());
        }
        ::close(fd);
    });
    auto client = QmpClient::connect(path, 1000ms, 5000ms);
    ASSERT_TRUE(client.ok()) << client.error().message;
    auto cont = client->execute("cont", 5000ms);
    ASSERT_FALSE(cont.ok()) << "took the earlier connection's reply for this command's";
    EXPECT_EQ(cont.error().message, "QMP cont failed: not now");
    EXPECT_EQ(cont.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrQmpCommandFailed,
                                      {"cont", "not now"}));
    qemu.join();
    // The server is gone: the link's error, after "QMP stop: ".
    auto stop = client->execute("stop", 2000ms);
    ASSERT_FALSE(stop.ok());
    const auto sentence = stop.error().sentence();
    ASSERT_EQ(sentence.id, cyclelab::core::MessageId::Sequence) << stop.error().message;
    const auto* first = std::get_if<cyclelab::core::MessageList>(&sentence.args.at(0));
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->parts.at(0),
              cyclelab::core::message(cyclelab::core::MessageId::ErrQmpCtxCommand, {"stop"}));
    EXPECT_EQ(stop.error().message.rfind("QMP stop: ", 0), 0u) << stop.error().message;
    ::close(server);
    std::filesystem::remove_all(dir);
}
