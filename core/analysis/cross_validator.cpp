#include "core/analysis/cross_validator.hpp"

#include "core/analysis/verdict_rules.hpp"
#include "core/stats/order_stats.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cyclelab::core {

namespace {

using analysis_detail::Evidence;

struct Pairing {
    int offset = 0;
    std::vector<double> devNs; // analyzer - counter, in cycles order
    double madNs = 0.0;
};

Pairing pairAt(std::span<const std::int32_t> cycles, double nsPerCycle,
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
Pairing bestPairing(const Evidence& e, std::span<const std::int32_t> cycles,
                    std::span<const std::uint32_t> pulses) {
    auto at = [&](int offset) {
        return pairAt(cycles, e.nsPerCycle, pulses, e.nsPerSample, e.toggleOverheadNs, offset);
    };
    Pairing best = at(0);
    for (int k = 1; k <= std::max(0, e.options.maxAlignmentOffset); ++k) {
        for (int offset : {k, -k}) {
            Pairing p = at(offset);
            if (p.madNs < best.madNs - e.nsPerSample) {
                best = std::move(p);
            }
        }
    }
    return best;
}

// Step 1: rates, tolerance and the pulse distribution.
void measureChannels(Evidence& e) {
    e.ratesKnown = e.cycleHz > 0.0 && e.samplerateHz > 0.0 && std::isfinite(e.toggleOverheadNs);
    if (!e.ratesKnown || e.cycles.empty()) {
        return;
    }
    e.nsPerCycle = 1e9 / e.cycleHz;
    e.nsPerSample = 1e9 / e.samplerateHz;
    e.counterCycles = std::max(0.0, e.options.counterCycleAllowance);
    std::vector<std::int32_t> sorted(e.cycles.begin(), e.cycles.end());
    std::nth_element(sorted.begin(),
                     sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2), sorted.end());
    e.medianCycles = sorted[sorted.size() / 2];
    e.timebaseNs = std::max(0.0, e.options.timebasePpm) * 1e-6 * e.medianCycles * e.nsPerCycle;
    e.toleranceNs = e.nsPerSample + e.counterCycles * e.nsPerCycle +
                    std::max(0.0, e.options.jitterNs) + e.timebaseNs;
    if (e.pulses.empty()) {
        return;
    }
    std::vector<double> pulseNs;
    pulseNs.reserve(e.pulses.size());
    for (std::uint32_t w : e.pulses) {
        pulseNs.push_back(w * e.nsPerSample - e.toggleOverheadNs);
    }
    e.pulseMedianNs = medianInPlace(pulseNs);
    e.pulseP10Ns = quantileInPlace(pulseNs, 0.10);
    e.pulseP90Ns = quantileInPlace(pulseNs, 0.90);
}

// Step 2: pair samples with pulses and describe the deviations.
void pairChannels(Evidence& e) {
    if (!e.ratesKnown || e.cycles.empty() || e.pulses.empty()) {
        return;
    }
    Pairing pairing = bestPairing(e, e.cycles, e.pulses);
    e.paired = true;
    // See whether the first and the last quarter of the window pair at different offsets:
    // then pulses were lost or added in between (alignment only absorbs the window's ends).
    const std::size_t n = e.cycles.size();
    const std::size_t quarter = n / 4;
    if (quarter >= 10 && n - quarter <= e.pulses.size() + quarter) {
        const int head = bestPairing(e, e.cycles.first(quarter), e.pulses).offset;
        const std::size_t from = std::min(n - quarter, e.pulses.size());
        const int tail =
            bestPairing(e, e.cycles.subspan(n - quarter), e.pulses.subspan(from)).offset +
            static_cast<int>(from) - static_cast<int>(n - quarter);
        e.midWindowShift = tail - head;
    }
    e.offset = pairing.offset;
    e.devNs = std::move(pairing.devNs);
    e.firstPaired = static_cast<std::size_t>(std::max(0, -e.offset));
    double sum = 0.0;
    for (std::size_t k = 0; k < e.devNs.size(); ++k) {
        const double d = e.devNs[k];
        sum += d;
        e.maxDevNs = std::max(e.maxDevNs, std::fabs(d));
        e.within += std::fabs(d) <= e.toleranceNs ? 1 : 0;
        e.longer += d > e.toleranceNs ? 1 : 0;
        e.shorter += d < -e.toleranceNs ? 1 : 0;
        e.zeroWithWork += e.cycles[e.firstPaired + k] == 0 && d > e.toleranceNs ? 1 : 0;
    }
    if (e.devNs.empty()) {
        return;
    }
    const auto paired = static_cast<double>(e.devNs.size());
    e.biasNs = sum / paired;
    double squares = 0.0;
    for (double d : e.devNs) {
        squares += (d - e.biasNs) * (d - e.biasNs);
    }
    e.sdNs = e.devNs.size() > 1 ? std::sqrt(squares / (paired - 1.0)) : 0.0;
    std::vector<double> work = e.devNs;
    e.medianDevNs = medianInPlace(work);
}

// Step 3: copy what is stored with the run.
CrossValidationReport describe(const Evidence& e) {
    CrossValidationReport report;
    report.counterSamples = e.cycles.size();
    report.pulses = e.pulses.size();
    report.offset = e.offset;
    report.medianDevNs = e.medianDevNs;
    report.disagreeing = e.longer + e.shorter;
    report.unpairedSamples = e.paired ? e.cycles.size() - e.devNs.size() : e.cycles.size();
    report.unpairedPulses = e.paired ? e.pulses.size() - e.devNs.size() : e.pulses.size();
    if (e.paired) {
        report.agreement.assign(e.cycles.size(), SampleAgreement::Unpaired);
        for (std::size_t k = 0; k < e.devNs.size(); ++k) {
            report.agreement[e.firstPaired + k] = std::fabs(e.devNs[k]) <= e.toleranceNs
                                                      ? SampleAgreement::Agrees
                                                      : SampleAgreement::Disagrees;
        }
    }
    Validation& v = report.validation;
    // Stored as-is (SQLite turns NaN into NULL, JSON into null): keep the fields finite.
    v.samplerateHz = std::isfinite(e.samplerateHz) ? e.samplerateHz : 0.0;
    v.toggleOverheadNs = std::isfinite(e.toggleOverheadNs) ? e.toggleOverheadNs : 0.0;
    v.toleranceNs = e.toleranceNs;
    v.paired = e.devNs.size();
    v.disagreeing = report.disagreeing;
    v.unpaired = report.unpairedSamples + report.unpairedPulses;
    v.agreement.reserve(report.agreement.size());
    for (SampleAgreement a : report.agreement) {
        v.agreement.push_back(static_cast<std::uint8_t>(a));
    }
    if (!e.devNs.empty()) {
        v.withinTolerance = static_cast<double>(e.within) / static_cast<double>(e.devNs.size());
        v.biasNs = e.biasNs;
        v.loaLowNs = e.biasNs - 1.96 * e.sdNs;
        v.loaHighNs = e.biasNs + 1.96 * e.sdNs;
        v.maxDevNs = e.maxDevNs;
    }
    return report;
}

} // namespace

CrossValidationReport crossValidateReport(std::span<const std::int32_t> cycles, double cycleHz,
                                          std::span<const std::uint32_t> pulses,
                                          double samplerateHz, double toggleOverheadNs,
                                          const CrossValidationOptions& options) {
    Evidence e;
    e.cycles = cycles;
    e.pulses = pulses;
    e.cycleHz = cycleHz;
    e.samplerateHz = samplerateHz;
    e.toggleOverheadNs = toggleOverheadNs;
    e.options = options;
    measureChannels(e);
    pairChannels(e);
    CrossValidationReport report = describe(e);
    // Step 4: the first rule that fires decides (docs/VALIDATION.md, same order).
    for (const auto& rule : analysis_detail::verdictRules()) {
        if (auto reason = rule.check(e)) {
            report.validation.verdict = rule.verdict;
            report.validation.reason = std::move(*reason);
            report.rule = std::string(rule.name);
            return report;
        }
    }
    report.validation.verdict = Verdict::Pass;
    report.validation.reason = analysis_detail::passReason(e);
    report.rule = "pass";
    return report;
}

Validation crossValidate(std::span<const std::int32_t> cycles, double cycleHz,
                         std::span<const std::uint32_t> pulseWidthsSamples, double samplerateHz,
                         double toggleOverheadNs, const CrossValidationOptions& options) {
    return crossValidateReport(cycles, cycleHz, pulseWidthsSamples, samplerateHz, toggleOverheadNs,
                               options)
        .validation;
}

} // namespace cyclelab::core
