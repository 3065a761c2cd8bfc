// `cyclelab-cli analyze` refuses captures that cannot give true figures: a file that does not
// say its samplerate (CSV, VCD without $timescale) needs --samplerate instead of printing every
// ns figure as 0, and a capture without samples is exit 2. Captures of any sample width are
// read, and the JSON lists the channels the file has. Real libsigrok, real subprocess.

#include "devices/common/subprocess.hpp"
#include "devices/sigrok/capture_writer.hpp"

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

namespace {

std::string lineName(unsigned channel) {
    std::string name = "D";
    name += std::to_string(channel);
    return name;
}

// An .sr capture of `channels` lines (ceil(channels / 8) bytes per sample), 1 MHz, with
// pulses of 3 samples every 10 on `pulseChannel` and of 5 samples every 20 on the last one.
std::string writeWide(const fs::path& dir, unsigned channels, unsigned pulseChannel) {
    const unsigned unit = (channels + 7) / 8;
    const std::size_t samples = 1000;
    std::vector<std::uint8_t> bytes(samples * unit, 0);
    for (std::size_t s = 0; s < samples; ++s) {
        if (s % 10 >= 4 && s % 10 < 7) {
            bytes[s * unit + pulseChannel / 8] |=
                static_cast<std::uint8_t>(1U << (pulseChannel % 8));
        }
        if (s % 20 >= 10 && s % 20 < 15) {
            bytes[s * unit + (channels - 1) / 8] |=
                static_cast<std::uint8_t>(1U << ((channels - 1) % 8));
        }
    }
    std::vector<std::string> names;
    for (unsigned c = 0; c < channels; ++c) {
        names.push_back(lineName(c));
    }
    const std::string path = (dir / ("wide" + std::to_string(channels) + ".sr")).string();
    const auto st = devices::writeCaptureFile(path, 1e6, names, bytes.data(), bytes.size(), unit);
    EXPECT_TRUE(st.ok()) << st.error().message;
    return path;
}

nlohmann::json analyzeJson(std::vector<std::string> args) {
    args.insert(args.begin(), "analyze");
    args.push_back("--json");
    auto r = cli(args);
    EXPECT_EQ(r.exitCode, 0) << r.output;
    const auto brace = r.output.find('{');
    return brace == std::string::npos ? nlohmann::json{}
                                      : nlohmann::json::parse(r.output.substr(brace));
}

} // namespace

TEST(CliAnalyze, ThreeAndFiveByteSamplesNeedNoChannelOption) {
    Dir dir;
    for (unsigned channels : {20U, 36U}) {
        const std::string path = writeWide(dir.path, channels, 2);
        const auto all = analyzeJson({path});
        ASSERT_EQ(all["channels"].size(), 8U) << channels; // the first 8, as documented
        EXPECT_EQ(all["channels"][2]["pulses"], 100) << channels;
        EXPECT_EQ(all["channels"][2]["medianNs"], 3000.0) << channels;
        const auto last = analyzeJson({path, "--channel", std::to_string(channels - 1)});
        ASSERT_EQ(last["channels"].size(), 1U);
        EXPECT_EQ(last["channels"][0]["channel"], channels - 1);
        EXPECT_EQ(last["channels"][0]["name"], lineName(channels - 1));
        EXPECT_EQ(last["channels"][0]["pulses"], 50);
        EXPECT_EQ(last["channels"][0]["medianNs"], 5000.0);
    }
}

TEST(CliAnalyze, JsonListsOnlyTheChannelsTheFileHas) {
    Dir dir;
    const std::string path = writeWide(dir.path, 3, 0);
    const auto out = analyzeJson({path});
    ASSERT_EQ(out["channels"].size(), 3U) << out.dump();
    for (int c = 0; c < 3; ++c) {
        EXPECT_EQ(out["channels"][c]["channel"], c);
        EXPECT_EQ(out["channels"][c]["name"], lineName(static_cast<unsigned>(c)));
    }
    EXPECT_EQ(out["channels"][0]["pulses"], 100);
    EXPECT_EQ(out["channels"][2]["pulses"], 50);
}
