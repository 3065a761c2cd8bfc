// Capture files that once crashed CycleLab or gave figures that cannot be true, generated here
// and read through the real libsigrok: every unit size a session file may say (1 to 4096 bytes,
// beyond 64 channels), metadata fields that cannot be true, VCD timescales and timestamps.
// Built with the `asan` preset these also catch the out-of-bounds writes that once only
// corrupted the heap quietly (12- and 16-byte samples).

#include "core/common/message.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "tests/sigrok/logic_test_util.hpp"
#include "tests/sigrok/session_zip_util.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;
using cyclelab::devices::CaptureReadOptions;
using cyclelab::devices::readCaptureFile;
using cyclelab::testutil::PulseCounter;
using cyclelab::testutil::pulsesOn;
using cyclelab::testutil::SessionSpec;
using cyclelab::testutil::writeSession;

namespace {

class CaptureInputSafety : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("cyclelab-safety-" + std::to_string(getpid()));
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string file(const std::string& name) const { return (m_dir / name).string(); }

    // The error message reading `path` gives; "" when it was read.
    static std::string refusal(const std::string& path) {
        PulseCounter counter(1);
        auto info = readCaptureFile(path, counter);
        return info ? std::string() : info.error().message;
    }
    // The sentence reading `path` gives (Stored "" when it was read).
    static cyclelab::core::Message refusalSentence(const std::string& path) {
        PulseCounter counter(1);
        auto info = readCaptureFile(path, counter);
        return info ? cyclelab::core::storedText("") : info.error().sentence();
    }

  private:
    fs::path m_dir;
};

void expectMentions(const std::string& message, const std::vector<std::string>& words) {
    EXPECT_FALSE(message.empty());
    for (const auto& w : words)
        EXPECT_NE(message.find(w), std::string::npos) << "'" << w << "' not in: " << message;
}

// 1000 samples, 100 pulses of 3 samples on the pulse channel, whatever the unit size.
TEST_F(CaptureInputSafety, EveryUnitSizeGivesTheSamePulses) {
    for (unsigned unit : {1U, 2U, 3U, 4U, 5U, 7U, 8U, 9U, 12U, 16U, 64U, 4096U}) {
        SessionSpec spec;
        spec.unitSize = unit;
        spec.channels = unit <= 8 ? 8 * unit : 8; // unitsize 9, 64, 4096 with 8 channels:
        spec.channels = unit == 12 || unit == 16 ? 8 * unit : spec.channels; // and 96, 128
        const unsigned ch = std::min(spec.channels, 64U) - 1; // the last one sinks get
        spec.logic = pulsesOn(ch, unit, 1000);
        const std::string path = file("u" + std::to_string(unit) + ".sr");
        ASSERT_TRUE(writeSession(path, spec));
        PulseCounter counter(64);
        auto info = readCaptureFile(path, counter);
        ASSERT_TRUE(info) << unit << ": " << info.error().message;
        EXPECT_EQ(info->totalSamples, 1000U) << unit;
        EXPECT_LE(counter.unitSizeSeen, 8U) << unit;
        EXPECT_EQ(counter.widths(ch).size(), 100U) << unit;
        EXPECT_EQ(counter.widths(ch).front(), 3U) << unit;
    }
}

// Channels beyond 64 are reached by selecting them; more than 64 at once is refused.
TEST_F(CaptureInputSafety, ChannelsBeyondSixtyFourAreSelectedOrRefused) {
    SessionSpec spec;
    spec.unitSize = 16;
    spec.channels = 128;
    spec.logic = pulsesOn(100, 16, 1000);
    ASSERT_TRUE(writeSession(file("w.sr"), spec));
    PulseCounter counter(1);
    CaptureReadOptions options;
    options.channels = {100};
    std::vector<std::string> names;
    auto info = readCaptureFile(file("w.sr"), counter, options, names);
    ASSERT_TRUE(info) << info.error().message;
    EXPECT_EQ(names, std::vector<std::string>{"D100"});
    EXPECT_EQ(counter.widths(0).size(), 100U);

    auto all = readCaptureFile(file("w.sr"), counter, {}, names);
    ASSERT_TRUE(all) << all.error().message;
    EXPECT_EQ(names.size(), 64U); // what a sink takes

    options.channels.assign(65, 0);
    for (int i = 0; i < 65; ++i)
        options.channels[static_cast<std::size_t>(i)] = i;
    auto tooMany = readCaptureFile(file("w.sr"), counter, options);
    ASSERT_FALSE(tooMany);
    expectMentions(tooMany.error().message, {"65 channels", "at most 64"});
}

TEST_F(CaptureInputSafety, MetadataThatCannotBeTrueIsRefusedByField) {
    struct Case {
        std::string name;
        SessionSpec spec;
        std::vector<std::string> words;
    };
    std::vector<Case> cases(8);
    cases[0] = {"neg", {}, {"'samplerate'", "-1 MHz", "1 Hz to 1 PHz"}};
    cases[0].spec.samplerate = "-1 MHz";
    cases[1] = {"fast", {}, {"'samplerate'", "999999 THz"}};
    cases[1].spec.samplerate = "999999 THz";
    cases[2] = {"zero", {}, {"'samplerate'", "'0'"}};
    cases[2].spec.samplerate = "0";
    cases[3] = {"nan", {}, {"'samplerate'", "NaN"}};
    cases[3].spec.samplerate = "NaN";
    cases[4] = {"meta", {}, {"'capturefile'", "'metadata'", "logic member"}};
    cases[4].spec.captureFile = "metadata";
    cases[5] = {"unit0", {}, {"'unitsize'", "'0'"}};
    cases[5].spec.unitSize = 0;
    cases[6] = {"unitbig", {}, {"'unitsize'", "1000000", "4096"}};
    cases[6].spec.unitSize = 1000000;
    cases[7] = {"probes", {}, {"'total probes'", "100000000"}};
    cases[7].spec.extraMetadata = "total probes=100000000\n";
    for (auto& c : cases) {
        if (c.spec.logic.empty())
            c.spec.logic = pulsesOn(0, std::max(1U, std::min(c.spec.unitSize, 8U)), 200);
        const std::string path = file(c.name + ".sr");
        ASSERT_TRUE(writeSession(path, c.spec));
        const std::string message = refusal(path);
        SCOPED_TRACE(c.name);
        expectMentions(message, c.words);
        expectMentions(message, {path});
    }
}

// libsigrok reads the metadata member whole (200 MB of it took 6.4 GB): 8 MiB, from an archive
// of a few KB, is refused unread.
TEST_F(CaptureInputSafety, OversizedMetadataIsRefusedUnread) {
    SessionSpec spec;
    spec.logic = pulsesOn(0, 1, 200);
    const std::string meta = cyclelab::testutil::sessionMetadata(spec) + "; " +
                             std::string(8U * 1024 * 1024, 'x') + "\n";
    ASSERT_TRUE(cyclelab::testutil::writeZip(
        file("bomb.sr"), {{"version", "2"}, {"metadata", meta}, {"logic-1-1", "\x01\x00"}}));
    EXPECT_LT(fs::file_size(file("bomb.sr")), 64U * 1024);
    expectMentions(refusal(file("bomb.sr")), {"metadata is 8388", "1048576"});
    const auto sentence = refusalSentence(file("bomb.sr"));
    ASSERT_EQ(sentence.id, cyclelab::core::MessageId::Sequence);
    EXPECT_EQ(sentence.args.at(0), cyclelab::core::sub(cyclelab::core::message(
                                       cyclelab::core::MessageId::ErrArchiveMetadataTooBig,
                                       {file("bomb.sr"), std::to_string(meta.size()), "1048576"})));
}

std::string vcdHeader(const std::string& timescale, const std::string& before = "") {
    return before + "$timescale " + timescale +
           " $end\n$scope module top $end\n$var wire 1 ! probe $end\n$upscope $end\n"
           "$enddefinitions $end\n";
}

TEST_F(CaptureInputSafety, VcdTimescaleAndTimestampsThatCannotBeTrue) {
    const std::string body = "#0\n0!\n#10\n1!\n#14\n0!\n#30\n";
    struct Case {
        std::string name, text;
        std::vector<std::string> words;
    };
    const std::vector<Case> cases = {
        // after a 70 KB comment: once past the 64 KiB CycleLab looked at, then SIGFPE
        {"ts0",
         vcdHeader("0 ns", "$comment " + std::string(70 * 1024, 'c') + " $end\n") + body,
         {"line 2", "$timescale is '0 ns'", "positive"}},
        // libsigrok's blanks include \f; its number parser skips zeros of any length.
        {"ts_ff", vcdHeader("\f0ns") + body, {"$timescale is '0ns'"}},
        {"ts_zeros", vcdHeader(std::string(40, '0') + " ns") + body, {"$timescale is '000"}},
        {"ts_minus", vcdHeader("-0 ns") + body, {"$timescale is '-0 ns'"}},
        // no unit leaves libsigrok's rate uninitialised; 10 s is a rate of 0 Hz
        {"ts_unit", vcdHeader("1") + body, {"$timescale is '1'", "a unit"}},
        {"ts_slow", vcdHeader("10 s") + body, {"$timescale is '10 s'", "0 Hz"}},
        {"ts_word", vcdHeader("1 fortnight") + body, {"$timescale is '1 fortnight'"}},
        // a section name that swallows $enddefinitions: libsigrok's section reader would
        // then read past its buffer
        {"overrun", "$x$enddefinitions $end\n$", {"line 2", "ends inside a section"}},
        {"nosection",
         "$timescale 1 ns $end\nmodule\n$enddefinitions $end\n#0\n",
         {"line 2", "expected a VCD header section"}},
        {"back",
         vcdHeader("1 ns") + "#0\n0!\n#10\n1!\n#5\n0!\n#30\n",
         {"line 10", "'#5'", "goes back", "'#10'"}},
        {"neg", vcdHeader("1 ns") + "#0\n0!\n#-3\n1!\n#30\n", {"'#-3'", "negative"}},
        {"e23",
         vcdHeader("1 ns") + "#0\n0!\n#100000000000000000000000\n1!\n",
         {"#100000000000000000000000", "10^18"}},
        {"gap",
         vcdHeader("1 ns") + "#0\n0!\n#10\n1!\n#100000000000\n0!\n",
         {"'#100000000000'", "1000000000 samples", "coarser $timescale"}},
        // libsigrok reads a comment's later lines as values: its timestamps count too
        {"comment_gap",
         vcdHeader("1 ns") + "#0\n0!\n$comment\n#100000000000\n$end\n#10\n",
         {"'#100000000000'", "1000000000 samples"}},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.name);
        std::ofstream(file(c.name + ".vcd")) << c.text;
        const std::string message = refusal(file(c.name + ".vcd"));
        expectMentions(message, c.words);
        expectMentions(message, {c.name + ".vcd"});
    }
    // As data: "FILE line N: " then the fault.
    using cyclelab::core::MessageId;
    EXPECT_EQ(refusalSentence(file("back.vcd")),
              cyclelab::core::sequence(
                  {cyclelab::core::message(MessageId::ErrCaptureCtxLine, {file("back.vcd"), "10"}),
                   cyclelab::core::message(MessageId::VcdTimeBackwards, {"#5", "#10"})}));
    EXPECT_EQ(
        refusalSentence(file("ts_slow.vcd")),
        cyclelab::core::sequence(
            {cyclelab::core::message(MessageId::ErrCaptureCtxLine, {file("ts_slow.vcd"), "1"}),
             cyclelab::core::message(MessageId::VcdTimescaleCoarse, {"10 s"})}));
    // A vector value's identifier may be '#': not a timestamp.
    std::ofstream(file("ok.vcd")) << "$timescale 1 ns $end\n$var wire 2 # bus $end\n"
                                     "$var wire 1 ! probe $end\n$enddefinitions $end\n"
                                     "#0\nb00 #\n0!\n#10\n1!\nb11 #\n#14\n0!\n#30\n";
    EXPECT_EQ(refusal(file("ok.vcd")), "");
}

TEST_F(CaptureInputSafety, DirectoriesAreNotCaptures) {
    for (const char* name : {"x.sr", "x.vcd", "x.csv"}) {
        fs::create_directories(file(name));
        expectMentions(refusal(file(name)), {name, "is a directory"});
    }
}

} // namespace
