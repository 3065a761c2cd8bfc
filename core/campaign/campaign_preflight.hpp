#pragma once
// Everything about a campaign that can be known before a bench is touched or a database is
// opened: the board exists, its clock tiers and sample capacity fit the spec, and every cell
// has a firmware image. A campaign that fails here creates no database and flashes nothing.

#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

// Returns the campaign's board profile. Errors are Error::badInput reading
// "<file>: <field>: <what is wrong and what to do>".
Expected<BoardProfile> preflightCampaign(const CampaignSpec& spec, const std::string& file,
                                         const std::vector<BoardProfile>& boards,
                                         const ImageCatalog& images);

} // namespace cyclelab::core
