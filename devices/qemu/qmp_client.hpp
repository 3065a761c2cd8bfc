#pragma once
// A minimal QMP (QEMU Machine Protocol) client: the greeting/capabilities handshake and
// synchronous commands, with asynchronous events skipped.

#include "core/common/error.hpp"
#include "devices/net/socket_link.hpp"

#include <chrono>
#include <memory>
#include <string>

namespace cyclelab::devices {

// Owns its socket link. One thread at a time (its QemuFlasher's caller).
class QmpClient {
  public:
    // Connects to QEMU's `-qmp unix:PATH,server=on` socket (retrying a refused or not yet
    // created endpoint until `connectTimeout`), then reads the greeting and enters command mode
    // within `handshakeTimeout`. A connection is never given up halfway through the handshake
    // for a short connect budget: QEMU runs an abandoned connection's qmp_capabilities in the
    // next connection's session, whose own is then refused ("Capabilities negotiation is
    // already complete") as the reply to its next command (seen under load as a failed `cont`).
    static core::Expected<QmpClient> connect(const std::string& socketPath,
                                             std::chrono::milliseconds connectTimeout,
                                             std::chrono::milliseconds handshakeTimeout);

    // Runs `command` (e.g. "cont") and waits for its reply. Returns the reply's "return"
    // member as JSON text; a QMP error becomes an Error naming the command.
    core::Expected<std::string> execute(const std::string& command,
                                        std::chrono::milliseconds timeout);
    // The same with an "arguments" object given as JSON text.
    core::Expected<std::string> execute(const std::string& command,
                                        const std::string& argumentsJson,
                                        std::chrono::milliseconds timeout);

  private:
    explicit QmpClient(std::unique_ptr<SocketLink> link) : m_link(std::move(link)) {}
    core::Expected<std::string> readMessage(std::chrono::milliseconds timeout);

    std::unique_ptr<SocketLink> m_link;
    std::string m_buffer;
};

} // namespace cyclelab::devices
