#include "core/campaign/campaign_input.hpp"

#include "core/common/message.hpp"

#include <set>
#include <vector>

namespace cyclelab::core::campaign_input {
namespace {

using Json = nlohmann::json;

// nlohmann::json keeps the last of two equal keys; a campaign file with both would run
// something other than what one of its lines says. Records the first duplicate key.
class DuplicateKeyCheck {
  public:
    bool operator()(int depth, Json::parse_event_t event, Json& parsed) {
        if (event == Json::parse_event_t::object_start) {
            m_keys.resize(static_cast<std::size_t>(depth) + 1);
            m_keys[static_cast<std::size_t>(depth)].clear();
        } else if (event == Json::parse_event_t::key && !m_duplicate) {
            // Keys of an object at depth d are reported with depth d + 1.
            auto& seen = m_keys.at(static_cast<std::size_t>(depth) - 1);
            const std::string key = parsed.get<std::string>();
            if (!seen.insert(key).second) {
                m_duplicate = key;
            }
        }
        return true;
    }
    const std::optional<std::string>& duplicate() const { return m_duplicate; }

  private:
    std::vector<std::set<std::string>> m_keys;
    std::optional<std::string> m_duplicate;
};

} // namespace

// TOML and JSON share one validator: the TOML tree is converted to JSON first.
nlohmann::json tomlToJson(const toml::node& node) {
    if (auto* table = node.as_table()) {
        nlohmann::json out = nlohmann::json::object();
        for (const auto& [key, value] : *table) {
            out[std::string(key.str())] = tomlToJson(value);
        }
        return out;
    }
    if (auto* array = node.as_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& value : *array) {
            out.push_back(tomlToJson(value));
        }
        return out;
    }
    // Asked by type first: value<T>() converts between number types, and converting a double
    // such as 1e300 to an integer is undefined behaviour (found by campaign_file_fuzz).
    if (node.is_integer()) {
        return *node.value<std::int64_t>();
    }
    if (node.is_floating_point()) {
        return *node.value<double>();
    }
    if (node.is_boolean()) {
        return *node.value<bool>();
    }
    if (node.is_string()) {
        return *node.value<std::string>();
    }
    return nullptr;
}

Expected<Json> parseStrictJson(const std::string& text, const std::string& fileName) {
    Json root;
    DuplicateKeyCheck check;
    try {
        root = Json::parse(text, [&check](int depth, Json::parse_event_t event, Json& parsed) {
            return check(depth, event, parsed);
        });
    } catch (const Json::exception& e) {
        // parse_error, and out_of_range for a number too large for a double (66E66666): found
        // by campaign_file_fuzz, it ended the process.
        return Error::badInput(message(MessageId::ErrCampaignNotJson, {std::string(e.what())}))
            .withContext(message(MessageId::ErrCampaignCtxFile, {fileName}));
    }
    if (const auto& duplicate = check.duplicate()) {
        return Error::badInput(message(MessageId::ErrCampaignKeyTwice))
            .withContext(message(MessageId::ErrCampaignCtxField, {fileName, *duplicate}));
    }
    return root;
}

} // namespace cyclelab::core::campaign_input
