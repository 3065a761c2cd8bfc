#pragma once
// The one JSON form of a stored run, shared by `cyclelab-cli runs/show`, exports and any later
// command. Field names are part of the CLI's contract (scripts parse them; documented and
// checked against the output in docs/JSON.md):
//   id, campaign (null), cell (null), board, kernel, kernelVersion, kernelCommit, kernelPin,
//   kernelPinNote, profile, opt, cpuHz,
//   flashWaitStates, image, toolchain, flags, buildId, benchmark, params{}, benchmarkKey,
//   cycleSource, cycleHz, unit, harnessOverheadCycles, warmup, n, pulses,
//   analyzerSamplerateHz, status, statusReason, startedAtMs, finishedAtMs, capturePath,
//   stats{n,min,median,mean,max,stddev,p90,p99,p999,mad,outliers,outlierK} or null,
//   validation{verdict,reason,paired,withinTolerance,toleranceNs,biasNs,loaLowNs,loaHighNs,
//              maxDevNs,toggleOverheadNs,samplerateHz} or null.

#include "core/model/model.hpp"
#include "core/stats/stats.hpp"
#include "core/store/run_store.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace cyclelab::core {

nlohmann::json toJson(const Stats& stats);
nlohmann::json toJson(const Validation& validation);

// The versioned documents (docs/JSON.md): `runs --json` and report's runs.json are
// {"schema": "cyclelab.runs/1", "runs": [run, ...]}; `show --json` is one run object with
// "schema": "cyclelab.show/1" added.
inline constexpr const char* kRunsSchema = "cyclelab.runs/1";
inline constexpr const char* kShowSchema = "cyclelab.show/1";
nlohmann::json runsDocument(std::vector<nlohmann::json> runObjects);

// From a listing (no samples loaded).
nlohmann::json runToJson(const RunSummary& summary);
// From a fully loaded run: statistics computed from its samples. withSamples adds the
// "samples" and "pulseWidths" arrays.
nlohmann::json runToJson(const Run& run, bool withSamples = false);

} // namespace cyclelab::core
