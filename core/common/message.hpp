#pragma once
// A sentence core gives a user, as data: an id from core/common/message_list.hpp and typed
// arguments, so the GUI can say it in the user's language from one table
// (app/gui/core_text.cpp) while the CLI, JSON and reports print english(), which is the text
// core wrote before sentences were data. A template's %1..%9 take the arguments in order; %n
// takes the message's count, which also picks "(s)" in English (and the plural form in tr()).

#include "core/common/message_list.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cyclelab::core {

enum class MessageId : int {
    // Text stored before sentences were data (or from elsewhere): shown as it is, untranslated.
    Stored,
    // Its arguments' sentences one after the other: a reason and the notes that follow it.
    Sequence,
#define CYCLELAB_MESSAGE_ENUM(name, text) name,
    CYCLELAB_MESSAGES(CYCLELAB_MESSAGE_ENUM)
#undef CYCLELAB_MESSAGE_ENUM
};

struct Message;

// Sentences inside a sentence, joined by a separator every language writes alike (" + ").
struct MessageList {
    std::vector<Message> parts;
    std::string separator;
    friend bool operator==(const MessageList&, const MessageList&) = default;
};

// A number with its unit already formatted ("41.7 ns", "96 MHz", "12"), a name, or sentences.
using MessageArg = std::variant<std::string, MessageList>;

struct Message {
    MessageId id = MessageId::Stored;
    std::vector<MessageArg> args;
    std::optional<std::int64_t> count; // %n, and the plural of "(s)"
    friend bool operator==(const Message&, const Message&) = default;
};

// The one-constructor way to build a message: message(MessageId::X, "12", sub(...)).
Message message(MessageId id, std::vector<MessageArg> args = {});
Message counted(MessageId id, std::int64_t count, std::vector<MessageArg> args = {});
// Text that is not a sentence core builds (a row stored before schema v12).
Message storedText(std::string text);
// The parts one after the other (empty parts dropped); a single part is returned as it is.
Message sequence(std::vector<Message> parts);
MessageArg sub(Message part);
MessageArg joined(std::vector<Message> parts, std::string separator);

// Every id with a template (not Stored, not Sequence), in list order.
std::span<const MessageId> messageIds();
// "ReasonRatesUnknown"; nullopt for an unknown name.
std::string_view messageName(MessageId id);
std::optional<MessageId> parseMessageName(std::string_view name);
// The English template, with %1.. and %n; empty for Stored and Sequence.
std::string_view messageTemplate(MessageId id);
// How many %1..%9 a template has (the highest number).
int messageArity(MessageId id);
bool messageCounted(MessageId id);

// The English sentence.
std::string english(const Message& message);
// Fills a template: %1..%99 from args, %n from count; "(s)" by count when there is one.
std::string fillTemplate(std::string_view text, std::span<const std::string> args,
                         std::optional<std::int64_t> count);

} // namespace cyclelab::core
