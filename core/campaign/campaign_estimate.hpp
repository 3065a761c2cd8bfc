#pragma once
// How long a campaign takes, from one model: the duration shown before a start, the ETA while
// it runs (ProgressEstimator refines it with every benchmark measured) and the calibration
// from a finished campaign. The unit of work is one benchmark of one cell: its samples (warm-up
// included) times the bench's cost per sample, plus the fixed delays the benchmark waits on the
// target (tick_accuracy: 10 ms each); the first benchmark of a cell also carries the boot
// (flashing or starting QEMU, and the HELLO handshake).

#include "core/model/model.hpp"

#include <optional>
#include <vector>

namespace cyclelab::core {

struct DurationModel {
    double cellSetupSeconds = 3.0; // flashing, booting and the HELLO handshake of one cell
    // After the last benchmark: the capture read back, pulses extracted, runs validated and
    // committed (on the virtual bench a 1 G-sample capture takes a few seconds).
    double cellFinishSeconds = 2.0;
    double secondsPerSample = 0.0002; // warm-up included; a finished campaign calibrates it
    // Wall seconds per second of a fixed delay on the target. 1 on a board; on the virtual
    // bench QEMU runs with -icount sleep=off, so an idle guest skips ahead and a delay costs
    // only the instructions an idle loop executes (durationModelFor sets this).
    double delayWallFactor = 1.0;
    // Wall seconds per second of target time a benchmark spends busy (critical_section_max:
    // the stress tasks run until the next tick). 1 on a board; on the virtual bench QEMU
    // emulates every instruction of it, a few times slower than the silicon it stands for.
    double busyWallFactor = 1.0;
    // Wall seconds of the finish per second of target time the capture covers (its delays
    // and busy time): the virtual analyzer's capture of 600 tick_accuracy delays (6 s, 622 M
    // samples) took 13 s to read back and validate on the loaded 2-core CI machine against
    // well under one for the other boots (2026-12-05). 0: not known (a real analyzer).
    double captureWallFactor = 0.0;
};

// `model` for a bench of `board`: on the virtual bench a guest's fixed delays cost far less
// than their length in wall time (the first measured benchmark corrects the guess).
DurationModel durationModelFor(const BoardProfile& board, DurationModel model);

// Target seconds one sample of `benchmarkId` waits in fixed delays (tick_accuracy: 10 ms).
double delaySecondsPerSample(const std::string& benchmarkId);
// Target seconds one sample of `benchmarkId` keeps the target busy beyond its region
// (critical_section_max: one sample per 1 ms tick, the stress tasks running in between).
double busySecondsPerSample(const std::string& benchmarkId);

// Expected wall seconds of the finish after `benches` were measured in one boot: the fixed
// part and the capture read back, as long as the target time the benchmarks spent.
double expectedFinishSeconds(const std::vector<BenchmarkSpec>& benches, const CampaignSpec& spec,
                             const DurationModel& model);

// Samples one benchmark measures in a cell of `spec`, warm-up included.
double benchmarkSamples(const BenchmarkSpec& bench, const CampaignSpec& spec);

// Expected wall seconds of one benchmark of `spec` on the model's bench (boot not included).
double expectedBenchmarkSeconds(const BenchmarkSpec& bench, const CampaignSpec& spec,
                                const DurationModel& model);

// Samples one cell measures, warm-up included: every benchmark the cell runs (baseline first),
// each capped where the benchmark sets its own maximum.
double samplesPerCell(const CampaignSpec& spec);

// Setup, every benchmark of a cell of `spec` (cellBenchmarks(spec)) and the finish.
double estimateCellSeconds(const CampaignSpec& spec, const DurationModel& model);

// Wall seconds for `cells` cells of `spec` on `lanes` benches side by side: rounds of that
// many cells (the last round may be partly empty).
double estimateCampaignSeconds(const CampaignSpec& spec, std::size_t cells, int lanes,
                               const DurationModel& model);

// Seconds per sample implied by `cellsDone` cells of `spec` taking `seconds` in all; nothing
// when the run says nothing about it (no cells, or no longer than the setup and delays alone).
std::optional<double> measuredSecondsPerSample(const CampaignSpec& spec, int cellsDone,
                                               double seconds, const DurationModel& model);

} // namespace cyclelab::core
