#pragma once
// Incremental framing of the firmware's byte stream into protocol events. Bytes may arrive
// split anywhere (one at a time, mid-line, several lines at once); each complete line becomes
// exactly one event, in order.

#include "core/protocol/protocol_events.hpp"

#include <cstddef>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

class ProtocolParser {
  public:
    // Sees every line as it is framed (without '\n'/'\r'; an over-long line cut short), before
    // its event is queued. Used to keep a serial log next to the parsed data.
    using RawLineSink = std::function<void(std::string_view line)>;

    void feed(std::string_view bytes);

    std::optional<ProtocolEvent> next();
    std::vector<ProtocolEvent> drain();

    void setRawLineSink(RawLineSink sink) { m_sink = std::move(sink); }

    // Forgets a partial line and the queued events (e.g. before a new command).
    void clear();

    std::size_t lines() const { return m_lines; }
    std::size_t noiseLines() const { return m_noise; }
    std::size_t protocolErrors() const { return m_errors; }

  private:
    void completeLine();
    void overflow();
    void push(ProtocolEvent event);

    std::string m_line;
    bool m_discarding = false; // inside an over-long line: skip up to the next '\n'
    std::deque<ProtocolEvent> m_events;
    RawLineSink m_sink;
    std::size_t m_lines = 0;
    std::size_t m_noise = 0;
    std::size_t m_errors = 0;
};

} // namespace cyclelab::core
