#include "core/analysis/cross_validator.hpp"
#include "core/common/units.hpp"

#include "core/analysis/order_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace cyclelab::core {

namespace {

using analysis_detail::medianInPlace;
using analysis_detail::quantileInPlace;

// Counts at or above 2^31 cycles (12 s at 168 MHz for one operation) can only be a count
// below the subtracted harness overhead that wrapped around.
constexpr std::uint32_t kWrapThreshold = 0x80000000U;

std::string printf1(const char* format, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
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

struct Pairing {
    int offset = 0;
    std::vector<double> devNs; // analyzer - counter, in cycles order
    double madNs = 0.0;
};

Pairing pairAt(std::span<const std::uint32_t> cycles, double nsPerCycle,
               std::span<const std::uint32_t> pulses, double nsPerSample, double overheadNs,
               int offset) {
    Pairing p;
    p.offset = offset;
    const auto n = static_cast<std::ptrdiff_t>(cycles.size());
    const auto m = static_cast<std::ptrdiff_t>(pulses.size());
    const std::ptrdiff_t first = std::max<std::ptrdiff_t>(0, -offset);
    const std::ptrdiff_t last = std::min<std::ptrdiff_t>(n, m - offset);
    for (std::ptrdiff_t i = first; i < last; ++i) {
        const double pulseNs =
            pulses[static_cast<std::size_t>(i + offset)] * nsPerSample - overheadNs;
        p.devNs.push_back(pulseNs - cycles[static_cast<std::size_t>(i)] * nsPerCycle);
    }
    std::vector<double> work = p.devNs;
    const double median = medianInPlace(work);
    for (double& d : work) {
        d = std::fabs(d - median);
    }
    p.madNs = work.empty() ? INFINITY : medianInPlace(work);
    return p;
}

// Offsets are tried nearest first, and a farther one must beat the best by a whole analyzer
// sample: quantisation alone moves the score by up to a sample between offsets (seen on the
// virtual bench's steady runs), while a real misalignment of varying data costs far more.
Pairing bestPairing(std::span<const std::uint32_t> cycles, double nsPerCycle,
                    std::span<const std::uint32_t> pulses, double nsPerSample, double overheadNs,
                    int maxOffset) {
    Pairing best = pairAt(cycles, nsPerCycle, pulses, nsPerSample, overheadNs, 0);
    for (int k = 1; k <= maxOffset; ++k) {
        for (int offset : {k, -k}) {
            Pairing p = pairAt(cycles, nsPerCycle, pulses, nsPerSample, overheadNs, offset);
            if (p.madNs < best.madNs - nsPerSample) {
                best = std::move(p);
            }
        }
    }
    return best;
}

CrossValidationReport finish(CrossValidationReport report, Verdict verdict, std::string reason) {
    report.validation.verdict = verdict;
    report.validation.reason = std::move(reason);
    return report;
}

std::string alignmentNote(int offset) {
    if (offset > 0) {
        return "; the first " + plural(static_cast<std::size_t>(offset), "pulse", "pulses") +
               " had no counter sample";
    }
    if (offset < 0) {
        return "; the first " +
               plural(static_cast<std::size_t>(-offset), "counter sample", "counter samples") +
               " had no pulse";
    }
    return {};
}

std::string toleranceBreakdown(double counterCycles, double jitterNs, double timebaseNs) {
    std::string text = "1 analyzer sample";
    if (counterCycles > 0.0) {
        text += " + " + printf1("%g", counterCycles) +
                (counterCycles == 1.0 ? " counter cycle" : " counter cycles");
    }
    if (jitterNs > 0.0) {
        text += " + " + formatNs(jitterNs) + " declared jitter";
    }
    if (timebaseNs >= 0.05) {
        text += " + " + formatNs(timebaseNs) + " timebase";
    }
    return text;
}

} // namespace

CrossValidationReport crossValidateReport(std::span<const std::uint32_t> cycles, double cycleHz,
                                          std::span<const std::uint32_t> pulses,
                                          double samplerateHz, double toggleOverheadNs,
                                          const CrossValidationOptions& options) {
    CrossValidationReport report;
    report.counterSamples = cycles.size();
    report.pulses = pulses.size();
    Validation& v = report.validation;
    // Stored as-is (SQLite turns NaN into NULL, JSON into null): keep the fields finite.
    v.samplerateHz = std::isfinite(samplerateHz) ? samplerateHz : 0.0;
    v.toggleOverheadNs = std::isfinite(toggleOverheadNs) ? toggleOverheadNs : 0.0;
    const std::size_t n = cycles.size();

    if (!(cycleHz > 0.0) || !(samplerateHz > 0.0)) {
        return finish(report, Verdict::Inconclusive,
                      "cannot compare: the counter rate (" + formatHz(cycleHz, 4) +
                          ") and the analyzer sample rate (" + formatHz(samplerateHz, 4) +
                          ") must both be known");
    }
    if (!std::isfinite(toggleOverheadNs)) {
        return finish(report, Verdict::Inconclusive,
                      "the GPIO toggle overhead is unknown: the baseline run gave no probe "
                      "pulses to calibrate it from");
    }
    const double nsPerCycle = 1e9 / cycleHz;
    const double nsPerSample = 1e9 / samplerateHz;
    const double counterCycles = std::max(0.0, options.counterCycleAllowance);
    v.toleranceNs = nsPerSample + counterCycles * nsPerCycle + std::max(0.0, options.jitterNs);

    if (n == 0) {
        return finish(report, Verdict::Inconclusive,
                      "the run has no counter samples to compare with the pulses");
    }
    {
        std::vector<std::uint32_t> sorted(cycles.begin(), cycles.end());
        std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
        v.toleranceNs += std::max(0.0, options.timebasePpm) * 1e-6 *
                         static_cast<double>(sorted[sorted.size() / 2]) * nsPerCycle;
    }
    const double tol = v.toleranceNs;
    const auto wrapped = static_cast<std::size_t>(std::count_if(
        cycles.begin(), cycles.end(), [](std::uint32_t c) { return c >= kWrapThreshold; }));
    if (wrapped > 0) {
        const std::uint32_t largest = *std::max_element(cycles.begin(), cycles.end());
        return finish(report, Verdict::Fail,
                      std::to_string(wrapped) + " of " + std::to_string(n) +
                          " counter samples are near 2^32 (largest " + std::to_string(largest) +
                          "): a count smaller than the harness overhead wrapped around, so the "
                          "counter or its overhead subtraction is wrong");
    }
    if (pulses.empty()) {
        return finish(report, Verdict::Inconclusive,
                      "no probe pulses in this run's marker window while the counter reported " +
                          std::to_string(n) +
                          " samples: check the probe wiring and analyzer channel");
    }

    std::vector<double> pulseNs;
    pulseNs.reserve(pulses.size());
    for (std::uint32_t w : pulses) {
        pulseNs.push_back(w * nsPerSample - toggleOverheadNs);
    }
    const double pulseMedianNs = medianInPlace(pulseNs);
    const bool allZero = std::all_of(cycles.begin(), cycles.end(), [](auto c) { return c == 0; });
    if (allZero && pulseMedianNs > tol) {
        return finish(report, Verdict::Fail,
                      "all " + std::to_string(n) +
                          " counter samples are 0 while the pulses show a median " +
                          formatNs(pulseMedianNs) +
                          " of work: the cycle counter is not running (DWT not enabled or not "
                          "emulated)");
    }
    const bool allSame =
        n >= 2 && std::all_of(cycles.begin(), cycles.end(), [&](auto c) { return c == cycles[0]; });
    if (allSame) {
        const double p10 = quantileInPlace(pulseNs, 0.10);
        const double p90 = quantileInPlace(pulseNs, 0.90);
        if (p90 - p10 > 2.0 * tol) {
            return finish(report, Verdict::Fail,
                          "all " + std::to_string(n) + " counter samples are " +
                              std::to_string(cycles[0]) + " cycles while the pulses vary from " +
                              formatNs(p10) + " to " + formatNs(p90) +
                              " (10th to 90th percentile): the counter does not measure the "
                              "pulsed region");
        }
    }
    const int maxOffset = std::max(0, options.maxAlignmentOffset);
    const std::size_t countGap = pulses.size() > n ? pulses.size() - n : n - pulses.size();
    if (countGap > 2 * static_cast<std::size_t>(maxOffset)) {
        return finish(report, Verdict::Inconclusive,
                      "the analyzer saw " + std::to_string(pulses.size()) +
                          " probe pulses but the counter reported " + std::to_string(n) +
                          " samples: pulses were lost or added (check the analyzer sample rate, "
                          "the probe wiring and that nothing else toggles the probe pin)");
    }

    Pairing pairing =
        bestPairing(cycles, nsPerCycle, pulses, nsPerSample, toggleOverheadNs, maxOffset);
    report.offset = pairing.offset;
    const std::vector<double>& dev = pairing.devNs;
    const std::size_t paired = dev.size();
    v.paired = paired;
    if (paired == 0) {
        return finish(report, Verdict::Inconclusive,
                      "no counter sample could be paired with a pulse");
    }
    double sum = 0.0;
    std::size_t within = 0;
    for (double d : dev) {
        sum += d;
        v.maxDevNs = std::max(v.maxDevNs, std::fabs(d));
        within += std::fabs(d) <= tol ? 1 : 0;
    }
    v.biasNs = sum / static_cast<double>(paired);
    double squares = 0.0;
    for (double d : dev) {
        squares += (d - v.biasNs) * (d - v.biasNs);
    }
    const double sd = paired > 1 ? std::sqrt(squares / static_cast<double>(paired - 1)) : 0.0;
    v.loaLowNs = v.biasNs - 1.96 * sd;
    v.loaHighNs = v.biasNs + 1.96 * sd;
    v.withinTolerance = static_cast<double>(within) / static_cast<double>(paired);
    std::vector<double> work = dev;
    report.medianDevNs = medianInPlace(work);
    const std::string note = alignmentNote(pairing.offset);
    const std::string ofPaired = " of " + std::to_string(paired) + " samples";

    // Zero counts among real work: too many to still pass, so name the cause instead of
    // letting them show up as plain disagreement.
    std::size_t zeroWithWork = 0;
    for (std::size_t k = 0; k < paired; ++k) {
        const std::size_t i = k + static_cast<std::size_t>(std::max(0, -pairing.offset));
        zeroWithWork += cycles[i] == 0 && dev[k] > tol ? 1 : 0;
    }
    if (static_cast<double>(zeroWithWork) > (1.0 - options.passFraction) * paired) {
        return finish(report, Verdict::Fail,
                      std::to_string(zeroWithWork) + ofPaired +
                          " read 0 cycles on the counter while their pulses show work: the "
                          "counter missed them (read before it was enabled, or reset during "
                          "the region)" +
                          note);
    }

    if (std::fabs(report.medianDevNs) > tol) {
        const bool longer = report.medianDevNs > 0.0;
        const auto sameSide = static_cast<std::size_t>(std::count_if(
            dev.begin(), dev.end(), [&](double d) { return longer ? d > tol : d < -tol; }));
        return finish(
            report, Verdict::Fail,
            "pulses are " + formatNs(std::fabs(report.medianDevNs)) +
                (longer ? " longer" : " shorter") + " than the counter says on " +
                formatPercent(static_cast<double>(sameSide) / static_cast<double>(paired)) +
                ofPaired +
                (longer ? ": the probe pin shows work the counter does not count"
                        : ": work inside the counter window is invisible on the probe pin") +
                note);
    }

    std::vector<std::uint32_t> sortedCycles(cycles.begin(), cycles.end());
    std::nth_element(sortedCycles.begin(),
                     sortedCycles.begin() + static_cast<std::ptrdiff_t>(n / 2), sortedCycles.end());
    const std::uint32_t medianCycles = sortedCycles[n / 2];
    const double opNs = medianCycles * nsPerCycle;
    if (nsPerSample > options.maxSamplePeriodFraction * opNs) {
        const std::string share =
            opNs > 0.0 ? "is " + formatPercent(std::min(1.0, nsPerSample / opNs)) + " of it"
                       : "is longer than it";
        return finish(report, Verdict::Inconclusive,
                      "analyzer at " + formatHz(samplerateHz, 4) + " cannot resolve a " +
                          std::to_string(medianCycles) + "-cycle operation at " +
                          formatHz(cycleHz, 4) + ": one sample (" + formatNs(nsPerSample) + ") " +
                          share + ", more than the " +
                          formatPercent(options.maxSamplePeriodFraction) + " allowed");
    }

    const std::string agree = std::to_string(within) + ofPaired + " agree within " + formatNs(tol) +
                              " (" + toleranceBreakdown(counterCycles, options.jitterNs,
                                                 tol - nsPerSample - counterCycles * nsPerCycle -
                                                     std::max(0.0, options.jitterNs)) + ")";
    if (v.withinTolerance < options.failFraction) {
        return finish(report, Verdict::Fail,
                      "only " + agree + ", limits of agreement " + formatNs(v.loaLowNs) + " to " +
                          formatNs(v.loaHighNs) +
                          ": the two channels do not time the same thing sample by sample" + note);
    }
    if (v.withinTolerance < options.passFraction) {
        return finish(report, Verdict::Inconclusive,
                      agree + ", below the " + formatPercent(options.passFraction) +
                          " needed to pass: raise the analyzer sample rate or declare the probe "
                          "jitter" +
                          note);
    }
    if (std::fabs(v.biasNs) > tol) {
        return finish(report, Verdict::Inconclusive,
                      agree + ", but outliers of up to " + formatNs(v.maxDevNs) +
                          " pull the mean deviation to " + formatNs(v.biasNs) + note);
    }
    return finish(report, Verdict::Pass, agree + note);
}

Validation crossValidate(std::span<const std::uint32_t> cycles, double cycleHz,
                         std::span<const std::uint32_t> pulseWidthsSamples, double samplerateHz,
                         double toggleOverheadNs, const CrossValidationOptions& options) {
    return crossValidateReport(cycles, cycleHz, pulseWidthsSamples, samplerateHz, toggleOverheadNs,
                               options)
        .validation;
}

} // namespace cyclelab::core
