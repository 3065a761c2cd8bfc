#pragma once
// A Message as the store keeps it (validations.reason_msg, schema v12):
// {"id":"ReasonWrapped","args":["3","10",{"parts":[...],"sep":" + "}],"count":2}; ids by name,
// so the enum's order may change.

#include "core/common/error.hpp"
#include "core/common/message.hpp"

#include <nlohmann/json.hpp>

namespace cyclelab::core {

nlohmann::json toJson(const Message& message);
// Fails with Error::badInput naming what is wrong (an id this version does not know, a
// malformed argument): the caller shows the stored English text instead.
Expected<Message> messageFromJson(const nlohmann::json& json);

} // namespace cyclelab::core
