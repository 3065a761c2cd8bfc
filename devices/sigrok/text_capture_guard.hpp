#pragma once
// Internal to devices/sigrok: reads a VCD or CSV capture's bytes just before libsigrok does and
// stops the import at the first thing that would crash it, hold unbounded memory, run for
// hours or give figures that cannot be true. libsigrok 0.5.2 buffers a line (and a VCD
// header) whole, misreads some VCD headers (vcd_header.hpp), expands every timestamp gap to
// samples and only logs a timestamp that goes backwards.

#include "core/common/error.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

namespace cyclelab::devices::sigrok {

class TextCaptureGuard {
  public:
    // `vcd`: also check the VCD header and timestamps, refusing a span of more than
    // `maxSpan` samples (0: any); otherwise only line lengths.
    TextCaptureGuard(std::string path, bool vcd, std::uint64_t maxSpan)
        : m_path(std::move(path)), m_vcd(vcd), m_inHeader(vcd), m_maxSpan(maxSpan) {}
    // The next bytes of the file, in order: an error naming the file, the line and the field.
    core::Status feed(const char* data, std::size_t bytes);
    core::Status finish();
    // VCD: libsigrok has not parsed the header yet.
    bool inHeader() const { return m_inHeader; }

  private:
    core::Status feedHeader(const char* data, std::size_t bytes);
    core::Status scan(const char* data, std::size_t bytes);
    core::Status endToken();
    core::Status onTimestamp(const std::string& token);
    core::Status onCandidate(const std::string& token, bool whole);
    core::Error fault(core::Message what) const;

    std::string m_path;
    bool m_vcd;
    bool m_inHeader;      // VCD: libsigrok has not parsed the header yet
    std::string m_header; // VCD: the bytes up to then, as libsigrok buffers them
    std::size_t m_endDefinitions = std::string::npos; // where its "$enddefinitions" starts
    bool m_nul = false; // a NUL byte came first: libsigrok never finds the header
    std::uint64_t m_maxSpan;
    std::uint64_t m_line = 1;
    std::uint64_t m_lineBytes = 0;
    std::string m_token;         // the token being read, its first kMaxToken bytes
    std::size_t m_tokenSize = 0; // its real length
    bool m_inComment = false;    // inside $comment ... $end: free text
    bool m_afterVector = false;  // the previous token was a vector or real value
    bool m_haveTime = false;
    std::uint64_t m_lastTime = 0;
    std::string m_lastToken;
    // Every token libsigrok may take for a timestamp ('#' and a digit), wherever it stands.
    bool m_haveCandidate = false;
    std::uint64_t m_minCandidate = 0;
    std::uint64_t m_maxCandidate = 0;
    std::string m_minToken;
};

} // namespace cyclelab::devices::sigrok
