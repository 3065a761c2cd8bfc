#pragma once
// The text log of one exchange with the firmware, kept with the run in the store. Every kind
// of line has a budget of stored bytes (escapes included), because a babbling or hostile board must
// not fill the host's memory or the store: D lines (mostly chunks the samples already hold) 64 KB,
// other protocol records 256 KB, noise 256 KB, the host's notes 64 KB. Commands sent are always
// kept (the host sends few). What is dropped is counted and said in the log's last line.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

class SerialLog {
  public:
    explicit SerialLog(std::size_t chunkBudgetBytes = 64 * 1024,
                       std::size_t otherBudgetBytes = 256 * 1024,
                       std::size_t recordBudgetBytes = 256 * 1024,
                       std::size_t noteBudgetBytes = 64 * 1024);

    void sent(std::string_view command);    // logged as "> COMMAND"
    void received(std::string_view line);   // logged as is
    void note(std::string_view text);       // logged as "# text"
    void noteAlways(std::string_view text); // the same, outside the budget (why a run failed)

    std::string text() const;
    std::size_t omittedLines() const;
    std::size_t omittedBytes() const;

  private:
    enum Kind { Chunk, Other, Record, Note, kKinds };
    struct Budget {
        std::size_t limit = 0;
        std::size_t used = 0;
        std::size_t omitted = 0;      // lines
        std::size_t omittedBytes = 0; // bytes of those lines
        std::size_t marker = 0;       // index of the "omitted" line + 1; 0 when none yet
    };
    // rawBytes: as received (what omittedBytes() counts); storedBytes: as kept in the text,
    // escapes included (what the budget counts).
    void keep(Kind kind, std::string line, std::size_t rawBytes, std::size_t storedBytes);

    std::vector<std::string> m_lines;
    Budget m_budgets[kKinds];
};

} // namespace cyclelab::core
