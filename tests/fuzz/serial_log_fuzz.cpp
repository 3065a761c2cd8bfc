// Fuzz target: the serial log. Each input line is sent, received or noted (its first byte
// chooses); with small budgets, whatever the lines, the text stays within the budgets (stored
// bytes, escapes included) plus what is always kept, and every line is either kept or counted as
// omitted.

#include "core/protocol/serial_log.hpp"
#include "tests/fuzz/fuzz_check.hpp"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cyclelab::core::SerialLog;
    using cyclelab::fuzz::check;
    SerialLog log(300, 500, 700, 200);
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::size_t alwaysKept = 0;
    std::size_t lines = 0;
    while (!input.empty()) {
        const auto nl = input.find('\n');
        std::string_view line = input.substr(0, nl);
        input = nl == std::string_view::npos ? std::string_view() : input.substr(nl + 1);
        const char op = line.empty() ? 'r' : line.front();
        line = line.empty() ? line : line.substr(1);
        ++lines;
        if (op % 4 == 0) {
            log.sent(line);
            alwaysKept += line.size() + 3;
        } else if (op % 4 == 1) {
            log.note(line);
        } else {
            log.received(line); // bytes a terminal would not print become 4 characters
        }
    }
    const std::string text = log.text();
    // Budgets count stored bytes (escapes included), plus markers and the summary line.
    check(text.size() <= alwaysKept + (300 + 500 + 700 + 200) + 4 * 100 + 100);
    check(log.omittedLines() <= lines);
    return 0;
}
