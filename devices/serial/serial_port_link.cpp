#include "devices/serial/serial_port_link.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <libserialport.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cyclelab::devices {
namespace {

using core::Error;
using core::MessageId;

// Device nodes of pseudo-terminals (Unix98 ptys): major 136..143.
bool isPseudoTerminal(const std::string& port) {
    struct stat st {};
    if (::stat(port.c_str(), &st) != 0 || !S_ISCHR(st.st_mode))
        return false;
    unsigned major = (static_cast<unsigned>(st.st_rdev) >> 8) & 0xfff;
    return port.rfind("/dev/pts/", 0) == 0 || (major >= 136 && major <= 143);
}

std::string orEmpty(const char* s) {
    return s ? s : "";
}

const char* transportName(sp_transport t) {
    switch (t) {
    case SP_TRANSPORT_USB:
        return "usb";
    case SP_TRANSPORT_BLUETOOTH:
        return "bluetooth";
    default:
        return "native";
    }
}

} // namespace

std::string SerialPortInfo::vidPid() const {
    if (usbVid < 0 || usbPid < 0)
        return {};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04x:%04x", usbVid & 0xffff, usbPid & 0xffff);
    return buf;
}

core::Expected<std::vector<SerialPortInfo>> listSerialPorts() {
    sp_port** ports = nullptr;
    if (sp_list_ports(&ports) != SP_OK) {
        std::string why = orEmpty(sp_last_error_message());
        return Error::runtime(core::message(MessageId::ErrSerialCannotList, {why}));
    }
    std::vector<SerialPortInfo> out;
    for (sp_port** p = ports; *p; ++p) {
        SerialPortInfo info;
        info.name = orEmpty(sp_get_port_name(*p));
        info.description = orEmpty(sp_get_port_description(*p));
        const sp_transport transport = sp_get_port_transport(*p);
        info.transport = transportName(transport);
        if (transport == SP_TRANSPORT_USB) {
            int vid = 0, pid = 0;
            if (sp_get_port_usb_vid_pid(*p, &vid, &pid) == SP_OK) {
                info.usbVid = vid;
                info.usbPid = pid;
            }
            info.manufacturer = orEmpty(sp_get_port_usb_manufacturer(*p));
            info.product = orEmpty(sp_get_port_usb_product(*p));
            info.serialNumber = orEmpty(sp_get_port_usb_serial(*p));
        }
        out.push_back(std::move(info));
    }
    sp_free_port_list(ports);
    return out;
}

core::Message describeOpenError(const std::string& port, int err) {
    switch (err) {
    case ENOENT:
    case ENODEV:
    case ENXIO:
        return core::message(MessageId::ErrSerialMissing, {port});
    case EACCES:
    case EPERM:
        return core::message(MessageId::ErrSerialPermission, {port});
    case EBUSY:
    case EWOULDBLOCK:
        return core::message(MessageId::ErrSerialBusy, {port});
    default:
        return core::message(MessageId::ErrSerialCannotOpen, {port, std::strerror(err)});
    }
}

SerialPortLink::SerialPortLink(sp_port* port, std::string name, int baud)
    : m_port(port), m_name(std::move(name)), m_baud(baud) {}

SerialPortLink::~SerialPortLink() {
    close();
}

core::Expected<std::unique_ptr<SerialPortLink>> SerialPortLink::open(const std::string& port,
                                                                     int baud) {
    if (baud <= 0)
        return Error::badInput(core::message(MessageId::ErrSerialBadBaud, {port}));
    if (::access(port.c_str(), F_OK) != 0)
        return Error::runtime(describeOpenError(port, errno));
    if (isPseudoTerminal(port))
        return Error::badInput(core::message(MessageId::ErrSerialPseudoTerminal, {port}));
    sp_port* raw = nullptr;
    if (sp_get_port_by_name(port.c_str(), &raw) != SP_OK)
        return Error::badInput(core::message(MessageId::ErrSerialNotSerial, {port}));
    if (sp_open(raw, SP_MODE_READ_WRITE) != SP_OK) {
        int err = sp_last_error_code();
        sp_free_port(raw);
        return Error::runtime(describeOpenError(port, err));
    }
    std::unique_ptr<SerialPortLink> link(new SerialPortLink(raw, port, baud));
    int fd = -1;
    sp_get_port_handle(raw, &fd);
    // Terminals such as picocom take the same advisory lock: two readers would split the bytes.
    if (fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) != 0)
        return Error::runtime(describeOpenError(port, errno));
    if (sp_set_baudrate(raw, baud) != SP_OK || sp_set_bits(raw, 8) != SP_OK ||
        sp_set_parity(raw, SP_PARITY_NONE) != SP_OK || sp_set_stopbits(raw, 1) != SP_OK ||
        sp_set_flowcontrol(raw, SP_FLOWCONTROL_NONE) != SP_OK)
        return Error::runtime(
            core::message(MessageId::ErrSerialCannotConfigure,
                          {port, std::to_string(baud), orEmpty(sp_last_error_message())}));
    // Bytes left over from before the reset would be mistaken for the new run's output.
    sp_flush(raw, SP_BUF_BOTH);
    return link;
}

std::string SerialPortLink::describe() const {
    return m_name + " @ " + std::to_string(m_baud) + " 8N1";
}

core::Error SerialPortLink::gone(int err) const {
    return Error::runtime(core::message(MessageId::ErrSerialGone, {m_name, std::strerror(err)}));
}

core::Expected<std::size_t> SerialPortLink::read(char* buffer, std::size_t capacity,
                                                 std::chrono::milliseconds timeout) {
    if (!m_port)
        return Error::runtime(core::message(MessageId::ErrSerialClosed, {m_name}));
    int fd = -1;
    sp_get_port_handle(m_port, &fd);
    pollfd pfd{fd, POLLIN, 0};
    // libserialport's blocking reads cannot tell a hang-up from a timeout, so poll directly.
    int ready = ::poll(&pfd, 1, static_cast<int>(timeout.count()));
    if (ready < 0)
        return errno == EINTR ? core::Expected<std::size_t>(std::size_t{0}) : gone(errno);
    if (ready == 0)
        return std::size_t{0};
    if (pfd.revents & (POLLERR | POLLNVAL))
        return gone(EIO);
    ssize_t n = ::read(fd, buffer, capacity);
    if (n > 0)
        return static_cast<std::size_t>(n);
    if (n == 0 || (pfd.revents & POLLHUP))
        return gone(ENODEV); // end of file on a tty: the device went away
    if (errno == EAGAIN || errno == EINTR)
        return std::size_t{0};
    return gone(errno);
}

core::Status SerialPortLink::write(std::string_view data) {
    if (!m_port)
        return Error::runtime(core::message(MessageId::ErrSerialClosed, {m_name}));
    // Long enough for a few KiB at 9600 baud; a stuck write means flow control or a dead port.
    const unsigned timeoutMs = 5000;
    sp_return rc = sp_blocking_write(m_port, data.data(), data.size(), timeoutMs);
    if (rc < 0)
        return gone(sp_last_error_code());
    if (static_cast<std::size_t>(rc) < data.size())
        return Error::runtime(core::message(MessageId::ErrSerialWriteTimeout,
                                            {m_name, std::to_string(timeoutMs / 1000)}));
    return core::success();
}

void SerialPortLink::close() {
    if (!m_port)
        return;
    sp_close(m_port);
    sp_free_port(m_port);
    m_port = nullptr;
}

} // namespace cyclelab::devices
