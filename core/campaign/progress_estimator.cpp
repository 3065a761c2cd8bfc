#include "core/campaign/progress_estimator.hpp"

#include <algorithm>

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
    // The last segment: the capture read back, validation and the commit.
    c.segments.push_back(
        Segment{"finish@" + std::to_string(cpuHz), m_model.cellFinishSeconds, Finish});
    m_totalS += m_model.cellFinishSeconds;
    for (const BenchmarkSpec& stored : alreadyStored) {
        const double work = expectedBenchmarkSeconds(stored, m_spec, m_model);
        m_totalS += work;
        m_creditedS += work;
    }
    m_cells[cell] = std::move(c);
}

void ProgressEstimator::addDoneCell(const std::vector<BenchmarkSpec>& benches) {
    double work = m_model.cellSetupSeconds + m_model.cellFinishSeconds;
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
    Learned& learned = m_learned[s.key];
    learned.measuredS += measured;
    learned.expectedS += s.expectedS;
    m_byKind[s.kind].measuredS += measured;
    m_byKind[s.kind].expectedS += s.expectedS;
    c.next = index + 1;
    c.segmentStartS = nowS;
    credit(s.expectedS);
}

void ProgressEstimator::cellEnded(int cell, double nowS) {
    auto it = m_cells.find(cell);
    if (it == m_cells.end() || it->second.ended) {
        return;
    }
    Cell& c = it->second;
    if (c.running && c.next + 1 == c.segments.size()) {
        segmentDone(c, c.next, nowS); // every benchmark measured: the finish is timed too
    }
    // A cell that failed part-way will not measure the rest: that work is no longer ahead.
    double rest = 0.0;
    for (std::size_t i = c.next; i < c.segments.size(); ++i) {
        rest += c.segments[i].expectedS;
    }
    c.ended = true;
    c.running = false;
    credit(rest);
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
    if (const Learned& kind = m_byKind[segment.kind]; kind.expectedS > 0) {
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
            s = std::max(0.0, s - (nowS - cell.segmentStartS)); // part of it has passed
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
    for (const auto& [index, cell] : m_cells) {
        if (!cell.running && !cell.ended) {
            *std::min_element(benchFreeS.begin(), benchFreeS.end()) += remainingOf(cell, nowS);
        }
    }
    return *std::max_element(benchFreeS.begin(), benchFreeS.end());
}

} // namespace cyclelab::core
