#pragma once
// The text log of one exchange with the firmware, kept with the run in the store. Commands,
// records other than D and the host's own notes are always kept; D lines and noise only up to
// a byte budget each, because a 10,000-sample run is mostly chunks that the samples already
// hold, and a babbling board must not fill the store.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

class SerialLog {
  public:
    explicit SerialLog(std::size_t chunkBudgetBytes = 64 * 1024,
                       std::size_t otherBudgetBytes = 256 * 1024);

    void sent(std::string_view command);  // logged as "> COMMAND"
    void received(std::string_view line); // logged as is
    void note(std::string_view text);     // logged as "# text"

    std::string text() const;
    std::size_t omittedLines() const { return m_omittedChunks + m_omittedOther; }

  private:
    std::vector<std::string> m_lines;
    std::size_t m_chunkBudget;
    std::size_t m_otherBudget;
    std::size_t m_chunkBytes = 0;
    std::size_t m_otherBytes = 0;
    std::size_t m_omittedChunks = 0;
    std::size_t m_omittedOther = 0;
    std::size_t m_chunkMarker = 0; // index of the "omitted" line + 1; 0 when none yet
    std::size_t m_otherMarker = 0;
};

} // namespace cyclelab::core
