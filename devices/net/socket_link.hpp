#pragma once
// A serial link over a stream socket: `unix:PATH` (QEMU's socket chardev on the virtual bench)
// or `tcp://host:port` (ser2net in raw mode on a lab network, or QEMU's TCP chardev).

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

namespace cyclelab::devices {

class SocketLink : public core::SerialLink {
  public:
    // Takes ownership of `fd` (closed by close() or the destructor). One thread at a time.
    SocketLink(int fd, std::string address);
    ~SocketLink() override;
    SocketLink(const SocketLink&) = delete;
    SocketLink& operator=(const SocketLink&) = delete;

    std::string describe() const override { return m_address; }
    core::Expected<std::size_t> read(char* buffer, std::size_t capacity,
                                     std::chrono::milliseconds timeout) override;
    core::Status write(std::string_view data) override;
    void close() override;

  private:
    // A short read of `got` bytes, with what arrived during a short pause added.
    std::size_t topUp(char* buffer, std::size_t got, std::size_t capacity,
                      std::chrono::milliseconds left) const;

    int m_fd = -1;
    std::string m_address;
};

// Connects to `address`, retrying refused or not-yet-created endpoints until `connectTimeout`
// has passed (QEMU creates its socket a moment after it starts).
core::Expected<std::unique_ptr<SocketLink>> connectSocket(const std::string& address,
                                                          std::chrono::milliseconds connectTimeout);

core::Expected<std::unique_ptr<core::SerialLink>>
openSocketLink(const std::string& address, std::chrono::milliseconds connectTimeout);

} // namespace cyclelab::devices
