#include "core/analysis/dithered_mean.hpp"

#include <algorithm>
#include <cmath>

namespace cyclelab::core::analysis_detail {

bool analyzerResolves(const Evidence& e) {
    const double opNs = e.medianCycles * e.nsPerCycle;
    // Written so an infinite allowance (the empty baseline, opNs 0: inf x 0 is NaN) resolves.
    return !(e.nsPerSample > e.options.maxSamplePeriodFraction * opNs);
}

std::optional<DitheredMean> ditheredMean(const Evidence& e) {
    if (!e.options.analyzerPhaseIndependent || e.devNs.size() < 2) {
        return std::nullopt;
    }
    DitheredMean d;
    d.needed = !analyzerResolves(e);
    d.n = e.devNs.size();
    d.meanNs = e.biasNs;
    // Under a random phase one quantised width is off by at most one sample either way, with a
    // variance of at most (sample/2)^2 (docs/VALIDATION.md): the bound keeps the interval honest
    // when the measured spread happens to be small.
    d.sigmaNs = std::max(e.sdNs, e.nsPerSample / 2.0);
    d.halfWidthNs = kDitheredMeanZ * d.sigmaNs / std::sqrt(static_cast<double>(d.n));
    d.toleranceNs = std::max(0.0, e.toleranceNs - e.nsPerSample);
    const double opNs = e.medianCycles * e.nsPerCycle;
    const double offNs = std::fabs(d.meanNs);
    d.refutes = offNs - d.halfWidthNs > d.toleranceNs;
    d.confirms = offNs + d.halfWidthNs <= d.toleranceNs &&
                 d.halfWidthNs <= e.options.maxSamplePeriodFraction * opNs;
    if (!d.confirms && !d.refutes) {
        // n at which the interval would fit: inside the tolerance beside the mean, and within
        // the share of the operation a fast enough analyzer would resolve.
        const double room =
            std::min(d.toleranceNs - offNs, e.options.maxSamplePeriodFraction * opNs);
        if (room > 0.0) {
            const double n = std::pow(kDitheredMeanZ * d.sigmaNs / room, 2.0);
            d.pairsNeeded = static_cast<std::size_t>(std::ceil(n));
        }
    }
    return d;
}

Message ditheredMeanText(const DitheredMean& d) {
    const bool longer = d.meanNs > 0.0;
    return message(MessageId::DitheredMean,
                   {std::to_string(d.n), formatNs(std::fabs(d.meanNs)),
                    sub(message(longer ? MessageId::WordLonger : MessageId::WordShorter)),
                    formatNs(d.halfWidthNs)});
}

} // namespace cyclelab::core::analysis_detail
