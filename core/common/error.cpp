#include "core/common/error.hpp"

#include "core/common/message.hpp"

namespace cyclelab::core {

Error Error::fromText(ErrorKind kind, Message text) {
    std::string english = core::english(text);
    return {kind, std::move(english), std::make_shared<const Message>(std::move(text))};
}

Message Error::sentence() const {
    if (text && core::english(*text) == message) {
        return *text;
    }
    return storedText(message);
}

Error Error::withContext(const std::string& prefix) const {
    if (!text) {
        return of(kind, prefix + message);
    }
    return withContext(storedText(prefix));
}

Error Error::withContext(const Message& prefix) const {
    return fromText(kind, sequence({prefix, sentence()}));
}

} // namespace cyclelab::core
