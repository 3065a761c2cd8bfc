// `cyclelab-cli analyze` on files built to exhaust it: a directory named like a capture, sparse
// files of gigabytes of zeros, a dense 12 MiB VCD (exit 0 here), a tiny VCD whose timestamps span
// 1e11 samples, an archive whose metadata inflates to 64 MiB, samplerates that cannot be true. Each
// one ends with exit 2 and a message naming the file, in a process whose peak RSS (getrusage of the
// child) stays under 100 MB. Real libsigrok, real subprocess; the files are made here.

#include "devices/common/subprocess.hpp"
#include "tests/sigrok/session_zip_util.hpp"

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

constexpr long kMaxRssKb = 100 * 1024;

struct Dir {
    fs::path path = fs::temp_directory_path() / ("cyclelab-bounds-" + std::to_string(getpid()));
    Dir() { fs::create_directories(path); }
    ~Dir() { fs::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

// The child's exit and output; its peak RSS must stay under kMaxRssKb. RUSAGE_CHILDREN holds
// the largest of the children waited for, so checking after each holds each to the bound.
devices::ProcessResult analyze(const std::string& path) {
    auto r = devices::runProcess(
        {std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli", "analyze", path},
        std::chrono::minutes(2));
    EXPECT_TRUE(r.ok()) << r.error().message;
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    EXPECT_LT(usage.ru_maxrss, kMaxRssKb) << path;
    return r.ok() ? *r : devices::ProcessResult{};
}

void expectRefused(const std::string& path, const std::vector<std::string>& words) {
    const auto r = analyze(path);
    EXPECT_FALSE(r.timedOut) << path;
    EXPECT_EQ(r.exitCode, 2) << r.output;
    for (const auto& w : words)
        EXPECT_NE(r.output.find(w), std::string::npos) << "'" << w << "' not in: " << r.output;
}

// `text`, then zeros up to `bytes` (a hole: no disk space used).
void writeSparse(const std::string& path, const std::string& text, off_t bytes) {
    std::ofstream(path, std::ios::binary) << text;
    ASSERT_EQ(::truncate(path.c_str(), bytes), 0);
}

const char* kVcdHeader = "$timescale 1 ns $end\n$scope module top $end\n$var wire 1 ! probe $end\n"
                         "$upscope $end\n$enddefinitions $end\n";

} // namespace

TEST(CliAnalyzeBounds, DirectoriesNamedLikeCapturesAreBadInput) {
    Dir dir;
    for (const char* name : {"x.vcd", "x.csv", "x.sr"}) {
        fs::create_directories(dir.file(name));
        expectRefused(dir.file(name), {name, "is a directory"});
    }
}

TEST(CliAnalyzeBounds, SparseFilesAreRefusedAtTheFirstOverlongLine) {
    Dir dir;
    writeSparse(dir.file("sparse.vcd"), std::string(kVcdHeader) + "#0\n0!\n", 2LL << 30);
    expectRefused(dir.file("sparse.vcd"), {"sparse.vcd line 8", "longer than 1048576 bytes"});
    writeSparse(dir.file("sparse.csv"), "0\n1\n", 1536LL << 20);
    expectRefused(dir.file("sparse.csv"), {"sparse.csv line 3", "longer than 1048576 bytes"});
}

TEST(CliAnalyzeBounds, TimestampGapsBeyondTheLimitAreRefusedUnexpanded) {
    Dir dir;
    std::ofstream(dir.file("gap.vcd")) << kVcdHeader << "#0\n0!\n#10\n1!\n#100000000010\n0!\n";
    EXPECT_LT(fs::file_size(dir.file("gap.vcd")), 200U);
    expectRefused(dir.file("gap.vcd"), {"gap.vcd line 10", "1000000000 samples"});
    std::ofstream(dir.file("e23.vcd")) << kVcdHeader << "#0\n0!\n#100000000000000000000000\n1!\n";
    expectRefused(dir.file("e23.vcd"), {"e23.vcd line 8", "10^18"});
}

// 12 MiB of pulses 3 ns wide: libsigrok's VCD parser keeps a string per token of each block
// it is given, ~110 MiB in 4 MiB blocks; CycleLab's 64 KiB blocks stay near 20 MiB.
TEST(CliAnalyzeBounds, DenseVcdIsReadInBoundedMemory) {
    Dir dir;
    {
        std::ofstream out(dir.file("dense.vcd"));
        out << kVcdHeader;
        for (long t = 0; out.tellp() < 12L * 1024 * 1024; t += 7)
            out << '#' << t << "\n1!\n#" << t + 3 << "\n0!\n";
    }
    const auto r = analyze(dir.file("dense.vcd"));
    EXPECT_EQ(r.exitCode, 0) << r.output;
    EXPECT_NE(r.output.find("3.0"), std::string::npos) << r.output;
}

TEST(CliAnalyzeBounds, InflatingMetadataAndImpossibleSampleratesAreBadInput) {
    Dir dir;
    testutil::SessionSpec spec;
    spec.logic = testutil::pulsesOn(0, 1, 200);
    ASSERT_TRUE(testutil::writeInflatingSession(dir.file("bomb.sr"),
                                                testutil::sessionMetadata(spec), 64U << 20));
    EXPECT_LT(fs::file_size(dir.file("bomb.sr")), 1U << 20);
    expectRefused(dir.file("bomb.sr"), {"bomb.sr", "metadata is 67109"});
    spec.samplerate = "-1 MHz";
    ASSERT_TRUE(testutil::writeSession(dir.file("neg.sr"), spec));
    expectRefused(dir.file("neg.sr"), {"neg.sr", "'samplerate'", "1 Hz to 1 PHz"});
}
