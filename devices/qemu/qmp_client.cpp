#include "devices/qemu/qmp_client.hpp"

#include "core/common/message.hpp"

#include <atomic>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace cyclelab::devices {
namespace {
using Clock = std::chrono::steady_clock;
using core::MessageId;
using std::chrono::milliseconds;

// The link's or QEMU's error after "QMP: " or "QMP <command>: ".
core::Error qmpError(core::Message prefix, const core::Error& error) {
    return core::Error::runtime(core::sequence({std::move(prefix), error.sentence()}));
}
} // namespace

core::Expected<QmpClient> QmpClient::connect(const std::string& socketPath,
                                             milliseconds connectTimeout,
                                             milliseconds handshakeTimeout) {
    auto link = connectSocket("unix:" + socketPath, connectTimeout);
    if (!link) {
        return link.error();
    }
    const auto deadline = Clock::now() + handshakeTimeout;
    QmpClient client(std::move(link.value()));
    auto left = [&] {
        return std::max(milliseconds(1),
                        std::chrono::duration_cast<milliseconds>(deadline - Clock::now()));
    };
    auto greeting = client.readMessage(left());
    if (!greeting) {
        return greeting.error();
    }
    if (greeting->find("\"QMP\"") == std::string::npos) {
        return core::Error::runtime(
            core::message(MessageId::ErrQmpNoBanner, {socketPath, *greeting}));
    }
    auto caps = client.execute("qmp_capabilities", left());
    if (!caps) {
        return caps.error();
    }
    return client;
}

core::Expected<std::string> QmpClient::readMessage(milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        std::size_t eol = m_buffer.find('\n');
        if (eol != std::string::npos) {
            std::string line = m_buffer.substr(0, eol);
            m_buffer.erase(0, eol + 1);
            if (!line.empty() && line.back() == '\r') {
                line.pop_back();
            }
            if (!line.empty()) {
                return line;
            }
            continue;
        }
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            return core::Error::runtime(core::message(
                MessageId::ErrQmpNoReply, {m_link->describe(), std::to_string(timeout.count())}));
        }
        char buf[4096];
        auto n = m_link->read(buf, sizeof buf, left);
        if (!n) {
            return qmpError(core::message(MessageId::ErrQmpCtx), n.error());
        }
        m_buffer.append(buf, *n);
    }
}

core::Expected<std::string> QmpClient::execute(const std::string& command, milliseconds timeout) {
    return execute(command, std::string(), timeout);
}

core::Expected<std::string> QmpClient::execute(const std::string& command,
                                               const std::string& argumentsJson,
                                               milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    // Each command carries an id QEMU echoes in its reply, so a reply to anything else (another
    // client's command on this socket before) is never taken for this one's.
    static std::atomic<std::uint64_t> nextId{1};
    const std::uint64_t id = nextId++;
    nlohmann::json request = {{"execute", command}, {"id", id}};
    if (!argumentsJson.empty()) {
        request["arguments"] = nlohmann::json::parse(argumentsJson);
    }
    auto sent = m_link->write(request.dump() + "\r\n");
    if (!sent) {
        return qmpError(core::message(MessageId::ErrQmpCtxCommand, {command}), sent.error());
    }
    for (;;) {
        auto left = std::max(milliseconds(1),
                             std::chrono::duration_cast<milliseconds>(deadline - Clock::now()));
        auto message = readMessage(left);
        if (!message) {
            return qmpError(core::message(MessageId::ErrQmpCtxCommand, {command}), message.error());
        }
        auto reply = nlohmann::json::parse(*message, nullptr, false);
        if (reply.is_discarded()) {
            return core::Error::runtime(
                core::message(MessageId::ErrQmpUnreadableReply, {command, *message}));
        }
        if (reply.contains("event")) {
            continue; // asynchronous notifications (RESUME, RESET, ...) are not replies
        }
        if (reply.contains("id") && reply["id"] != id) {
            continue;
        }
        if (reply.contains("error")) {
            return core::Error::runtime(
                core::message(MessageId::ErrQmpCommandFailed,
                              {command, reply["error"].value("desc", reply["error"].dump())}));
        }
        if (reply.contains("return")) {
            return reply["return"].dump();
        }
    }
}

} // namespace cyclelab::devices
