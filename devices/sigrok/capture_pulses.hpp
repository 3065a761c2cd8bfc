#pragma once
// The pulse statistics of a capture file, as `cyclelab-cli analyze` prints them and the desktop
// app shows a dropped capture: libsigrok's reader (readCaptureFile), the campaigns' pulse
// extractor following the file's first 8 logic channels (or one chosen channel) and
// core::pulseStats, for the channels the file has.

#include "core/analysis/pulse_stats.hpp"
#include "core/common/error.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::devices {

struct CapturePulses {
    std::uint64_t samples = 0;
    // The file's samplerate, else the one given; 0: neither says one, and `stats` is empty
    // (no width in ns can be computed: the caller asks for the rate).
    double samplerateHz = 0.0;
    std::vector<core::PulseStats> stats; // one per channel the file has (`channel`: its position)
    std::vector<std::string> names;      // the file's name of each of those lines
};

// `channel` >= 0: that logic channel alone; -1: the file's first 8. `givenSamplerateHz` (0:
// none) counts only when the file does not say its own. Errors name the file (and the line,
// for the text formats): libsigrok's, the extractor's, an empty capture.
core::Expected<CapturePulses> captureFilePulses(const std::string& path, int channel,
                                                double givenSamplerateHz);

} // namespace cyclelab::devices
