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

std::string count(std::size_t n) {
    return std::to_string(n);
}

// Nothing to add: a part of a sequence() that is dropped.
Message nothing() {
    return sequence({});
}

Message word(bool longer) {
    return message(longer ? MessageId::WordLonger : MessageId::WordShorter);
}

Message alignmentNote(const Evidence& e) {
    if (e.offset > 0) {
        return counted(MessageId::NoteFirstPulsesUnpaired, e.offset);
    }
    if (e.offset < 0) {
        return counted(MessageId::NoteFirstSamplesUnpaired, -static_cast<std::int64_t>(e.offset));
    }
    return nothing();
}

MessageArg toleranceText(const Evidence& e) {
    std::vector<Message> parts{message(MessageId::ToleranceAnalyzerSample)};
    if (e.counterCycles > 0.0) {
        parts.push_back(message(e.counterCycles == 1.0 ? MessageId::ToleranceCounterCycle
                                                       : MessageId::ToleranceCounterCycles,
                                {printf1("%g", e.counterCycles)}));
    }
    if (e.options.jitterNs > 0.0) {
        parts.push_back(message(MessageId::ToleranceJitter, {formatNs(e.options.jitterNs)}));
    }
    if (e.timebaseNs >= 0.05) {
        parts.push_back(message(MessageId::ToleranceTimebase, {formatNs(e.timebaseNs)}));
    }
    return joined(std::move(parts), " + ");
}

Message agreeText(const Evidence& e) {
    return message(MessageId::PassAgree, {count(e.within), count(e.devNs.size()),
                                          formatNs(e.toleranceNs), toleranceText(e)});
}

using Reason = std::optional<Message>;

Reason ratesUnknown(const Evidence& e) {
    if (e.cycleHz > 0.0 && e.samplerateHz > 0.0) {
        return std::nullopt;
    }
    return message(MessageId::ReasonRatesUnknown,
                   {formatHz(e.cycleHz, 4), formatHz(e.samplerateHz, 4)});
}

Reason toggleUnknown(const Evidence& e) {
    if (std::isfinite(e.toggleOverheadNs)) {
        return std::nullopt;
    }
    return message(MessageId::ReasonToggleUnknown);
}

// Whole cycles, as the reasons count them.
std::int64_t wholeCycles(double cycles) {
    return static_cast<std::int64_t>(std::round(cycles));
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
    const std::string measured = printf1("%.0f", o.counterOverheadCycles);
    const std::string expected = printf1("%.1f", o.expectedCounterOverheadCycles);
    if (std::fabs(shiftCycles - extra) <= slackCycles) {
        return counted(MessageId::ReasonCalibrationOff, wholeCycles(std::fabs(extra)),
                       {sub(message(extra > 0 ? MessageId::WordMore : MessageId::WordLess)),
                        measured, expected,
                        sub(message(extra > 0 ? MessageId::WordLow : MessageId::WordHigh)),
                        formatNs(std::fabs(e.medianDevNs)), sub(word(e.medianDevNs > 0))});
    }
    if (extra > 0 && std::fabs(e.medianDevNs) <= e.toleranceNs) {
        return counted(MessageId::ReasonWorkInEveryWindow, wholeCycles(extra),
                       {measured, expected});
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
            return message(MessageId::ReasonHarnessCounter,
                           {printf1("%.0f", std::fabs(extra)),
                            sub(message(extra > 0 ? MessageId::WordMore : MessageId::WordLess)),
                            printf1("%.0f", o.counterOverheadCycles),
                            printf1("%.1f", o.expectedCounterOverheadCycles)});
        }
    }
    if (std::isfinite(o.expectedToggleOverheadNs) && std::isfinite(e.toggleOverheadNs) &&
        e.nsPerSample > 0.0) {
        const double extra = e.toggleOverheadNs - o.expectedToggleOverheadNs;
        if (std::fabs(extra) > e.nsPerSample + o.harnessSlotNs) {
            return message(MessageId::ReasonHarnessProbe,
                           {formatNs(std::fabs(extra)),
                            sub(message(extra > 0 ? MessageId::WordMore : MessageId::WordLess)),
                            formatNs(e.toggleOverheadNs), formatNs(o.expectedToggleOverheadNs)});
        }
    }
    return std::nullopt;
}

Reason noCounterSamples(const Evidence& e) {
    if (!e.cycles.empty()) {
        return std::nullopt;
    }
    return message(MessageId::ReasonNoCounterSamples);
}

Reason wrapped(const Evidence& e) {
    // Protocol 2 sends counts signed: a negative one is shorter than the harness overhead.
    const auto negative = static_cast<std::size_t>(
        std::count_if(e.cycles.begin(), e.cycles.end(), [](std::int32_t c) { return c < 0; }));
    if (negative == 0) {
        return std::nullopt;
    }
    const std::int32_t lowest = *std::min_element(e.cycles.begin(), e.cycles.end());
    return message(MessageId::ReasonWrapped,
                   {count(negative), count(e.cycles.size()), std::to_string(lowest)});
}

Reason noPulses(const Evidence& e) {
    if (!e.pulses.empty()) {
        return std::nullopt;
    }
    return message(MessageId::ReasonNoPulses, {count(e.cycles.size())});
}

Reason counterStopped(const Evidence& e) {
    const bool allZero =
        std::all_of(e.cycles.begin(), e.cycles.end(), [](auto c) { return c == 0; });
    if (!allZero || e.pulseMedianNs <= e.toleranceNs) {
        return std::nullopt;
    }
    return message(MessageId::ReasonCounterStopped,
                   {count(e.cycles.size()), formatNs(e.pulseMedianNs)});
}

Reason counterConstant(const Evidence& e) {
    const bool allSame =
        e.cycles.size() >= 2 &&
        std::all_of(e.cycles.begin(), e.cycles.end(), [&](auto c) { return c == e.cycles[0]; });
    if (!allSame || e.pulseP90Ns - e.pulseP10Ns <= 2.0 * e.toleranceNs) {
        return std::nullopt;
    }
    return message(MessageId::ReasonCounterConstant,
                   {count(e.cycles.size()), std::to_string(e.cycles[0]), formatNs(e.pulseP10Ns),
                    formatNs(e.pulseP90Ns)});
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
        return message(MessageId::ReasonMidWindowShift,
                       {std::to_string(e.midWindowShift), count(m), count(n)});
    }
    return message(MessageId::ReasonPulsesLostOrAdded, {count(m), count(n)});
}

Reason zeroCounts(const Evidence& e) {
    const double paired = static_cast<double>(e.devNs.size());
    if (static_cast<double>(e.zeroWithWork) <= (1.0 - e.options.passFraction) * paired) {
        return std::nullopt;
    }
    return sequence(
        {message(MessageId::ReasonZeroCounts, {count(e.zeroWithWork), count(e.devNs.size())}),
         alignmentNote(e)});
}

Message sideText(bool longer) {
    return message(longer ? MessageId::SideProbeShowsMore : MessageId::SideCounterSeesMore);
}

// Which way the counter's figures are off, and by how much, for a deviation of devNs.
Message figuresOff(const Evidence& e, double devNs, MessageId which) {
    if (!(e.nsPerCycle > 0.0)) {
        return nothing();
    }
    return counted(which, wholeCycles(std::fabs(devNs) / e.nsPerCycle),
                   {sub(message(devNs > 0 ? MessageId::WordLow : MessageId::WordHigh))});
}

Reason systematicOffset(const Evidence& e) {
    if (std::fabs(e.medianDevNs) <= e.toleranceNs) {
        return std::nullopt;
    }
    const bool longer = e.medianDevNs > 0.0;
    const std::size_t sameSide = longer ? e.longer : e.shorter;
    return sequence({message(MessageId::ReasonSystematicOffset,
                             {formatNs(std::fabs(e.medianDevNs)), sub(word(longer)),
                              formatPercent(static_cast<double>(sameSide) /
                                            static_cast<double>(e.devNs.size())),
                              count(e.devNs.size()), sub(sideText(longer))}),
                     figuresOff(e, e.medianDevNs, MessageId::NoteFiguresOff), alignmentNote(e)});
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
    return sequence({message(MessageId::ReasonOneSided,
                             {count(side), count(e.devNs.size()), formatNs(typicalNs),
                              sub(word(longer)), formatNs(e.toleranceNs), sub(sideText(longer))}),
                     figuresOff(e, longer ? typicalNs : -typicalNs,
                                side == 1 ? MessageId::NoteSampleOff : MessageId::NoteSamplesOff),
                     alignmentNote(e)});
}

// The dithered mean's interval lies beyond what the mean may deviate: the counter is off.
Reason ditheredMeanOff(const Evidence& e) {
    const auto d = ditheredMean(e);
    if (!d || !d->needed || !d->refutes) {
        return std::nullopt;
    }
    const bool longer = d->meanNs > 0.0;
    return sequence(
        {message(MessageId::ReasonDitheredMeanOff,
                 {sub(ditheredMeanText(*d)), formatNs(d->toleranceNs), sub(sideText(longer))}),
         figuresOff(e, d->meanNs, MessageId::NoteFiguresOff), alignmentNote(e)});
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
    const Message share = opNs > 0.0 ? message(MessageId::ShareOfOperation,
                                               {formatPercent(std::min(1.0, e.nsPerSample / opNs))})
                                     : message(MessageId::ShareLongerThanOperation);
    const Message text = message(MessageId::ReasonAnalyzerTooSlow,
                                 {formatHz(e.samplerateHz, 4), std::to_string(e.medianCycles),
                                  formatHz(e.cycleHz, 4), formatNs(e.nsPerSample), sub(share),
                                  formatPercent(e.options.maxSamplePeriodFraction)});
    if (!d) {
        return sequence({text, message(MessageId::AnalyzerPhaseLocked)});
    }
    return sequence({text,
                     message(MessageId::AnalyzerMeanUndecided,
                             {sub(ditheredMeanText(*d)), formatNs(d->toleranceNs)}),
                     d->pairsNeeded > 0
                         ? message(MessageId::AnalyzerPairsNeeded, {count(d->pairsNeeded)})
                         : nothing()});
}

Reason tooFewPairs(const Evidence& e) {
    if (e.devNs.size() >= e.options.minPairs) {
        return std::nullopt;
    }
    return counted(MessageId::ReasonTooFewPairs, static_cast<std::int64_t>(e.devNs.size()),
                   {count(e.options.minPairs)});
}

Reason disagreement(const Evidence& e) {
    const double within = static_cast<double>(e.within) / static_cast<double>(e.devNs.size());
    if (within >= e.options.passFraction) {
        return std::nullopt;
    }
    return sequence(
        {message(MessageId::ReasonDisagreement,
                 {count(e.within), count(e.devNs.size()), formatNs(e.toleranceNs), toleranceText(e),
                  formatNs(e.biasNs - 1.96 * e.sdNs), formatNs(e.biasNs + 1.96 * e.sdNs),
                  formatPercent(e.options.passFraction)}),
         alignmentNote(e)});
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

Message passReason(const Evidence& e) {
    std::vector<Message> parts{agreeText(e)};
    const auto d = ditheredMean(e);
    if (d && d->confirms && d->needed) {
        // Only the mean can confirm what one sample cannot resolve: said first.
        parts = {message(MessageId::PassDitheredConfirms,
                         {sub(ditheredMeanText(*d)), formatNs(d->toleranceNs), sub(agreeText(e))})};
    } else if (d && d->confirms) {
        parts.push_back(message(MessageId::PassDitheredAgrees,
                                {sub(ditheredMeanText(*d)), formatNs(d->toleranceNs)}));
    }
    const std::size_t outside = e.longer + e.shorter;
    if (outside > 0) {
        parts.push_back(message(MessageId::PassDisagree, {count(outside), formatNs(e.maxDevNs)}));
    }
    if (outside > 0 && (e.longer == 0 || e.shorter == 0)) {
        // All on one side, but fewer than the one-sided rule needs.
        const bool longer = e.longer > 0;
        parts.push_back(message(outside == 1 ? MessageId::PassItsPulse : MessageId::PassAllPulses,
                                {sub(word(longer))}));
        parts.push_back(
            figuresOff(e, longer ? e.maxDevNs : -e.maxDevNs,
                       outside == 1 ? MessageId::NoteSampleOff : MessageId::NoteSamplesOffUpTo));
    } else if (outside > 0 && outside < e.options.minOneSided) {
        parts.push_back(message(MessageId::PassOneEachSide));
    } else if (outside > 0) {
        parts.push_back(message(MessageId::PassBothSides, {count(e.longer), count(e.shorter)}));
    }
    parts.push_back(alignmentNote(e));
    return sequence(std::move(parts));
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
