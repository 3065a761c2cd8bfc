// RISC-V on the virtual bench, end to end through the CLI a user runs: a short refkernel
// campaign on qemu-rv32 (qemu-system-riscv32, the RV32 firmware, the plugin's RISC-V decoder)
// must be cross-validated like one on qemu-f405.

#include "core/campaign/image_catalog.hpp"
#include "tests/campaign_e2e/cli_process.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(10));
}

// Runs a 300-sample campaign of every benchmark of `image` (kernel, minimal, -O2) on qemu-rv32
// through the CLI and checks that every run is cross-validated: pass, or inconclusive for the
// counter-only critical_section_max.
void expectCrossValidated(const core::FirmwareBuild& image) {
    const fs::path dir = fs::temp_directory_path() / ("cyclelab-e2e-rv32-" + image.kernel.name +
                                                      "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path campaign = dir / "rv32.toml";
    std::ofstream(campaign) << "name = \"rv32\"\nboard = \"qemu-rv32\"\nkernels = [\""
                            << image.kernel.name
                            << "\"]\nprofiles = [\"minimal\"]\nopts = [\"O2\"]\nsamples = 300\n"
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
    for (const auto& b : image.benchmarks)
        if (!b.starts_with("tm_"))
            expected.insert(b);
    EXPECT_EQ(measured, expected);
    EXPECT_FALSE(measured.count("irq_nesting")); // n/a on riscv32 (every port's port.json)
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
    expectCrossValidated(*image);
}

// The upstream kernels ported to RV32 (firmware/PORTING.md): none is refused on qemu-rv32, and
// each whose sources this build was given passes the same campaign. Without a kernel's path
// (CI) there is no image of it, and that kernel is skipped, named.
TEST(Rv32Campaign, EveryPortedKernelsCampaignIsCrossValidated) {
    auto images = core::ImageCatalog::load(kImages);
    ASSERT_TRUE(images.ok()) << images.error().message;
    std::vector<std::string> skipped;
    int ran = 0;
    for (const char* kernel :
         {"freertos", "threadx", "ucos3", "rtthread-nano", "tencentos-tiny", "liteos-m", "nuttx"}) {
        SCOPED_TRACE(kernel);
        const auto* noPort = images->noPortFor(kernel, "riscv32");
        EXPECT_EQ(noPort, nullptr) << "refused on riscv32: " << noPort->why;
        const std::string name = std::string("qemu-rv32-") + kernel + "-minimal-O2";
        auto image = std::find_if(images->images().begin(), images->images().end(),
                                  [&](const auto& b) { return b.imageName == name; });
        if (!CYCLELAB_RISCV_FIRMWARE || image == images->images().end()) {
            skipped.push_back(kernel);
            continue;
        }
        ++ran;
        expectCrossValidated(*image);
    }
    std::string list;
    for (const auto& k : skipped)
        list += (list.empty() ? "" : ", ") + k;
    const std::string why = "no qemu-rv32 image of " + list +
                            ": configure with the kernel's path (firmware/kernels.lock) and the "
                            "RISC-V toolchain to run it";
    if (ran == 0)
        GTEST_SKIP() << why;
    if (!skipped.empty())
        std::cout << "[ NOTE     ] " << why << "\n";
}
