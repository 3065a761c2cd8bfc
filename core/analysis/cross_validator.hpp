#pragma once
// Cycle counter vs logic analyzer, sample by sample (docs/VALIDATION.md).
//
// A run gives n counter samples (cycles at cycleHz, harness overhead already subtracted) and
// the probe pulses of its marker window (analyzer samples at samplerateHz, each = operation +
// GPIO toggle overhead). Both are converted to ns, the toggle overhead is subtracted from the
// pulses, and the pairs are compared. Agreement within the tolerance
//     one analyzer sample period + two counter cycles + declared jitter
//     + timebase ppm x the median operation
// is what says a number can be trusted. The analyzer sample is the pulse's quantisation. The
// two counter cycles are for a counter that does not tick with the instructions (SysTick or a
// timer on the virtual bench, a prescaled timer on hardware): each count is a difference of
// two quantised reads (off by up to one cycle), and the harness overhead subtracted from it is
// the baseline's *minimum* such difference (up to one cycle below the true overhead). With a
// CPU-clocked DWT both are 0 and the allowance is slack; set counterCycleAllowance to 0 there
// for the strict "one analyzer sample" criterion. The timebase term is for the two clocks
// themselves: the MCU's and the analyzer's crystals each drift by tens of ppm, which is nothing
// on a microsecond but 200 ns on tick_accuracy's 10 ms delays. It belongs to the bench: the
// board profile's clockPpm plus the analyzer's timebasePpm, 0 on the virtual bench, where one
// clock drives the CPU and the analyzer (CellExecutor sets it from the profiles).
//
// Verdict: an ordered list of rules, the first that fires decides (verdict_rules.cpp and
// docs/VALIDATION.md, which list the same rules in the same order). `inconclusive` is only for
// what cannot be decided: rates or toggle overhead unknown, no samples, no pulses, an analyzer
// too slow for the operation, too few pairs. Disagreement on one side only is `fail` whatever
// its share.

#include "core/model/model.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace cyclelab::core {

struct CrossValidationOptions {
    double jitterNs = 0.0; // declared probe/analyzer timing jitter, added to the tolerance
    double counterCycleAllowance = 2.0; // counter cycles added to the tolerance (see above)
    double timebasePpm = 20.0; // relative clock disagreement allowed between counter and analyzer
    // Pulses missing or extra at either end of the window that alignment may absorb.
    int maxAlignmentOffset = 2;
    double passFraction = 0.99; // pass: at least this fraction within tolerance
    double failFraction = 0.90; // fail: below this fraction within tolerance
    // Inconclusive when one analyzer sample exceeds this fraction of the median operation.
    double maxSamplePeriodFraction = 0.10;
    // Fail as one-sided when at least this many pairs disagree and this share of them lies
    // on the same side: timing noise scatters to both sides, a fault of one channel does not.
    std::size_t minOneSided = 3;
    double oneSidedShare = 0.90;
    std::size_t minPairs = 10; // fewer pairs than this cannot decide: inconclusive
    // The harness-cost check (docs/VALIDATION.md, harness-cost): what the region's harness
    // should cost on each channel, from the image's code, against what was measured. NaN:
    // unknown, the check does not apply (hardware, long regions, images without the count).
    double expectedCounterOverheadCycles = std::numeric_limits<double>::quiet_NaN();
    double counterOverheadCycles = std::numeric_limits<double>::quiet_NaN(); // measured
    double expectedToggleOverheadNs = std::numeric_limits<double>::quiet_NaN();
    double harnessCounterSlackCycles = 2.0; // two quantised counter reads
    double harnessSlotNs = 0.0; // one instruction slot, allowed on the pulse with one sample
    // The analyzer samples at a phase independent of the core's clock (a real analyzer with
    // its own crystal, or the virtual one's independent-phase mode): an operation it cannot
    // resolve is then judged by the dithered mean of its pairs (docs/VALIDATION.md).
    bool analyzerPhaseIndependent = false;
};

// Per counter sample: did its pulse agree within the tolerance?
enum class SampleAgreement : std::uint8_t { Agrees = 0, Disagrees = 1, Unpaired = 2 };

struct CrossValidationReport {
    Validation validation;
    int offset = 0; // cycles[i] was paired with pulses[i + offset]
    std::size_t counterSamples = 0;
    std::size_t pulses = 0;
    double medianDevNs = 0.0;        // median(analyzer - counter)
    std::size_t disagreeing = 0;     // pairs beyond the tolerance
    std::size_t unpairedSamples = 0; // counter samples without a pulse
    std::size_t unpairedPulses = 0;  // pulses without a counter sample
    // One entry per counter sample (empty when nothing could be paired).
    std::vector<SampleAgreement> agreement;
    std::string rule; // name of the rule that decided, "pass" when none fired
};

CrossValidationReport crossValidateReport(std::span<const std::int32_t> cycles, double cycleHz,
                                          std::span<const std::uint32_t> pulseWidthsSamples,
                                          double samplerateHz, double toggleOverheadNs,
                                          const CrossValidationOptions& options = {});

Validation crossValidate(std::span<const std::int32_t> cycles, double cycleHz,
                         std::span<const std::uint32_t> pulseWidthsSamples, double samplerateHz,
                         double toggleOverheadNs, const CrossValidationOptions& options = {});

} // namespace cyclelab::core
