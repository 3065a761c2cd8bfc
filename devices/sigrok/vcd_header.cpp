#include "devices/sigrok/vcd_header.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cstdint>
#include <libsigrok/libsigrok.h>

namespace cyclelab::devices::sigrok {
namespace {

using core::Error;
using core::MessageId;

constexpr std::string_view kEnd = "$end";
constexpr std::string_view kEndDefinitions = "$enddefinitions";
static_assert(kEndDefinitions.size() == 15);
constexpr std::size_t kShownChars = 40;

// g_ascii_isspace: the blanks libsigrok's VCD importer skips.
bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

struct Section {
    std::string_view name, contents;
    std::size_t start = 0; // offset of its '$'
    std::size_t next = 0;  // offset after its $end and the blanks that follow
};

enum class Parse { Ok, NoSection, Overrun };

// libsigrok's section reader, on the buffer as it stands once the sections before `start` are
// consumed.
Parse parseSection(std::string_view all, std::size_t start, Section& s) {
    const std::string_view buf = all.substr(start);
    const std::size_t len = buf.size();
    std::size_t pos = len >= 3 && buf.substr(0, 3) == "\xef\xbb\xbf" ? 3 : 0;
    while (pos < len && blank(buf[pos]))
        ++pos;
    s.start = start + pos;
    if (pos >= len || buf[pos] != '$')
        return Parse::NoSection;
    const std::size_t nameStart = ++pos;
    while (pos < len && !blank(buf[pos]))
        ++pos;
    s.name = buf.substr(nameStart, pos - nameStart);
    while (pos < len && blank(buf[pos]))
        ++pos;
    // It reads the contents while pos < len - 4, unsigned: with fewer than 4 bytes left that
    // bound wraps around and the read goes on past the buffer.
    if (len < 4)
        return Parse::Overrun;
    const std::size_t contentsStart = pos;
    while (pos < len - 4 && buf.substr(pos, 4) != kEnd)
        ++pos;
    if (s.name.empty() || pos >= len - 4)
        return Parse::NoSection;
    s.contents = buf.substr(contentsStart, pos - contentsStart);
    pos += kEnd.size();
    while (pos < len && blank(buf[pos]))
        ++pos;
    s.next = start + pos;
    return Parse::Ok;
}

std::string lineOf(std::string_view buffer, std::size_t offset) {
    const auto end = buffer.begin() + static_cast<std::ptrdiff_t>(offset);
    return std::to_string(1 + std::count(buffer.begin(), end, '\n'));
}

// What libsigrok makes of the contents: a C string (up to a NUL), trailing blanks removed.
std::string cString(std::string_view contents) {
    std::string text(contents.substr(0, contents.find('\0')));
    while (!text.empty() && blank(text.back()))
        text.pop_back();
    return text;
}

// libsigrok sets the samplerate to q / p from sr_parse_period(): p = 0 divides by zero, a
// missing unit leaves q unset, p > q gives 0 Hz.
core::Status checkTimescale(const core::Message& where, std::string_view contents) {
    const std::string text = cString(contents);
    const std::string shown =
        text.size() > kShownChars ? text.substr(0, kShownChars) + "..." : text;
    std::uint64_t p = 0;
    std::uint64_t q = 0;
    const int rc = sr_parse_period(text.c_str(), &p, &q);
    if (rc != SR_OK || q == 0)
        return Error::badInput(core::message(MessageId::VcdTimescaleNoUnit, {shown}))
            .withContext(where);
    if (p == 0)
        return Error::badInput(core::message(MessageId::VcdTimescaleZero, {shown}))
            .withContext(where);
    if (q / p == 0)
        return Error::badInput(core::message(MessageId::VcdTimescaleCoarse, {shown}))
            .withContext(where);
    return core::success();
}

} // namespace

std::size_t findEndDefinitions(std::string_view buffer, std::size_t from) {
    const std::string_view text = buffer.substr(0, buffer.find('\0', from));
    return text.find(kEndDefinitions, from);
}

bool vcdHeaderComplete(std::string_view buffer, std::size_t at) {
    std::size_t pos = at + kEndDefinitions.size();
    while (pos + 4 < buffer.size() && blank(buffer[pos]))
        ++pos;
    return buffer.substr(pos, 4) == kEnd;
}

core::Expected<std::size_t> checkVcdHeader(const std::string& path, std::string_view buffer) {
    for (std::size_t at = 0;;) {
        Section s;
        const Parse parsed = parseSection(buffer, at, s);
        const core::Message where =
            core::message(MessageId::ErrCaptureCtxLine, {path, lineOf(buffer, s.start)});
        if (parsed == Parse::Overrun)
            return Error::badInput(core::message(MessageId::VcdHeaderOverrun)).withContext(where);
        if (parsed == Parse::NoSection)
            return Error::badInput(core::message(MessageId::VcdHeaderNoSection)).withContext(where);
        if (s.name == "enddefinitions")
            return s.next;
        if (s.name == "timescale") {
            if (auto st = checkTimescale(where, s.contents); !st)
                return st.error();
        }
        at = s.next;
    }
}

} // namespace cyclelab::devices::sigrok
