// QemuFlasher against the real qemu-system-arm: start-up errors users will meet, the paused
// boot / release / reset cycle over the unix-socket UART, and that QEMU never outlives us.
#include "core/common/message.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/qemu/qemu_flasher.hpp"
#include "vbench_support.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

using namespace std::chrono_literals;
using cyclelab::core::ErrorKind;
using cyclelab::devices::openSocketLink;
using cyclelab::devices::QemuFlasher;
using cyclelab::devices::QemuOptions;
using cyclelab::devices::qemuOptionsFor;

namespace {

QemuOptions f405() {
    return *qemuOptionsFor(vbench::profile("qemu-f405"));
}

std::string scratchDir() {
    char pattern[] = "/tmp/cyclelab-qft-XXXXXX";
    return mkdtemp(pattern);
}

} // namespace

// The launcher takes a virtual board's machine and icount shift from its profile, and refuses a
// board without a qemu section with a message that says why.
TEST(QemuFlasher, OptionsFromTheProfile) {
    EXPECT_EQ(f405().machine, "netduinoplus2");
    EXPECT_EQ(f405().icountShift, 3);
    auto f100 = qemuOptionsFor(vbench::profile("qemu-f100"));
    ASSERT_TRUE(f100);
    EXPECT_EQ(f100->machine, "stm32vldiscovery");
    EXPECT_EQ(f100->icountShift, 5);
    // Two harts: the ACLINT as a machine property and -smp 2 after -bios none.
    auto smp = qemuOptionsFor(vbench::profile("qemu-rv32-smp"));
    ASSERT_TRUE(smp);
    EXPECT_EQ(smp->machine, "virt");
    EXPECT_EQ(smp->machineOptions, "aclint=on");
    EXPECT_EQ(smp->machineArgs, (std::vector<std::string>{"-bios", "none", "-smp", "2"}));
    EXPECT_TRUE(qemuOptionsFor(vbench::profile("qemu-rv32"))->machineOptions.empty());
    auto real = qemuOptionsFor(vbench::profile("stm32f407-disco"));
    ASSERT_FALSE(real);
    EXPECT_NE(real.error().message.find("not a virtual board"), std::string::npos);
    EXPECT_EQ(real.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrQemuNotVirtualBoard,
                                      {"stm32f407-disco"}));
}

TEST(QemuFlasher, MissingImage) {
    QemuFlasher flasher(f405());
    auto r = flasher.flash(vbench::build("/nonexistent/app.elf", "qemu-f405"), {});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, ErrorKind::BadInput);
    EXPECT_NE(r.error().message.find("/nonexistent/app.elf does not exist"), std::string::npos)
        << r.error().message;
    EXPECT_FALSE(flasher.running());
}

TEST(QemuFlasher, ImageThatIsNotAnElf) {
    std::string path = scratchDir() + "/app.bin";
    std::ofstream(path) << "this is a raw binary, not an ELF file\n";
    QemuFlasher flasher(f405());
    auto r = flasher.flash(vbench::build(path, "qemu-f405"), {});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, ErrorKind::BadInput);
    EXPECT_NE(r.error().message.find("is not an ELF file"), std::string::npos) << r.error().message;
    // The GUI translates it: the sentence's id with the image's path as its argument.
    EXPECT_EQ(r.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrQemuImageNotElf, {path}));
    std::filesystem::remove_all(std::filesystem::path(path).parent_path());
}

TEST(QemuFlasher, UnsupportedMachine) {
    QemuOptions options = f405();
    options.machine = "nosuchboard";
    QemuFlasher flasher(options);
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, ErrorKind::BadInput);
    EXPECT_NE(r.error().message.find("does not support machine 'nosuchboard'"), std::string::npos)
        << r.error().message;
    EXPECT_FALSE(flasher.running());
}

TEST(QemuFlasher, QemuBinaryMissingFromPath) {
    std::string empty = scratchDir();
    std::string saved = getenv("PATH") ? getenv("PATH") : "";
    setenv("PATH", empty.c_str(), 1);
    QemuFlasher flasher(f405());
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {});
    setenv("PATH", saved.c_str(), 1);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("qemu-system-arm not found"), std::string::npos);
    EXPECT_NE(r.error().message.find("Debian package qemu-system-arm"), std::string::npos)
        << r.error().message;
    std::filesystem::remove_all(empty);
}

TEST(QemuFlasher, EarlyExitReportsQemuOutput) {
    // A plugin QEMU refuses to load: QEMU exits at start-up and its own message must reach us.
    std::string dir = scratchDir();
    std::string fake = dir + "/not_a_plugin.so";
    std::ofstream(fake) << "garbage";
    QemuFlasher flasher(f405());
    ASSERT_TRUE(flasher.setPlugin(cyclelab::devices::QemuPlugin{fake, {}}).ok());
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"), {});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("QEMU exited during start-up"), std::string::npos)
        << r.error().message;
    EXPECT_NE(r.error().message.find("not_a_plugin.so"), std::string::npos) << r.error().message;
    std::filesystem::remove_all(dir);
}

TEST(QemuFlasher, PausedUntilReleaseThenResetAndCleanShutdown) {
    QemuFlasher flasher(f405());
    std::vector<std::string> stages;
    auto r = flasher.flash(vbench::build(vbench::imageF405(), "qemu-f405"),
                           [&](const cyclelab::core::FlashProgress& p) {
                               stages.push_back(p.stage + std::to_string(p.percent));
                           });
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(stages, (std::vector<std::string>{"boot0", "boot100"}));
    ASSERT_TRUE(flasher.running());
    const int pid = flasher.pid();
    ASSERT_EQ(flasher.serialAddress().rfind("unix:/tmp/cyclelab-qemu-", 0), 0u);

    auto link = openSocketLink(flasher.serialAddress(), 2000ms);
    ASSERT_TRUE(link.ok()) << link.error().message;
    // -S: nothing runs before release().
    EXPECT_EQ(vbench::readUntil(**link, "DONE", 300ms), "");
    ASSERT_TRUE(flasher.release().ok());
    EXPECT_EQ(vbench::readUntil(**link, "DONE\n", 5000ms), "DONE\n");
    ASSERT_TRUE(flasher.reset().ok());
    EXPECT_EQ(vbench::readUntil(**link, "DONE\n", 5000ms), "DONE\n");

    std::string tempDir = flasher.serialAddress().substr(5);
    tempDir = tempDir.substr(0, tempDir.rfind('/'));
    flasher.shutdown();
    EXPECT_FALSE(flasher.running());
    EXPECT_TRUE(vbench::processGone(pid));
    EXPECT_FALSE(std::filesystem::exists(tempDir));
    flasher.shutdown(); // safe twice
    char buf[16];
    EXPECT_FALSE((*link)->read(buf, sizeof buf, 500ms).ok());
}

TEST(QemuFlasher, DestructorStopsQemu) {
    int pid = -1;
    {
        QemuFlasher flasher(*qemuOptionsFor(vbench::profile("qemu-f100")));
        auto r = flasher.flash(vbench::build(vbench::imageF100(), "qemu-f100"), {});
        ASSERT_TRUE(r.ok()) << r.error().message;
        pid = flasher.pid();
        auto released = flasher.release();
        ASSERT_TRUE(released.ok()) << released.error().message;
    }
    EXPECT_TRUE(vbench::processGone(pid));
}

TEST(QemuFlasher, ReleaseWithoutFlashIsAnError) {
    QemuFlasher flasher(f405());
    auto r = flasher.release();
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("flash()"), std::string::npos);
}
