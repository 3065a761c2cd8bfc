#pragma once
// Internal to devices/sigrok: a VCD header read section by section the way libsigrok 0.5.2's
// importer reads it, so that what CycleLab checks is exactly what libsigrok will act on.
// libsigrok parses the header once its buffer holds the first "$enddefinitions", blanks and
// "$end" (before any NUL byte); it then reads `$name contents $end` sections from the start
// until the one named "enddefinitions". Three things in there go wrong inside libsigrok and
// are refused here before it sees them: a `$timescale` whose number is 0 (an integer division
// by zero), one without a unit (the rate is then read from uninitialised memory) or coarser
// than 1 s (a rate of 0 Hz), and a section list that runs past the end of its buffer (the
// section reader then reads beyond the buffer).

#include "core/common/error.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace cyclelab::devices::sigrok {

// The offset of the "$enddefinitions" that libsigrok's search finds in `buffer` (the file's
// first bytes; the search stops at a NUL byte), looking from `from` on; npos if none yet. A
// caller that appends to `buffer` passes where the previous search could not have matched.
std::size_t findEndDefinitions(std::string_view buffer, std::size_t from);

// Whether libsigrok would parse the header now, holding `buffer`, with the "$enddefinitions"
// found at `at`: blanks and "$end" follow it.
bool vcdHeaderComplete(std::string_view buffer, std::size_t at);

// For a complete header: the offset at which libsigrok's body starts (after the
// enddefinitions section and the blanks after it), or an error naming `path`, the line and
// the section.
core::Expected<std::size_t> checkVcdHeader(const std::string& path, std::string_view buffer);

} // namespace cyclelab::devices::sigrok
