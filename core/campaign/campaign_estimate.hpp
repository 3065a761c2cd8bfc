#pragma once
// How long a campaign takes, from one model: the duration shown before a start, the ETA while
// it runs (until the first cell has been timed) and the calibration from a finished campaign.

#include "core/model/model.hpp"

#include <optional>

namespace cyclelab::core {

struct DurationModel {
    double cellSetupSeconds = 3.0;    // flashing, booting and the HELLO handshake of one cell
    double secondsPerSample = 0.0002; // warm-up included; a finished campaign calibrates it
};

// Samples one cell measures, warm-up included: every benchmark the cell runs (baseline first),
// each capped where the benchmark sets its own maximum.
double samplesPerCell(const CampaignSpec& spec);

double estimateCellSeconds(const CampaignSpec& spec, const DurationModel& model);

// Seconds per sample implied by `cellsDone` cells of `spec` taking `seconds` in all; nothing
// when the run says nothing about it (no cells, or no longer than the setup alone).
std::optional<double> measuredSecondsPerSample(const CampaignSpec& spec, int cellsDone,
                                               double seconds, const DurationModel& model);

} // namespace cyclelab::core
