#include "core/protocol/protocol_parser.hpp"

#include "core/common/message.hpp"
#include "core/protocol/protocol_fields.hpp"
#include "core/protocol/sample_payload.hpp"

#include <utility>

namespace cyclelab::core {

void ProtocolParser::feed(std::string_view bytes) {
    // The limit counts the line's bytes plus its '\n'; '\r' is dropped wherever it appears.
    constexpr std::size_t maxContent = kMaxLineBytes - 1;
    for (const char c : bytes) {
        if (c == '\n') {
            if (m_discarding) {
                m_discarding = false;
            } else {
                completeLine();
            }
            continue;
        }
        if (c == '\r' || m_discarding) {
            continue;
        }
        if (m_line.size() == maxContent) {
            overflow();
            continue;
        }
        m_line.push_back(c);
    }
}

void ProtocolParser::completeLine() {
    ++m_lines;
    if (m_sink) {
        m_sink(m_line);
    }
    push(parseProtocolLine(m_line));
    m_line.clear();
}

void ProtocolParser::overflow() {
    ++m_lines;
    const std::size_t space = m_line.find(' ');
    ProtocolError error;
    error.line = excerpt(m_line);
    if (isRecordTag(std::string_view(m_line).substr(0, space))) {
        error.record = m_line.substr(0, space);
    }
    const std::string limit = std::to_string(kMaxLineBytes);
    error.text = error.record.empty()
                     ? message(MessageId::ErrProtocolLineTooLong, {limit})
                     : message(MessageId::ErrProtocolRecordLineTooLong, {error.record, limit});
    error.message = english(error.text);
    if (m_sink) {
        m_sink(error.line);
    }
    push(std::move(error));
    m_line.clear();
    m_discarding = true;
}

void ProtocolParser::push(ProtocolEvent event) {
    if (std::holds_alternative<NoiseLine>(event)) {
        ++m_noise;
    } else if (std::holds_alternative<ProtocolError>(event)) {
        ++m_errors;
    }
    m_events.push_back(std::move(event));
}

std::optional<ProtocolEvent> ProtocolParser::next() {
    if (m_events.empty()) {
        return std::nullopt;
    }
    ProtocolEvent event = std::move(m_events.front());
    m_events.pop_front();
    return event;
}

std::vector<ProtocolEvent> ProtocolParser::drain() {
    std::vector<ProtocolEvent> out(std::make_move_iterator(m_events.begin()),
                                   std::make_move_iterator(m_events.end()));
    m_events.clear();
    return out;
}

void ProtocolParser::clear() {
    m_line.clear();
    m_discarding = false;
    m_events.clear();
}

} // namespace cyclelab::core
