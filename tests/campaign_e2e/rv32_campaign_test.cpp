// RISC-V on the virtual bench, end to end through the CLI a user runs: a short refkernel
// campaign on qemu-rv32 (qemu-system-riscv32, the RV32 firmware, the plugin's RISC-V decoder)
// must be cross-validated like one on qemu-f405, and so must every external kernel's RISC-V
// port when its sources were given at configure time.

#include "core/campaign/image_catalog.hpp"
#include "tests/campaign_e2e/cli_process.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(10));
}

// Checks one campaign's runs: every benchmark cross-validated, critical_section_max
// inconclusive (counter-only: the timer interrupt's entry latency has no software edge).
void expectCrossValidated(const nlohmann::json& runs) {
    for (const auto& r : runs) {
        SCOPED_TRACE(r["kernel"].get<std::string>() + " " + r["profile"].get<std::string>() + " " +
                     r["benchmark"].get<std::string>());
        ASSERT_TRUE(r["validation"].is_object());
        const auto& v = r["validation"];
        const std::string reason = v["reason"].get<std::string>();
        if (r["benchmark"] == "critical_section_max") {
            EXPECT_EQ(v["verdict"], "inconclusive") << reason;
            EXPECT_NE(reason.find("counter-only"), std::string::npos) << reason;
            continue;
        }
        EXPECT_EQ(v["verdict"], "pass") << reason;
    }
}

} // namespace

TEST(Rv32Campaign, RefkernelCampaignIsCrossValidatedEndToEnd) {
    auto images = core::ImageCatalog::load(kImages);
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto image = std::find_if(images->images().begin(), images->images().end(), [](const auto& b) {
        return b.imageName == "qemu-rv32-refkernel-minimal-O2";
    });
    if (!CYCLELAB_RISCV_FIRMWARE)
        GTEST_SKIP() << "no RISC-V images: configure found no riscv64-unknown-elf-gcc or "
                        "picolibc-riscv64-unknown-elf (scripts/deps installs them)";
    ASSERT_NE(image, images->images().end()) << "qemu-rv32-refkernel-minimal-O2 is not built";
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-e2e-rv32-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path campaign = dir / "rv32.toml";
    std::ofstream(campaign) << "name = \"rv32\"\nboard = \"qemu-rv32\"\nkernels = [\"refkernel\"]\n"
                               "profiles = [\"minimal\"]\nopts = [\"O2\"]\nsamples = 300\n"
                               "warmup = 30\nbenchmarks = \"all\"\n";
    const std::string db = (dir / "runs.sqlite").string();
    auto run = cli({"run", "--campaign", campaign.string(), "--db", db, "--images", kImages});
    ASSERT_EQ(run.exitCode, 0) << run.output;

    auto list = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(list.exitCode, 0) << list.output;
    auto runs = nlohmann::json::parse(list.output).at("runs");
    std::set<std::string> measured;
    for (const auto& r : runs)
        measured.insert(r["benchmark"].get<std::string>());
    std::set<std::string> expected; // "all" leaves Thread-Metric out (built with -DTHREADX_PATH)
    for (const auto& b : image->benchmarks)
        if (!b.starts_with("tm_"))
            expected.insert(b);
    EXPECT_EQ(measured, expected);
    EXPECT_FALSE(measured.count("irq_nesting")); // n/a on riscv32 (refkernel's port.json)
    for (const auto& r : runs) {
        SCOPED_TRACE(r["benchmark"].get<std::string>());
        EXPECT_EQ(r["board"], "qemu-rv32");
        EXPECT_EQ(r["cpuHz"], 125000000);
        EXPECT_EQ(r["n"], 300);
        ASSERT_TRUE(r["validation"].is_object());
        const auto& v = r["validation"];
        const std::string reason = v["reason"].get<std::string>();
        if (r["benchmark"] == "critical_section_max") {
            // Counter-only: the timer interrupt's entry latency has no software edge to pulse.
            EXPECT_EQ(v["verdict"], "inconclusive") << reason;
            EXPECT_NE(reason.find("counter-only"), std::string::npos) << reason;
            continue;
        }
        EXPECT_EQ(v["verdict"], "pass") << reason;
        EXPECT_EQ(v["paired"], 300);
        if (r["benchmark"] == "baseline") {
            EXPECT_EQ(r["stats"]["min"], 0);
        }
    }
    auto show = cli({"show", std::to_string(runs[0]["id"].get<int>()), "--db", db, "--json"});
    ASSERT_EQ(show.exitCode, 0) << show.output;
    EXPECT_NE(show.output.find("mcycle"), std::string::npos) << show.output; // the cycle source
    fs::remove_all(dir);
}

// A kernel with a RISC-V port (kernel.cmake: CL_KERNEL_<ID>_ARCHS riscv32) and whether its
// sources were given at configure time (CI gives none: skipped with the option to set).
struct PortedKernel {
    const char* id;
    bool pathGiven;
    const char* option;
};

// The kernel's id in ctest's test names, not the struct's bytes.
void PrintTo(const PortedKernel& k, std::ostream* os) {
    *os << k.id;
}

class Rv32KernelPort : public ::testing::TestWithParam<PortedKernel> {};

// Both profiles at -O2, 300 samples: about 30 s per kernel when its sources are given.
TEST_P(Rv32KernelPort, BothProfilesAreCrossValidatedEndToEnd) {
    const PortedKernel& k = GetParam();
    if (!CYCLELAB_RISCV_FIRMWARE)
        GTEST_SKIP() << "no RISC-V images: configure found no riscv64-unknown-elf-gcc or "
                        "picolibc-riscv64-unknown-elf (scripts/deps installs them)";
    if (!k.pathGiven)
        GTEST_SKIP() << k.id << " has no images in this build: configure with -D" << k.option
                     << "=<checkout> (firmware/kernels.lock) to test its RISC-V port";
    auto images = core::ImageCatalog::load(kImages);
    ASSERT_TRUE(images.ok()) << images.error().message;
    std::map<std::string, std::set<std::string>> expected; // by profile, Thread-Metric aside
    for (const char* profile : {"minimal", "default"}) {
        const std::string name = std::string("qemu-rv32-") + k.id + "-" + profile + "-O2";
        auto image = std::find_if(images->images().begin(), images->images().end(),
                                  [&](const auto& b) { return b.imageName == name; });
        ASSERT_NE(image, images->images().end())
            << name << " is not built: " << k.id << "'s kernel.cmake must list riscv32";
        for (const auto& b : image->benchmarks)
            if (!b.starts_with("tm_"))
                expected[profile].insert(b);
    }
    const fs::path dir = fs::temp_directory_path() / ("cyclelab-e2e-rv32-" + std::string(k.id) +
                                                      "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path campaign = dir / "port.toml";
    std::ofstream(campaign) << "name = \"port\"\nboard = \"qemu-rv32\"\nkernels = [\"" << k.id
                            << "\"]\nprofiles = [\"minimal\", \"default\"]\nopts = [\"O2\"]\n"
                               "samples = 300\nwarmup = 30\nbenchmarks = \"all\"\n";
    const std::string db = (dir / "runs.sqlite").string();
    auto run = cli({"run", "--campaign", campaign.string(), "--db", db, "--images", kImages});
    ASSERT_EQ(run.exitCode, 0) << run.output;

    auto list = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(list.exitCode, 0) << list.output;
    auto runs = nlohmann::json::parse(list.output).at("runs");
    std::map<std::string, std::set<std::string>> measured;
    for (const auto& r : runs)
        measured[r["profile"].get<std::string>()].insert(r["benchmark"].get<std::string>());
    EXPECT_EQ(measured, expected);
    EXPECT_FALSE(measured["minimal"].count("irq_nesting")); // n/a on riscv32 (port.json)
    expectCrossValidated(runs);
    fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(
    Kernels, Rv32KernelPort,
    ::testing::Values(PortedKernel{"freertos", CYCLELAB_FREERTOS_IMAGES, "FREERTOS_KERNEL_PATH"},
                      PortedKernel{"ucos3", CYCLELAB_UCOS3_IMAGES, "UCOS3_PATH"}),
    [](const auto& info) { return std::string(info.param.id); });
