#include "core/protocol/run_collector.hpp"

#include "core/protocol/sample_payload.hpp"

#include <utility>

namespace cyclelab::core {

RunCollector::RunCollector(std::string expectedBench, std::uint32_t expectedN)
    : m_expectedBench(std::move(expectedBench)), m_expectedN(expectedN) {}

namespace {

std::string number(std::uint64_t value) {
    return std::to_string(value);
}

} // namespace

MessageArg RunCollector::runName() const {
    const std::string bench = m_start ? m_start->bench : m_expectedBench;
    return sub(bench.empty() ? message(MessageId::ErrRunTheRun)
                             : message(MessageId::ErrRunNamed, {bench}));
}

void RunCollector::fail(Message reason, ErrorKind kind) {
    if (!m_failed) {
        m_failed = true;
        m_failureText = std::move(reason);
        m_failureKind = kind;
    }
}

void RunCollector::note(Message issue, std::optional<std::uint32_t> seq) {
    // A board sending garbage for minutes must not grow the host without bound: keep the
    // first issues (the ones that explain what went wrong) and count the rest.
    if (m_issues.size() < kMaxIssues) {
        m_issues.push_back({std::move(issue), seq});
    } else {
        ++m_issuesDropped;
    }
}

std::vector<std::string> RunCollector::issues() const {
    std::vector<std::string> out;
    for (const Issue& i : m_issues) {
        out.push_back(english(i.text));
    }
    return out;
}

std::vector<Message> RunCollector::issueTexts() const {
    std::vector<Message> out;
    for (const Issue& i : m_issues) {
        out.push_back(i.text);
    }
    return out;
}

std::optional<Message> RunCollector::lastIssueFor(std::uint32_t seq) const {
    for (auto it = m_issues.rbegin(); it != m_issues.rend(); ++it) {
        if (it->seq == seq) {
            return it->text;
        }
    }
    return std::nullopt;
}

void RunCollector::accept(const ProtocolEvent& event) {
    if (failed()) {
        return;
    }
    if (const auto* start = std::get_if<RunStart>(&event)) {
        onStart(*start);
    } else if (const auto* chunk = std::get_if<SampleChunk>(&event)) {
        onChunk(*chunk);
    } else if (const auto* done = std::get_if<RunDone>(&event)) {
        onDone(*done);
    } else if (const auto* hello = std::get_if<Hello>(&event)) {
        if (hello->infoReply) {
            // The reply to an INFO sent while the boot banner was late: not a reset.
            note(message(MessageId::IssueLateInfoReply, {runName()}));
        } else if (!complete()) {
            fail(message(m_done    ? MessageId::ErrRunResetAfterDone
                         : m_start ? MessageId::ErrRunResetWhileSending
                                   : MessageId::ErrRunResetBeforeStart,
                         {runName(), hello->board}));
        }
    } else if (const auto* err = std::get_if<FirmwareError>(&event)) {
        fail(m_start ? message(MessageId::ErrRunRefusedDuring, {err->code, err->msg, runName()})
                     : message(MessageId::ErrRunRefused, {err->code, err->msg, m_expectedBench}),
             ErrorKind::RefusedInput);
    } else if (const auto* perr = std::get_if<ProtocolError>(&event)) {
        onProtocolError(*perr);
    }
}

void RunCollector::onProtocolError(const ProtocolError& error) {
    if (error.record == "HELLO") {
        if (!complete()) {
            fail(message(MessageId::ErrRunResetMalformedHello, {runName(), sub(error.text)}));
        }
    } else if (error.record == "START" && !m_start) {
        fail(message(MessageId::ErrRunStartMalformed, {runName(), sub(error.text)}));
    } else if (error.record == "DONE" && m_start && !m_done) {
        // DONE cannot be asked for again, and without it the chunk count is unknown.
        fail(message(MessageId::ErrRunDoneMalformed, {runName(), sub(error.text)}));
    } else if (error.record == "ERR") {
        fail(message(MessageId::ErrRunErrMalformed, {sub(error.text)}));
    } else {
        note(error.text);
    }
}

void RunCollector::onStart(const RunStart& start) {
    if (m_start) {
        fail(message(MessageId::ErrRunSecondStart, {start.bench, runName()}));
        return;
    }
    m_start = start;
    if (!m_expectedBench.empty() && start.bench != m_expectedBench) {
        fail(message(MessageId::ErrRunStartBenchMismatch, {start.bench, m_expectedBench}));
    } else if (m_expectedN != 0 && start.n != m_expectedN) {
        fail(message(MessageId::ErrRunStartCountMismatch,
                     {runName(), number(start.n), number(m_expectedN)}));
    }
}

void RunCollector::onChunk(const SampleChunk& chunk) {
    const std::string seq = number(chunk.seq);
    if (!m_start) {
        note(message(MessageId::IssueChunkBeforeStart, {seq}), chunk.seq);
        return;
    }
    if (m_done && chunk.seq >= m_done->chunks) {
        fail(message(MessageId::ErrChunkBeyondDone, {seq, number(m_done->chunks), runName()}));
        return;
    }
    // Every chunk holds at least one sample, so a seq of n or more cannot belong to this run;
    // remembering it would let a flood of made-up seqs grow m_seen without bound.
    if (chunk.seq >= m_start->n) {
        ++m_invalid;
        note(message(MessageId::IssueChunkBeyondCount, {seq, number(m_start->n), runName()}),
             chunk.seq);
        return;
    }
    const bool resent = m_seen.count(chunk.seq) != 0;
    m_seen.insert(chunk.seq);
    if (!chunk.valid) {
        ++m_invalid;
        note(chunk.error.empty()                  ? message(MessageId::IssueChunkInvalid, {seq})
             : english(chunk.text) == chunk.error ? chunk.text
                                                  : storedText(chunk.error),
             chunk.seq);
        return;
    }
    const auto existing = m_chunks.find(chunk.seq);
    if (existing != m_chunks.end()) {
        if (existing->second != chunk.samples) {
            fail(message(MessageId::ErrChunkTwiceDifferent, {seq, runName()}));
            return;
        }
        ++m_duplicates;
        note(message(MessageId::IssueChunkTwiceIdentical, {seq}), chunk.seq);
        return;
    }
    if (!m_done && !resent && m_highestSeq && chunk.seq < *m_highestSeq) {
        ++m_outOfOrder;
        note(message(MessageId::IssueChunkOutOfOrder, {seq, number(*m_highestSeq)}), chunk.seq);
    }
    if (!m_highestSeq || chunk.seq > *m_highestSeq) {
        m_highestSeq = chunk.seq;
    }
    m_sampleTotal += chunk.samples.size();
    m_chunks.emplace(chunk.seq, chunk.samples);
    if (m_sampleTotal > m_start->n) {
        fail(message(MessageId::ErrChunksExceedCount, {runName(), number(m_start->n)}));
        return;
    }
    checkTotals();
}

void RunCollector::onDone(const RunDone& done) {
    if (!m_start) {
        // The tail of an earlier run the host gave up on: the firmware finishes sending it
        // before it reads the next RUN.
        note(message(MessageId::IssueStaleDone, {done.bench}));
        return;
    }
    if (m_done) {
        note(message(MessageId::IssueSecondDone, {runName()}));
        return;
    }
    m_done = done;
    if (done.bench != m_start->bench) {
        fail(message(MessageId::ErrDoneBenchMismatch, {done.bench, m_start->bench}));
    } else if (done.n != m_start->n) {
        fail(message(MessageId::ErrDoneCountMismatch,
                     {runName(), number(done.n), number(m_start->n)}));
    } else if (static_cast<std::uint64_t>(done.chunks) * kMaxChunkSamples < done.n ||
               done.chunks > done.n) {
        fail(message(MessageId::ErrDoneChunksImpossible,
                     {runName(), number(done.chunks), number(done.n)}));
    } else if (m_highestSeq && *m_highestSeq >= done.chunks) {
        fail(message(MessageId::ErrChunkBeyondDone,
                     {number(*m_highestSeq), number(done.chunks), runName()}));
    }
    checkTotals();
}

void RunCollector::checkTotals() {
    if (failed() || !m_done || m_chunks.size() != m_done->chunks) {
        return;
    }
    if (m_sampleTotal != m_start->n) {
        fail(message(
            MessageId::ErrChunksTotalMismatch,
            {number(m_done->chunks), runName(), number(m_sampleTotal), number(m_start->n)}));
    }
}

std::vector<std::uint32_t> RunCollector::missingChunks() const {
    std::vector<std::uint32_t> missing;
    std::uint64_t end = 0;
    if (m_done) {
        end = m_done->chunks;
    } else if (m_highestSeq) {
        end = *m_highestSeq;
    }
    for (std::uint64_t seq = 0; seq < end && missing.size() < kMaxReportedMissing; ++seq) {
        if (m_chunks.count(static_cast<std::uint32_t>(seq)) == 0) {
            missing.push_back(static_cast<std::uint32_t>(seq));
        }
    }
    return missing;
}

bool RunCollector::complete() const {
    return !failed() && m_start && m_done && m_chunks.size() == m_done->chunks &&
           m_sampleTotal == m_start->n;
}

Expected<std::vector<std::int32_t>> RunCollector::samples() const {
    if (failed()) {
        return Error::fromText(m_failureKind, m_failureText);
    }
    if (!complete()) {
        if (!m_start) {
            return Error::runtime(message(MessageId::ErrRunNoStartYet, {runName()}));
        }
        if (!m_done) {
            return Error::runtime(message(MessageId::ErrRunNoDoneYet, {runName()}));
        }
        return Error::runtime(
            message(MessageId::ErrRunMissesChunks, {runName(), number(missingChunks().size())}));
    }
    std::vector<std::int32_t> out;
    out.reserve(m_start->n);
    for (const auto& [seq, samples] : m_chunks) {
        out.insert(out.end(), samples.begin(), samples.end());
    }
    return out;
}

} // namespace cyclelab::core
