// OpenOCD, st-flash, pyOCD and esptool flashers against scripted stand-ins (fake_tools/) that print
// what the real tools print for success, verify failure, missing probe, unreachable target and
// hang.

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"
#include "devices/flash/esptool_flasher.hpp"
#include "devices/flash/flash_tools.hpp"
#include "devices/flash/flasher_registry.hpp"
#include "devices/flash/openocd_flasher.hpp"
#include "devices/flash/pyocd_flasher.hpp"
#include "devices/flash/st_flash_flasher.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <set>

namespace fs = std::filesystem;
using namespace cyclelab::devices;
using cyclelab::core::FirmwareBuild;
using cyclelab::core::FlashProgress;

namespace {

const fs::path kFakeTools = fs::path(CYCLELAB_SOURCE_DIR) / "tests" / "flash" / "fake_tools";

class FlasherTest : public ::testing::Test {
  protected:
    void SetUp() override {
        m_oldPath = std::getenv("PATH") ? std::getenv("PATH") : "";
        setenv("PATH", (kFakeTools.string() + ":" + m_oldPath).c_str(), 1);
        // One folder per test: ctest runs them as parallel processes.
        m_dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "flashers" /
                ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        m_args = (m_dir / "args.txt").string();
        setenv("FAKE_FLASH_ARGS", m_args.c_str(), 1);
        m_image.imageName = "bluepill-refkernel-minimal-O2";
        m_image.imagePath = (m_dir / "image.bin").string();
        std::ofstream(m_image.imagePath) << "firmware";
    }
    void TearDown() override {
        setenv("PATH", m_oldPath.c_str(), 1);
        unsetenv("FAKE_FLASH_MODE");
        unsetenv("FAKE_FLASH_ARGS");
    }
    cyclelab::core::Status flashWith(ToolFlasher& flasher, const char* mode) {
        setenv("FAKE_FLASH_MODE", mode, 1);
        m_progress.clear();
        return flasher.flash(m_image, [this](const FlashProgress& p) { m_progress.push_back(p); });
    }
    std::vector<std::string> args() const {
        std::vector<std::string> out;
        std::ifstream in(m_args);
        for (std::string line; std::getline(in, line);)
            out.push_back(line);
        return out;
    }

    std::string m_oldPath;
    fs::path m_dir;
    std::string m_args;
    FirmwareBuild m_image;
    std::vector<FlashProgress> m_progress;
};

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

struct Outcome {
    const char* mode;
    const char* expected;
};

const Outcome kFailures[] = {
    {"verify", "verify failed"},
    {"noprobe", "no debug probe found"},
    {"notarget", "the target does not answer"},
};

// The sentence each of kFailures' modes is said with, by every SWD tool.
cyclelab::core::MessageId failureId(const std::string& mode) {
    using cyclelab::core::MessageId;
    return mode == "verify"    ? MessageId::ErrFlashVerifyFailed
           : mode == "noprobe" ? MessageId::ErrFlashNoProbe
                               : MessageId::ErrFlashNoTarget;
}

TEST_F(FlasherTest, OpenOcdSuccessRunsProgramVerifyResetExit) {
    OpenOcdFlasher flasher("interface/stlink.cfg", "target/stm32f4x.cfg");
    auto st = flashWith(flasher, "success");
    ASSERT_TRUE(st) << st.error().message;
    EXPECT_EQ(args(), (std::vector<std::string>{
                          "-f", "interface/stlink.cfg", "-f", "target/stm32f4x.cfg", "-c",
                          "program {" + m_image.imagePath + "} 0x08000000 verify reset exit"}));
    std::vector<std::string> stages;
    for (const auto& p : m_progress)
        stages.push_back(p.stage);
    EXPECT_EQ(stages, (std::vector<std::string>{"connect", "program", "verify", "boot", "boot"}));
    EXPECT_EQ(m_progress.back().percent, 100);
}

TEST_F(FlasherTest, OpenOcdFailuresAreExplained) {
    OpenOcdFlasher flasher("interface/stlink.cfg", "target/stm32f4x.cfg");
    for (const auto& o : kFailures) {
        auto st = flashWith(flasher, o.mode);
        ASSERT_FALSE(st) << o.mode;
        EXPECT_TRUE(contains(st.error().message, o.expected)) << st.error().message;
        EXPECT_TRUE(contains(st.error().message, "openocd")) << st.error().message;
        EXPECT_EQ(st.error().sentence().id, failureId(o.mode)) << st.error().message;
    }
    auto st = flashWith(flasher, "verify");
    EXPECT_TRUE(contains(st.error().message, "0x08000004")) << st.error().message;
}

// GD32F103 parts answer with an SWD ID target/stm32f1x.cfg rejects: the message says what to
// set, and the profile's cpuTapId reaches OpenOCD as CPUTAPID before the target script.
TEST_F(FlasherTest, OpenOcdWrongIdSaysWhatToSet) {
    OpenOcdFlasher plain("interface/stlink.cfg", "target/stm32f1x.cfg");
    auto st = flashWith(plain, "wrongid");
    ASSERT_FALSE(st);
    EXPECT_TRUE(contains(st.error().message,
                         "answers with SWD/JTAG ID 0x2ba01477 but target/stm32f1x.cfg expects "
                         "0x1ba01477"))
        << st.error().message;
    EXPECT_TRUE(contains(st.error().message, "set \"cpuTapId\": \"0x2ba01477\""))
        << st.error().message;
    EXPECT_EQ(st.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrOpenOcdWrongId,
                                      {"0x2ba01477", "target/stm32f1x.cfg", "0x1ba01477"}));

    cyclelab::core::BoardProfile board;
    board.id = "gd32f103c8";
    board.flasher = "openocd";
    board.flasherConfig = {{"interface", "interface/stlink.cfg"},
                           {"target", "target/stm32f1x.cfg"},
                           {"cpuTapId", "0"}};
    auto gd32 = makeHardwareFlasher(board);
    ASSERT_TRUE(gd32) << gd32.error().message;
    auto* tool = dynamic_cast<ToolFlasher*>(gd32->get());
    ASSERT_NE(tool, nullptr);
    ASSERT_TRUE(flashWith(*tool, "success"));
    EXPECT_EQ(args(),
              (std::vector<std::string>{
                  "-f", "interface/stlink.cfg", "-c", "set CPUTAPID 0", "-f", "target/stm32f1x.cfg",
                  "-c", "program {" + m_image.imagePath + "} 0x08000000 verify reset exit"}));
}

TEST_F(FlasherTest, StFlashSuccessReportsPagePercentages) {
    StFlashFlasher flasher;
    auto st = flashWith(flasher, "success");
    ASSERT_TRUE(st) << st.error().message;
    EXPECT_EQ(args(),
              (std::vector<std::string>{"--reset", "write", m_image.imagePath, "0x08000000"}));
    std::vector<int> percents;
    for (const auto& p : m_progress)
        if (p.stage == "program")
            percents.push_back(p.percent);
    EXPECT_EQ(percents, (std::vector<int>{25, 50, 75, 100}));
}

TEST_F(FlasherTest, StFlashFailuresAreExplained) {
    StFlashFlasher flasher;
    for (const auto& o : kFailures) {
        auto st = flashWith(flasher, o.mode);
        ASSERT_FALSE(st) << o.mode;
        EXPECT_TRUE(contains(st.error().message, o.expected)) << st.error().message;
        EXPECT_TRUE(contains(st.error().message, "st-flash")) << st.error().message;
        EXPECT_EQ(st.error().sentence().id, failureId(o.mode)) << st.error().message;
    }
    auto st = flashWith(flasher, "verify");
    EXPECT_TRUE(contains(st.error().message, "offset 1024")) << st.error().message;
}

TEST_F(FlasherTest, StFlashNeedsTheBinaryNextToAnElf) {
    StFlashFlasher flasher;
    m_image.imagePath = (m_dir / "only.elf").string();
    std::ofstream(m_image.imagePath) << "elf";
    auto st = flashWith(flasher, "success");
    ASSERT_FALSE(st);
    EXPECT_TRUE(contains(st.error().message, "only.bin not found")) << st.error().message;
    EXPECT_TRUE(contains(st.error().message, "objcopy -O binary")) << st.error().message;
    const auto sentence = st.error().sentence();
    EXPECT_EQ(sentence.id, cyclelab::core::MessageId::ErrFlashRawImageMissing);
    ASSERT_EQ(sentence.args.size(), 5u);
    EXPECT_EQ(sentence.args[1], cyclelab::core::sub(cyclelab::core::message(
                                    cyclelab::core::MessageId::WordRawBinary)));
}

TEST_F(FlasherTest, PyOcdSuccessFollowsTheProgressBar) {
    PyOcdFlasher flasher("stm32f103rc");
    auto st = flashWith(flasher, "success");
    ASSERT_TRUE(st) << st.error().message;
    EXPECT_EQ(args(), (std::vector<std::string>{"flash", "-t", "stm32f103rc", m_image.imagePath}));
    std::vector<int> percents;
    for (const auto& p : m_progress)
        if (p.stage == "program")
            percents.push_back(p.percent);
    EXPECT_EQ(percents, (std::vector<int>{0, 50, 100}));
}

TEST_F(FlasherTest, PyOcdFailuresAreExplained) {
    PyOcdFlasher flasher("stm32f103rc");
    for (const auto& o : kFailures) {
        auto st = flashWith(flasher, o.mode);
        ASSERT_FALSE(st) << o.mode;
        EXPECT_TRUE(contains(st.error().message, o.expected)) << st.error().message;
        EXPECT_TRUE(contains(st.error().message, "pyocd")) << st.error().message;
        EXPECT_EQ(st.error().sentence().id, failureId(o.mode)) << st.error().message;
    }
}

// An ESP image as the firmware build writes it: only the magic byte matters to the flasher.
void writeEspImage(const std::string& path) {
    std::ofstream(path, std::ios::binary) << '\xE9' << "\x02\x02 firmware";
}

TEST_F(FlasherTest, EsptoolSuccessWritesTheImageAtZero) {
    writeEspImage(m_image.imagePath);
    EsptoolFlasher flasher("esp32c3", "/dev/ttyUSB0", "460800");
    auto st = flashWith(flasher, "success");
    ASSERT_TRUE(st) << st.error().message;
    EXPECT_EQ(args(),
              (std::vector<std::string>{"--chip", "esp32c3", "--port", "/dev/ttyUSB0", "--baud",
                                        "460800", "write_flash", "0x0", m_image.imagePath}));
    std::vector<std::string> stages;
    std::vector<int> percents;
    for (const auto& p : m_progress) {
        stages.push_back(p.stage);
        if (p.stage == "program")
            percents.push_back(p.percent);
    }
    EXPECT_EQ(percents, (std::vector<int>{50, 100}));
    EXPECT_EQ(stages.back(), "boot");
}

TEST_F(FlasherTest, EsptoolWithoutPortLetsEsptoolFindIt) {
    writeEspImage(m_image.imagePath);
    EsptoolFlasher flasher("esp32c3");
    ASSERT_TRUE(flashWith(flasher, "success"));
    EXPECT_EQ(args(), (std::vector<std::string>{"--chip", "esp32c3", "write_flash", "0x0",
                                                m_image.imagePath}));
}

TEST_F(FlasherTest, EsptoolFailuresAreExplained) {
    writeEspImage(m_image.imagePath);
    EsptoolFlasher flasher("esp32c3", "/dev/ttyUSB0");
    const Outcome failures[] = {
        {"verify", "verify failed"},
        {"noprobe", "cannot open the serial port /dev/ttyUSB0"},
        {"notarget", "hold BOOT (GPIO9) while pressing RESET"},
        {"wrongchip", "the board holds an ESP32-S3, the profile says ESP32-C3"},
    };
    for (const auto& o : failures) {
        auto st = flashWith(flasher, o.mode);
        ASSERT_FALSE(st) << o.mode;
        EXPECT_TRUE(contains(st.error().message, o.expected)) << st.error().message;
        EXPECT_TRUE(contains(st.error().message, "esptool")) << st.error().message;
    }
}

// The ROM boots ESP images only: anything else is refused before esptool touches the chip.
TEST_F(FlasherTest, EsptoolRefusesAFileThatIsNoEspImage) {
    EsptoolFlasher flasher("esp32c3");
    auto st = flashWith(flasher, "success");
    ASSERT_FALSE(st);
    EXPECT_TRUE(contains(st.error().message, "is not an ESP image")) << st.error().message;
    EXPECT_TRUE(args().empty());

    m_image.imagePath = (m_dir / "only.elf").string();
    std::ofstream(m_image.imagePath) << "elf";
    st = flashWith(flasher, "success");
    ASSERT_FALSE(st);
    EXPECT_TRUE(contains(st.error().message, "only.bin not found")) << st.error().message;
}

TEST_F(FlasherTest, HangingToolIsKilledAfterTheTimeout) {
    OpenOcdFlasher openocd("interface/stlink.cfg", "target/stm32f4x.cfg");
    StFlashFlasher stflash;
    PyOcdFlasher pyocd("stm32f103rc");
    EsptoolFlasher esptool("esp32c3");
    writeEspImage(m_image.imagePath);
    for (ToolFlasher* flasher :
         std::initializer_list<ToolFlasher*>{&openocd, &stflash, &pyocd, &esptool}) {
        flasher->setTimeout(std::chrono::milliseconds(1000));
        const auto start = std::chrono::steady_clock::now();
        auto st = flashWith(*flasher, "hang");
        const auto elapsed = std::chrono::steady_clock::now() - start;
        ASSERT_FALSE(st) << flasher->name();
        EXPECT_TRUE(contains(st.error().message, "timed out after 1 s")) << st.error().message;
        const auto sentence = st.error().sentence();
        EXPECT_TRUE(sentence.id == cyclelab::core::MessageId::ErrFlashToolTimedOut ||
                    sentence.id == cyclelab::core::MessageId::ErrFlashToolTimedOutOutput)
            << st.error().message;
        EXPECT_EQ(sentence.args.at(2),
                  cyclelab::core::sub(cyclelab::core::message(
                      cyclelab::core::MessageId::FlashWhileFlashing, {m_image.imagePath})));
        // Killed, not waited for: the fake tool sleeps 600 s. The bound leaves a loaded machine
        // room (the kill itself is not timed here, only that it happened).
        EXPECT_LT(elapsed, std::chrono::seconds(120)) << flasher->name();
    }
}

TEST_F(FlasherTest, MissingToolNamesTheDebianPackage) {
    setenv("PATH", m_dir.string().c_str(), 1);
    OpenOcdFlasher openocd("interface/stlink.cfg", "target/stm32f4x.cfg");
    StFlashFlasher stflash;
    PyOcdFlasher pyocd("stm32f103rc");
    EsptoolFlasher esptool("esp32c3");
    writeEspImage(m_image.imagePath);
    const std::pair<ToolFlasher*, const char*> cases[] = {
        {&openocd, "sudo apt install openocd"},
        {&stflash, "sudo apt install stlink-tools"},
        {&pyocd, "sudo apt install python3-pyocd"},
        {&esptool, "sudo apt install esptool"},
    };
    for (const auto& [flasher, hint] : cases) {
        auto st = flashWith(*flasher, "success");
        ASSERT_FALSE(st);
        EXPECT_TRUE(contains(st.error().message, flasher->name() + " not found on PATH"))
            << st.error().message;
        // Said as a sentence the GUI translates, the tool and its hint as arguments.
        EXPECT_EQ(
            st.error().sentence(),
            cyclelab::core::message(
                cyclelab::core::MessageId::ErrFlashToolNotFound,
                {flasher->name(),
                 std::string(cyclelab::core::findFlasherKind(flasher->name())->installHint)}));
        EXPECT_TRUE(contains(st.error().message, hint)) << st.error().message;
        // The whole hint of the kind's row, caveats included: `devices` prints the same one.
        const auto* kind = cyclelab::core::findFlasherKind(flasher->name());
        ASSERT_NE(kind, nullptr) << flasher->name();
        EXPECT_TRUE(contains(st.error().message, std::string(kind->installHint)))
            << st.error().message;
    }
    auto esp = flashWith(esptool, "success");
    ASSERT_FALSE(esp);
    EXPECT_TRUE(contains(esp.error().message, "Debian 12 has no esptool package: there, pipx "
                                              "install esptool"))
        << esp.error().message;
}

TEST_F(FlasherTest, MissingImageIsReportedBeforeRunningAnything) {
    StFlashFlasher flasher;
    m_image.imagePath = (m_dir / "nope.bin").string();
    auto st = flashWith(flasher, "success");
    ASSERT_FALSE(st);
    EXPECT_TRUE(contains(st.error().message, "nope.bin")) << st.error().message;
    EXPECT_TRUE(contains(st.error().message, "does not exist")) << st.error().message;
    EXPECT_EQ(st.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrFlashImageMissing,
                                      {m_image.imagePath, m_image.imageName}));
}

TEST_F(FlasherTest, DetectToolsReportsVersions) {
    auto tools = detectTools();
    ASSERT_EQ(tools.size(), 6u);
    const std::pair<const char*, const char*> expected[] = {
        {"openocd", "0.12.0"}, {"st-flash", "1.7.0"},         {"pyocd", "0.36.0"},
        {"esptool", "4.7.0"},  {"qemu-system-arm", "7.2.22"}, {"qemu-system-riscv32", "7.2.22"}};
    for (std::size_t i = 0; i < tools.size(); ++i) {
        EXPECT_EQ(tools[i].tool, expected[i].first);
        EXPECT_TRUE(tools[i].found);
        EXPECT_EQ(tools[i].path, (kFakeTools / expected[i].first).string());
        EXPECT_EQ(tools[i].version, expected[i].second);
    }
    setenv("PATH", m_dir.string().c_str(), 1);
    for (const auto& t : detectTools())
        EXPECT_FALSE(t.found) << t.tool;
}

TEST(FlasherRegistry, MapsTheBoardsFlasher) {
    cyclelab::core::BoardProfile board;
    board.id = "stm32f407-disco";
    board.flasher = "openocd";
    board.flasherConfig = {{"interface", "interface/stlink.cfg"},
                           {"target", "target/stm32f4x.cfg"}};
    auto flasher = makeHardwareFlasher(board);
    ASSERT_TRUE(flasher) << flasher.error().message;
    EXPECT_EQ((*flasher)->name(), "openocd");

    board.flasher = "qemu";
    auto virt = makeHardwareFlasher(board);
    ASSERT_FALSE(virt);
    EXPECT_TRUE(contains(virt.error().message, "virtual board"));

    board.flasher = "jlink";
    auto unknown = makeHardwareFlasher(board);
    ASSERT_FALSE(unknown);
    EXPECT_TRUE(contains(unknown.error().message, "unknown flasher 'jlink'"));
}

// Every row of the registry: a complete kind (executable, package, install hint naming it), a
// constructor, core knowing the kind (registered before main), and a constructor that reads
// exactly the keys the row claims: a row claiming a key its flasher ignores, or a flasher
// reading a key its row does not claim (the loader would refuse it in a profile), fails here.
TEST(FlasherRegistry, EveryRowIsCompleteAndKnownToCore) {
    std::set<std::string_view> names;
    ASSERT_FALSE(flasherRegistry().empty());
    for (const auto& row : flasherRegistry()) {
        const auto& kind = row.kind;
        SCOPED_TRACE(std::string(kind.name));
        EXPECT_TRUE(names.insert(kind.name).second) << "two rows named " << kind.name;
        EXPECT_FALSE(kind.executable.empty());
        EXPECT_FALSE(kind.debianPackage.empty());
        EXPECT_TRUE(contains(std::string(kind.installHint), std::string(kind.debianPackage)))
            << kind.installHint;
        EXPECT_FALSE(kind.isVirtual) << "virtual boards have no flasher row";
        ASSERT_TRUE(row.make) << "row without a constructor";

        const auto* known = cyclelab::core::findFlasherKind(kind.name);
        ASSERT_NE(known, nullptr) << "core does not know the row";
        EXPECT_EQ(known->executable, kind.executable);
        EXPECT_EQ(known->requiredKeys, kind.requiredKeys);
        EXPECT_EQ(known->optionalKeys, kind.optionalKeys);

        cyclelab::core::BoardProfile board;
        board.id = "b";
        board.flasher = std::string(kind.name);
        for (auto key : kind.requiredKeys)
            board.flasherConfig[std::string(key)] = "x";
        FlasherSettings settings(kind, board);
        auto flasher = row.make(settings);
        ASSERT_NE(flasher, nullptr);
        EXPECT_EQ(flasher->name(), kind.executable);
        EXPECT_EQ(settings.unreadKeys(), std::vector<std::string>{}) << "claimed, never read";
        EXPECT_EQ(settings.unclaimedReads(), std::vector<std::string>{}) << "read, not claimed";

        auto made = makeHardwareFlasher(board);
        ASSERT_TRUE(made) << made.error().message;
        EXPECT_EQ((*made)->name(), kind.executable);
    }
    // Core lists the rows in the registry's order, then its virtual kind.
    const auto& kinds = cyclelab::core::flasherKinds();
    ASSERT_EQ(kinds.size(), flasherRegistry().size() + 1);
    for (std::size_t i = 0; i < flasherRegistry().size(); ++i)
        EXPECT_EQ(kinds[i].name, flasherRegistry()[i].kind.name);
    EXPECT_TRUE(kinds.back().isVirtual);
}

// The settings a constructor sees: values with fallbacks, and the reads the registry test checks.
TEST(FlasherRegistry, SettingsNoteWhatWasRead) {
    const cyclelab::core::FlasherKind kind{"t", "t", "t", "install t", {"a"}, {"b", "c"}};
    cyclelab::core::BoardProfile board;
    board.flasherConfig = {{"a", "1"}};
    FlasherSettings settings(kind, board);
    EXPECT_EQ(settings.get("a"), "1");
    EXPECT_EQ(settings.get("b", "fallback"), "fallback");
    EXPECT_EQ(settings.get("z"), "");
    EXPECT_EQ(settings.unreadKeys(), std::vector<std::string>{"c"});
    EXPECT_EQ(settings.unclaimedReads(), std::vector<std::string>{"z"});
}

TEST(FlashTools, VersionIsTheFirstDottedNumber) {
    EXPECT_EQ(parseToolVersion("Open On-Chip Debugger 0.12.0\nLicensed"), "0.12.0");
    EXPECT_EQ(parseToolVersion("v1.7.0"), "1.7.0");
    EXPECT_EQ(parseToolVersion("QEMU emulator version 7.2.22 (Debian 1:7.2+dfsg)"), "7.2.22");
    EXPECT_EQ(parseToolVersion("no digits here"), "");
}

} // namespace
