#include "core/campaign/progress_estimator.hpp"

#include <algorithm>
#include <cmath>
#include <functional>

namespace cyclelab::core {

ProgressEstimator::ProgressEstimator(CampaignSpec spec, DurationModel model, int lanes)
    : m_spec(std::move(spec)), m_model(model), m_lanes(std::max(1, lanes)) {}

void ProgressEstimator::addCell(int cell, std::uint64_t cpuHz,
                                const std::vector<BenchmarkSpec>& benches,
                                const std::vector<BenchmarkSpec>& alreadyStored) {
    Cell c;
    for (std::size_t i = 0; i < benches.size(); ++i) {
        Segment s;
        // The first benchmark of a cell is timed from the cell's start: it carries the boot.
        s.key = (i == 0 ? "boot+" : "") + benches[i].key() + "@" + std::to_string(cpuHz);
        s.expectedS = expectedBenchmarkSeconds(benches[i], m_spec, m_model) +
                      (i == 0 ? m_model.cellSetupSeconds : 0.0);
        s.kind = i == 0 ? Boot : Benchmark;
        m_totalS += s.expectedS;
        c.segments.push_back(std::move(s));
    }
    // The last segment: the capture read back, validation and the commit. It lasts as long as
    // the capture is (on the virtual bench, tick_accuracy's delays make a boot's capture 400
    // times longer than the others'): it learns from the finishes of boots measuring the same
    // benchmarks, not from any finish.
    std::string measured;
    for (const BenchmarkSpec& b : benches) {
        measured += "," + b.key();
    }
    const double finishS = expectedFinishSeconds(benches, m_spec, m_model);
    c.segments.push_back(Segment{"finish@" + std::to_string(cpuHz) + measured, finishS, Finish});
    m_totalS += finishS;
    for (const BenchmarkSpec& stored : alreadyStored) {
        const double work = expectedBenchmarkSeconds(stored, m_spec, m_model);
        m_totalS += work;
        m_creditedS += work;
    }
    m_cells[cell] = std::move(c);
}

void ProgressEstimator::addDoneCell(const std::vector<BenchmarkSpec>& benches) {
    double work = m_model.cellSetupSeconds + expectedFinishSeconds(benches, m_spec, m_model);
    for (const BenchmarkSpec& bench : benches) {
        work += expectedBenchmarkSeconds(bench, m_spec, m_model);
    }
    m_totalS += work;
    m_creditedS += work;
}

void ProgressEstimator::attemptStarted(int cell, double nowS) {
    auto it = m_cells.find(cell);
    if (it == m_cells.end()) {
        return;
    }
    Cell& c = it->second;
    // A retry measures the cell again from its first benchmark: what the failed attempt did is
    // work to do once more, added to the total (the done part stays done: no step back).
    m_fraction = std::max(m_fraction, current());
    for (std::size_t i = 0; i < c.next && i < c.segments.size(); ++i) {
        m_totalS += c.segments[i].expectedS;
    }
    c.next = 0;
    c.running = true;
    c.segmentStartS = nowS;
}

void ProgressEstimator::benchmarkDone(int cell, std::size_t index, double nowS) {
    auto it = m_cells.find(cell);
    // The last segment is the finish, ended by cellEnded.
    if (it == m_cells.end() || index + 1 >= it->second.segments.size()) {
        return;
    }
    segmentDone(it->second, index, nowS);
}

void ProgressEstimator::segmentDone(Cell& c, std::size_t index, double nowS) {
    const Segment& s = c.segments[index];
    const double measured = std::max(0.0, nowS - c.segmentStartS);
    m_learned[s.key].add(measured, s.expectedS);
    m_byKind[s.kind].add(measured, s.expectedS);
    c.next = index + 1;
    c.segmentStartS = nowS;
    credit(s.expectedS);
}

void ProgressEstimator::Learned::add(double measured, double expected) {
    measuredS = measuredS / 2 + measured;
    expectedS = expectedS / 2 + expected;
}

void ProgressEstimator::cellEnded(int cell, double nowS, bool stopped) {
    auto it = m_cells.find(cell);
    if (it == m_cells.end() || it->second.ended) {
        return;
    }
    Cell& c = it->second;
    if (c.running && c.next + 1 == c.segments.size()) {
        segmentDone(c, c.next, nowS); // every benchmark measured: the finish is timed too
    }
    // A cell that failed part-way will not measure the rest: that work is no longer ahead.
    // A stopped one has not done it either, and a resume will: the bar stays where it is.
    double rest = 0.0;
    for (std::size_t i = c.next; i < c.segments.size(); ++i) {
        rest += c.segments[i].expectedS;
    }
    c.ended = true;
    c.running = false;
    if (!stopped) {
        credit(rest);
    }
}

double ProgressEstimator::advance(double nowS) {
    double partial = 0.0;
    for (const auto& [index, c] : m_cells) {
        if (!c.running || c.ended || c.next >= c.segments.size()) {
            continue;
        }
        const Segment& s = c.segments[c.next];
        const double expected = expectedNow(s);
        if (expected <= 0.0) {
            continue;
        }
        // Linear up to 90 % of the segment at its expected end, then ever slower towards
        // (never reaching) its whole: an overrun keeps the bar creeping, not frozen or done.
        const double r = std::max(0.0, nowS - c.segmentStartS) / expected;
        const double share = r <= 0.9 ? r : 0.9 + 0.1 * (1.0 - std::exp(-(r - 0.9) / 0.5));
        partial += s.expectedS * share;
    }
    if (m_totalS > 0.0) {
        m_fraction = std::max(m_fraction, std::min(1.0, (m_creditedS + partial) / m_totalS));
    }
    return m_fraction;
}

double ProgressEstimator::fraction() const {
    return std::max(m_fraction, current());
}

double ProgressEstimator::current() const {
    return m_totalS > 0.0 ? std::min(1.0, m_creditedS / m_totalS) : 0.0;
}

void ProgressEstimator::credit(double expectedS) {
    m_creditedS += expectedS;
    m_fraction = std::max(m_fraction, current());
}

double ProgressEstimator::expectedNow(const Segment& segment) const {
    if (auto it = m_learned.find(segment.key); it != m_learned.end() && it->second.expectedS > 0) {
        return segment.expectedS * it->second.measuredS / it->second.expectedS;
    }
    // A finish not timed yet keeps the model's (it scales with the capture's length): the
    // finish of a boot without tick_accuracy, a hundredth of a second, says nothing of one
    // reading tick_accuracy's seconds of capture back.
    if (const Learned& kind = m_byKind[segment.kind];
        kind.expectedS > 0 && segment.kind != Finish) {
        return segment.expectedS * kind.measuredS / kind.expectedS;
    }
    return segment.expectedS;
}

double ProgressEstimator::remainingOf(const Cell& cell, double nowS) const {
    if (cell.ended) {
        return 0.0;
    }
    double left = 0.0;
    for (std::size_t i = cell.next; i < cell.segments.size(); ++i) {
        double s = expectedNow(cell.segments[i]);
        if (i == cell.next && cell.running) {
            // Part of it has passed. Past its expected end it is not done either: the machine
            // is slower than what was learned, and half the overrun is taken to be still
            // ahead (a loaded run said "ETA 1 s" for 22 s).
            const double elapsed = nowS - cell.segmentStartS;
            s = std::max(s - elapsed, 0.5 * (elapsed - s));
        }
        left += s;
    }
    return left;
}

double ProgressEstimator::etaSeconds(double nowS) const {
    // The benches as the runner uses them: the cells running keep theirs, and each cell still
    // to start goes, in cell order, to the bench that is free first.
    std::vector<double> benchFreeS;
    for (const auto& [index, cell] : m_cells) {
        if (cell.running && !cell.ended) {
            benchFreeS.push_back(remainingOf(cell, nowS));
        }
    }
    if (benchFreeS.size() < static_cast<std::size_t>(m_lanes)) {
        benchFreeS.resize(static_cast<std::size_t>(m_lanes), 0.0);
    }
    std::vector<double> toStart;
    for (const auto& [index, cell] : m_cells) {
        if (!cell.running && !cell.ended) {
            toStart.push_back(remainingOf(cell, nowS));
        }
    }
    // The runner starts the last few (two per bench) longest first (campaign_runner_cells.cpp,
    // nextPart), so that the campaign ends on short ones side by side.
    if (toStart.size() <= 2 * static_cast<std::size_t>(m_lanes)) {
        std::sort(toStart.begin(), toStart.end(), std::greater<>());
    }
    for (const double left : toStart) {
        *std::min_element(benchFreeS.begin(), benchFreeS.end()) += left;
    }
    return *std::max_element(benchFreeS.begin(), benchFreeS.end());
}

} // namespace cyclelab::core
