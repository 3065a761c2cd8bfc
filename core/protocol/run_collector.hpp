#pragma once
// Assembles one run from its START, D chunks and DONE, whatever order and damage they arrive
// in: detects missing, duplicate, out-of-order, corrupt and miscounted chunks, says which seqs
// to ask for again with RESEND, and notices a board reset (HELLO) that loses the run.

#include "core/common/error.hpp"
#include "core/common/message.hpp"
#include "core/protocol/protocol_events.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

class RunCollector {
  public:
    static constexpr std::size_t kMaxReportedMissing = 1024;

    // Create it when the RUN command goes out: any HELLO from then on means the board reset.
    // An empty bench or expectedN == 0 accepts whatever START announces.
    explicit RunCollector(std::string expectedBench = {}, std::uint32_t expectedN = 0);

    // Noise and LIST replies are ignored; everything else moves the run along.
    void accept(const ProtocolEvent& event);

    bool started() const { return m_start.has_value(); }
    const std::optional<RunStart>& start() const { return m_start; }
    bool doneReceived() const { return m_done.has_value(); }
    const std::optional<RunDone>& done() const { return m_done; }

    // The run cannot be completed (reset, ERR, inconsistent counts); see failureReason().
    bool failed() const { return m_failed; }
    std::string failureReason() const { return english(m_failureText); } // English
    const Message& failureText() const { return m_failureText; }         // as a sentence
    ErrorKind failureKind() const { return m_failureKind; } // RefusedInput for an ERR reply

    // Seqs without a valid copy: after DONE every one in [0, chunks); before DONE the gaps
    // below the highest seq seen so far. Ascending, at most kMaxReportedMissing of them (a
    // damaged count must not make the host enumerate billions of seqs).
    std::vector<std::uint32_t> missingChunks() const;

    // DONE received, every chunk valid, sample total equal to n, not failed.
    bool complete() const;

    // The run's samples in order; an error saying what is missing when not complete().
    Expected<std::vector<std::int32_t>> samples() const;

    // One line per anomaly seen (bad CRC, duplicate, out of order, stray chunk), in order; at
    // most kMaxIssues, the ones after that only counted.
    static constexpr std::size_t kMaxIssues = 256;
    std::vector<std::string> issues() const; // English
    std::vector<Message> issueTexts() const; // as sentences
    std::size_t issueCount() const { return m_issues.size(); }
    const Message& issueText(std::size_t i) const { return m_issues[i].text; }
    // The latest issue about chunk `seq` (its CRC, a copy, its order), if any.
    std::optional<Message> lastIssueFor(std::uint32_t seq) const;
    std::size_t issuesDropped() const { return m_issuesDropped; }
    std::size_t receivedChunks() const { return m_chunks.size(); } // valid, distinct
    std::size_t duplicateChunks() const { return m_duplicates; }
    std::size_t outOfOrderChunks() const { return m_outOfOrder; }
    std::size_t invalidChunks() const { return m_invalid; }

  private:
    void onStart(const RunStart& start);
    void onChunk(const SampleChunk& chunk);
    void onDone(const RunDone& done);
    void onProtocolError(const ProtocolError& error);
    void checkTotals();
    void fail(Message reason, ErrorKind kind = ErrorKind::Runtime);
    void note(Message issue, std::optional<std::uint32_t> seq = std::nullopt);
    MessageArg runName() const;

    std::string m_expectedBench;
    std::uint32_t m_expectedN = 0;
    std::optional<RunStart> m_start;
    std::optional<RunDone> m_done;
    std::map<std::uint32_t, std::vector<std::int32_t>> m_chunks; // valid chunks by seq
    std::set<std::uint32_t> m_seen; // every seq that arrived, valid or not
    std::optional<std::uint32_t> m_highestSeq;
    std::uint64_t m_sampleTotal = 0;
    bool m_failed = false;
    Message m_failureText;
    ErrorKind m_failureKind = ErrorKind::Runtime;
    struct Issue {
        Message text;
        std::optional<std::uint32_t> seq; // the chunk it is about
    };
    std::vector<Issue> m_issues;
    std::size_t m_issuesDropped = 0;
    std::size_t m_duplicates = 0;
    std::size_t m_outOfOrder = 0;
    std::size_t m_invalid = 0;
};

} // namespace cyclelab::core
