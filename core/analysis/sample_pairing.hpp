#pragma once
// Which probe pulse each stored counter sample of a run was paired with, and by how much they
// differ: the cross-validation's own pairing (crossValidateReport's alignment offset), read
// back from a stored run for the waveform view, with the stored per-sample agreement.

#include "core/analysis/cross_validator.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace cyclelab::core {

struct SamplePairing {
    int offset = 0;           // counter sample k was paired with pulse k + offset
    double nsPerCycle = 0.0;  // counter cycles (run.cycleHz)
    double nsPerSample = 0.0; // analyzer samples
    double toggleOverheadNs = 0.0;
    double toleranceNs = 0.0;
    std::size_t pulses = 0;
    // Per counter sample, as stored with the run's verdict (recomputed only for runs stored
    // without it).
    std::vector<SampleAgreement> agreement;

    // The pulse index sample k was paired with; nullopt when it was not.
    std::optional<std::size_t> pulseOf(std::size_t k) const;
    // The counter sample pulse p was paired with.
    std::optional<std::size_t> sampleOf(std::size_t pulse) const;
    // Analyzer minus counter for sample k, in ns (the pulse less the toggle overhead); NaN when
    // unpaired.
    double deviationNs(const Run& run, std::size_t k) const;
    // The first disagreeing sample after k (wrapping to the start); nullopt when none.
    std::optional<std::size_t> nextDisagreeing(std::size_t k) const;
    // The paired sample with the largest |deviation|; nullopt when nothing is paired.
    std::optional<std::size_t> worst(const Run& run) const;
};

// The pairing of a validated run's samples (run.samples) with its pulses (run.pulseWidths).
// An error naming the run when it has no verdict, no pulses or no rates.
Expected<SamplePairing> pairRunSamples(const Run& run);

} // namespace cyclelab::core
