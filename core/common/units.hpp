#pragma once
// Human-readable physical quantities for messages and tables.

#include <string>

namespace cyclelab::core {

// "100 MHz", "66.6667 MHz", "24 kHz": the largest unit that keeps the value >= 1, with at
// most `significantDigits` significant digits.
std::string formatHz(double hz, int significantDigits = 6);

}  // namespace cyclelab::core
