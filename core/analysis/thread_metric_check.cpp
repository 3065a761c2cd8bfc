#include "core/analysis/thread_metric_check.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cyclelab::core {
namespace {

std::string fixed(double value, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, value);
    return buf;
}

Validation verdict(Validation v, Verdict verdict, Message reason) {
    v.verdict = verdict;
    v.reason = std::move(reason);
    return v;
}

// The period k (1-based) and a length in ms, as the reasons print them.
std::string periodNumber(std::size_t k) {
    return std::to_string(k + 1);
}
std::string ms(double ns) {
    return fixed(ns * 1e-6, 4) + " ms";
}

} // namespace

std::vector<std::uint64_t> parseThreadMetricList(const std::string& text) {
    std::vector<std::uint64_t> out;
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        std::uint64_t v = 0;
        const auto [next, ec] = std::from_chars(p, end, v);
        if (ec != std::errc{} || (next != end && *next != '/')) {
            return {};
        }
        out.push_back(v);
        p = next == end ? end : next + 1;
    }
    return out;
}

Validation checkThreadMetricPeriods(const ThreadMetricPeriods& in) {
    Validation v;
    v.samplerateHz = in.samplerateHz;
    const std::size_t n = in.counterCycles.size();
    if (n == 0 || !(in.counterHz > 0.0) || !(in.nominalNs > 0.0)) {
        return verdict(v, Verdict::Fail, message(MessageId::PeriodsNotSent));
    }
    std::vector<double> counterNs;
    for (const auto cycles : in.counterCycles) {
        counterNs.push_back(static_cast<double>(cycles) / in.counterHz * 1e9);
    }
    const bool analyzer = in.samplerateHz > 0.0 && !in.pulseWidths.empty();
    if (analyzer && in.pulseWidths.size() != n) {
        v.unpaired = std::max(n, in.pulseWidths.size()) - std::min(n, in.pulseWidths.size());
        return verdict(v, Verdict::Fail,
                       message(MessageId::PeriodsCountDiffer,
                               {std::to_string(in.pulseWidths.size()), std::to_string(n)}));
    }
    // The analyzer's period where there is one, else the counter's (then nothing independent
    // of the kernel's clock measured it: inconclusive at best).
    std::vector<double> lengthNs = counterNs;
    if (analyzer) {
        const double sampleNs = 1e9 / in.samplerateHz;
        v.toleranceNs = 2.0 * sampleNs + kThreadMetricEdgeSlackNs + in.jitterNs +
                        in.timebasePpm * 1e-6 * in.nominalNs;
        v.paired = n;
        v.agreement.assign(n, 0);
        double sum = 0.0;
        for (std::size_t k = 0; k < n; ++k) {
            lengthNs[k] = static_cast<double>(in.pulseWidths[k]) * sampleNs;
            const double dev = lengthNs[k] - counterNs[k];
            sum += dev;
            v.maxDevNs = std::max(v.maxDevNs, std::abs(dev));
            if (std::abs(dev) > v.toleranceNs) {
                v.agreement[k] = 1;
                ++v.disagreeing;
            }
        }
        v.biasNs = sum / static_cast<double>(n);
        v.withinTolerance = static_cast<double>(n - v.disagreeing) / static_cast<double>(n);
        for (std::size_t k = 0; k < n; ++k) {
            if (v.agreement[k] != 0) {
                return verdict(
                    v, Verdict::Fail,
                    message(MessageId::PeriodsApart,
                            {periodNumber(k), ms(lengthNs[k]), ms(counterNs[k]),
                             fixed(lengthNs[k] - counterNs[k], 0), fixed(v.toleranceNs, 0)}));
            }
        }
    }
    const double driftPpm = kThreadMetricDriftPpm + in.timebasePpm;
    double worstPpm = 0.0;
    for (std::size_t k = 0; k < n; ++k) {
        const double ppm = (lengthNs[k] / in.nominalNs - 1.0) * 1e6;
        if (std::abs(ppm) > driftPpm) {
            return verdict(
                v, Verdict::Fail,
                message(
                    MessageId::PeriodsTickDrifts,
                    {periodNumber(k), ms(lengthNs[k]),
                     sub(message(analyzer ? MessageId::WordByAnalyzer : MessageId::WordByCounter)),
                     ms(in.nominalNs), fixed(std::abs(ppm) * 1e-4, 3),
                     sub(message(ppm < 0 ? MessageId::WordFast : MessageId::WordSlow)),
                     fixed(driftPpm * 1e-4, 3)}));
        }
        worstPpm = std::max(worstPpm, std::abs(ppm));
    }
    if (!analyzer) {
        return verdict(v, Verdict::Inconclusive,
                       message(MessageId::PeriodsCounterOnly, {std::to_string(n)}));
    }
    return verdict(v, Verdict::Pass,
                   message(MessageId::PeriodsAgree,
                           {std::to_string(n), fixed(v.maxDevNs, 0), fixed(v.toleranceNs, 0),
                            fixed(worstPpm, 1), ms(in.nominalNs)}));
}

Acceptance threadMetricOwnCheck(std::uint32_t flaggedPeriods, std::size_t periods) {
    if (flaggedPeriods == 0) {
        return {Verdict::Pass, message(MessageId::AcceptTmPassed, {std::to_string(periods)})};
    }
    return {Verdict::Fail, message(MessageId::AcceptTmFailed,
                                   {std::to_string(flaggedPeriods), std::to_string(periods)})};
}

} // namespace cyclelab::core
