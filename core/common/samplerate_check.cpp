#include "core/common/samplerate_check.hpp"

#include "core/common/message.hpp"
#include "core/common/units.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace cyclelab::core {

double minimumSamplerateHz(double shortestPulseNs, double maxRelativeError) {
    if (shortestPulseNs <= 0 || maxRelativeError <= 0)
        return 0.0;
    const double minSamples = std::max(2.0, 1.0 / maxRelativeError);
    return minSamples / (shortestPulseNs * 1e-9);
}

Status checkSamplerate(double samplerateHz, double shortestPulseNs, double maxRelativeError) {
    if (samplerateHz <= 0)
        return Error::badInput(message(MessageId::ErrSamplerateNotPositive));
    if (shortestPulseNs <= 0)
        return success(); // nothing known about the pulses yet
    const double needHz = minimumSamplerateHz(shortestPulseNs, maxRelativeError);
    if (samplerateHz + 0.5 >= needHz)
        return success();
    const double samplesPerPulse = shortestPulseNs * 1e-9 * samplerateHz;
    const auto fixed = [](double value, int decimals) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
        return std::string(buf);
    };
    return Error::badInput(
        message(MessageId::ErrSamplerateTooLow,
                {formatHz(samplerateHz), fixed(shortestPulseNs, 0), fixed(samplesPerPulse, 1),
                 fixed(100.0 / std::max(samplesPerPulse, 1e-9), 0), formatHz(std::ceil(needHz))}));
}

} // namespace cyclelab::core
