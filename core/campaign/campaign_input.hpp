#pragma once
// Campaign file text to a JSON tree for the one validator (campaign_file.cpp): TOML converted,
// JSON parsed strictly (a key given twice in one object is an error, not "last one wins").

#include "core/common/error.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <toml++/toml.h>

namespace cyclelab::core::campaign_input {

nlohmann::json tomlToJson(const toml::node& node);

// Error::badInput naming the file on a syntax error or a duplicate key.
Expected<nlohmann::json> parseStrictJson(const std::string& text, const std::string& fileName);

} // namespace cyclelab::core::campaign_input
