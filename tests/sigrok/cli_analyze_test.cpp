// `cyclelab-cli analyze` refuses captures that cannot give true figures: a file that does not
// say its samplerate (CSV, VCD without $timescale) needs --samplerate instead of printing every
// ns figure as 0, and a capture without samples is exit 2. Real libsigrok, real subprocess.

#include "devices/common/subprocess.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

devices::ProcessResult cli(std::vector<std::string> args) {
    args.insert(args.begin(), std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli");
    auto r = devices::runProcess(args, std::chrono::minutes(2));
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? *r : devices::ProcessResult{};
}

struct Dir {
    fs::path path = fs::temp_directory_path() / ("cyclelab-analyze-" + std::to_string(getpid()));
    Dir() { fs::create_directories(path); }
    ~Dir() { fs::remove_all(path); }
};

// Five pulses of 4 samples on channel 0, 6 samples apart.
std::string csvPulses() {
    std::string csv;
    for (int i = 0; i < 60; ++i) {
        csv += (i % 10 >= 3 && i % 10 < 7) ? "1\n" : "0\n";
    }
    return csv;
}

} // namespace

TEST(CliAnalyze, AnUnknownSamplerateNeedsSamplerateInsteadOfZeroNanoseconds) {
    Dir dir;
    const std::string csv = (dir.path / "pulses.csv").string();
    std::ofstream(csv) << csvPulses();
    auto refused = cli({"analyze", csv, "--json"});
    EXPECT_EQ(refused.exitCode, 2) << refused.output;
    EXPECT_NE(refused.output.find("--samplerate"), std::string::npos) << refused.output;

    auto given = cli({"analyze", csv, "--json", "--samplerate", "1000000"});
    ASSERT_EQ(given.exitCode, 0) << given.output;
    const auto out = nlohmann::json::parse(given.output.substr(given.output.find('{')));
    EXPECT_EQ(out["samplerateHz"], 1e6);
    const auto& ch0 = out["channels"][0];
    EXPECT_EQ(ch0["pulses"], 6);
    EXPECT_EQ(ch0["medianNs"], 4000.0); // 4 samples at 1 MHz

    const std::string vcd = (dir.path / "no_timescale.vcd").string();
    std::ofstream(vcd) << "$scope module top $end\n$var wire 1 ! probe $end\n$upscope $end\n"
                          "$enddefinitions $end\n#0\n0!\n#10\n1!\n#14\n0!\n#30\n1!\n#34\n0!\n#50\n";
    auto noTimescale = cli({"analyze", vcd});
    EXPECT_EQ(noTimescale.exitCode, 2) << noTimescale.output;
}

TEST(CliAnalyze, ACaptureWithoutSamplesIsBadInput) {
    Dir dir;
    const std::string vcd = (dir.path / "empty.vcd").string();
    std::ofstream(vcd) << "$timescale 1 ns $end\n$scope module top $end\n$var wire 1 ! probe $end\n"
                          "$upscope $end\n$enddefinitions $end\n";
    auto r = cli({"analyze", vcd});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("no samples"), std::string::npos) << r.output;
}
