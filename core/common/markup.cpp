#include "core/common/markup.hpp"

namespace cyclelab::core {

std::string escapeMarkup(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        switch (ch) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += ch;
        }
    }
    return out;
}

std::string escapeMarkdownCell(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        if (ch == '|') {
            out += '\\';
        }
        out += ch;
    }
    return out;
}

} // namespace cyclelab::core
