// SerialPortLink: enumeration and the error paths that can be reached without hardware
// (libserialport 0.1.1 cannot open a pseudo-terminal, so no data path is testable here).

#include "devices/serial/serial_port_link.hpp"

#include <cstdlib>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

using cyclelab::devices::describeOpenError;
using cyclelab::devices::SerialPortLink;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(SerialPorts, ListingWorksAndNamesEveryPort) {
    auto ports = cyclelab::devices::listSerialPorts();
    ASSERT_TRUE(ports) << ports.error().message;
    for (const auto& p : *ports) {
        EXPECT_EQ(p.name.rfind("/dev/", 0), 0u) << p.name;
        EXPECT_TRUE(p.transport == "usb" || p.transport == "native" || p.transport == "bluetooth");
        if (p.transport != "usb") {
            EXPECT_EQ(p.vidPid(), "");
        }
    }
}

TEST(SerialPorts, VidPidIsFourHexDigitsEach) {
    cyclelab::devices::SerialPortInfo info;
    info.usbVid = 0x0483;
    info.usbPid = 0x374b;
    EXPECT_EQ(info.vidPid(), "0483:374b");
}

TEST(SerialPortLink, MissingPortIsNamed) {
    auto link = SerialPortLink::open("/dev/ttyCYCLELAB-NOPE", 115200);
    ASSERT_FALSE(link);
    EXPECT_TRUE(contains(link.error().message, "/dev/ttyCYCLELAB-NOPE does not exist"))
        << link.error().message;
    const auto sentence = link.error().sentence();
    EXPECT_EQ(sentence.id, cyclelab::core::MessageId::ErrSerialMissing);
    EXPECT_EQ(sentence.args, (std::vector<cyclelab::core::MessageArg>{"/dev/ttyCYCLELAB-NOPE"}));
}

TEST(SerialPortLink, NonSerialFileIsRefused) {
    auto link = SerialPortLink::open("/dev/null", 115200);
    ASSERT_FALSE(link);
    EXPECT_TRUE(contains(link.error().message, "not a serial port")) << link.error().message;
    EXPECT_EQ(link.error().sentence().id, cyclelab::core::MessageId::ErrSerialNotSerial);
}

TEST(SerialPortLink, PseudoTerminalPointsToTheSocketTransport) {
    int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    ASSERT_GE(master, 0);
    ASSERT_EQ(::grantpt(master), 0);
    ASSERT_EQ(::unlockpt(master), 0);
    std::string slave = ::ptsname(master);
    auto link = SerialPortLink::open(slave, 115200);
    ::close(master);
    ASSERT_FALSE(link);
    EXPECT_TRUE(contains(link.error().message, "pseudo-terminal")) << link.error().message;
    EXPECT_TRUE(contains(link.error().message, "socket")) << link.error().message;
}

TEST(SerialPortLink, BadBaudIsRefused) {
    auto link = SerialPortLink::open("/dev/ttyS0", 0);
    ASSERT_FALSE(link);
    EXPECT_TRUE(contains(link.error().message, "baud")) << link.error().message;
    EXPECT_EQ(link.error().sentence().id, cyclelab::core::MessageId::ErrSerialBadBaud);
    EXPECT_EQ(link.error().sentence().args,
              (std::vector<cyclelab::core::MessageArg>{"/dev/ttyS0"}));
}

TEST(SerialPortLink, PermissionMessageNamesDialoutAndTheFix) {
    const auto text = describeOpenError("/dev/ttyACM0", EACCES);
    EXPECT_EQ(text.id, cyclelab::core::MessageId::ErrSerialPermission);
    const std::string msg = cyclelab::core::english(text);
    EXPECT_TRUE(contains(msg, "/dev/ttyACM0"));
    EXPECT_TRUE(contains(msg, "dialout"));
    EXPECT_TRUE(contains(msg, "usermod -aG dialout $USER"));
}

TEST(SerialPortLink, BusyMessageSaysAnotherProgramHasIt) {
    const auto text = describeOpenError("/dev/ttyUSB0", EBUSY);
    EXPECT_EQ(text.id, cyclelab::core::MessageId::ErrSerialBusy);
    const std::string msg = cyclelab::core::english(text);
    EXPECT_TRUE(contains(msg, "/dev/ttyUSB0 is busy"));
    EXPECT_TRUE(contains(msg, "another program"));
    EXPECT_EQ(describeOpenError("/dev/ttyUSB0", EWOULDBLOCK), text);
}

} // namespace
