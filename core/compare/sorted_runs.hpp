#pragma once
// Each run's samples sorted once for all the analyses of a set of runs: the comparison, the
// chart plan (scale bands, bars, boxes, frequency scaling, opt heat map) and the rank analysis
// read their order statistics from one SortedRuns instead of each sorting every run's samples
// again (docs/PERFORMANCE.md, "The desktop app on 2,000 runs"). A distribution pooled from
// several runs is the merge of their sorted samples: the same values in the same order as
// sorting them together, so every number is the one sorting in each analysis gave. A run's sorted
// values are shared, not copied, with every distribution that holds that run alone (a cell of
// one run, in any of the analyses): on the Compare page most cells of the per-value charts and
// rank analysis are single runs, and copying their samples again was most of the fresh memory
// the first comparison of a session touched (docs/PERFORMANCE.md).

#include "core/model/model.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace cyclelab::core {

// Ascending values, shared between a run's order and the distributions that hold it alone.
using SortedValues = std::shared_ptr<const std::vector<double>>;

// The values of `v`; none for a null pointer.
std::span<const double> valuesOf(const SortedValues& v);

// How a run's analyzer pulse widths (in analyzer samples) read in ns: the width times the
// sample period, the validation's toggle overhead subtracted.
struct PulseScale {
    double nsPerSample = 0;
    double overheadNs = 0;
    double ns(std::uint32_t width) const {
        return static_cast<double>(width) * nsPerSample - overheadNs;
    }
};
// The run's; nullopt without an analyzer sample rate (its pulses have no width in ns).
std::optional<PulseScale> pulseScaleOf(const Run& run);

// One run's samples and analyzer pulses, ascending. `cycles` is never null. Its samples in ns
// are each sample times nsPerCycle (all 0 without a clock): SortedRuns::nsOf. Its pulses stay
// in analyzer samples (half the memory of doubles), read in ns through `pulseScale`.
struct RunOrder {
    double nsPerCycle = 0;             // nsPerCycle(run): 0 when no clock is known
    SortedValues cycles;               // the samples
    std::vector<std::uint32_t> pulses; // the pulse widths; none without an analyzer rate
    PulseScale pulseScale;
    bool clocked() const { return nsPerCycle > 0; }
    double pulseNs(std::size_t i) const { return pulseScale.ns(pulses[i]); }
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
    // The run's samples in ns, ascending: made on first use and kept (safe from any thread).
    // Most analyses read cycles, and summaries in ns need no copy (summarizeScaled).
    SortedValues nsOf(const Run& run) const;

  private:
    std::size_t indexOf(const Run& run) const;

    std::vector<RunOrder> m_orders;
    std::unordered_map<const Run*, std::size_t> m_index;
    mutable std::mutex m_nsMutex;
    mutable std::vector<SortedValues> m_ns; // parallel to m_orders, null until asked for
};

// The merge of ascending parts: what sorting all their values together gives.
std::vector<double> mergeSorted(const std::vector<std::span<const double>>& parts);

// Ascending values, each to be read times a factor >= 0 (which keeps them ascending).
struct ScaledPart {
    std::span<const double> values;
    double factor = 1.0;
};
// The merge of the parts' scaled values into `out` (its values replaced, its memory reused):
// mergeSorted of scaled copies, without them.
void mergeScaledInto(const std::vector<ScaledPart>& parts, std::vector<double>& out);

// The median in ns of the runs' pulses pooled (as of analyzerNs), merged into `scratch`; none
// when no run has pulses.
std::optional<double> pooledPulseMedianNs(const std::vector<const RunOrder*>& runs,
                                          std::vector<double>& scratch);

// The parts pooled: the one part itself when there is one (no copy), else their merge; null for
// no parts.
SortedValues pooled(const std::vector<SortedValues>& parts);

} // namespace cyclelab::core
