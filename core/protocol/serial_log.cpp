#include "core/protocol/serial_log.hpp"

#include "core/protocol/protocol_fields.hpp"

namespace cyclelab::core {
namespace {

// The log is text in the store: bytes a terminal would not print become \xNN.
std::string printable(std::string_view line) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(line.size());
    for (const char c : line) {
        const auto u = static_cast<unsigned char>(c);
        if ((u >= 0x20 && u < 0x7F) || u == '\t') {
            out.push_back(c);
        } else {
            out += "\\x";
            out.push_back(kHex[u >> 4]);
            out.push_back(kHex[u & 15]);
        }
    }
    return out;
}

} // namespace

SerialLog::SerialLog(std::size_t chunkBudgetBytes, std::size_t otherBudgetBytes)
    : m_chunkBudget(chunkBudgetBytes), m_otherBudget(otherBudgetBytes) {}

void SerialLog::sent(std::string_view command) {
    m_lines.push_back("> " + std::string(command));
}

void SerialLog::note(std::string_view text) {
    m_lines.push_back("# " + std::string(text));
}

void SerialLog::received(std::string_view line) {
    const std::string_view tag = line.substr(0, line.find(' '));
    const bool chunk = tag == "D";
    if (!chunk && isRecordTag(tag)) {
        m_lines.push_back(printable(line));
        return;
    }
    std::size_t& used = chunk ? m_chunkBytes : m_otherBytes;
    const std::size_t budget = chunk ? m_chunkBudget : m_otherBudget;
    if (used + line.size() + 1 <= budget) {
        used += line.size() + 1;
        m_lines.push_back(printable(line));
        return;
    }
    // Leave a marker where the omission starts; text() fills in the final count.
    std::size_t& marker = chunk ? m_chunkMarker : m_otherMarker;
    if (marker == 0) {
        m_lines.emplace_back();
        marker = m_lines.size();
    }
    ++(chunk ? m_omittedChunks : m_omittedOther);
}

std::string SerialLog::text() const {
    std::string out;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        if (i + 1 == m_chunkMarker) {
            out += "# " + std::to_string(m_omittedChunks) +
                   " D line(s) omitted from here on (log budget); the samples hold their data\n";
        } else if (i + 1 == m_otherMarker) {
            out += "# " + std::to_string(m_omittedOther) +
                   " noise line(s) omitted from here on (log budget)\n";
        } else {
            out += m_lines[i];
            out += '\n';
        }
    }
    return out;
}

} // namespace cyclelab::core
