#include "core/analysis/sample_pairing.hpp"

#include "core/common/message.hpp"

#include <cmath>
#include <limits>
#include <string>

namespace cyclelab::core {

std::optional<std::size_t> SamplePairing::pulseOf(std::size_t k) const {
    if (k >= agreement.size() || agreement[k] == SampleAgreement::Unpaired) {
        return std::nullopt;
    }
    const auto p = static_cast<std::ptrdiff_t>(k) + offset;
    if (p < 0 || static_cast<std::size_t>(p) >= pulses) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(p);
}

std::optional<std::size_t> SamplePairing::sampleOf(std::size_t pulse) const {
    const auto k = static_cast<std::ptrdiff_t>(pulse) - offset;
    if (k < 0 || !pulseOf(static_cast<std::size_t>(k))) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(k);
}

double SamplePairing::deviationNs(const Run& run, std::size_t k) const {
    const auto p = pulseOf(k);
    if (!p || k >= run.samples.size() || *p >= run.pulseWidths.size()) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    return run.pulseWidths[*p] * nsPerSample - toggleOverheadNs - run.samples[k] * nsPerCycle;
}

std::optional<std::size_t> SamplePairing::nextDisagreeing(std::size_t k) const {
    const std::size_t n = agreement.size();
    for (std::size_t step = 1; step <= n; ++step) {
        const std::size_t i = (k + step) % n;
        if (agreement[i] == SampleAgreement::Disagrees) {
            return i;
        }
    }
    return std::nullopt;
}

std::optional<std::size_t> SamplePairing::worst(const Run& run) const {
    std::optional<std::size_t> best;
    double largest = -1.0;
    for (std::size_t k = 0; k < agreement.size(); ++k) {
        const double d = std::fabs(deviationNs(run, k));
        if (std::isfinite(d) && d > largest) {
            largest = d;
            best = k;
        }
    }
    return best;
}

Expected<SamplePairing> pairRunSamples(const Run& run) {
    const std::string id = std::to_string(run.id);
    if (!run.validation) {
        return Error::badInput(message(MessageId::ErrRunNeverPaired, {id}));
    }
    if (run.pulseWidths.empty() || run.samples.empty()) {
        return Error::badInput(
            message(MessageId::ErrRunNoPairedSamples, {id, std::to_string(run.samples.size()),
                                                       std::to_string(run.pulseWidths.size())}));
    }
    const Validation& v = *run.validation;
    const double samplerate = v.samplerateHz > 0 ? v.samplerateHz : run.analyzerSamplerateHz;
    if (run.cycleHz == 0 || !(samplerate > 0)) {
        return Error::badInput(message(MessageId::ErrRunNoRates, {id}));
    }
    // The offset the verdict's pairing chose: the same function on the same data. The counter's
    // nominal rate stands for the bench's measured one (they differ by ppm on the virtual
    // bench's SysTick), which does not move an alignment decided by whole analyzer samples.
    CrossValidationOptions options;
    const auto report =
        crossValidateReport(run.samples, static_cast<double>(run.cycleHz), run.pulseWidths,
                            samplerate, v.toggleOverheadNs, options);
    SamplePairing out;
    out.offset = report.offset;
    out.nsPerCycle = 1e9 / static_cast<double>(run.cycleHz);
    out.nsPerSample = 1e9 / samplerate;
    out.toggleOverheadNs = v.toggleOverheadNs;
    out.toleranceNs = v.toleranceNs > 0 ? v.toleranceNs : report.validation.toleranceNs;
    out.pulses = run.pulseWidths.size();
    if (v.agreement.size() == run.samples.size()) {
        out.agreement.reserve(v.agreement.size());
        for (std::uint8_t a : v.agreement) {
            out.agreement.push_back(static_cast<SampleAgreement>(a));
        }
    } else {
        out.agreement = report.agreement;
    }
    return out;
}

} // namespace cyclelab::core
