// checkBoardConsistency: each way a firmware build or the QEMU launcher can drift from the board
// profiles is reported, naming the image or board and what to do.

#include "core/boards/board_consistency.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

const std::string kBoards = std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards";

BoardProfile board(const std::string& id) {
    auto b = loadBoardProfile(kBoards + "/" + id + ".json");
    EXPECT_TRUE(b) << b.error().message;
    return b ? *b : BoardProfile{};
}

// The manifest entry a correct build writes for `b`'s default tier.
ManifestBoardFacts imageOf(const BoardProfile& b) {
    ManifestBoardFacts f;
    f.image = b.id + "-refkernel-minimal-O2";
    f.board = b.id;
    f.clock = b.clockTiers.front();
    f.maxN = b.maxSamples;
    f.qemuMachine = b.qemuMachine;
    f.icountShift = isVirtualBoard(b) ? b.icountShift : -1;
    f.consoleUart = b.uart;
    f.probePin = b.probe.name;
    f.markerPin = b.marker.name;
    return f;
}

const std::set<std::string> kMachines{"netduinoplus2", "stm32vldiscovery"};

std::string only(const std::vector<std::string>& problems) {
    EXPECT_EQ(problems.size(), 1u);
    std::string all;
    for (const auto& p : problems)
        all += p + "\n";
    return all;
}

} // namespace

TEST(BoardConsistency, AgreeingSourcesHaveNoProblem) {
    auto f405 = board("qemu-f405"), disco = board("stm32f407-disco");
    EXPECT_TRUE(
        checkBoardConsistency({f405, disco}, {imageOf(f405), imageOf(disco)}, kMachines).empty());
}

TEST(BoardConsistency, EachDisagreementIsReported) {
    auto f405 = board("qemu-f405");
    struct Case {
        void (*spoil)(ManifestBoardFacts&);
        const char* expected;
    } cases[] = {
        {[](ManifestBoardFacts& f) { f.qemuMachine = "olimex-stm32-h405"; },
         "QEMU machine 'olimex-stm32-h405', the profile says 'netduinoplus2'"},
        {[](ManifestBoardFacts& f) { f.icountShift = 5; }, "icount shift 5, the profile says 3"},
        {[](ManifestBoardFacts& f) { f.clock.cpuHz = 84'000'000; },
         "built for 84 MHz with 0 wait states, a clock tier the profile does not list"},
        {[](ManifestBoardFacts& f) { f.maxN = 1000; }, "maxN 1000, the profile says maxSamples"},
        {[](ManifestBoardFacts& f) { f.consoleUart = "USART2"; },
         "console USART2, the profile says USART1"},
        {[](ManifestBoardFacts& f) { f.consoleUart.clear(); },
         "the manifest does not state the console UART"},
        {[](ManifestBoardFacts& f) { f.probePin = "PA1"; }, "probe/marker on PA1/PB0"},
        {[](ManifestBoardFacts& f) { f.image = "f405-refkernel-minimal-O2"; },
         "matches none of the profile's \"images\" patterns"},
    };
    for (const auto& c : cases) {
        auto image = imageOf(f405);
        c.spoil(image);
        auto text = only(checkBoardConsistency({f405}, {image}, kMachines));
        EXPECT_NE(text.find(c.expected), std::string::npos) << text;
        EXPECT_NE(text.find("rebuild the firmware"), std::string::npos) << text;
    }
}

TEST(BoardConsistency, ImageOfAnUnknownBoard) {
    auto f405 = board("qemu-f405");
    auto stray = imageOf(f405);
    stray.board = "qemu-f407";
    auto text = only(checkBoardConsistency({f405}, {imageOf(f405), stray}, kMachines));
    EXPECT_NE(text.find("board qemu-f407 has no profile"), std::string::npos) << text;
}

TEST(BoardConsistency, ProfileWithoutImages) {
    auto f405 = board("qemu-f405"), f100 = board("qemu-f100");
    auto text = only(checkBoardConsistency({f405, f100}, {imageOf(f405)}, kMachines));
    EXPECT_NE(text.find("board qemu-f100: the profile exists but the firmware build made no image"),
              std::string::npos)
        << text;
}

TEST(BoardConsistency, QemuBoardWithoutLauncherEntry) {
    auto f405 = board("qemu-f405");
    auto text = only(checkBoardConsistency({f405}, {imageOf(f405)}, {"stm32vldiscovery"}));
    EXPECT_NE(text.find("QEMU board qemu-f405: machine 'netduinoplus2' is not one the QEMU "
                        "launcher can start"),
              std::string::npos)
        << text;
}

TEST(BoardConsistency, ImagePatterns) {
    EXPECT_TRUE(imagePatternMatches("qemu-f405-*", "qemu-f405-refkernel-minimal-O2"));
    EXPECT_FALSE(imagePatternMatches("qemu-f405-*", "qemu-f100-refkernel-minimal-O2"));
    EXPECT_TRUE(imagePatternMatches("*-O2*", "gd32f103c8-refkernel-minimal-O2-24mhz"));
    EXPECT_FALSE(imagePatternMatches("gd32*", "gd3"));
}

// A manifest that cannot be read says so as a sentence: the file and what is wrong with it.
TEST(BoardConsistency, UnreadableManifestsAreSentences) {
    const auto dir = std::filesystem::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "consistency";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "manifest.json").string();
    auto facts = readManifestBoardFacts(path);
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().sentence(), message(MessageId::ErrManifestCannotOpen, {path}));
    EXPECT_EQ(facts.error().message, path + ": cannot open; build the firmware first");

    std::ofstream(path) << "{\"images\": {}}";
    facts = readManifestBoardFacts(path);
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().sentence(), message(MessageId::ErrManifestNotArray, {path}));

    std::ofstream(path) << "[{\"name\": 3}]";
    facts = readManifestBoardFacts(path);
    ASSERT_FALSE(facts);
    const Message said = facts.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrManifestEntry);
    EXPECT_EQ(said.args.at(1), MessageArg(std::string("0")));

    std::ofstream(path) << "[";
    facts = readManifestBoardFacts(path);
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().sentence().id, MessageId::ErrFileNotJson);
}
