#pragma once
// Internal to devices/sigrok: what CycleLab accepts from a capture file, in one place so the
// session checks, the text-format guard and the messages agree (docs/RELIABILITY.md).

#include <cstdint>
#include <string>

namespace cyclelab::devices::sigrok {

// From 1 Hz to 1 PHz: a VCD's finest timescale (1 fs) is 1e15 samples per second.
constexpr double kMinSamplerateHz = 1.0;
constexpr double kMaxSamplerateHz = 1e15;

inline bool acceptedSamplerate(double hz) {
    return hz >= kMinSamplerateHz && hz <= kMaxSamplerateHz; // false for NaN
}
inline std::string acceptedSamplerateRange() {
    return "the accepted range of 1 Hz to 1 PHz (1e15 Hz)";
}

// libsigrok's text importers hold a whole line (VCD: a whole header section) in memory.
constexpr std::uint64_t kMaxLineBytes = 1024 * 1024;
constexpr std::uint64_t kMaxVcdHeaderBytes = 16 * 1024 * 1024;

} // namespace cyclelab::devices::sigrok
