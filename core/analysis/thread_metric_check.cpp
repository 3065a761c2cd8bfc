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

Validation verdict(Validation v, Verdict verdict, std::string reason) {
    v.verdict = verdict;
    v.reason = std::move(reason);
    return v;
}

// The period k (1-based) and a length in ms, as the reasons print them.
std::string periodName(std::size_t k) {
    return "period " + std::to_string(k + 1);
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
        return verdict(v, Verdict::Fail,
                       "the firmware sent no period lengths (DONE tm_cycles=): rebuild the "
                       "image with this version's firmware/threadmetric");
    }
    std::vector<double> counterNs;
    for (const auto cycles : in.counterCycles) {
        counterNs.push_back(static_cast<double>(cycles) / in.counterHz * 1e9);
    }
    const bool analyzer = in.samplerateHz > 0.0 && !in.pulseWidths.empty();
    if (analyzer && in.pulseWidths.size() != n) {
        v.unpaired = std::max(n, in.pulseWidths.size()) - std::min(n, in.pulseWidths.size());
        return verdict(v, Verdict::Fail,
                       "the probe pin shows " + std::to_string(in.pulseWidths.size()) +
                           " periods for the counter's " + std::to_string(n) +
                           ": the firmware's period marks and its counts disagree");
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
                return verdict(v, Verdict::Fail,
                               periodName(k) + " lasted " + ms(lengthNs[k]) +
                                   " by the analyzer and " + ms(counterNs[k]) +
                                   " by the counter (" + fixed(lengthNs[k] - counterNs[k], 0) +
                                   " ns apart, tolerance " + fixed(v.toleranceNs, 0) + " ns)");
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
                "the kernel tick drifts: " + periodName(k) + " lasted " + ms(lengthNs[k]) +
                    (analyzer ? " by the analyzer" : " by the counter") + " against " +
                    ms(in.nominalNs) + " asked (the tick runs " + fixed(std::abs(ppm) * 1e-4, 3) +
                    " % " + (ppm < 0 ? "fast" : "slow") + ", limit " + fixed(driftPpm * 1e-4, 3) +
                    " %)");
        }
        worstPpm = std::max(worstPpm, std::abs(ppm));
    }
    if (!analyzer) {
        return verdict(v, Verdict::Inconclusive,
                       "no analyzer capture: the " + std::to_string(n) +
                           " periods were timed by the counter only, which runs from the kernel's "
                           "own clock");
    }
    return verdict(v, Verdict::Pass,
                   std::to_string(n) + " periods: analyzer and counter agree within " +
                       fixed(v.maxDevNs, 0) + " ns (tolerance " + fixed(v.toleranceNs, 0) +
                       " ns), every period within " + fixed(worstPpm, 1) + " ppm of " +
                       ms(in.nominalNs));
}

Acceptance threadMetricOwnCheck(std::uint32_t flaggedPeriods, std::size_t periods) {
    if (flaggedPeriods == 0) {
        return {Verdict::Pass, "the test's own counter check passed in all " +
                                   std::to_string(periods) + " periods"};
    }
    return {Verdict::Fail, "the test's own counter check failed in " +
                               std::to_string(flaggedPeriods) + " of " + std::to_string(periods) +
                               " periods (Thread-Metric: every thread within 1 of the average "
                               "of its counters)"};
}

} // namespace cyclelab::core
