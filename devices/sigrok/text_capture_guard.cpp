#include "devices/sigrok/text_capture_guard.hpp"

#include "devices/sigrok/capture_limits.hpp"

#include <algorithm>

namespace cyclelab::devices::sigrok {
namespace {

// Long enough for any timestamp, keyword or timescale; longer tokens are text we skip.
constexpr std::size_t kMaxToken = 32;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool allDigits(const std::string& s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

core::Error TextCaptureGuard::fault(const std::string& what) const {
    return core::Error::badInput(m_path + " line " + std::to_string(m_line) + ": " + what);
}

core::Status TextCaptureGuard::feed(const char* data, std::size_t bytes) {
    for (std::size_t i = 0; i < bytes; ++i) {
        const char c = data[i];
        if (c != '\n' && ++m_lineBytes > kMaxLineBytes)
            return fault("a line longer than " + std::to_string(kMaxLineBytes) + " bytes: not a " +
                         (m_vcd ? "VCD" : "CSV") + " capture (a sparse or binary file?)");
        if (m_vcd) {
            if (m_inHeader && ++m_headerBytes > kMaxVcdHeaderBytes)
                return fault("the VCD header (up to $enddefinitions) is longer than " +
                             std::to_string(kMaxVcdHeaderBytes) + " bytes");
            if (!isSpace(c)) {
                if (m_token.size() < kMaxToken)
                    m_token += c;
                ++m_tokenSize;
            } else if (m_tokenSize > 0) {
                if (auto st = endToken(); !st)
                    return st;
            }
        }
        if (c == '\n') { // after the token it ends, so errors name the token's line
            ++m_line;
            m_lineBytes = 0;
        }
    }
    return core::success();
}

core::Status TextCaptureGuard::finish() {
    if (m_vcd && m_tokenSize > 0)
        return endToken();
    return core::success();
}

core::Status TextCaptureGuard::endToken() {
    const std::string token = m_token;
    const bool whole = m_tokenSize == token.size();
    m_token.clear();
    m_tokenSize = 0;
    if (m_inComment) {
        m_inComment = token != "$end";
        return core::success();
    }
    if (token == "$comment") {
        m_inComment = true;
        return core::success();
    }
    if (m_inHeader)
        return whole ? onHeaderToken(token) : core::success();
    const bool identifier = m_afterVector;
    m_afterVector = !token.empty() &&
                    (token[0] == 'b' || token[0] == 'B' || token[0] == 'r' || token[0] == 'R');
    if (identifier || token[0] != '#')
        return core::success();
    return onTimestamp(whole ? token : token.substr(0, kMaxToken) + "...");
}

// $timescale's number and unit, as one token ("1ns") or two ("1 ns").
core::Status TextCaptureGuard::onHeaderToken(const std::string& token) {
    if (token == "$enddefinitions") {
        m_inHeader = false;
        return core::success();
    }
    if (token == "$timescale") {
        m_timescaleStep = 1;
        return core::success();
    }
    if (m_timescaleStep == 1) {
        const std::size_t digits = token.find_first_not_of("0123456789");
        const std::string number = token.substr(0, digits);
        if (number.empty() || number.find_first_not_of('0') == std::string::npos)
            return fault("$timescale is '" + token +
                         "': a VCD needs a positive time unit such as '1 ns'");
        m_timescaleStep = digits == std::string::npos ? 2 : 0;
        return core::success();
    }
    m_timescaleStep = 0;
    return core::success();
}

core::Status TextCaptureGuard::onTimestamp(const std::string& token) {
    const std::string digits = token.substr(1);
    if (!digits.empty() && digits[0] == '-')
        return fault("timestamp '" + token + "' is negative: VCD time starts at 0 and only grows");
    // 18 digits: below 2^63 whatever they are, as libsigrok's parser needs.
    if (!allDigits(digits) || digits.size() > 18)
        return fault("timestamp '" + token + "' is not a whole number of time units below 10^18");
    const std::uint64_t time = std::stoull(digits);
    if (m_haveTime && time < m_lastTime)
        return fault("timestamp '" + token + "' goes back in time (after '" + m_lastToken +
                     "'): VCD timestamps must never decrease");
    if (!m_haveTime) {
        m_haveTime = true;
        m_firstTime = time; // libsigrok skips to the first timestamp
    }
    if (m_maxSpan > 0 && time - m_firstTime > m_maxSpan)
        return fault("timestamp '" + token + "' is " + std::to_string(time - m_firstTime) +
                     " time units after the first: more than the " + std::to_string(m_maxSpan) +
                     " samples CycleLab reads from a VCD (libsigrok expands every gap into "
                     "samples); export it with a coarser $timescale");
    m_lastTime = time;
    m_lastToken = token;
    return core::success();
}

} // namespace cyclelab::devices::sigrok
