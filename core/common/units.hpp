#pragma once
// Human-readable physical quantities for messages and tables.

#include <string>

namespace cyclelab::core {

// "100 MHz", "66.6667 MHz", "24 kHz": the largest unit that keeps the value >= 1, with at
// most `significantDigits` significant digits.
std::string formatHz(double hz, int significantDigits = 6);

// "1.68 M", "250 k", "9999", "12.5": a count (cycles, bytes, ns) as a person reads it, with
// at most `significantDigits` significant digits and never an exponent. k starts at 10,000 so
// that four-digit values keep every digit.
std::string formatCount(double value, int significantDigits = 3);

// "12.35" with exactly `decimals` decimals; "+inf", "-inf" or "n/a" when not finite.
std::string formatFixed(double value, int decimals);

// A p-value: "0.0312", or "3.2e-07" below 1e-4 where four decimals would read 0.
std::string formatPValue(double p);

} // namespace cyclelab::core
