#include "core/stats/stats.hpp"

#include "core/common/message.hpp"
#include "core/stats/order_stats.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cyclelab::core {
Expected<Stats> computeStats(std::span<const std::int32_t> samples, const StatsOptions& options) {
    if (samples.empty()) {
        return Error::badInput(message(MessageId::ErrStatsNoSamples));
    }
    std::vector<std::int32_t> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();

    Stats s;
    s.n = n;
    s.min = sorted.front();
    s.max = sorted.back();
    // The sum of up to 2^32 int32 values fits in 64 bits, so the mean is exact before division.
    const std::int64_t sum = std::accumulate(sorted.begin(), sorted.end(), std::int64_t{0});
    s.mean = static_cast<double>(sum) / static_cast<double>(n);
    if (n > 1) {
        double sq = 0.0;
        for (std::int32_t x : sorted) {
            const double d = static_cast<double>(x) - s.mean;
            sq += d * d;
        }
        s.stddev = std::sqrt(sq / static_cast<double>(n - 1));
    }
    s.median = quantileOfSorted(sorted, 0.5);
    s.p90 = quantileOfSorted(sorted, 0.90);
    s.p99 = quantileOfSorted(sorted, 0.99);
    s.p999 = quantileOfSorted(sorted, 0.999);

    std::vector<double> deviations(n);
    double absDevSum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        deviations[i] = std::fabs(static_cast<double>(sorted[i]) - s.median);
        absDevSum += deviations[i];
    }
    std::sort(deviations.begin(), deviations.end());
    s.mad = medianOfSorted(deviations);

    s.outlierK = options.outlierK;
    const double scale = s.mad > 0.0 ? s.mad : std::max(1.0, absDevSum / static_cast<double>(n));
    const double limit = s.median + options.outlierK * scale;
    // sorted is ascending: everything after the first sample above the limit is an outlier.
    const auto firstOutlier =
        std::upper_bound(sorted.begin(), sorted.end(), limit,
                         [](double lim, std::int32_t x) { return lim < static_cast<double>(x); });
    s.outliers = static_cast<std::size_t>(sorted.end() - firstOutlier);
    return s;
}

Histogram makeHistogram(std::span<const std::int32_t> samples, double binWidth) {
    Histogram h;
    if (samples.empty()) {
        return h;
    }
    std::vector<std::int32_t> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    const std::int32_t min = sorted.front();
    // In double: the span of two signed 32-bit counts can exceed 32 bits.
    const double range = static_cast<double>(sorted.back()) - static_cast<double>(min);
    const double n = static_cast<double>(sorted.size());

    double width = binWidth;
    if (!(width > 0.0)) {
        const double iqr = quantileOfSorted(sorted, 0.75) - quantileOfSorted(sorted, 0.25);
        if (iqr > 0.0) {
            width = std::max(1.0, std::ceil(2.0 * iqr / std::cbrt(n)));
        } else if (range > 0.0) {
            const double sturgesBins = std::ceil(std::log2(n)) + 1.0;
            width = std::max(1.0, std::ceil((range + 1.0) / sturgesBins));
        } else {
            width = 1.0;
        }
    }
    h.firstEdge = static_cast<double>(min) - 0.5;
    auto binCount = [&](double w) {
        return static_cast<std::size_t>(std::floor((range + 0.5) / w)) + 1;
    };
    if (binCount(width) > kMaxHistogramBins) {
        width = std::ceil((range + 1.0) / static_cast<double>(kMaxHistogramBins));
    }
    h.binWidth = width;
    h.counts.assign(binCount(width), 0);
    for (std::int32_t x : sorted) {
        auto bin =
            static_cast<std::size_t>(std::floor((static_cast<double>(x) - h.firstEdge) / width));
        h.counts[std::min(bin, h.counts.size() - 1)] += 1;
    }
    return h;
}

BodyHistograms makeBodyHistograms(const std::vector<std::span<const std::int32_t>>& sets,
                                  double lowQ, double highQ) {
    BodyHistograms h;
    std::vector<std::int32_t> pooled;
    for (const auto& set : sets) {
        pooled.insert(pooled.end(), set.begin(), set.end());
    }
    h.counts.resize(sets.size());
    h.below.assign(sets.size(), 0);
    h.above.assign(sets.size(), 0);
    if (pooled.empty()) {
        return h;
    }
    std::sort(pooled.begin(), pooled.end());
    // Whole samples left out at each end (none for small sets): interpolating a quantile
    // would reach into the gap between the body and a far outlier.
    const double n = static_cast<double>(pooled.size());
    h.lowValue = pooled[static_cast<std::size_t>(std::floor(n * lowQ))];
    h.highValue = pooled[pooled.size() - 1 - static_cast<std::size_t>(std::floor(n * (1 - highQ)))];
    const auto bodyBegin = std::lower_bound(pooled.begin(), pooled.end(), h.lowValue);
    const auto bodyEnd = std::upper_bound(pooled.begin(), pooled.end(), h.highValue);
    const std::span<const std::int32_t> body(bodyBegin, bodyEnd);
    const double range = static_cast<double>(h.highValue) - static_cast<double>(h.lowValue);
    double width = 1.0;
    const double iqr = quantileOfSorted(body, 0.75) - quantileOfSorted(body, 0.25);
    if (iqr > 0.0) {
        width = std::max(1.0, std::ceil(2.0 * iqr / std::cbrt(static_cast<double>(body.size()))));
    } else if (range > 0.0) {
        const double sturgesBins = std::ceil(std::log2(static_cast<double>(body.size()))) + 1.0;
        width = std::max(1.0, std::ceil((range + 1.0) / sturgesBins));
    }
    auto binCount = [&](double w) {
        return static_cast<std::size_t>(std::floor((range + 0.5) / w)) + 1;
    };
    if (binCount(width) > kMaxHistogramBins) {
        width = std::ceil((range + 1.0) / static_cast<double>(kMaxHistogramBins));
    }
    h.binWidth = width;
    h.firstEdge = static_cast<double>(h.lowValue) - 0.5;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (sets[i].empty()) {
            continue;
        }
        h.counts[i].assign(binCount(width), 0);
        for (std::int32_t x : sets[i]) {
            if (x < h.lowValue) {
                ++h.below[i];
            } else if (x > h.highValue) {
                ++h.above[i];
            } else {
                const auto bin = static_cast<std::size_t>(
                    std::floor((static_cast<double>(x) - h.firstEdge) / width));
                h.counts[i][std::min(bin, h.counts[i].size() - 1)] += 1;
            }
        }
    }
    return h;
}

std::span<const std::int32_t> discardWarmup(std::span<const std::int32_t> samples,
                                            std::size_t warmup) {
    return samples.subspan(std::min(warmup, samples.size()));
}

} // namespace cyclelab::core
