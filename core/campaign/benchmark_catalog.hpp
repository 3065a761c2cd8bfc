#pragma once
// The benchmark ids the bundled firmware implements (its protocol ids, see firmware/PROTOCOL.md)
// and their parameters. Used to validate campaign files before any board is touched. At run
// time a benchmark an image does not implement is refused by the firmware (ERR on RUN) and the
// cell fails with that reason; the firmware's LIST reply is not consulted.

#include "core/common/error.hpp"
#include "core/common/message.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct BenchmarkParam {
    std::string name;
    std::vector<std::string> allowed; // first = default
};

struct BenchmarkInfo {
    std::string id;
    std::string summary;
    std::vector<BenchmarkParam> params;
    // Some benchmarks define their own sample count (tick_accuracy: 1,000 delays of 10 ms);
    // a campaign's sample count is capped at this value for them. 0: no cap.
    std::uint32_t maxSamples = 0;
    // False for counter-only benchmarks whose timed region no GPIO pulse can bracket.
    bool probePulse = true;
    // Cross-core (xcore_*): needs a two-hart board and an SMP kernel's image, whose manifest
    // lists it (FreeRTOS SMP on qemu-rv32-smp); not in "all".
    bool crossCore = false;
};

const std::vector<BenchmarkInfo>& benchmarkCatalog();
const BenchmarkInfo* findBenchmark(const std::string& id);
// "unknown benchmark 'x': did you mean 'y'? (valid: ...)" for an id not in the catalogue.
Message unknownBenchmark(const std::string& id);

// Fills in default parameters and checks names and values. `where` prefixes error messages
// (e.g. "campaign.toml: benchmarks[2]").
Expected<BenchmarkSpec> completeBenchmark(const BenchmarkSpec& spec, const std::string& where);

// Every benchmark but the Thread-Metric suite and the cross-core ones, with its default
// parameters, baseline first.
std::vector<BenchmarkSpec> allBenchmarks();
bool isCrossCore(const std::string& id);
// The hand-offs between harts through wfi and an interrupt in one sample of `spec`: 1 for a
// cross-core wake-up or IPI (core=1), 2 for the ping-pong and the contended lock across (each
// side sleeps once), 0 on one core or another benchmark.
// Each moves QEMU's clock past the analyzer by a few slots (docs/VALIDATION.md, "Two harts").
int crossCoreHandOffs(const BenchmarkSpec& spec);
// Pinning verified, not assumed: why a cross-core run's recorded cores (DONE cores=) contradict
// what it asked for, "" when they agree or `spec` is not cross-core. A one-way run must begin
// every sample on core 0 and end it on the `core` parameter's core (xcore_ipi too); a ping-pong
// and a contended lock (xcore_contend) begin and end on core 0. A run of such samples is
// implausible: its figure is not the one asked for.
std::string crossCorePinningError(const BenchmarkSpec& spec, const std::vector<CorePair>& cores);

} // namespace cyclelab::core
