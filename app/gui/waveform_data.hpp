#pragma once
// What the waveform view shows of one run: its stored capture reduced to an edge index
// (devices/sigrok/capture_edge_index.hpp), the marker window the run's pulses came from, and
// the cross-validation's pairing of its counter samples with those pulses.

#include "core/analysis/sample_pairing.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "devices/sigrok/capture_edge_index.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::app {

struct WaveformData {
    core::Run run;
    devices::IndexedCapture capture;
    core::SamplePairing pairing;
    int probeChannel = 0;
    int markerChannel = 1;
    std::size_t window = 0;          // the run's marker window in the capture
    std::vector<core::Pulse> pulses; // its probe pulses: pulses[p] is run.pulseWidths[p]
    double cpuHz = 0.0;              // core clock, for times in cycles
    double indexSeconds = 0.0;       // how long reading the capture took
    // A capture file on its own (one dropped on the window): no run, no pairing, no pulses of
    // a run; the channels carry no probe or marker role.
    bool plainFile = false;

    double samplerateHz() const { return capture.info.samplerateHz; }
    double nsPerSample() const { return 1e9 / samplerateHz(); }
    // The pulse of counter sample k; nullptr when it was not paired.
    const core::Pulse* pulseOfSample(std::size_t k) const;
};

// Reads the run's capture once (on a pool thread: it takes as long as the file). The probe and
// marker channels are the run's board profile's (from `boardsDir`), the house default 0 and 1
// when the profile is not found. An error says what is missing: no capture kept, the file gone,
// no marker window holding the run's pulses.
core::Expected<std::shared_ptr<const WaveformData>> loadWaveform(const core::Run& run,
                                                                 const std::string& boardsDir);
// Reads a capture file on its own (plainFile), at `samplerateHz` when the file does not say
// its rate (CSV, a VCD without $timescale; 0: the file's own). On a pool thread, as above.
core::Expected<std::shared_ptr<const WaveformData>> loadCaptureWaveform(const std::string& path,
                                                                        double samplerateHz);

} // namespace cyclelab::app
