#pragma once
// Errors as values: every fallible operation in CycleLab returns Expected<T>, whose error
// carries a message a user can act on (what failed, on which file/field, what to do): as data
// (a core::Message, core/common/message.hpp, which the GUI says in the user's language,
// app/gui/core_text.hpp) and in English (`message`, what the CLI, logs and JSON print). Build one
// from a Message; a string is kept as Stored text, shown as it is. The Message is held by
// pointer so this header does not include the message list (which every new sentence changes).

#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace cyclelab::core {

// What happened, for code that has to decide on it (which hint to add, which exit code to
// return): nothing decides by reading the message, which is for the user. The CLI maps kinds to
// exit codes (app/cli/exit_codes.hpp).
enum class ErrorKind {
    BadInput,     // user-supplied data is wrong (file, field, option)
    Runtime,      // the operation failed at run time, no more specific kind applies
    Regression,   // a comparison found a regression
    Timeout,      // the target answered nothing (or not the awaited reply) in time
    NoBanner,     // the target never sent its HELLO banner: not booted, not connected, hung
    RefusedInput, // the target refused a command it was sent (ERR reply)
};

struct Message;

struct Error {
    ErrorKind kind = ErrorKind::Runtime;
    std::string message;                   // English: english(*text) when built from a Message
    std::shared_ptr<const Message> text{}; // null: `message` is all there is (Stored text)

    static Error of(ErrorKind kind, std::string msg) { return {kind, std::move(msg), nullptr}; }
    static Error fromText(ErrorKind kind, Message text); // error.cpp; include message.hpp
    static Error badInput(std::string msg) { return of(ErrorKind::BadInput, std::move(msg)); }
    static Error runtime(std::string msg) { return of(ErrorKind::Runtime, std::move(msg)); }
    // Error::badInput(message(MessageId::X, ...)): a template only a Message matches, so a
    // string never looks for a conversion to the (here incomplete) Message. (enable_if, not a
    // concept: Qt 6.4's moc cannot parse <concepts>.)
    template <typename M, std::enable_if_t<std::is_same_v<M, Message>, int> = 0>
    static Error badInput(M text) {
        return fromText(ErrorKind::BadInput, std::move(text));
    }
    template <typename M, std::enable_if_t<std::is_same_v<M, Message>, int> = 0>
    static Error runtime(M text) {
        return fromText(ErrorKind::Runtime, std::move(text));
    }

    // The sentence as data, whichever way the error was built: `text` while it still says
    // `message`, else `message` as Stored text (code appended English to it).
    Message sentence() const;
    // The same kind with more context before the message (which benchmark, which file).
    Error withContext(const std::string& prefix) const;
    Error withContext(const Message& prefix) const;
};

template <typename T> class [[nodiscard]] Expected {
  public:
    Expected(T value) : m_v(std::move(value)) {}
    Expected(Error error) : m_v(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }
    T& value() & { return std::get<T>(m_v); }
    const T& value() const& { return std::get<T>(m_v); }
    T&& value() && { return std::get<T>(std::move(m_v)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    const Error& error() const { return std::get<Error>(m_v); }

  private:
    std::variant<T, Error> m_v;
};

struct Ok {};
using Status = Expected<Ok>;
inline Status success() {
    return Ok{};
}

} // namespace cyclelab::core
