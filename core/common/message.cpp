#include "core/common/message.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <utility>

namespace cyclelab::core {
namespace {

struct Entry {
    MessageId id;
    std::string_view name;
    std::string_view text;
};

// A plain array: std::array's deduction guide folds over every entry, past clang's nesting limit.
constexpr Entry kEntries[] = {
#define CYCLELAB_MESSAGE_ENTRY(name, text) Entry{MessageId::name, #name, text},
    CYCLELAB_MESSAGES(CYCLELAB_MESSAGE_ENTRY)
#undef CYCLELAB_MESSAGE_ENTRY
};

constexpr std::array kIds = [] {
    std::array<MessageId, std::size(kEntries)> ids{};
    for (std::size_t i = 0; i < std::size(kEntries); ++i) {
        ids[i] = kEntries[i].id;
    }
    return ids;
}();

const Entry* find(MessageId id) {
    // The enum lists Stored and Sequence first, then the entries in order.
    const auto index = static_cast<std::size_t>(id) - 2;
    return static_cast<int>(id) >= 2 && index < std::size(kEntries) ? &kEntries[index] : nullptr;
}

std::string argText(const MessageArg& arg) {
    if (const auto* text = std::get_if<std::string>(&arg)) {
        return *text;
    }
    const auto& list = std::get<MessageList>(arg);
    std::string out;
    for (std::size_t i = 0; i < list.parts.size(); ++i) {
        out += (i == 0 ? "" : list.separator) + english(list.parts[i]);
    }
    return out;
}

} // namespace

Message message(MessageId id, std::vector<MessageArg> args) {
    return Message{id, std::move(args), std::nullopt};
}

Message counted(MessageId id, std::int64_t count, std::vector<MessageArg> args) {
    return Message{id, std::move(args), count};
}

Message storedText(std::string text) {
    return Message{MessageId::Stored, {std::move(text)}, std::nullopt};
}

Message sequence(std::vector<Message> parts) {
    std::erase_if(parts,
                  [](const Message& m) { return m.id == MessageId::Sequence && m.args.empty(); });
    if (parts.size() == 1) {
        return std::move(parts.front());
    }
    Message out{MessageId::Sequence, {}, std::nullopt};
    for (Message& part : parts) {
        out.args.emplace_back(MessageList{{std::move(part)}, ""});
    }
    return out;
}

MessageArg sub(Message part) {
    return MessageList{{std::move(part)}, ""};
}

MessageArg joined(std::vector<Message> parts, std::string separator) {
    return MessageList{std::move(parts), std::move(separator)};
}

std::span<const MessageId> messageIds() {
    return kIds;
}

std::string_view messageName(MessageId id) {
    if (id == MessageId::Stored) {
        return "Stored";
    }
    if (id == MessageId::Sequence) {
        return "Sequence";
    }
    const Entry* entry = find(id);
    return entry ? entry->name : std::string_view{};
}

std::optional<MessageId> parseMessageName(std::string_view name) {
    if (name == "Stored") {
        return MessageId::Stored;
    }
    if (name == "Sequence") {
        return MessageId::Sequence;
    }
    for (const Entry& entry : kEntries) {
        if (entry.name == name) {
            return entry.id;
        }
    }
    return std::nullopt;
}

std::string_view messageTemplate(MessageId id) {
    const Entry* entry = find(id);
    return entry ? entry->text : std::string_view{};
}

int messageArity(MessageId id) {
    const std::string_view text = messageTemplate(id);
    int highest = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9') {
            highest = std::max(highest, text[i + 1] - '0');
        }
    }
    return highest;
}

bool messageCounted(MessageId id) {
    return messageTemplate(id).find("%n") != std::string_view::npos ||
           messageTemplate(id).find("(s)") != std::string_view::npos;
}

std::string fillTemplate(std::string_view text, std::span<const std::string> args,
                         std::optional<std::int64_t> count) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (c == '%' && next == 'n' && count) {
            out += std::to_string(*count);
            ++i;
        } else if (c == '%' && next >= '1' && next <= '9') {
            std::size_t number = static_cast<std::size_t>(next - '0');
            std::size_t end = i + 2;
            if (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) &&
                number * 10 + static_cast<std::size_t>(text[end] - '0') <= args.size()) {
                number = number * 10 + static_cast<std::size_t>(text[end] - '0');
                ++end;
            }
            out += number <= args.size() ? args[number - 1] : std::string(text.substr(i, end - i));
            i = end - 1;
        } else if (count && text.substr(i, 3) == "(s)") {
            out += *count == 1 ? "" : "s";
            i += 2;
        } else {
            out += c;
        }
    }
    return out;
}

std::string english(const Message& message) {
    if (message.id == MessageId::Stored || message.id == MessageId::Sequence) {
        std::string out;
        for (const MessageArg& arg : message.args) {
            out += argText(arg);
        }
        return out;
    }
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const MessageArg& arg : message.args) {
        args.push_back(argText(arg));
    }
    return fillTemplate(messageTemplate(message.id), args, message.count);
}

} // namespace cyclelab::core
