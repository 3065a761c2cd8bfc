#pragma once
// Text placed inside generated documents: HTML and XML (report.html, JUnit), Markdown tables
// (report.md, compare --markdown).

#include <string>

namespace cyclelab::core {

// & < > " as entities: safe in element text and in double-quoted attributes.
std::string escapeMarkup(const std::string& text);

// '|' escaped, so the text stays inside one Markdown table cell.
std::string escapeMarkdownCell(const std::string& text);

} // namespace cyclelab::core
