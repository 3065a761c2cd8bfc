#pragma once
// Errors as values: every fallible operation in CycleLab returns Expected<T>, whose error
// carries a message a user can act on (what failed, on which file/field, what to do).

#include <string>
#include <utility>
#include <variant>

namespace cyclelab::core {

enum class ErrorKind {
    BadInput,   // user-supplied data is wrong: CLI exit code 2
    Runtime,    // the operation failed at run time: CLI exit code 1
    Regression, // a comparison found a regression: CLI exit code 3
};

struct Error {
    ErrorKind kind = ErrorKind::Runtime;
    std::string message;

    static Error badInput(std::string msg) { return {ErrorKind::BadInput, std::move(msg)}; }
    static Error runtime(std::string msg) { return {ErrorKind::Runtime, std::move(msg)}; }
};

int exitCodeFor(const Error& error);

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
