// The shipped board profiles, and the errors bad profiles produce.

#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <set>

namespace fs = std::filesystem;
using namespace cyclelab::core;

namespace {

const std::string kBoards = std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards";

class BadProfile : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "boards" /
                ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        std::ifstream in(kBoards + "/qemu-f405.json");
        m_good.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    // The qemu-f405 profile with `from` replaced by `to`, saved as <id>.json.
    std::string variant(const std::string& from, const std::string& to,
                        const std::string& id = "qemu-f405") {
        std::string text = m_good;
        auto pos = text.find(from);
        EXPECT_NE(pos, std::string::npos) << from;
        if (pos != std::string::npos)
            text.replace(pos, from.size(), to);
        auto file = (m_dir / (id + ".json")).string();
        std::ofstream(file) << text;
        return file;
    }
    std::string errorOf(const std::string& file) {
        auto p = loadBoardProfile(file);
        EXPECT_FALSE(p) << file;
        return p ? std::string() : p.error().message;
    }
    fs::path m_dir;
    std::string m_good;
};

TEST(BoardProfiles, ShippedProfilesLoad) {
    auto boards = loadBoardProfiles(kBoards);
    ASSERT_TRUE(boards) << boards.error().message;
    std::vector<std::string> ids;
    for (const auto& b : *boards)
        ids.push_back(b.id);
    // In file-name order: "qemu-rv32-smp.json" before "qemu-rv32.json".
    EXPECT_EQ(ids, (std::vector<std::string>{"esp32c3-devkitm", "gd32f103c8", "qemu-f100",
                                             "qemu-f405", "qemu-rv32-smp", "qemu-rv32",
                                             "stm32f103-bluepill", "stm32f407-disco"}));
}

TEST(BoardProfiles, Stm32f407DiscoveryIsComplete) {
    auto b = loadBoardProfile(kBoards + "/stm32f407-disco.json");
    ASSERT_TRUE(b) << b.error().message;
    EXPECT_EQ(b->mcu, "STM32F407VG");
    EXPECT_EQ(b->core, "cortex-m4");
    ASSERT_EQ(b->clockTiers.size(), 1u);
    EXPECT_EQ(b->clockTiers[0], (CpuClock{168'000'000, 5}));
    EXPECT_EQ(b->probe.name, "PD1"); // PA0 is the user button B1
    EXPECT_EQ(b->probe.setAddress, 0x40020C18u);
    EXPECT_EQ(b->probe.resetAddress, 0x40020C1Au);
    EXPECT_EQ(b->probe.analyzerChannel, 0);
    EXPECT_EQ(b->marker.analyzerChannel, 1);
    EXPECT_EQ(b->uart, "USART2"); // PA9/PA10 are USB OTG VBUS and ID
    EXPECT_EQ(b->uartTx, "PA2");
    EXPECT_EQ(b->uartRx, "PA3");
    EXPECT_EQ(b->boardPins.at("PA0"), "user button B1 (RC network)");
    EXPECT_EQ(b->baud, 115200);
    EXPECT_EQ(b->flasher, "openocd");
    EXPECT_EQ(b->flasherConfig.at("interface"), "interface/stlink.cfg");
    EXPECT_EQ(b->flasherConfig.at("target"), "target/stm32f4x.cfg");
    EXPECT_TRUE(b->qemuMachine.empty());
    EXPECT_EQ(b->images, std::vector<std::string>{"stm32f407-disco-*"});
}

TEST(BoardProfiles, TiersAndVirtualBoards) {
    auto bluepill = loadBoardProfile(kBoards + "/stm32f103-bluepill.json");
    ASSERT_TRUE(bluepill) << bluepill.error().message;
    EXPECT_EQ(bluepill->clockTiers, (std::vector<CpuClock>{{72'000'000, 2}, {24'000'000, 0}}));
    EXPECT_EQ(bluepill->probe.setAddress, 0x40010810u);
    EXPECT_EQ(bluepill->probe.resetAddress, 0x40010814u);

    auto gd = loadBoardProfile(kBoards + "/gd32f103c8.json");
    ASSERT_TRUE(gd) << gd.error().message;
    EXPECT_EQ(gd->clockTiers.size(), 3u);
    EXPECT_EQ(gd->clockTiers[2], (CpuClock{108'000'000, 2}));

    auto f405 = loadBoardProfile(kBoards + "/qemu-f405.json");
    ASSERT_TRUE(f405) << f405.error().message;
    EXPECT_EQ(f405->flasher, "qemu");
    EXPECT_EQ(f405->qemuMachine, "netduinoplus2");
    EXPECT_EQ(f405->icountShift, 3);

    auto f100 = loadBoardProfile(kBoards + "/qemu-f100.json");
    ASSERT_TRUE(f100) << f100.error().message;
    EXPECT_EQ(f100->qemuMachine, "stm32vldiscovery");
    EXPECT_EQ(f100->icountShift, 5);
    EXPECT_EQ(f100->clockTiers[0].cpuHz, 24'000'000u);
    EXPECT_EQ(f100->harts, 1);

    auto smp = loadBoardProfile(kBoards + "/qemu-rv32-smp.json");
    ASSERT_TRUE(smp) << smp.error().message;
    EXPECT_EQ(smp->harts, 2);
    EXPECT_EQ(smp->qemuMachine, "virt");
    EXPECT_EQ(smp->qemuMachineOptions, "aclint=on");
    EXPECT_EQ(boardPortArchitecture(*smp), "riscv32-smp");
    EXPECT_EQ(boardPortArchitecture(*f100), "arm");
}

// The clock-tolerance term of cross-validation comes from the profile: 0 where one clock
// drives the CPU and the virtual analyzer, the crystal's tolerance on real boards.
TEST(BoardProfiles, ClockTolerancePerBoard) {
    auto f405 = loadBoardProfile(kBoards + "/qemu-f405.json");
    ASSERT_TRUE(f405) << f405.error().message;
    EXPECT_EQ(f405->clockPpm, 0.0);
    auto disco = loadBoardProfile(kBoards + "/stm32f407-disco.json");
    ASSERT_TRUE(disco) << disco.error().message;
    EXPECT_EQ(disco->clockPpm, 20.0);
}

// The virtual analyzer tells edges apart by the store's address, so a board the virtual bench
// can run (and the STM32 parts, whose images run there too) uses four; the ESP32-C3 sets both
// signals through GPIO_OUT_W1TS and clears both through GPIO_OUT_W1TC, with different bits.
TEST(BoardProfiles, ProbeAndMarkerStoresAreFourDistinctAddresses) {
    auto boards = loadBoardProfiles(kBoards);
    ASSERT_TRUE(boards);
    for (const auto& b : *boards) {
        std::set<std::uint32_t> addrs{b.probe.setAddress, b.probe.resetAddress, b.marker.setAddress,
                                      b.marker.resetAddress};
        EXPECT_EQ(addrs.size(), b.id == "esp32c3-devkitm" ? 2u : 4u) << b.id;
        EXPECT_NE(b.probe.setAddress, b.probe.resetAddress) << b.id;
        EXPECT_NE(b.probe.name, b.marker.name) << b.id;
    }
}

TEST(BoardProfiles, Esp32c3DevKitIsASiliconRiscvBoard) {
    auto b = loadBoardProfile(kBoards + "/esp32c3-devkitm.json");
    ASSERT_TRUE(b) << b.error().message;
    EXPECT_EQ(b->flasher, "esptool");
    EXPECT_EQ(b->flasherConfig.at("chip"), "esp32c3");
    EXPECT_EQ(b->core, "rv32imc");
    EXPECT_EQ(b->clockTiers.front().cpuHz, 160'000'000u);
    EXPECT_EQ(b->probe.setAddress, 0x60004008u);
    EXPECT_EQ(b->probe.resetAddress, 0x6000400Cu);
    EXPECT_EQ(b->uartTx, "GPIO21");
    EXPECT_TRUE(b->qemuMachine.empty());
}

TEST_F(BadProfile, WaitStatesOutOfRangeNameFileAndField) {
    auto file = variant("\"flashWaitStates\": 0", "\"flashWaitStates\": 16");
    EXPECT_EQ(errorOf(file), file + ": clockTiers[0].flashWaitStates: expected an integer 0..15");
}

TEST_F(BadProfile, MissingFieldIsNamed) {
    auto file = variant("\"maxSamples\": 16384,", "");
    EXPECT_EQ(errorOf(file), file + ": maxSamples: missing (required)");
}

TEST_F(BadProfile, BadAddressIsNamed) {
    auto file = variant("\"setAddress\": \"0x40020018\"", "\"setAddress\": \"GPIOA\"");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": probe.setAddress: expected a 32-bit address"), std::string::npos)
        << msg;
}

TEST_F(BadProfile, ClockPpmMustBeANonNegativeNumber) {
    auto file = variant("\"clockPpm\": 0", "\"clockPpm\": -5");
    EXPECT_EQ(errorOf(file), file + ": clockPpm: expected a number 0..1000 (the crystal's "
                                    "tolerance in ppm, 0 on a virtual board)");
    auto given = loadBoardProfile(variant("\"clockPpm\": 0", "\"clockPpm\": 2.5"));
    ASSERT_TRUE(given) << given.error().message;
    EXPECT_EQ(given->clockPpm, 2.5);
}

TEST_F(BadProfile, MisspeltFieldIsRejected) {
    auto file = variant("\"maxSamples\"", "\"maxSample\"");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": maxSample: unknown field"), std::string::npos) << msg;
}

TEST_F(BadProfile, IdMustMatchTheFileName) {
    auto file = variant("\"id\": \"qemu-f405\"", "\"id\": \"other\"");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": id: 'other' must match the file name"), std::string::npos) << msg;
}

// More than one core only on a RISC-V virtual board; machine properties without spaces.
TEST_F(BadProfile, HartsAndMachineOptionsAreChecked) {
    auto file = variant("\"maxSamples\"", "\"harts\": 2, \"maxSamples\"");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": harts: more than one core"), std::string::npos) << msg;
    file = variant("\"maxSamples\"", "\"harts\": 0, \"maxSamples\"");
    EXPECT_NE(errorOf(file).find(file + ": harts"), std::string::npos);
    file = variant("\"icountShift\": 3}", "\"icountShift\": 3, \"machineOptions\": \"a b\"}");
    msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": qemu.machineOptions"), std::string::npos) << msg;
}

TEST_F(BadProfile, QemuBoardNeedsAMachine) {
    auto file = variant("\"qemu\": {\"machine\": \"netduinoplus2\", \"icountShift\": 3},", "");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": qemu: missing"), std::string::npos) << msg;
}

// The firmware build's facts are checked by the loader too, so a typo shows up in
// `cyclelab-cli devices` and here, not only in the cross build.
TEST_F(BadProfile, FirmwareSectionAndPinsAreChecked) {
    auto msg = errorOf(variant("\"family\": \"F4\"", "\"family\": \"F7\""));
    EXPECT_NE(msg.find(": firmware.family: expected \"F1\" or \"F4\""), std::string::npos) << msg;
    msg = errorOf(variant("\"tx\": \"PA9\"", "\"tx\": \"A9\""));
    EXPECT_NE(msg.find(": uart.tx: 'A9' is not a pin such as PA0"), std::string::npos) << msg;
    msg = errorOf(variant("\"imageOpts\": [", "\"imageOpts\": [\"O9\", "));
    EXPECT_NE(msg.find(": firmware.imageOpts[0]: expected an optimisation level"),
              std::string::npos)
        << msg;
    msg = errorOf(variant("\"apb2Hz\": 84000000", "\"apb2Hz\": 336000000"));
    EXPECT_NE(msg.find(": clockTiers[0].apb2Hz: expected an integer 1..168000000"),
              std::string::npos)
        << msg;
    msg = errorOf(variant("\"firmware\": {", "\"firmwre\": {"));
    EXPECT_NE(msg.find(": firmwre: unknown field"), std::string::npos) << msg;
}

// Flasher settings come from the flasher kind's table (core::flasherKinds()).
TEST_F(BadProfile, FlasherSettingsFollowTheKindTable) {
    auto msg = errorOf(variant("\"tool\": \"qemu\"", "\"tool\": \"qemu\", \"speed\": \"4000\""));
    EXPECT_NE(msg.find(": flasher.speed: unknown setting for qemu"), std::string::npos) << msg;
    msg = errorOf(variant("\"tool\": \"qemu\"", "\"tool\": \"pyocd\""));
    EXPECT_NE(msg.find(": flasher.target: missing (required)"), std::string::npos) << msg;
}

TEST_F(BadProfile, SameChannelForProbeAndMarkerIsRefused) {
    auto file = variant("\"analyzerChannel\": 1", "\"analyzerChannel\": 0");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": marker.analyzerChannel: must differ"), std::string::npos) << msg;
}

TEST_F(BadProfile, UnknownToolAndBrokenJson) {
    auto file = variant("\"tool\": \"qemu\"", "\"tool\": \"jlink\"");
    auto msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": flasher.tool: expected one of"), std::string::npos) << msg;

    file = variant("\"maxSamples\": 16384,", "\"maxSamples\": 16384,,");
    msg = errorOf(file);
    EXPECT_NE(msg.find(file + ": not valid JSON"), std::string::npos) << msg;
}

TEST_F(BadProfile, FolderWithABadProfileFailsNamingIt) {
    variant("\"baud\": 115200", "\"baud\": \"fast\"");
    auto boards = loadBoardProfiles(m_dir.string());
    ASSERT_FALSE(boards);
    EXPECT_NE(boards.error().message.find("qemu-f405.json: uart.baud: expected an integer"),
              std::string::npos)
        << boards.error().message;
}

TEST_F(BadProfile, MissingFolderSaysWhatToDo) {
    auto boards = loadBoardProfiles((m_dir / "nope").string());
    ASSERT_FALSE(boards);
    EXPECT_NE(boards.error().message.find("CYCLELAB_BOARDS_DIR"), std::string::npos);
}

// A bad profile's error is a sentence as data: the "file: field: " prefix and the problem, each
// an id with its arguments, whose English is the text above.
TEST_F(BadProfile, ErrorsAreSentencesWithTheirArguments) {
    auto file = variant("\"flashWaitStates\": 0", "\"flashWaitStates\": 16");
    auto p = loadBoardProfile(file);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, ErrorKind::BadInput);
    EXPECT_EQ(
        p.error().sentence(),
        sequence({message(MessageId::ErrCampaignCtxField, {file, "clockTiers[0].flashWaitStates"}),
                  message(MessageId::ErrBoardIntegerRange, {"0", "15"})}));

    file = variant("\"tx\": \"PA9\"", "\"tx\": \"A9\"");
    p = loadBoardProfile(file);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().sentence(),
              sequence({message(MessageId::ErrCampaignCtxField, {file, "uart.tx"}),
                        message(MessageId::ErrBoardNotPin, {"A9"})}));

    file = variant("\"id\": \"qemu-f405\"", "\"id\": \"other\"");
    p = loadBoardProfile(file);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().sentence(),
              sequence({message(MessageId::ErrCampaignCtxField, {file, "id"}),
                        message(MessageId::ErrBoardIdFileName, {"other", "qemu-f405"})}));
    EXPECT_EQ(p.error().message, file + ": id: 'other' must match the file name (qemu-f405.json)");

    file = variant("\"qemu\": {\"machine\": \"netduinoplus2\", \"icountShift\": 3},", "");
    p = loadBoardProfile(file);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().sentence(),
              sequence({message(MessageId::ErrCampaignCtxField, {file, "qemu"}),
                        message(MessageId::ErrBoardQemuMissing, {"qemu"})}));
    EXPECT_EQ(p.error().message, file + ": qemu: missing: a board flashed by \"qemu\" needs "
                                        "{\"machine\": ..., \"icountShift\": ...}");
}

TEST_F(BadProfile, FileAndFolderErrorsAreSentences) {
    auto missing = (m_dir / "absent.json").string();
    auto p = loadBoardProfile(missing);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().sentence().id, MessageId::ErrBoardCannotOpen);
    EXPECT_EQ(p.error().message,
              missing + ": cannot open board profile (No such file or directory)");

    auto broken = variant("\"maxSamples\": 16384,", "\"maxSamples\": 16384,,");
    p = loadBoardProfile(broken);
    ASSERT_FALSE(p);
    ASSERT_EQ(p.error().sentence().id, MessageId::ErrFileNotJson);
    EXPECT_EQ(p.error().sentence().args.front(), MessageArg(broken));

    auto boards = loadBoardProfiles((m_dir / "nope").string());
    ASSERT_FALSE(boards);
    EXPECT_EQ(boards.error().sentence(),
              message(MessageId::ErrBoardsDirMissing, {(m_dir / "nope").string()}));

    fs::remove_all(m_dir);
    fs::create_directories(m_dir);
    boards = loadBoardProfiles(m_dir.string());
    ASSERT_FALSE(boards);
    EXPECT_EQ(boards.error().sentence(), message(MessageId::ErrBoardsDirEmpty, {m_dir.string()}));
    EXPECT_EQ(boards.error().message,
              "board profile folder " + m_dir.string() + " holds no *.json profile");
}

TEST(BoardProfiles, DefaultDirFindsTheSourceTreeOrTheEnvironment) {
    EXPECT_EQ(fs::canonical(defaultBoardsDir()), fs::canonical(kBoards));
    auto other = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "boards-env";
    fs::create_directories(other);
    setenv("CYCLELAB_BOARDS_DIR", other.c_str(), 1);
    EXPECT_EQ(fs::canonical(defaultBoardsDir()), fs::canonical(other));
    unsetenv("CYCLELAB_BOARDS_DIR");
}

} // namespace
