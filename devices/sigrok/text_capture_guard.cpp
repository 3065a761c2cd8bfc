#include "devices/sigrok/text_capture_guard.hpp"

#include "core/common/message.hpp"
#include "devices/sigrok/capture_limits.hpp"
#include "devices/sigrok/vcd_header.hpp"

#include <algorithm>
#include <cstring>

namespace cyclelab::devices::sigrok {
namespace {

// Long enough for any timestamp, keyword or timescale; longer tokens are text we skip.
constexpr std::size_t kMaxToken = 32;
// Shorter than "$enddefinitions": where a header search resumes before the new bytes.
constexpr std::size_t kOverlap = 14;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool allDigits(const std::string& s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

core::Error TextCaptureGuard::fault(core::Message what) const {
    return core::Error::badInput(std::move(what))
        .withContext(
            core::message(core::MessageId::ErrCaptureCtxLine, {m_path, std::to_string(m_line)}));
}

core::Status TextCaptureGuard::feed(const char* data, std::size_t bytes) {
    return m_inHeader ? feedHeader(data, bytes) : scan(data, bytes);
}

// libsigrok holds the header until it is complete, then parses it whole: so does this, and
// then checks the rest of the bytes as the body.
core::Status TextCaptureGuard::feedHeader(const char* data, std::size_t bytes) {
    const std::size_t before = m_header.size();
    m_header.append(data, bytes);
    if (m_endDefinitions == std::string::npos && !m_nul) {
        // A match may straddle the previous chunk's end; none can follow a NUL byte.
        m_endDefinitions = findEndDefinitions(m_header, before > kOverlap ? before - kOverlap : 0);
        m_nul = m_endDefinitions == std::string::npos && std::memchr(data, 0, bytes) != nullptr;
    }
    if (m_endDefinitions == std::string::npos || !vcdHeaderComplete(m_header, m_endDefinitions)) {
        if (m_header.size() <= kMaxVcdHeaderBytes)
            return core::success();
        m_line += static_cast<std::uint64_t>(std::count(m_header.begin(), m_header.end(), '\n'));
        return fault(
            core::message(core::MessageId::VcdHeaderTooLong, {std::to_string(kMaxVcdHeaderBytes)}));
    }
    auto body = checkVcdHeader(m_path, m_header);
    if (!body)
        return body.error();
    const std::string header = std::move(m_header);
    m_header.clear();
    m_inHeader = false;
    const auto bodyStart = header.begin() + static_cast<std::ptrdiff_t>(*body);
    m_line += static_cast<std::uint64_t>(std::count(header.begin(), bodyStart, '\n'));
    return scan(header.data() + *body, header.size() - *body);
}

core::Status TextCaptureGuard::scan(const char* data, std::size_t bytes) {
    for (std::size_t i = 0; i < bytes; ++i) {
        const char c = data[i];
        if (c != '\n' && ++m_lineBytes > kMaxLineBytes)
            return fault(core::message(core::MessageId::CaptureLineTooLong,
                                       {std::to_string(kMaxLineBytes), m_vcd ? "VCD" : "CSV"}));
        if (m_vcd) {
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
    if (m_vcd && !m_inHeader && m_tokenSize > 0)
        return endToken();
    return core::success();
}

core::Status TextCaptureGuard::endToken() {
    const std::string token = m_token;
    const bool whole = m_tokenSize == token.size();
    m_token.clear();
    m_tokenSize = 0;
    const bool identifier = m_afterVector;
    m_afterVector = false;
    if (m_inComment) {
        m_inComment = token != "$end";
    } else if (token == "$comment") {
        m_inComment = true;
    } else if (!identifier && token[0] == '#') {
        if (auto st = onTimestamp(whole ? token : token.substr(0, kMaxToken) + "..."); !st)
            return st;
    } else if (!identifier) {
        m_afterVector = token[0] == 'b' || token[0] == 'B' || token[0] == 'r' || token[0] == 'R';
    }
    return onCandidate(token, whole);
}

core::Status TextCaptureGuard::onTimestamp(const std::string& token) {
    const std::string digits = token.substr(1);
    if (!digits.empty() && digits[0] == '-')
        return fault(core::message(core::MessageId::VcdTimeNegative, {token}));
    // 18 digits: below 2^63 whatever they are, as libsigrok's parser needs.
    if (!allDigits(digits) || digits.size() > 18)
        return fault(core::message(core::MessageId::VcdTimeNotWhole, {token}));
    const std::uint64_t time = std::stoull(digits);
    if (m_haveTime && time < m_lastTime)
        return fault(core::message(core::MessageId::VcdTimeBackwards, {token, m_lastToken}));
    m_haveTime = true;
    m_lastTime = time;
    m_lastToken = token;
    return core::success();
}

// libsigrok expands the gaps between the timestamps it reads into samples, from the first to
// the last. Which tokens it reads as timestamps depends on how its buffer happens to be split
// into lines (a comment's later lines, a vector's identifier at a line's end), so the span is
// bounded over every token it could take for one: '#' and a digit, anywhere in the body.
core::Status TextCaptureGuard::onCandidate(const std::string& token, bool whole) {
    if (token.size() < 2 || token[0] != '#' || token[1] < '0' || token[1] > '9')
        return core::success();
    const std::size_t run = std::min(token.find_first_not_of("0123456789", 1), token.size()) - 1;
    const bool huge = run > 18 || (!whole && run + 1 == token.size());
    const std::uint64_t time = huge ? UINT64_MAX : std::stoull(token.substr(1, run));
    if (!m_haveCandidate || time < m_minCandidate) {
        m_minCandidate = time;
        m_minToken = token;
    }
    m_maxCandidate = m_haveCandidate ? std::max(m_maxCandidate, time) : time;
    m_haveCandidate = true;
    const std::uint64_t span = m_maxCandidate - m_minCandidate;
    if (m_maxSpan > 0 && span > m_maxSpan)
        return fault(
            core::message(core::MessageId::VcdSpanTooLong,
                          {whole ? token : token + "...",
                           huge ? core::sub(core::message(core::MessageId::WordMoreThan1e18))
                                : core::MessageArg(std::to_string(span)),
                           m_minToken, std::to_string(m_maxSpan)}));
    return core::success();
}

} // namespace cyclelab::devices::sigrok
