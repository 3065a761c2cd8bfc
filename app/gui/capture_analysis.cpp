#include "app/gui/capture_analysis.hpp"

#include "devices/sigrok/capture_pulses.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace cyclelab::app {

core::Expected<CaptureAnalysis> analyzeCapture(const std::string& path, double givenSamplerateHz) {
    auto pulses = devices::captureFilePulses(path, -1, givenSamplerateHz);
    if (!pulses)
        return pulses.error();
    CaptureAnalysis out;
    out.path = path;
    out.samples = pulses->samples;
    out.samplerateHz = pulses->samplerateHz;
    if (out.samplerateHz <= 0.0)
        return out; // Missing: the caller asks for the rate
    out.rateFrom = givenSamplerateHz > 0.0 ? CaptureAnalysis::RateFrom::Given
                                           : CaptureAnalysis::RateFrom::File;
    for (std::size_t i = 0; i < pulses->stats.size(); ++i)
        out.channels.push_back({pulses->names[i], pulses->stats[i]});
    return out;
}

bool isCaptureFile(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".sr" || ext == ".vcd" || ext == ".csv";
}

} // namespace cyclelab::app
