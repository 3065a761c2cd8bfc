#include "core/common/samplerate_check.hpp"

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
        return Error::badInput("analyzer samplerate must be positive");
    if (shortestPulseNs <= 0)
        return success(); // nothing known about the pulses yet
    const double needHz = minimumSamplerateHz(shortestPulseNs, maxRelativeError);
    if (samplerateHz + 0.5 >= needHz)
        return success();
    const double samplesPerPulse = shortestPulseNs * 1e-9 * samplerateHz;
    char msg[400];
    std::snprintf(msg, sizeof msg,
                  "samplerate %s too low for this benchmark: its shortest pulse (%.0f ns) spans "
                  "only %.1f samples, a width error of up to %.0f%%; use at least %s, or run the "
                  "CPU at a lower clock so pulses get longer",
                  formatHz(samplerateHz).c_str(), shortestPulseNs, samplesPerPulse,
                  100.0 / std::max(samplesPerPulse, 1e-9), formatHz(std::ceil(needHz)).c_str());
    return Error::badInput(msg);
}

} // namespace cyclelab::core
