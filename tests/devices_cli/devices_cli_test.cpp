// `cyclelab-cli devices` run as a real process: it must list libsigrok's demo analyzer, the
// flash tools and the QEMU board profiles.

#include "devices/common/subprocess.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

const std::string kCli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";

nlohmann::json runJson(const std::vector<std::string>& args, int expectedExit = 0) {
    std::vector<std::string> argv{kCli, "devices", "--json"};
    argv.insert(argv.end(), args.begin(), args.end());
    auto run = cyclelab::devices::runProcess(argv, std::chrono::seconds(60));
    EXPECT_TRUE(run) << run.error().message;
    if (!run)
        return {};
    EXPECT_EQ(run->exitCode, expectedExit) << run->output;
    auto start = run->output.find('{');
    EXPECT_NE(start, std::string::npos) << run->output;
    return nlohmann::json::parse(run->output.substr(start == std::string::npos ? 0 : start));
}

TEST(DevicesCli, JsonListsTheDemoAnalyzerToolsAndQemuBoards) {
    auto doc = runJson({"--driver", "demo"});
    ASSERT_TRUE(doc.is_object());
    EXPECT_TRUE(doc["problems"].empty()) << doc["problems"].dump();

    ASSERT_EQ(doc["analyzers"].size(), 1u) << doc["analyzers"].dump();
    const auto& demo = doc["analyzers"][0];
    EXPECT_EQ(demo["driver"], "demo");
    EXPECT_EQ(demo["logicChannels"].size(), 8u);
    EXPECT_EQ(demo["samplerates"]["maxHz"], 1'000'000'000u);

    std::vector<std::string> tools;
    for (const auto& t : doc["flashTools"])
        tools.push_back(t["tool"]);
    EXPECT_EQ(tools, (std::vector<std::string>{"openocd", "st-flash", "pyocd", "esptool",
                                               "qemu-system-arm", "qemu-system-riscv32"}));
    for (const auto& t : doc["flashTools"]) {
        if (t["tool"] == "esptool") {
            EXPECT_EQ(t["debianPackage"], "esptool") << t.dump(); // how to install it
            // The row's hint, caveat included: what the flasher's "not found" error says.
            EXPECT_EQ(t["installHint"], "sudo apt install esptool (Debian 11 and 13; Debian 12 "
                                        "has no esptool package: there, pipx install esptool)")
                << t.dump();
        }
    }

    std::map<std::string, nlohmann::json> boards;
    for (const auto& b : doc["boards"])
        boards[b["id"]] = b;
    ASSERT_TRUE(boards.count("qemu-f405"));
    ASSERT_TRUE(boards.count("qemu-f100"));
    EXPECT_EQ(boards["qemu-f405"]["qemuMachine"], "netduinoplus2");
    EXPECT_EQ(boards["qemu-f405"]["icountShift"], 3);
    EXPECT_EQ(boards["qemu-f100"]["qemuMachine"], "stm32vldiscovery");
    EXPECT_EQ(boards["qemu-f100"]["icountShift"], 5);
    ASSERT_TRUE(boards.count("qemu-rv32"));
    EXPECT_EQ(boards["qemu-rv32"]["qemuMachine"], "virt");
    EXPECT_EQ(boards["stm32f407-disco"]["probe"]["setAddress"], "0x40020C18"); // PD1, not button B1
    ASSERT_TRUE(boards.count("esp32c3-devkitm")); // the ESP32-C3 silicon board, flashed by esptool
    EXPECT_EQ(boards["esp32c3-devkitm"]["flasher"], "esptool") << boards["esp32c3-devkitm"].dump();
    EXPECT_TRUE(doc["serialPorts"].is_array());

    // Kernels without a port for an architecture are listed with the reason (the manifest's
    // noPort, written whether the kernel's sources were given or not).
    const auto& fw = doc["firmware"];
    if (fw.contains("note"))
        GTEST_SKIP() << "no firmware manifest: " << fw["note"];
    bool rtx5 = false;
    for (const auto& np : fw["noPort"])
        rtx5 = rtx5 || (np["kernel"] == "rtx5" && np["architecture"] == "riscv32" &&
                        np["why"].get<std::string>().find("CMSIS-RTX") != std::string::npos);
    EXPECT_TRUE(rtx5) << fw.dump();
}

TEST(DevicesCli, UnknownDriverIsAProblemWithExitCode2) {
    auto doc = runJson({"--driver", "nosuchdriver"}, 2);
    ASSERT_EQ(doc["problems"].size(), 1u);
    EXPECT_EQ(doc["problems"][0]["section"], "analyzers");
    EXPECT_NE(doc["problems"][0]["message"].get<std::string>().find("nosuchdriver"),
              std::string::npos);
    EXPECT_FALSE(doc["boards"].empty()); // the other sections are still listed
}

TEST(DevicesCli, TextOutputNamesEverySection) {
    auto run = cyclelab::devices::runProcess({kCli, "devices", "--driver", "demo"},
                                             std::chrono::seconds(60));
    ASSERT_TRUE(run) << run.error().message;
    EXPECT_EQ(run->exitCode, 0) << run->output;
    for (const char* part : {"Serial ports:", "Logic analyzers (libsigrok):", "demo",
                             "Flash tools:", "Board profiles", "qemu-f405", "netduinoplus2"})
        EXPECT_NE(run->output.find(part), std::string::npos) << part << "\n" << run->output;
}

} // namespace
