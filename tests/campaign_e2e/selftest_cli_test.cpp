// `cyclelab-cli selftest` on the virtual bench, as a real process: the real firmware in QEMU,
// the virtual analyzer. It passes on both QEMU boards, and fails the right step, with a message
// that says what is wrong, on an image built for another clock than the machine runs (a wrong
// PLL setting) and on a probe wired to another pin than the profile names.

#include "devices/common/subprocess.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>

namespace fs = std::filesystem;

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

struct Result {
    int exitCode = -1;
    std::string output;
};

Result selftest(const std::vector<std::string>& args) {
    std::vector<std::string> argv{kCli, "selftest", "--images", kImages};
    argv.insert(argv.end(), args.begin(), args.end());
    auto run = cyclelab::devices::runProcess(argv, std::chrono::seconds(300));
    EXPECT_TRUE(run) << run.error().message;
    return run ? Result{run->exitCode, run->output} : Result{};
}

int count(const std::string& text, const std::string& word) {
    int n = 0;
    for (auto pos = text.find(word); pos != std::string::npos; pos = text.find(word, pos + 1))
        ++n;
    return n;
}

} // namespace

TEST(SelftestCli, PassesOnQemuF405) {
    auto r = selftest({"--board", "qemu-f405"});
    EXPECT_EQ(r.exitCode, 0) << r.output;
    EXPECT_EQ(count(r.output, "PASS  "), 7) << r.output;
    EXPECT_NE(r.output.find("PASS  core clock (analyzer): 168 MHz seen"), std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("self-test passed"), std::string::npos) << r.output;
}

TEST(SelftestCli, PassesOnQemuF100) {
    auto r = selftest({"--board", "qemu-f100"});
    EXPECT_EQ(r.exitCode, 0) << r.output;
    EXPECT_EQ(count(r.output, "PASS  "), 7) << r.output;
    EXPECT_NE(r.output.find("PASS  core clock (analyzer): 24 MHz seen"), std::string::npos)
        << r.output;
}

// qemu-f405-...-wrongclk is built for 336 MHz; the machine runs 168 MHz. The firmware's own
// view is consistent, so only the analyzer can tell.
TEST(SelftestCli, WrongClockIsCaughtByTheAnalyzer) {
    auto r =
        selftest({"--board", "qemu-f405", "--image", "qemu-f405-refkernel-minimal-O2-wrongclk"});
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_NE(r.output.find("PASS  cycle source and core clock (firmware)"), std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("FAIL  core clock (analyzer): the analyzer sees 168 MHz, the firmware "
                            "counts at 336 MHz"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("self-test FAILED"), std::string::npos) << r.output;
}

// The profile puts the probe on PC0; the image drives PA0: the analyzer's probe channel stays
// flat, as with a probe wire on the wrong pin.
TEST(SelftestCli, ProbeOnAnotherPinIsCaught) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "selftest-boards";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ifstream in(std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards/qemu-f405.json");
    std::stringstream text;
    text << in.rdbuf();
    std::string json = text.str();
    for (auto [from, to] : {std::pair<std::string, std::string>{"\"PA0\"", "\"PC0\""},
                            {"0x40020018", "0x40020818"},
                            {"0x4002001A", "0x4002081A"}}) {
        auto pos = json.find(from);
        ASSERT_NE(pos, std::string::npos) << from;
        json.replace(pos, from.size(), to);
    }
    std::ofstream(dir / "qemu-f405.json") << json;
    auto r = selftest({"--board", "qemu-f405", "--boards", dir.string()});
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_NE(r.output.find("FAIL  probe and marker channels: baseline: 0 probe pulses for"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("check the wires: probe PC0 on channel 0, marker PB0 on channel 1"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("SKIP  core clock (analyzer): needs the probe pulses"),
              std::string::npos)
        << r.output;
}

namespace {

// The ESP32-C3 board on a bench without the board: the real CLI, the real image catalog and
// ESP image, esptool replaced by the flasher tests' stand-in (it succeeds), a serial port that
// does not exist. The report names each link: the flash passed through esptool, the serial link
// failed with the port named, everything after it is skipped for that reason, exit 1. On a real
// DevKitM-1 the same command is the first run (firmware/boards/esp32c3/README.md).
TEST(SelftestCli, Esp32c3ReportsWhichLinkFails) {
    if (!fs::exists(kImages + "/esp32c3-devkitm-refkernel-minimal-O2.bin"))
        GTEST_SKIP() << "no ESP32-C3 images (the RISC-V firmware is not built)";
    const std::string oldPath = std::getenv("PATH") ? std::getenv("PATH") : "";
    const std::string fakes = std::string(CYCLELAB_SOURCE_DIR) + "/tests/flash/fake_tools";
    setenv("PATH", (fakes + ":" + oldPath).c_str(), 1);
    setenv("FAKE_FLASH_MODE", "success", 1);
    auto r = selftest({"--board", "esp32c3-devkitm", "--serial", "/dev/cyclelab-no-such-port"});
    setenv("PATH", oldPath.c_str(), 1);
    unsetenv("FAKE_FLASH_MODE");
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_NE(r.output.find("PASS  flash: esp32c3-devkitm-refkernel-minimal-O2 via esptool"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("FAIL  serial link and protocol:"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("/dev/cyclelab-no-such-port"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("SKIP  core clock (analyzer): needs the serial link"),
              std::string::npos)
        << r.output;
    EXPECT_NE(r.output.find("self-test FAILED"), std::string::npos) << r.output;
}

} // namespace
