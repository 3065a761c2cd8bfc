#pragma once
// JSON forms of the model types the store keeps as JSON text (campaign specs, benchmark
// parameters). Field names match the model's member names.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace cyclelab::core {

nlohmann::json toJson(const BenchmarkSpec& bench); // {"id":..., "params":{...}}
Expected<BenchmarkSpec> benchmarkSpecFromJson(const nlohmann::json& json);

nlohmann::json toJson(const CampaignSpec& spec);
// Fails with Error::badInput naming the offending field.
Expected<CampaignSpec> campaignSpecFromJson(const nlohmann::json& json);

// The port description as the firmware manifest writes it into each image entry and the store
// keeps it: kernelName, configSource, config, configDiff {key: {default, minimal}},
// primitives, portImplemented, notApplicable. Absent keys stay empty (older manifests).
nlohmann::json toJson(const KernelPort& port);
Expected<KernelPort> kernelPortFromJson(const nlohmann::json& json);

// The kernel's sources (KernelId commit, pin, pinNote) as the manifest names them
// (kernelCommit, kernelPin, kernelPinNote): the store keeps them beside the port description,
// in the same JSON column, so databases of every schema version hold them. Absent: empty.
void addKernelSource(nlohmann::json& json, const KernelId& kernel);
void readKernelSource(const nlohmann::json& json, KernelId& kernel);

// The RAM per kernel object from the image's HELLO (KernelObjectRam) as show --json writes it
// and the store keeps it, in the port column as "objectRam" (no schema change); eventBytes and
// notifyBytes are null where the kernel has none. Absent or malformed: none.
nlohmann::json toJson(const KernelObjectRam& ram);
std::optional<KernelObjectRam> objectRamFromJson(const nlohmann::json& json);

} // namespace cyclelab::core
