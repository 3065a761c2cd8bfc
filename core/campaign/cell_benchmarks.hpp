#pragma once
// What a campaign cell measures: its benchmarks in order (baseline first, the long-shape
// baseline when tick_accuracy needs it), their sample counts, and on a resume of a cell that
// was stopped part-way, only the benchmarks it has not stored yet.

#include "core/model/model.hpp"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

// Benchmarks timed with the long-region harness shape (extended counter reads).
bool longShape(const std::string& id);
// The empty region of the long shape: calibrates it, never kept as a result.
inline constexpr const char* kBaselineLong = "baseline_long";
// The empty regions a capture is calibrated with: measured in every cell pass.
bool calibrationBenchmark(const std::string& id);

// The benchmarks a cell runs: the spec's, with `baseline` moved or added to the front.
std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec);
// The same for one image: benchmarks its kernel has no primitive for (the port declares them
// n/a; the image does not contain them) are left out, not attempted.
std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image);
// The same without the benchmarks whose key is in `storedKeys` (stored by a stopped pass of
// the cell), except the calibration regions: they are measured again for this pass's capture
// and not stored twice (keptRuns drops them).
std::vector<BenchmarkSpec> cellBenchmarks(const CampaignSpec& spec, const FirmwareBuild& image,
                                          const std::set<std::string>& storedKeys);
// Whether a run of `bench` measured in a pass is kept: not a long-shape calibration, and not
// stored already.
bool keptRun(const BenchmarkSpec& bench, const std::set<std::string>& storedKeys);

// Samples for one benchmark: the campaign's count, capped where the benchmark defines its own.
std::uint32_t samplesFor(const BenchmarkSpec& bench, std::uint32_t campaignSamples);

// "campaign7-qemu-f405-refkernel-minimal-O2-cell3.vcd"; without the prefix when campaignId is
// 0; pass > 1 (a resumed cell's second pass) adds "-pass2", so the first pass's capture, which
// its stored runs name, is kept; part > 0 (the cell's second boot, cell_parts.hpp) "-boot2".
std::string captureFileName(std::int64_t campaignId, const std::string& imageName, int cellIndex,
                            int pass = 1, int part = 0);

} // namespace cyclelab::core
