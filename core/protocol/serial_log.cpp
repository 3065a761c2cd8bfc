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

// What printable() makes of `line`, without making it: each escaped byte takes 4.
std::size_t printableSize(std::string_view line) {
    std::size_t size = line.size();
    for (const char c : line) {
        const auto u = static_cast<unsigned char>(c);
        size += (u >= 0x20 && u < 0x7F) || u == '\t' ? 0 : 3;
    }
    return size;
}

} // namespace

SerialLog::SerialLog(std::size_t chunkBudgetBytes, std::size_t otherBudgetBytes,
                     std::size_t recordBudgetBytes, std::size_t noteBudgetBytes) {
    m_budgets[Chunk].limit = chunkBudgetBytes;
    m_budgets[Other].limit = otherBudgetBytes;
    m_budgets[Record].limit = recordBudgetBytes;
    m_budgets[Note].limit = noteBudgetBytes;
}

void SerialLog::sent(std::string_view command) {
    m_lines.push_back("> " + std::string(command));
}

void SerialLog::note(std::string_view text) {
    keep(Note, "# " + std::string(text), text.size() + 1, text.size() + 3);
}

void SerialLog::noteAlways(std::string_view text) {
    m_lines.push_back("# " + std::string(text));
}

void SerialLog::received(std::string_view line) {
    const std::string_view tag = line.substr(0, line.find(' '));
    const Kind kind = tag == "D" ? Chunk : isRecordTag(tag) ? Record : Other;
    Budget& b = m_budgets[kind];
    // The budget is what the store keeps: 1 MB of binary noise is 4 MB of \xNN text.
    const std::size_t stored = printableSize(line) + 1;
    if (b.used + stored > b.limit) {
        keep(kind, {}, line.size() + 1, stored); // over budget: only counted, never converted
        return;
    }
    keep(kind, printable(line), line.size() + 1, stored);
}

void SerialLog::keep(Kind kind, std::string line, std::size_t rawBytes, std::size_t storedBytes) {
    Budget& b = m_budgets[kind];
    if (b.used + storedBytes <= b.limit) {
        b.used += storedBytes;
        m_lines.push_back(std::move(line));
        return;
    }
    // Leave a marker where the omission starts; text() fills in the final count.
    if (b.marker == 0) {
        m_lines.emplace_back();
        b.marker = m_lines.size();
    }
    ++b.omitted;
    b.omittedBytes += rawBytes;
}

std::size_t SerialLog::omittedLines() const {
    std::size_t n = 0;
    for (const Budget& b : m_budgets) {
        n += b.omitted;
    }
    return n;
}

std::size_t SerialLog::omittedBytes() const {
    std::size_t n = 0;
    for (const Budget& b : m_budgets) {
        n += b.omittedBytes;
    }
    return n;
}

std::string SerialLog::text() const {
    static constexpr const char* kWhat[kKinds] = {
        " D line(s) omitted from here on (log budget); the samples hold their data",
        " noise line(s) omitted from here on (log budget)",
        " record line(s) other than D omitted from here on (log budget)",
        " host note(s) omitted from here on (log budget)"};
    std::string out;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        bool marker = false;
        for (int k = 0; k < kKinds; ++k) {
            if (i + 1 == m_budgets[k].marker) {
                out += "# " + std::to_string(m_budgets[k].omitted) + kWhat[k] + "\n";
                marker = true;
            }
        }
        if (!marker) {
            out += m_lines[i];
            out += '\n';
        }
    }
    if (const std::size_t lines = omittedLines(); lines > 0) {
        out += "# log budget: " + std::to_string(lines) + " line(s), " +
               std::to_string(omittedBytes()) + " byte(s) received but not kept\n";
    }
    return out;
}

} // namespace cyclelab::core
