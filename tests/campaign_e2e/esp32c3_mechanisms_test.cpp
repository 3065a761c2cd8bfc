// The shipped ESP32-C3 mechanisms campaign (docs/campaigns/esp32c3-mechanisms.toml, issue 32),
// reduced to a few samples, on qemu-rv32 with the kernels this build has (refkernel in CI): it
// runs, and the report's "RAM per kernel object" table holds each profile's figures, the same
// ones `show --json` gives for the runs (what the images reported at boot).

#include "core/campaign/campaign_file.hpp"
#include "tests/campaign_e2e/cli_process.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string kImages = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";
const fs::path kCampaign =
    fs::path(CYCLELAB_SOURCE_DIR) / "docs" / "campaigns" / "esp32c3-mechanisms.toml";

devices::ProcessResult cli(const std::vector<std::string>& args) {
    return cyclelab::testing::cliProcess(args, std::chrono::minutes(10));
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The shipped file with fewer samples: everything else (board, kernels, profiles, benchmarks)
// as users run it.
std::string reduced(std::string text) {
    text = std::regex_replace(text, std::regex("\nsamples = [0-9]+\n"), "\nsamples = 100\n");
    return std::regex_replace(text, std::regex("\nwarmup = [0-9]+\n"), "\nwarmup = 10\n");
}

} // namespace

// A campaign has one board: the Arm side of the study is a second file, the same study but for
// its name and board.
TEST(Esp32c3Mechanisms, ArmFileIsTheSameStudyOnQemuF405) {
    auto rv = core::loadCampaignFile(kCampaign.string());
    auto arm =
        core::loadCampaignFile((kCampaign.parent_path() / "esp32c3-mechanisms-f405.toml").string());
    ASSERT_TRUE(rv.ok()) << rv.error().message;
    ASSERT_TRUE(arm.ok()) << arm.error().message;
    EXPECT_EQ(rv->boardId, "qemu-rv32");
    EXPECT_EQ(arm->boardId, "qemu-f405");
    arm->boardId = rv->boardId;
    arm->name = rv->name;
    EXPECT_EQ(core::formatCampaignToml(*arm), core::formatCampaignToml(*rv));
    EXPECT_EQ(rv->benchmarks.size(), 9u) << "notify, queue, semaphore, mutex, event group";
}

TEST(Esp32c3Mechanisms, ReducedCampaignReportsRamPerKernelObject) {
    if (!CYCLELAB_RISCV_FIRMWARE)
        GTEST_SKIP() << "no RISC-V images: configure found no riscv64-unknown-elf-gcc or "
                        "picolibc-riscv64-unknown-elf (scripts/deps installs them)";
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-e2e-esp32c3-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string shipped = slurp(kCampaign);
    const std::string text = reduced(shipped);
    ASSERT_NE(text, shipped) << "samples/warmup not found in " << kCampaign;
    std::ofstream(dir / "c.toml") << text;
    const std::string db = (dir / "runs.sqlite").string();
    auto run = cli({"run", "--campaign", (dir / "c.toml").string(), "--db", db, "--images", kImages,
                    "--jobs", "2"});
    ASSERT_EQ(run.exitCode, 0) << run.output;

    auto list = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(list.exitCode, 0) << list.output;
    // refkernel's rows are checked (the one kernel every build has); with kernel paths given the
    // campaign also runs the other kernels ported to RV32, each with rows of its own.
    std::map<std::string, nlohmann::json> ramByProfile; // profile -> objectRam of its runs
    const auto listed = nlohmann::json::parse(list.output);
    for (const auto& r : listed.at("runs")) {
        if (r["kernel"].get<std::string>() != "refkernel")
            continue;
        auto show = cli({"show", std::to_string(r["id"].get<int>()), "--db", db, "--json"});
        ASSERT_EQ(show.exitCode, 0) << show.output;
        const auto ram = nlohmann::json::parse(show.output).at("objectRam");
        ASSERT_TRUE(ram.is_object()) << show.output;
        ramByProfile[r["profile"].get<std::string>()] = ram;
    }
    ASSERT_EQ(ramByProfile.size(), 2u) << "default and minimal";

    ASSERT_EQ(cli({"report", "--db", db, "--out", (dir / "report").string()}).exitCode, 0);
    const std::string md = slurp(dir / "report" / "report.md");
    ASSERT_NE(md.find("### RAM per kernel object"), std::string::npos) << md;
    for (const auto& [profile, ram] : ramByProfile) {
        SCOPED_TRACE(profile);
        EXPECT_GT(ram["semBytes"].get<int>(), 0);
        EXPECT_GT(ram["taskBytes"].get<int>(), ram["taskStackBytes"].get<int>());
        auto n = [&](const char* key) { return std::to_string(ram[key].get<int>()); };
        const std::string figures = "| " + profile + " | " + n("semBytes") + " | " +
                                    n("mutexBytes") + " | " + n("queueBytes") + " (16 × 4 B) | " +
                                    n("eventBytes") + " | " + n("taskBytes") + " (" +
                                    n("taskStackBytes") + ") | +0 |";
        bool found = false;
        std::istringstream lines(md);
        for (std::string line; std::getline(lines, line);) {
            found = found || (line.rfind("| rv32imc | refkernel", 0) == 0 &&
                              line.find(figures) != std::string::npos);
        }
        EXPECT_TRUE(found) << "no rv32imc refkernel row with " << figures << "\n" << md;
    }
    fs::remove_all(dir);
}
