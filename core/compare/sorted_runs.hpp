#pragma once
// Each run's samples sorted once for all the analyses of a set of runs: the comparison, the
// chart plan (scale bands, bars, boxes, frequency scaling, opt heat map) and the rank analysis
// read their order statistics from one SortedRuns instead of each sorting every run's samples
// again (docs/PERFORMANCE.md, "The desktop app on 2,000 runs"). A distribution pooled from
// several runs is the merge of their sorted samples: the same values in the same order as
// sorting them together, so every number is the one sorting in each analysis gave.

#include "core/model/model.hpp"

#include <cstddef>
#include <span>
#include <unordered_map>
#include <vector>

namespace cyclelab::core {

// One run's samples and analyzer pulses, ascending.
struct RunOrder {
    double nsPerCycle = 0;        // nsPerCycle(run): 0 when no clock is known
    std::vector<double> cycles;   // the samples
    std::vector<double> ns;       // each sample times nsPerCycle (all 0 without a clock)
    std::vector<double> pulsesNs; // analyzerNs(run)
    bool clocked() const { return nsPerCycle > 0; }
};

class SortedRuns {
  public:
    // Sorts the runs' samples and pulses, several runs at a time on the machine's cores. The
    // runs must outlive this and stay where they are: they are looked up by address.
    explicit SortedRuns(const std::vector<const Run*>& runs);
    explicit SortedRuns(const std::vector<Run>& runs);

    // The order statistics of `run`, one of the runs given (by address; std::out_of_range for
    // any other).
    const RunOrder& of(const Run& run) const;

  private:
    std::vector<RunOrder> m_orders;
    std::unordered_map<const Run*, std::size_t> m_index;
};

// The merge of ascending parts: what sorting all their values together gives.
std::vector<double> mergeSorted(const std::vector<std::span<const double>>& parts);

} // namespace cyclelab::core
