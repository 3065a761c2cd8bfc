#include "core/analysis/verdict_rules.hpp"

#include "core/analysis/dithered_mean.hpp"
#include "core/common/units.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace cyclelab::core::analysis_detail {
namespace {

std::string printf1(const char* format, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

std::string formatPercent(double fraction) {
    const double pct = fraction * 100.0;
    if (pct == std::floor(pct)) {
        return printf1("%.0f%%", pct);
    }
    // Never round 99.96% up to a claim of 100%.
    return printf1("%.1f%%", std::min(pct, 99.9));
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string ofPaired(const Evidence& e) {
    return " of " + std::to_string(e.devNs.size()) + " samples";
}

std::string alignmentNote(const Evidence& e) {
    if (e.offset > 0) {
        return "; the first " + plural(static_cast<std::size_t>(e.offset), "pulse", "pulses") +
               " had no counter sample";
    }
    if (e.offset < 0) {
        return "; the first " +
               plural(static_cast<std::size_t>(-e.offset), "counter sample", "counter samples") +
               " had no pulse";
    }
    return {};
}

std::string toleranceText(const Evidence& e) {
    std::string text = "1 analyzer sample";
    if (e.counterCycles > 0.0) {
        text += " + " + printf1("%g", e.counterCycles) +
                (e.counterCycles == 1.0 ? " counter cycle" : " counter cycles");
    }
    if (e.options.jitterNs > 0.0) {
        text += " + " + formatNs(e.options.jitterNs) + " declared jitter";
    }
    if (e.timebaseNs >= 0.05) {
        text += " + " + formatNs(e.timebaseNs) + " timebase";
    }
    return text;
}

std::string agreeText(const Evidence& e) {
    return std::to_string(e.within) + ofPaired(e) + " agree within " + formatNs(e.toleranceNs) +
           " (" + toleranceText(e) + ")";
}

using Reason = std::optional<std::string>;

Reason ratesUnknown(const Evidence& e) {
    if (e.cycleHz > 0.0 && e.samplerateHz > 0.0) {
        return std::nullopt;
    }
    return "cannot compare: the counter rate (" + formatHz(e.cycleHz, 4) +
           ") and the analyzer sample rate (" + formatHz(e.samplerateHz, 4) +
           ") must both be known";
}

Reason toggleUnknown(const Evidence& e) {
    if (std::isfinite(e.toggleOverheadNs)) {
        return std::nullopt;
    }
    return std::string("the GPIO toggle overhead is unknown: the baseline run gave no probe "
                       "pulses to calibrate it from");
}

std::string cyclesText(double cycles) {
    const double rounded = std::round(cycles);
    return printf1("%.0f", rounded) + (rounded == 1.0 ? " cycle" : " cycles");
}

// The counter side's overhead differs from the code's cost by `extra` cycles. Two causes give
// the same overheads and opposite figures, told apart by the pairs: a calibration that
// measured more (or less) than the empty region costs shifts every sample by -extra, so the
// pulses are longer by extra; work inside every counter window (an interrupt in every region)
// is in the overhead and in every sample alike, so the subtraction cancels it and the pulses
// agree.
Reason counterHarnessCause(const Evidence& e, double extra) {
    const CrossValidationOptions& o = e.options;
    if (!e.paired || e.devNs.empty() || !(e.nsPerCycle > 0.0)) {
        return std::nullopt;
    }
    const double shiftCycles = e.medianDevNs / e.nsPerCycle;
    const double slackCycles = e.toleranceNs / e.nsPerCycle;
    const std::string measured = printf1("%.0f", o.counterOverheadCycles) +
                                 " cycles where the empty region's instructions take " +
                                 printf1("%.1f", o.expectedCounterOverheadCycles);
    if (std::fabs(shiftCycles - extra) <= slackCycles) {
        return "the harness overhead subtracted from every sample is " +
               cyclesText(std::fabs(extra)) + (extra > 0 ? " more" : " less") +
               " than the empty region costs (calibrated " + measured + "), so every figure is " +
               cyclesText(std::fabs(extra)) + (extra > 0 ? " too low" : " too high") +
               ": the pulses are " + formatNs(std::fabs(e.medianDevNs)) +
               (e.medianDevNs > 0 ? " longer" : " shorter") + " than the counter says";
    }
    if (extra > 0 && std::fabs(e.medianDevNs) <= e.toleranceNs) {
        return "something runs inside every counter window, such as an interrupt taken in every "
               "region: the harness costs " +
               cyclesText(extra) + " more on the counter side than this image's code (measured " +
               measured +
               "); the subtraction removes it from every figure, which stay right only while it "
               "costs the same " +
               cyclesText(extra) + " in every region";
    }
    return std::nullopt;
}

// A fault inside the harness common to every region (an interrupt in the window, a probe or a
// counter that is off) cancels in the overhead subtraction: only the overheads show it, against
// what the image's code costs.
Reason harnessCost(const Evidence& e) {
    const CrossValidationOptions& o = e.options;
    if (std::isfinite(o.expectedCounterOverheadCycles) && std::isfinite(o.counterOverheadCycles)) {
        const double extra = o.counterOverheadCycles - o.expectedCounterOverheadCycles;
        if (std::fabs(extra) > o.harnessCounterSlackCycles) {
            if (auto cause = counterHarnessCause(e, extra)) {
                return cause;
            }
            return "the harness costs " + printf1("%.0f", std::fabs(extra)) + " cycles " +
                   (extra > 0 ? "more" : "less") +
                   " on the counter side than this image's code: the empty region measures " +
                   printf1("%.0f", o.counterOverheadCycles) +
                   " cycles between the two counter "
                   "reads where its instructions take " +
                   printf1("%.1f", o.expectedCounterOverheadCycles) +
                   " (something runs inside every counter window, such as an interrupt, or the "
                   "counter is not what it claims); the subtraction hides it from every "
                   "benchmark";
        }
    }
    if (std::isfinite(o.expectedToggleOverheadNs) && std::isfinite(e.toggleOverheadNs) &&
        e.nsPerSample > 0.0) {
        const double extra = e.toggleOverheadNs - o.expectedToggleOverheadNs;
        if (std::fabs(extra) > e.nsPerSample + o.harnessSlotNs) {
            return "the harness costs " + formatNs(std::fabs(extra)) + " " +
                   (extra > 0 ? "more" : "less") +
                   " on the probe pin than this image's code: the empty region's pulse is " +
                   formatNs(e.toggleOverheadNs) + " where its instructions take " +
                   formatNs(o.expectedToggleOverheadNs) +
                   " (something runs inside every pulse, such as an interrupt, or the probe is "
                   "not where it claims); the subtraction hides it from every benchmark";
        }
    }
    return std::nullopt;
}

Reason noCounterSamples(const Evidence& e) {
    if (!e.cycles.empty()) {
        return std::nullopt;
    }
    return std::string("the run has no counter samples to compare with the pulses");
}

Reason wrapped(const Evidence& e) {
    // Protocol 2 sends counts signed: a negative one is shorter than the harness overhead.
    const auto count = static_cast<std::size_t>(
        std::count_if(e.cycles.begin(), e.cycles.end(), [](std::int32_t c) { return c < 0; }));
    if (count == 0) {
        return std::nullopt;
    }
    const std::int32_t lowest = *std::min_element(e.cycles.begin(), e.cycles.end());
    return std::to_string(count) + " of " + std::to_string(e.cycles.size()) +
           " counter samples are negative (lowest " + std::to_string(lowest) +
           " cycles): a count came out smaller than the harness overhead, so the counter wrapped "
           "or its overhead subtraction is wrong";
}

Reason noPulses(const Evidence& e) {
    if (!e.pulses.empty()) {
        return std::nullopt;
    }
    return "no probe pulses in this run's marker window while the counter reported " +
           std::to_string(e.cycles.size()) +
           " samples: check the probe wiring and analyzer channel";
}

Reason counterStopped(const Evidence& e) {
    const bool allZero =
        std::all_of(e.cycles.begin(), e.cycles.end(), [](auto c) { return c == 0; });
    if (!allZero || e.pulseMedianNs <= e.toleranceNs) {
        return std::nullopt;
    }
    return "all " + std::to_string(e.cycles.size()) +
           " counter samples are 0 while the pulses show a median " + formatNs(e.pulseMedianNs) +
           " of work: the cycle counter is not running (DWT not enabled or not emulated)";
}

Reason counterConstant(const Evidence& e) {
    const bool allSame =
        e.cycles.size() >= 2 &&
        std::all_of(e.cycles.begin(), e.cycles.end(), [&](auto c) { return c == e.cycles[0]; });
    if (!allSame || e.pulseP90Ns - e.pulseP10Ns <= 2.0 * e.toleranceNs) {
        return std::nullopt;
    }
    return "all " + std::to_string(e.cycles.size()) + " counter samples are " +
           std::to_string(e.cycles[0]) + " cycles while the pulses vary from " +
           formatNs(e.pulseP10Ns) + " to " + formatNs(e.pulseP90Ns) +
           " (10th to 90th percentile): the counter does not measure the pulsed region";
}

Reason pulsesLostOrAdded(const Evidence& e) {
    const std::size_t n = e.cycles.size();
    const std::size_t m = e.pulses.size();
    const std::size_t gap = m > n ? m - n : n - m;
    const bool beyondEnds =
        gap > 2 * static_cast<std::size_t>(std::max(0, e.options.maxAlignmentOffset));
    if (!beyondEnds && e.midWindowShift == 0) {
        return std::nullopt;
    }
    if (!beyondEnds) {
        return "the first and the last quarter of the window pair at offsets " +
               std::to_string(e.midWindowShift) + " pulse(s) apart: " + std::to_string(m) +
               " probe pulses for " + std::to_string(n) +
               " counter samples, lost or added inside the window (check the "
               "analyzer sample rate, the probe wiring and that nothing else toggles the probe "
               "pin)";
    }
    return "the analyzer saw " + std::to_string(m) + " probe pulses but the counter reported " +
           std::to_string(n) +
           " samples: pulses were lost or added inside the window, so samples cannot be paired "
           "(check the analyzer sample rate, the probe wiring and that nothing else toggles the "
           "probe pin)";
}

Reason zeroCounts(const Evidence& e) {
    const double paired = static_cast<double>(e.devNs.size());
    if (static_cast<double>(e.zeroWithWork) <= (1.0 - e.options.passFraction) * paired) {
        return std::nullopt;
    }
    return std::to_string(e.zeroWithWork) + ofPaired(e) +
           " read 0 cycles on the counter while their pulses show work: the counter missed them "
           "(read before it was enabled, or reset during the region)" +
           alignmentNote(e);
}

std::string sideText(bool longer) {
    return longer ? ": the probe pin shows work the counter does not count"
                  : ": work inside the counter window is invisible on the probe pin";
}

// Which way the counter's figures are off, and by how much, for a deviation of devNs.
std::string figuresOff(const Evidence& e, double devNs, const char* which) {
    if (!(e.nsPerCycle > 0.0)) {
        return {};
    }
    return std::string("; ") + which + " " + cyclesText(std::fabs(devNs) / e.nsPerCycle) +
           (devNs > 0 ? " too low" : " too high");
}

Reason systematicOffset(const Evidence& e) {
    if (std::fabs(e.medianDevNs) <= e.toleranceNs) {
        return std::nullopt;
    }
    const bool longer = e.medianDevNs > 0.0;
    const std::size_t sameSide = longer ? e.longer : e.shorter;
    return "pulses are " + formatNs(std::fabs(e.medianDevNs)) + (longer ? " longer" : " shorter") +
           " than the counter says on " +
           formatPercent(static_cast<double>(sameSide) / static_cast<double>(e.devNs.size())) +
           ofPaired(e) + sideText(longer) + figuresOff(e, e.medianDevNs, "the figures are") +
           alignmentNote(e);
}

// Disagreement on one side only is a fault of one channel, whatever its share: random
// timing noise would scatter to both sides.
Reason oneSided(const Evidence& e) {
    const std::size_t outside = e.longer + e.shorter;
    if (outside < e.options.minOneSided) {
        return std::nullopt;
    }
    const bool longer = e.longer >= e.shorter;
    const std::size_t side = longer ? e.longer : e.shorter;
    if (static_cast<double>(side) < e.options.oneSidedShare * static_cast<double>(outside)) {
        return std::nullopt;
    }
    std::vector<double> beyond;
    for (double d : e.devNs) {
        if (longer ? d > e.toleranceNs : d < -e.toleranceNs) {
            beyond.push_back(std::fabs(d));
        }
    }
    std::nth_element(beyond.begin(), beyond.begin() + static_cast<std::ptrdiff_t>(side / 2),
                     beyond.end());
    const double typicalNs = beyond[side / 2];
    return std::to_string(side) + ofPaired(e) + " have pulses " + formatNs(typicalNs) +
           (longer ? " longer" : " shorter") + " than the counter (median of those), beyond the " +
           formatNs(e.toleranceNs) + " tolerance and all on one side" + sideText(longer) +
           figuresOff(e, longer ? typicalNs : -typicalNs,
                      side == 1 ? "that sample reads" : "those samples read") +
           alignmentNote(e);
}

// The dithered mean's interval lies beyond what the mean may deviate: the counter is off.
Reason ditheredMeanOff(const Evidence& e) {
    const auto d = ditheredMean(e);
    if (!d || !d->needed || !d->refutes) {
        return std::nullopt;
    }
    const bool longer = d->meanNs > 0.0;
    return ditheredMeanText(*d) + ", beyond the " + formatNs(d->toleranceNs) +
           " the mean may deviate" + sideText(longer) +
           figuresOff(e, d->meanNs, "the figures are") + alignmentNote(e);
}

Reason analyzerTooSlow(const Evidence& e) {
    if (analyzerResolves(e)) {
        return std::nullopt;
    }
    const auto d = ditheredMean(e);
    if (d && d->confirms) {
        return std::nullopt;
    }
    const double opNs = e.medianCycles * e.nsPerCycle;
    const std::string share =
        opNs > 0.0 ? "is " + formatPercent(std::min(1.0, e.nsPerSample / opNs)) + " of it"
                   : "is longer than it";
    std::string text = "analyzer at " + formatHz(e.samplerateHz, 4) + " cannot resolve a " +
                       std::to_string(e.medianCycles) + "-cycle operation at " +
                       formatHz(e.cycleHz, 4) + ": one sample (" + formatNs(e.nsPerSample) + ") " +
                       share + ", more than the " +
                       formatPercent(e.options.maxSamplePeriodFraction) + " allowed";
    if (!d) {
        return text + ", and its sample phase is locked to the core's clock, so no mean of "
                      "pulses can stand in for a finer sample";
    }
    text += "; " + ditheredMeanText(*d) + ", which cannot decide within the " +
            formatNs(d->toleranceNs) + " the mean may deviate";
    if (d->pairsNeeded > 0) {
        text += ": about " + std::to_string(d->pairsNeeded) + " samples would";
    }
    return text;
}

Reason tooFewPairs(const Evidence& e) {
    if (e.devNs.size() >= e.options.minPairs) {
        return std::nullopt;
    }
    return "only " + plural(e.devNs.size(), "sample", "samples") +
           " could be paired with a pulse, fewer than the " + std::to_string(e.options.minPairs) +
           " needed to decide";
}

Reason disagreement(const Evidence& e) {
    const double within = static_cast<double>(e.within) / static_cast<double>(e.devNs.size());
    if (within >= e.options.passFraction) {
        return std::nullopt;
    }
    return "only " + agreeText(e) + ", limits of agreement " + formatNs(e.biasNs - 1.96 * e.sdNs) +
           " to " + formatNs(e.biasNs + 1.96 * e.sdNs) + ", below the " +
           formatPercent(e.options.passFraction) +
           " needed to pass: the two channels do not time the same thing sample by sample" +
           alignmentNote(e);
}

constexpr std::array kRules{
    VerdictRule{"rates-known", Verdict::Inconclusive, ratesUnknown},
    VerdictRule{"toggle-overhead-known", Verdict::Inconclusive, toggleUnknown},
    VerdictRule{"harness-cost", Verdict::Fail, harnessCost},
    VerdictRule{"counter-samples", Verdict::Inconclusive, noCounterSamples},
    VerdictRule{"no-wrapped-counts", Verdict::Fail, wrapped},
    VerdictRule{"probe-pulses", Verdict::Inconclusive, noPulses},
    VerdictRule{"counter-running", Verdict::Fail, counterStopped},
    VerdictRule{"counter-varies", Verdict::Fail, counterConstant},
    VerdictRule{"no-lost-pulses", Verdict::Fail, pulsesLostOrAdded},
    VerdictRule{"no-zero-counts", Verdict::Fail, zeroCounts},
    VerdictRule{"no-systematic-offset", Verdict::Fail, systematicOffset},
    VerdictRule{"no-one-sided-disagreement", Verdict::Fail, oneSided},
    VerdictRule{"dithered-mean", Verdict::Fail, ditheredMeanOff},
    VerdictRule{"analyzer-resolves", Verdict::Inconclusive, analyzerTooSlow},
    VerdictRule{"enough-pairs", Verdict::Inconclusive, tooFewPairs},
    VerdictRule{"agreement", Verdict::Fail, disagreement},
};

} // namespace

std::span<const VerdictRule> verdictRules() {
    return kRules;
}

std::string passReason(const Evidence& e) {
    std::string text = agreeText(e);
    const auto d = ditheredMean(e);
    if (d && d->confirms && d->needed) {
        // Only the mean can confirm what one sample cannot resolve: said first.
        text = "confirmed by the dithered mean: " + ditheredMeanText(*d) + ", within the " +
               formatNs(d->toleranceNs) + " the mean may deviate, and " + text;
    } else if (d && d->confirms) {
        text += "; the dithered mean agrees: " + ditheredMeanText(*d) + ", within the " +
                formatNs(d->toleranceNs) + " the mean may deviate";
    }
    const std::size_t outside = e.longer + e.shorter;
    if (outside == 0) {
        return text + alignmentNote(e);
    }
    text += "; " + std::to_string(outside) + " disagree (largest deviation " +
            formatNs(e.maxDevNs) + ")";
    if (e.longer == 0 || e.shorter == 0) {
        // All on one side, but fewer than the one-sided rule needs.
        const bool longer = e.longer > 0;
        text += std::string(outside == 1 ? ", its pulse " : ", all with pulses ") +
                (longer ? "longer" : "shorter") + " than the counter: too few to be systematic" +
                figuresOff(e, longer ? e.maxDevNs : -e.maxDevNs,
                           outside == 1 ? "that sample reads" : "those samples read up to");
    } else if (outside < e.options.minOneSided) {
        text += ", one on each side: too few to be systematic";
    } else {
        text += ", " + std::to_string(e.longer) + " with longer pulses and " +
                std::to_string(e.shorter) +
                " with shorter ones: spread on both sides, as timing noise is";
    }
    return text + alignmentNote(e);
}

// 0.93 ns, 41.7 ns, 238 ns, 1.25 us, 12.5 ms: three significant digits, readable units.
std::string formatNs(double ns) {
    const double mag = std::fabs(ns);
    const char* unit = "ns";
    double v = ns;
    if (mag >= 1e6) {
        v = ns / 1e6;
        unit = "ms";
    } else if (mag >= 1e3) {
        v = ns / 1e3;
        unit = "us";
    }
    const double m = std::fabs(v);
    const char* format = m >= 100.0 ? "%.0f" : (m >= 10.0 ? "%.1f" : "%.2f");
    std::string text = printf1(format, v);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') {
            text.pop_back();
        }
        if (text.back() == '.') {
            text.pop_back();
        }
    }
    return text + " " + unit;
}

} // namespace cyclelab::core::analysis_detail
