#pragma once
// A minimal QMP (QEMU Machine Protocol) client: the greeting/capabilities handshake and
// synchronous commands, with asynchronous events skipped.

#include "core/common/error.hpp"
#include "devices/net/socket_link.hpp"

#include <chrono>
#include <memory>
#include <string>

namespace cyclelab::devices {

class QmpClient {
  public:
    // Connects to QEMU's `-qmp unix:PATH,server=on` socket (retrying until `timeout`), reads the
    // greeting and enters command mode.
    static core::Expected<QmpClient> connect(const std::string& socketPath,
                                             std::chrono::milliseconds timeout);

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
