#pragma once
// The benchmark ids the bundled firmware implements (its protocol ids, see firmware/PROTOCOL.md)
// and their parameters. Used to validate campaign files before any board is touched. At run
// time a benchmark an image does not implement is refused by the firmware (ERR on RUN) and the
// cell fails with that reason; the firmware's LIST reply is not consulted.

#include "core/common/error.hpp"
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
};

const std::vector<BenchmarkInfo>& benchmarkCatalog();
const BenchmarkInfo* findBenchmark(const std::string& id);
// "unknown benchmark 'x': did you mean 'y'? (valid: ...)" for an id not in the catalogue.
std::string unknownBenchmarkMessage(const std::string& id);

// Fills in default parameters and checks names and values. `where` prefixes error messages
// (e.g. "campaign.toml: benchmarks[2]").
Expected<BenchmarkSpec> completeBenchmark(const BenchmarkSpec& spec, const std::string& where);

// Every benchmark but the Thread-Metric suite, with its default parameters, baseline first.
std::vector<BenchmarkSpec> allBenchmarks();

} // namespace cyclelab::core
