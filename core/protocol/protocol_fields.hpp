#pragma once
// Decodes one complete protocol line into a typed event. Stateless; the incremental framing
// (partial reads, '\r', the length cap) lives in ProtocolParser.

#include "core/common/error.hpp"
#include "core/protocol/protocol_events.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

// `line` excludes the '\n' terminator and any '\r'. Never throws: a line that is not a record
// becomes NoiseLine, a record that breaks the protocol becomes ProtocolError (or, for a `D`
// line whose seq= is readable, an invalid SampleChunk).
ProtocolEvent parseProtocolLine(std::string_view line);

// The value of BENCH params=: "-" for none, else "name:v1/v2,name2:..." (first value is the
// default).
Expected<std::vector<BenchParam>> parseBenchParams(std::string_view text);

// True for the tags of firmware-to-host records (HELLO, BENCH, END, START, D, DONE, ERR).
bool isRecordTag(std::string_view tag);

// Shortens a line for an error message or a log.
std::string excerpt(std::string_view line, std::size_t maxChars = 80);

} // namespace cyclelab::core
