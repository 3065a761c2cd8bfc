#pragma once
// Serial ports through libserialport: listing what is plugged in, and a SerialLink on one
// port (8N1, no flow control). libserialport 0.1.1 cannot open pseudo-terminals; QEMU and
// ser2net are reached through the socket transport of devices/net instead.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/message.hpp"

#include <memory>
#include <string>
#include <vector>

struct sp_port;

namespace cyclelab::devices {

struct SerialPortInfo {
    std::string name; // "/dev/ttyACM0"
    std::string description;
    std::string transport; // "usb", "native", "bluetooth"
    int usbVid = -1;       // -1 unless transport is usb
    int usbPid = -1;
    std::string manufacturer;
    std::string product;
    std::string serialNumber;

    std::string vidPid() const; // "0483:374b", "" when not USB
};

core::Expected<std::vector<SerialPortInfo>> listSerialPorts();

class SerialPortLink final : public core::SerialLink {
  public:
    // Fails with what to do when the port does not exist, is busy, or is not accessible. The
    // link owns the opened port (closed by close() or the destructor); one thread at a time.
    static core::Expected<std::unique_ptr<SerialPortLink>> open(const std::string& port, int baud);
    ~SerialPortLink() override;
    SerialPortLink(const SerialPortLink&) = delete;
    SerialPortLink& operator=(const SerialPortLink&) = delete;

    std::string describe() const override; // "/dev/ttyACM0 @ 115200 8N1"
    core::Expected<std::size_t> read(char* buffer, std::size_t capacity,
                                     std::chrono::milliseconds timeout) override;
    core::Status write(std::string_view data) override;
    void close() override;

  private:
    SerialPortLink(sp_port* port, std::string name, int baud);
    core::Error gone(int err) const;

    sp_port* m_port = nullptr;
    std::string m_name;
    int m_baud = 0;
};

// The message for a failed open(2)-like errno on `port` (exposed for tests: root never sees
// EACCES, and a busy port needs a second program).
core::Message describeOpenError(const std::string& port, int err);

} // namespace cyclelab::devices
