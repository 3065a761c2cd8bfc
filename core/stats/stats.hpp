#pragma once
// Summary statistics of one run's cycle samples (signed: a count the harness overhead
// over-subtracted is negative, and is shown as such), computed exactly (the samples are sorted, no
// streaming approximations), plus the histogram the views draw.
//
// Definitions (the tests check them against hand-computed values):
// - Percentiles and the median: order_stats.hpp's one quantile (type 7 over the sorted samples;
//   the median is its 0.5 quantile).
// - stddev: sample standard deviation (divisor n-1); 0 for a single sample.
// - mad: median absolute deviation from the median, unscaled (no 1.4826 factor), in cycles.
// - outliers: samples above median + k·scale, where scale = mad. Only the upper side counts:
//   cycle-count disturbances (interrupts, cache and flash wait misses) only ever add time, and
//   fast samples are the ideal path the min reports, never noise. When mad == 0 (more than half
//   the samples are identical, which is normal on a deterministic emulated target) the scale
//   falls back to the mean absolute deviation from the median, floored at 1 cycle, so a
//   two-valued run (e.g. 100/101) has no outliers while a rare large spike still counts.

#include "core/common/error.hpp"
#include "core/stats/order_stats.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace cyclelab::core {

struct Stats {
    std::size_t n = 0;
    std::int32_t min = 0;
    std::int32_t max = 0;
    double mean = 0.0;
    double median = 0.0;
    double stddev = 0.0;
    double p90 = 0.0;
    double p99 = 0.0;
    double p999 = 0.0;
    double mad = 0.0;
    std::size_t outliers = 0;
    double outlierK = 0.0; // the k the outlier count was computed with
    friend bool operator==(const Stats&, const Stats&) = default;
};

struct StatsOptions {
    double outlierK = 5.0;
};

// Fails with Error::badInput for an empty sample set (a run with no samples has no statistics).
Expected<Stats> computeStats(std::span<const std::int32_t> samples, const StatsOptions& = {});

// Bins are [firstEdge + i·binWidth, firstEdge + (i+1)·binWidth). Samples are integers, so
// firstEdge = min - 0.5 and integer widths keep every sample strictly inside a bin.
struct Histogram {
    double firstEdge = 0.0;
    double binWidth = 1.0;
    std::vector<std::uint64_t> counts;
};

inline constexpr std::size_t kMaxHistogramBins = 200;

// binWidth <= 0 picks one: Freedman–Diaconis (2·IQR·n^(-1/3)) rounded up to a whole number of
// cycles (at least 1); when the IQR is 0, Sturges' bin count over the range; a single bin when
// all samples are equal. Any width (given or chosen) is widened if it would need more than
// kMaxHistogramBins bins. Empty input gives an empty histogram.
Histogram makeHistogram(std::span<const std::int32_t> samples, double binWidth = 0);

// Histograms of one or more sample sets on shared bins over their body: the pooled samples less
// the floor(n·lowQ) smallest and floor(n·(1-highQ)) largest (p0.5 to p99.5 by default), so that a
// few interrupts hundreds of cycles out do not squeeze 99 % of the samples into one bar. Samples
// outside are not dropped but counted per set at the edges (below, above). Bin width:
// Freedman–Diaconis of the pooled body, whole cycles, at most kMaxHistogramBins bins; a single bin
// when the body is one value.
struct BodyHistograms {
    double firstEdge = 0.0; // = lowValue - 0.5
    double binWidth = 1.0;
    std::int32_t lowValue = 0, highValue = 0;       // smallest and largest value binned
    std::vector<std::vector<std::uint64_t>> counts; // [set][bin]; empty sets give empty rows
    std::vector<std::uint64_t> below, above;        // [set]: samples outside the body
};
BodyHistograms makeBodyHistograms(const std::vector<std::span<const std::int32_t>>& sets,
                                  double lowQ = 0.005, double highQ = 0.995);

// The samples after the first `warmup` ones (empty if there are not more than `warmup`).
std::span<const std::int32_t> discardWarmup(std::span<const std::int32_t> samples,
                                            std::size_t warmup);

} // namespace cyclelab::core
