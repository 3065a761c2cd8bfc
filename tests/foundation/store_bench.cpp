// Run store throughput and size with realistic 10,000-sample runs (see docs/PERFORMANCE.md).
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <benchmark/benchmark.h>
#include <filesystem>
#include <random>

namespace {

using cyclelab::core::Run;
using cyclelab::core::RunFilter;
using cyclelab::core::RunStore;
using cyclelab::testing::makeRun;
using cyclelab::testing::TempDir;

constexpr std::size_t kSamples = 10000;

// The firmware's raw result stream for a run: HELLO/START, one D line per 64 samples with a
// one-character-per-small-delta payload, DONE. The largest serial log a run realistically keeps.
std::string protocolLog(std::uint64_t seed, std::size_t samples) {
    static const char* alphabet =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> ch(0, 63);
    std::uniform_int_distribution<int> extra(0, 12);
    std::string log = "HELLO proto=2 board=qemu-f405 kernel=refkernel kver=1.0.3 profile=minimal "
                      "opt=O2 build=1a2b3c4d cpu_hz=168000000 flash_ws=5 cycle_src=dwt "
                      "cycle_hz=168000000 max_n=16384\nSTART bench=queue_send_recv n=10000 "
                      "warmup=1000 overhead=11 depth=5 item=16\n";
    const std::size_t chunks = (samples + 63) / 64;
    for (std::size_t seq = 0; seq < chunks; ++seq) {
        log += "D seq=" + std::to_string(seq) + " n=64 crc=9f3a61c2 p=";
        for (int i = 0, len = 64 + extra(rng); i < len; ++i) {
            log += alphabet[ch(rng)];
        }
        log += '\n';
    }
    log += "DONE bench=queue_send_recv n=10000 chunks=" + std::to_string(chunks) + "\n";
    return log;
}

Run benchRun(std::uint64_t seed, bool fullLog) {
    Run r = makeRun(seed, kSamples);
    if (fullLog) {
        r.serialLog = protocolLog(seed, kSamples);
    }
    return r;
}

void BM_WriteRun10k(benchmark::State& state) {
    TempDir dir;
    RunStore store = RunStore::open(dir.file("bench.sqlite")).value();
    std::vector<Run> runs;
    for (std::uint64_t i = 0; i < 16; ++i) {
        runs.push_back(benchRun(i, true));
    }
    std::size_t i = 0;
    for (auto _ : state) {
        auto id = store.insertRun(runs[i++ % runs.size()]);
        if (!id) {
            state.SkipWithError(id.error().message.c_str());
            break;
        }
    }
}
BENCHMARK(BM_WriteRun10k)->Unit(benchmark::kMillisecond);

void BM_Read100RunsStatsAndSamples(benchmark::State& state) {
    TempDir dir;
    std::vector<std::int64_t> ids;
    {
        RunStore store = RunStore::open(dir.file("bench.sqlite")).value();
        for (std::uint64_t i = 0; i < 100; ++i) {
            ids.push_back(store.insertRun(benchRun(i, true)).value());
        }
    }
    RunStore store = RunStore::open(dir.file("bench.sqlite")).value();
    RunFilter filter;
    filter.ids = ids;
    std::size_t samples = 0;
    for (auto _ : state) {
        auto summaries = store.listRuns(filter);
        auto runs = store.loadRuns(filter);
        if (!summaries || !runs || runs->size() != 100) {
            state.SkipWithError("reading runs failed");
            break;
        }
        samples = 0;
        for (const Run& r : runs.value()) {
            samples += r.samples.size();
        }
        benchmark::DoNotOptimize(summaries->front().stats);
    }
    state.counters["samples"] = static_cast<double>(samples);
}
BENCHMARK(BM_Read100RunsStatsAndSamples)->Unit(benchmark::kMillisecond);

// File growth per run after a checkpoint, with the full protocol log kept (arg 1) or a short
// log (arg 0). Samples + pulse widths + cached statistics + validation are always stored.
void BM_FileBytesPerRun10k(benchmark::State& state) {
    const bool fullLog = state.range(0) != 0;
    constexpr int kRuns = 50;
    double perRun = 0;
    for (auto _ : state) {
        state.PauseTiming();
        TempDir dir;
        const std::string path = dir.file("size.sqlite");
        std::uintmax_t empty = 0;
        {
            RunStore store = RunStore::open(path).value();
            SQLite::Database(path, SQLite::OPEN_READWRITE).exec("PRAGMA wal_checkpoint(TRUNCATE)");
            empty = std::filesystem::file_size(path);
            state.ResumeTiming();
            for (int i = 0; i < kRuns; ++i) {
                (void)store.insertRun(benchRun(static_cast<std::uint64_t>(i), fullLog)).value();
            }
            state.PauseTiming();
        } // closing the last connection checkpoints the WAL into the main file
        perRun = static_cast<double>(std::filesystem::file_size(path) - empty) / kRuns;
        state.ResumeTiming();
    }
    state.counters["bytes_per_run"] = perRun;
}
BENCHMARK(BM_FileBytesPerRun10k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

BENCHMARK_MAIN();
