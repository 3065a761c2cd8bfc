#pragma once
// Campaign files (TOML or JSON, documented in docs/CAMPAIGNS.md): the matrix a campaign
// sweeps. Every error names the file, the field and what is expected.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <string>

namespace cyclelab::core {

// Format chosen by extension: .toml, or .json.
Expected<CampaignSpec> loadCampaignFile(const std::string& path);
Expected<CampaignSpec> parseCampaignToml(const std::string& text, const std::string& fileName);
Expected<CampaignSpec> parseCampaignJson(const std::string& text, const std::string& fileName);

// The campaign `cyclelab-cli demo` runs: refkernel on qemu-f405 at -O0 -O2 -Os -O3, minimal
// profile, every benchmark, `samples` samples after `warmup` warm-up iterations.
// The campaign as TOML that parseCampaignToml reads back to the same spec (the desktop app's
// "Save campaign file"): fields in the documented order, benchmarks with parameters as tables.
std::string formatCampaignToml(const CampaignSpec& spec);
// formatCampaignToml written atomically (a temporary file renamed into place).
Status saveCampaignFile(const CampaignSpec& spec, const std::string& path);

CampaignSpec demoCampaign(std::uint32_t samples = 10000, std::uint32_t warmup = 1000);

} // namespace cyclelab::core
