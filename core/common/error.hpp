#pragma once
// Errors as values: every fallible operation in CycleLab returns Expected<T>, whose error
// carries a message a user can act on (what failed, on which file/field, what to do).

#include <string>
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

struct Error {
    ErrorKind kind = ErrorKind::Runtime;
    std::string message;

    static Error badInput(std::string msg) { return {ErrorKind::BadInput, std::move(msg)}; }
    static Error runtime(std::string msg) { return {ErrorKind::Runtime, std::move(msg)}; }
    // The same kind with more context around the message (which benchmark, which file).
    Error withContext(const std::string& prefix) const { return {kind, prefix + message}; }
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
