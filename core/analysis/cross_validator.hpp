#pragma once
// Cycle counter vs logic analyzer, sample by sample (docs/ARCHITECTURE.md, "Measurement").
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
// on a microsecond but 200 ns on tick_accuracy's 10 ms delays.
//
// Verdict, checked in this order (each with one sentence saying why):
//   inconclusive  nothing to compare (no samples, no pulses, no marker window, rates or
//                 toggle overhead unknown)
//   fail          counter samples wrapped (>= 2^31 cycles: a count below the harness overhead)
//   fail          counter not running (all 0 while the pulses show work beyond the tolerance)
//   fail          every counter sample identical while the pulses vary beyond the tolerance
//   inconclusive  pulse count differs from n by more than the alignment can explain
//   fail          more than 1% of the pairs read 0 cycles while their pulse shows work
//   fail          systematic offset: the median deviation exceeds the tolerance (the seed's
//                 case of statistics code hidden in the switch path); checked before the
//                 resolution guard because a gross offset is visible even to a slow analyzer
//   inconclusive  one analyzer sample is more than 10% of the median operation: the analyzer
//                 could not see a discrepancy of the size that matters
//   fail          fewer than 90% of the pairs agree within the tolerance
//   inconclusive  90% to 99% agree, or the mean deviation exceeds the tolerance (outliers)
//   pass          at least 99% agree and |mean deviation| <= tolerance

#include "core/model/model.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
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
};

struct CrossValidationReport {
    Validation validation;
    int offset = 0; // cycles[i] was paired with pulses[i + offset]
    std::size_t counterSamples = 0;
    std::size_t pulses = 0;
    double medianDevNs = 0.0; // median(analyzer - counter)
};

CrossValidationReport crossValidateReport(std::span<const std::uint32_t> cycles, double cycleHz,
                                          std::span<const std::uint32_t> pulseWidthsSamples,
                                          double samplerateHz, double toggleOverheadNs,
                                          const CrossValidationOptions& options = {});

Validation crossValidate(std::span<const std::uint32_t> cycles, double cycleHz,
                         std::span<const std::uint32_t> pulseWidthsSamples, double samplerateHz,
                         double toggleOverheadNs, const CrossValidationOptions& options = {});

} // namespace cyclelab::core
