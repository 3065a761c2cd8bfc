// Import speed of readCaptureFile on a generated 100 M-sample VCD (1 GHz, two channels). The
// file is kept in the build tree so `time sigrok-cli -i FILE -O null` can be run on the same
// data for comparison.

#include "devices/sigrok/capture_file.hpp"
#include "tests/sigrok/logic_test_util.hpp"

#include <benchmark/benchmark.h>
#include <filesystem>

namespace {

struct ByteCounter : cyclelab::core::LogicSink {
    std::uint64_t bytes = 0;
    void onLogic(const std::uint8_t* data, std::size_t n, unsigned) override {
        bytes += n;
        benchmark::DoNotOptimize(data);
    }
};

std::string benchFile(std::uint64_t total) {
    namespace fs = std::filesystem;
    auto path = fs::temp_directory_path() / ("cyclelab-bench-" + std::to_string(total) + ".vcd");
    if (!fs::exists(path)) {
        using cyclelab::testutil::pulseTrain;
        cyclelab::testutil::writeVcd(
            path.string(), {pulseTrain(1000, 1000, {90, 171, 251}, total), {{500, total - 1000}}},
            total);
    }
    return path.string();
}

void BM_ReadVcd(benchmark::State& state) {
    const auto total = static_cast<std::uint64_t>(state.range(0));
    const std::string path = benchFile(total);
    for (auto _ : state) {
        ByteCounter sink;
        auto info = cyclelab::devices::readCaptureFile(path, sink);
        if (!info || info->totalSamples != total)
            state.SkipWithError("import failed");
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ReadVcd)->Arg(100'000'000)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

BENCHMARK_MAIN();
