#include "core/store/message_json.hpp"

#include <string>
#include <utility>

namespace cyclelab::core {
namespace {

using nlohmann::json;

json argJson(const MessageArg& arg) {
    if (const auto* text = std::get_if<std::string>(&arg)) {
        return *text;
    }
    const auto& list = std::get<MessageList>(arg);
    json parts = json::array();
    for (const Message& part : list.parts) {
        parts.push_back(toJson(part));
    }
    return json{{"parts", std::move(parts)}, {"sep", list.separator}};
}

Expected<MessageArg> argFromJson(const json& j) {
    if (j.is_string()) {
        return MessageArg{j.get<std::string>()};
    }
    if (!j.is_object() || !j.contains("parts") || !j["parts"].is_array()) {
        return Error::badInput(message(MessageId::ErrMessageJsonArg));
    }
    MessageList list;
    if (const auto sep = j.find("sep"); sep != j.end() && sep->is_string()) {
        list.separator = sep->get<std::string>();
    }
    for (const json& part : j["parts"]) {
        auto message = messageFromJson(part);
        if (!message) {
            return message.error();
        }
        list.parts.push_back(std::move(message.value()));
    }
    return MessageArg{std::move(list)};
}

} // namespace

json toJson(const Message& message) {
    json args = json::array();
    for (const MessageArg& arg : message.args) {
        args.push_back(argJson(arg));
    }
    json out{{"id", std::string(messageName(message.id))}, {"args", std::move(args)}};
    if (message.count) {
        out["count"] = *message.count;
    }
    return out;
}

Expected<Message> messageFromJson(const json& j) {
    if (!j.is_object() || !j.contains("id") || !j["id"].is_string()) {
        return Error::badInput(message(MessageId::ErrMessageJsonNoId));
    }
    const auto id = parseMessageName(j["id"].get<std::string>());
    if (!id) {
        return Error::badInput(
            message(MessageId::ErrMessageJsonUnknownId, {j["id"].get<std::string>()}));
    }
    Message out{*id, {}, std::nullopt};
    if (const auto count = j.find("count"); count != j.end()) {
        if (!count->is_number_integer()) {
            return Error::badInput(message(MessageId::ErrMessageJsonCount));
        }
        out.count = count->get<std::int64_t>();
    }
    if (const auto args = j.find("args"); args != j.end()) {
        if (!args->is_array()) {
            return Error::badInput(message(MessageId::ErrMessageJsonArgs));
        }
        for (const json& arg : *args) {
            auto parsed = argFromJson(arg);
            if (!parsed) {
                return parsed.error();
            }
            out.args.push_back(std::move(parsed.value()));
        }
    }
    return out;
}

} // namespace cyclelab::core
