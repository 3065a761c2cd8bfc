#include "core/protocol/run_collector.hpp"

#include "core/protocol/sample_payload.hpp"

#include <utility>

namespace cyclelab::core {

RunCollector::RunCollector(std::string expectedBench, std::uint32_t expectedN)
    : m_expectedBench(std::move(expectedBench)), m_expectedN(expectedN) {}

std::string RunCollector::runName() const {
    const std::string bench = m_start ? m_start->bench : m_expectedBench;
    return bench.empty() ? std::string("the run") : "run " + bench;
}

void RunCollector::fail(std::string reason, ErrorKind kind) {
    if (m_failure.empty()) {
        m_failure = std::move(reason);
        m_failureKind = kind;
    }
}

void RunCollector::note(std::string issue) {
    // A board sending garbage for minutes must not grow the host without bound: keep the
    // first issues (the ones that explain what went wrong) and count the rest.
    if (m_issues.size() < kMaxIssues) {
        m_issues.push_back(std::move(issue));
    } else {
        ++m_issuesDropped;
    }
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
            note("a late reply to INFO arrived during " + runName() + "; ignored");
        } else if (!complete()) {
            fail("the board reset during " + runName() + " (HELLO from " + hello->board +
                 " arrived " +
                 (m_done    ? "after DONE, before every chunk was recovered"
                  : m_start ? "while samples were being sent"
                            : "before START") +
                 "); the samples are lost");
        }
    } else if (const auto* err = std::get_if<FirmwareError>(&event)) {
        fail("the firmware answered ERR code=" + err->code + " (" + err->msg + ") " +
                 (m_start ? "during " + runName() : "to RUN " + m_expectedBench),
             ErrorKind::RefusedInput);
    } else if (const auto* perr = std::get_if<ProtocolError>(&event)) {
        onProtocolError(*perr);
    }
}

void RunCollector::onProtocolError(const ProtocolError& error) {
    if (error.record == "HELLO") {
        if (!complete()) {
            fail("the board reset during " + runName() +
                 " (a HELLO line arrived, itself malformed: " + error.message + ")");
        }
    } else if (error.record == "START" && !m_start) {
        fail("the START line of " + runName() + " is malformed: " + error.message);
    } else if (error.record == "DONE" && m_start && !m_done) {
        // DONE cannot be asked for again, and without it the chunk count is unknown.
        fail("the DONE line of " + runName() + " is malformed: " + error.message);
    } else if (error.record == "ERR") {
        fail("the firmware reported an error in a malformed ERR line: " + error.message);
    } else {
        note(error.message);
    }
}

void RunCollector::onStart(const RunStart& start) {
    if (m_start) {
        fail("a second START (bench " + start.bench + ") arrived during " + runName());
        return;
    }
    m_start = start;
    if (!m_expectedBench.empty() && start.bench != m_expectedBench) {
        fail("START names bench " + start.bench + " but RUN asked for " + m_expectedBench);
    } else if (m_expectedN != 0 && start.n != m_expectedN) {
        fail("START of " + runName() + " announces n=" + std::to_string(start.n) +
             " but RUN asked for n=" + std::to_string(m_expectedN));
    }
}

void RunCollector::onChunk(const SampleChunk& chunk) {
    const std::string name = "chunk seq=" + std::to_string(chunk.seq);
    if (!m_start) {
        note(name + " arrived before START; ignored");
        return;
    }
    if (m_done && chunk.seq >= m_done->chunks) {
        fail(name + " is beyond the " + std::to_string(m_done->chunks) +
             " chunks DONE announced for " + runName());
        return;
    }
    // Every chunk holds at least one sample, so a seq of n or more cannot belong to this run;
    // remembering it would let a flood of made-up seqs grow m_seen without bound.
    if (chunk.seq >= m_start->n) {
        ++m_invalid;
        note(name + " is beyond the n=" + std::to_string(m_start->n) + " samples of " + runName() +
             "; ignored");
        return;
    }
    const bool resent = m_seen.count(chunk.seq) != 0;
    m_seen.insert(chunk.seq);
    if (!chunk.valid) {
        ++m_invalid;
        note(chunk.error.empty() ? name + " is invalid" : chunk.error);
        return;
    }
    const auto existing = m_chunks.find(chunk.seq);
    if (existing != m_chunks.end()) {
        if (existing->second != chunk.samples) {
            fail(name + " of " + runName() + " arrived twice with different samples");
            return;
        }
        ++m_duplicates;
        note(name + " arrived twice (identical copies); the second is ignored");
        return;
    }
    if (!m_done && !resent && m_highestSeq && chunk.seq < *m_highestSeq) {
        ++m_outOfOrder;
        note(name + " arrived out of order, after seq=" + std::to_string(*m_highestSeq));
    }
    if (!m_highestSeq || chunk.seq > *m_highestSeq) {
        m_highestSeq = chunk.seq;
    }
    m_sampleTotal += chunk.samples.size();
    m_chunks.emplace(chunk.seq, chunk.samples);
    if (m_sampleTotal > m_start->n) {
        fail("the chunks of " + runName() + " hold more than the n=" + std::to_string(m_start->n) +
             " samples START announced");
        return;
    }
    checkTotals();
}

void RunCollector::onDone(const RunDone& done) {
    if (!m_start) {
        // The tail of an earlier run the host gave up on: the firmware finishes sending it
        // before it reads the next RUN.
        note("DONE (bench " + done.bench + ") arrived before START; ignored as stale");
        return;
    }
    if (m_done) {
        note("a second DONE arrived for " + runName() + "; ignored");
        return;
    }
    m_done = done;
    if (done.bench != m_start->bench) {
        fail("DONE names bench " + done.bench + " but START named " + m_start->bench);
    } else if (done.n != m_start->n) {
        fail("DONE of " + runName() + " says n=" + std::to_string(done.n) +
             " but START said n=" + std::to_string(m_start->n));
    } else if (static_cast<std::uint64_t>(done.chunks) * kMaxChunkSamples < done.n ||
               done.chunks > done.n) {
        fail("DONE of " + runName() + " says " + std::to_string(done.chunks) +
             " chunks, which cannot carry n=" + std::to_string(done.n) + " samples");
    } else if (m_highestSeq && *m_highestSeq >= done.chunks) {
        fail("chunk seq=" + std::to_string(*m_highestSeq) + " is beyond the " +
             std::to_string(done.chunks) + " chunks DONE announced for " + runName());
    }
    checkTotals();
}

void RunCollector::checkTotals() {
    if (failed() || !m_done || m_chunks.size() != m_done->chunks) {
        return;
    }
    if (m_sampleTotal != m_start->n) {
        fail("the " + std::to_string(m_done->chunks) + " chunks of " + runName() + " hold " +
             std::to_string(m_sampleTotal) +
             " samples, START and DONE announced n=" + std::to_string(m_start->n));
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
        return Error{m_failureKind, m_failure};
    }
    if (!complete()) {
        if (!m_start) {
            return Error::runtime(runName() + " has no START yet");
        }
        if (!m_done) {
            return Error::runtime(runName() + " has no DONE yet");
        }
        return Error::runtime(runName() + " still misses " +
                              std::to_string(missingChunks().size()) + " chunk(s)");
    }
    std::vector<std::int32_t> out;
    out.reserve(m_start->n);
    for (const auto& [seq, samples] : m_chunks) {
        out.insert(out.end(), samples.begin(), samples.end());
    }
    return out;
}

} // namespace cyclelab::core
