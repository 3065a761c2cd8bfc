// Capture analysis against libsigrok's bare import, side by side in one run (issue 16, item 3).
//
// Generates five captures (sparse and pulse-dense, as .sr and as VCD; a 16-bit bus), then times,
// alternating, each of:
//   sigrok-cli -i FILE -O null      libsigrok's import alone, the reference
//   cyclelab-cli analyze FILE       import, pulse extraction, per-channel statistics
//   this program --cell FILE        what a campaign cell does with its capture: import,
//                                   extraction, marker windows, per-window width statistics
// as child processes, and prints the median wall time, CPU time and peak RSS of each, and the
// ratios to sigrok-cli. Usage:
//   capture_analysis_bench [--dir DIR] [--runs N] [--cli PATH] [--only NAME] [--file CAPTURE]...
// DIR keeps the generated files between runs (default: $TMPDIR/cyclelab-capture-bench); --only
// keeps the generated files whose name contains NAME ("none": none); each --file adds a capture
// of the user's (the real ones of sigrok-dumps in docs/PERFORMANCE.md).

#include "core/analysis/pulse_extractor.hpp"
#include "core/analysis/pulse_stats.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "devices/sigrok/capture_writer.hpp"
#include "tests/sigrok/split_mix.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

using cyclelab::testing::SplitMix;

// Shape of a synthetic capture: probe pulses (channel 0) of random width and gap; 16 marker
// windows (channel 1) each around 10,000 consecutive probe pulses, as a campaign cell's 16
// benchmarks of 10,000 samples; every other pulse outside any window.
struct Shape {
    std::uint64_t samples;
    std::uint64_t minWidth, maxWidth, minGap, maxGap;
};

// Calls emit(rise, fall, inWindow) for each probe pulse and window(rise, fall) per window.
template <class PulseFn, class WindowFn>
void drawShape(const Shape& shape, PulseFn emit, WindowFn window) {
    SplitMix rng{42};
    const std::uint64_t meanPeriod =
        (shape.minWidth + shape.maxWidth + shape.minGap + shape.maxGap) / 2;
    const std::uint64_t pulses = shape.samples / meanPeriod;
    const std::uint64_t stride = std::max<std::uint64_t>(pulses / 16, 10'002);
    std::uint64_t t = 100;
    for (std::uint64_t k = 0; t + shape.maxWidth + shape.maxGap + 10 < shape.samples; ++k) {
        const bool opens = k % stride == 0 && k / stride < 16;
        if (opens) {
            window(t - 2, 0);
        }
        const std::uint64_t w = rng.between(shape.minWidth, shape.maxWidth);
        emit(t, t + w);
        t += w + rng.between(shape.minGap, shape.maxGap);
        if (k % stride == 9'999 && k / stride < 16) {
            window(0, t - 1);
        }
    }
}

void writeSr(const std::string& path, const Shape& shape) {
    auto writer = devices::CaptureWriter::create(path, 100e6, {"probe", "marker"});
    if (!writer) {
        std::fprintf(stderr, "%s\n", writer.error().message.c_str());
        std::exit(1);
    }
    constexpr std::size_t kBlock = 16 << 20;
    std::vector<std::uint8_t> block(kBlock, 0);
    std::uint64_t base = 0;
    bool marker = false;
    std::uint64_t cursor = 0; // samples before it are final, with the marker level below
    auto fillTo = [&](std::uint64_t until) {
        while (cursor < until) {
            if (cursor - base == kBlock) {
                (*writer)->onLogic(block.data(), block.size(), 1);
                std::fill(block.begin(), block.end(), 0);
                base += kBlock;
            }
            block[cursor - base] |= marker ? 2 : 0;
            ++cursor;
        }
    };
    drawShape(
        shape,
        [&](std::uint64_t rise, std::uint64_t fall) {
            fillTo(rise);
            for (std::uint64_t s = rise; s < fall; ++s) {
                fillTo(s + 1);
                block[s - base] |= 1;
            }
        },
        [&](std::uint64_t rise, std::uint64_t fall) {
            fillTo(rise != 0 ? rise : fall);
            marker = rise != 0;
        });
    fillTo(shape.samples);
    (*writer)->onLogic(block.data(), cursor - base, 1);
    if (auto info = (*writer)->finish(); !info) {
        std::fprintf(stderr, "%s\n", info.error().message.c_str());
        std::exit(1);
    }
}

// 16-bit samples shaped like ac97_ad1981a_powerup1_100mhz.sr of sigrok-dumps (138 M samples,
// 17 M pulses on channel 0): a bit clock on channel 0 (12.3 MHz at 100 MHz: 4 samples high,
// 4 or 5 low), data lines changing on its rising edges, each one time in eight (channels 2-7,
// and 8 in the second byte), 16 marker windows on channel 1; channels 9-15 idle.
void writeBus16(const std::string& path) {
    std::vector<std::string> names = {"clock", "marker"};
    for (int ch = 2; ch < 16; ++ch) {
        char name[8];
        std::snprintf(name, sizeof name, "d%d", ch);
        names.emplace_back(name);
    }
    auto writer = devices::CaptureWriter::create(path, 100e6, names);
    if (!writer) {
        std::fprintf(stderr, "%s\n", writer.error().message.c_str());
        std::exit(1);
    }
    constexpr std::uint64_t kSamples = 138'000'000;
    constexpr std::uint64_t kWindowEvery = kSamples / 16;
    std::vector<std::uint8_t> block;
    block.reserve(16 << 20);
    SplitMix rng{7};
    std::uint16_t data = 0;
    std::uint64_t period = 0; // clock periods so far: 8 and 9 samples in turn
    std::uint64_t inPeriod = 0;
    for (std::uint64_t s = 0; s < kSamples; ++s) {
        const std::uint64_t length = 8 + period % 2;
        if (inPeriod == length) {
            inPeriod = 0;
            ++period;
        }
        if (inPeriod == 0) { // rising edge: each data line flips one time in eight
            const std::uint64_t draw = rng.next();
            for (int ch = 2; ch <= 8; ++ch) {
                if (((draw >> (3 * ch)) & 7U) == 0) {
                    data = static_cast<std::uint16_t>(data ^ (1U << ch));
                }
            }
        }
        const bool clock = inPeriod < 4;
        const bool marker = s % kWindowEvery > 1000 && s % kWindowEvery < kWindowEvery / 2;
        const auto sample =
            static_cast<std::uint16_t>(data | (marker ? 2U : 0U) | (clock ? 1U : 0U));
        block.push_back(static_cast<std::uint8_t>(sample & 0xFFU));
        block.push_back(static_cast<std::uint8_t>(sample >> 8));
        ++inPeriod;
        if (block.size() == block.capacity() || s + 1 == kSamples) {
            (*writer)->onLogic(block.data(), block.size(), 2);
            block.clear();
        }
    }
    if (auto info = (*writer)->finish(); !info) {
        std::fprintf(stderr, "%s\n", info.error().message.c_str());
        std::exit(1);
    }
}

void writeVcd(const std::string& path, const Shape& shape, const char* timescale) {
    std::FILE* f = std::fopen(path.c_str(), "w");
    std::fprintf(f,
                 "$timescale %s $end\n$scope module bench $end\n"
                 "$var wire 1 ! probe $end\n$var wire 1 \" marker $end\n$upscope $end\n"
                 "$enddefinitions $end\n#0\n0!\n0\"\n",
                 timescale);
    drawShape(
        shape,
        [&](std::uint64_t rise, std::uint64_t fall) {
            std::fprintf(f, "#%llu\n1!\n#%llu\n0!\n", static_cast<unsigned long long>(rise),
                         static_cast<unsigned long long>(fall));
        },
        [&](std::uint64_t rise, std::uint64_t fall) {
            std::fprintf(f, "#%llu\n%c\"\n", static_cast<unsigned long long>(rise ? rise : fall),
                         rise ? '1' : '0');
        });
    std::fprintf(f, "#%llu\n", static_cast<unsigned long long>(shape.samples));
    std::fclose(f);
}

// --cell FILE: the campaign's path through a capture, in this process.
int cell(const std::string& path) {
    core::PulseExtractor extractor({0, 1}, 0, 1);
    auto info = devices::readCaptureFile(path, extractor);
    if (!info) {
        std::fprintf(stderr, "%s\n", info.error().message.c_str());
        return 1;
    }
    extractor.finish();
    if (!extractor.status()) {
        std::fprintf(stderr, "%s\n", extractor.status().error().message.c_str());
        return 1;
    }
    const auto windows = extractor.runWidths();
    double medians = 0;
    for (const auto& widths : windows) {
        core::ChannelPulses region;
        for (std::uint32_t w : widths) {
            region.widths.add(w);
        }
        medians += core::pulseStats(region, info->samplerateHz).medianNs;
    }
    const auto stats = core::pulseStats(extractor, info->samplerateHz);
    std::printf("%zu windows, %zu probe pulses, sum of window medians %.1f ns\n", windows.size(),
                stats.front().count, medians);
    return 0;
}

struct Sample {
    double wallS = 0, cpuS = 0;
    long maxRssKb = 0;
};

Sample runChild(const std::vector<std::string>& argv) {
    std::fflush(stdout); // or the child inherits and prints the buffered table again
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        std::FILE* null = std::freopen("/dev/null", "w", stdout);
        (void)null;
        std::vector<char*> args;
        for (const auto& a : argv) {
            args.push_back(const_cast<char*>(a.c_str()));
        }
        args.push_back(nullptr);
        execvp(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const auto t1 = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "failed: %s ... %s\n", argv[0].c_str(), argv.back().c_str());
        std::exit(1);
    }
    Sample s;
    s.wallS = std::chrono::duration<double>(t1 - t0).count();
    s.cpuS = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
             static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    s.maxRssKb = usage.ru_maxrss;
    return s;
}

Sample median(std::vector<Sample> v) {
    auto mid = [&](auto key) {
        std::sort(v.begin(), v.end(),
                  [&](const Sample& a, const Sample& b) { return key(a) < key(b); });
        return v[v.size() / 2];
    };
    Sample m;
    m.wallS = mid([](const Sample& s) { return s.wallS; }).wallS;
    m.cpuS = mid([](const Sample& s) { return s.cpuS; }).cpuS;
    m.maxRssKb = mid([](const Sample& s) { return static_cast<double>(s.maxRssKb); }).maxRssKb;
    return m;
}

// Times `path` alternating sigrok-cli, `cli analyze` and, given `self`, its --cell path; prints
// one table row.
void timeCapture(const std::string& path, int runs, const std::string& cli, const char* self) {
    std::vector<Sample> ref, analyze, cellPath;
    for (int r = 0; r < runs; ++r) { // alternating, so a load change hits all three alike
        ref.push_back(runChild({"sigrok-cli", "-i", path, "-O", "null"}));
        analyze.push_back(runChild({cli, "analyze", path}));
        if (self != nullptr) {
            cellPath.push_back(runChild({self, "--cell", path}));
        }
    }
    const Sample r = median(ref), a = median(analyze);
    char cellColumns[128] = "- | -";
    if (self != nullptr) {
        const Sample c = median(cellPath);
        std::snprintf(cellColumns, sizeof cellColumns, "%.3f s / %.3f s / %.0f MiB | %.2f (%.2f)",
                      c.wallS, c.cpuS, c.maxRssKb / 1024.0, c.wallS / r.wallS, c.cpuS / r.cpuS);
    }
    std::printf("| %s | %.1f MB | %.3f s / %.3f s / %.0f MiB | %.3f s / %.3f s / %.0f MiB | "
                "%.2f (%.2f) | %s |\n",
                fs::path(path).filename().c_str(), static_cast<double>(fs::file_size(path)) / 1e6,
                r.wallS, r.cpuS, r.maxRssKb / 1024.0, a.wallS, a.cpuS, a.maxRssKb / 1024.0,
                a.wallS / r.wallS, a.cpuS / r.cpuS, cellColumns);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    fs::path dir = fs::temp_directory_path() / "cyclelab-capture-bench";
    int runs = 5;
    std::string cli = std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
    std::string only;               // --only: the generated files whose name contains it
    std::vector<std::string> given; // --file: captures of the user's, timed as they are
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--cell" && i + 1 < argc) {
            return cell(argv[i + 1]);
        } else if (arg == "--dir" && i + 1 < argc) {
            dir = argv[++i];
        } else if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--cli" && i + 1 < argc) {
            cli = argv[++i];
        } else if (arg == "--only" && i + 1 < argc) {
            only = argv[++i];
        } else if (arg == "--file" && i + 1 < argc) {
            given.push_back(argv[++i]);
        } else {
            std::fprintf(stderr,
                         "usage: %s [--dir DIR] [--runs N] [--cli PATH] [--only NAME] "
                         "[--file CAPTURE]...\n",
                         argv[0]);
            return 2;
        }
    }
    fs::create_directories(dir);
    // Sparse: a pulse every ~2,000 samples (a campaign's probe). Dense: 2 to 20 samples high
    // and low, ~18 M pulses in 4 s at 100 MHz, like the dense real captures of issue 16.
    const Shape sparse{400'000'000, 40, 400, 1'500, 2'500};
    const Shape dense{400'000'000, 2, 20, 2, 20};
    const Shape denseVcd{50'000'000, 2, 20, 2, 20};
    struct File {
        std::string name;
        std::function<void(const std::string&)> make;
    };
    const std::vector<File> files = {
        {"sparse.sr", [&](const std::string& p) { writeSr(p, sparse); }},
        {"dense.sr", [&](const std::string& p) { writeSr(p, dense); }},
        {"sparse.vcd", [&](const std::string& p) { writeVcd(p, sparse, "10 ns"); }},
        {"dense.vcd", [&](const std::string& p) { writeVcd(p, denseVcd, "10 ns"); }},
        {"bus16.sr", writeBus16},
    };
    std::printf("| file | size | sigrok-cli -O null: wall / CPU / peak RSS | analyze: wall / CPU / "
                "peak RSS | ratio wall (CPU) | cell path: wall / CPU / peak RSS | ratio wall "
                "(CPU) |\n|---|---|---|---|---|---|---|\n");
    std::vector<std::string> paths;
    for (const File& file : files) {
        const std::string path = (dir / file.name).string();
        if (file.name.find(only) == std::string::npos) {
            continue;
        }
        if (!fs::exists(path)) {
            std::fprintf(stderr, "generating %s\n", path.c_str());
            file.make(path);
        }
        paths.push_back(path);
    }
    const std::size_t generated = paths.size();
    paths.insert(paths.end(), given.begin(), given.end());
    for (std::size_t i = 0; i < paths.size(); ++i) {
        // A capture of the user's has no marker windows: its channel 1 taken for a marker may
        // be a clock (millions of windows), so only analyze is timed.
        timeCapture(paths[i], runs, cli, i < generated ? argv[0] : nullptr);
    }
    return 0;
}
