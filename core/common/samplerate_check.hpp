#pragma once
// Is an analyzer samplerate fine enough for the pulses a benchmark produces? A pulse width is
// known to +-1 sample period, so the period has to be small against the shortest pulse.

#include "core/common/error.hpp"

namespace cyclelab::core {

// Fails, with the rate to use instead, when one sample period exceeds `maxRelativeError` of
// the shortest expected pulse (or the pulse spans fewer than 2 samples). Pure arithmetic, so
// the campaign runner checks a cell before flashing anything.
Status checkSamplerate(double samplerateHz, double shortestPulseNs, double maxRelativeError = 0.05);

// The lowest samplerate checkSamplerate() accepts for that pulse.
double minimumSamplerateHz(double shortestPulseNs, double maxRelativeError = 0.05);

} // namespace cyclelab::core
