#include "app/gui/capture_analysis.hpp"

#include "core/analysis/pulse_extractor.hpp"
#include "devices/sigrok/capture_file.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace cyclelab::app {

core::Expected<CaptureAnalysis> analyzeCapture(const std::string& path, double givenSamplerateHz) {
    // As app/cli/cmd_analyze.cpp without --channel: the first 8 lines, bit i = channel i.
    const std::vector<int> followed{0, 1, 2, 3, 4, 5, 6, 7};
    devices::CaptureReadOptions options;
    options.samplerateHz = givenSamplerateHz;
    core::PulseExtractor extractor(followed, followed.front());
    std::vector<std::string> names;
    auto info = devices::readCaptureFile(path, extractor, options, names);
    if (!info)
        return info.error();
    extractor.finish();
    if (!extractor.status())
        return core::Error::badInput(path + ": " + extractor.status().error().message);
    if (info->totalSamples == 0)
        return core::Error::badInput(path + ": the capture holds no samples");
    CaptureAnalysis out;
    out.path = path;
    out.samples = info->totalSamples;
    if (givenSamplerateHz > 0.0) {
        out.samplerateHz = givenSamplerateHz;
        out.rateFrom = CaptureAnalysis::RateFrom::Given;
    } else if (info->samplerateHz > 0.0) {
        out.samplerateHz = info->samplerateHz;
        out.rateFrom = CaptureAnalysis::RateFrom::File;
    } else {
        return out; // Missing: the caller asks for the rate
    }
    for (const core::PulseStats& s : core::pulseStats(extractor, out.samplerateHz))
        if (s.channel < static_cast<int>(names.size()))
            out.channels.push_back({names[static_cast<std::size_t>(s.channel)], s});
    return out;
}

bool isCaptureFile(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".sr" || ext == ".vcd" || ext == ".csv";
}

} // namespace cyclelab::app
