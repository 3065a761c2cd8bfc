#pragma once
// A capture file dropped on the window (.sr, .vcd, .csv), analysed by the function
// `cyclelab-cli analyze FILE` uses (devices::captureFilePulses), so the window shows the CLI's
// figures. Runs on the work pool: it reads the whole file.

#include "core/analysis/pulse_stats.hpp"
#include "core/common/error.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::app {

struct CaptureChannel {
    std::string name; // as the file names the line
    core::PulseStats stats;
};

struct CaptureAnalysis {
    enum class RateFrom { File, Given, Missing };
    std::string path;
    std::uint64_t samples = 0;
    double samplerateHz = 0.0; // 0 when Missing
    // Missing: the file does not say its samplerate and none was given, so no width in ns can
    // be computed; `channels` is empty and the caller asks for the rate.
    RateFrom rateFrom = RateFrom::Missing;
    std::vector<CaptureChannel> channels; // the channels the file has, of its first 8
};

// `givenSamplerateHz` (0: none) is used only when the file does not say its own. Errors are
// libsigrok's and the extractor's, naming the file (and the line, for text formats).
core::Expected<CaptureAnalysis> analyzeCapture(const std::string& path, double givenSamplerateHz);

// Whether a dropped file is one a capture can be read from (by its extension).
bool isCaptureFile(const std::string& path);

} // namespace cyclelab::app
