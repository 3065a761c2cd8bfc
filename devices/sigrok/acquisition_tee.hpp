#pragma once
// Internal to devices/sigrok: where an acquisition's logic data goes — the caller's sink and
// optionally a capture file — cut at the sample limit (some drivers overshoot it) and with
// channels that were enabled only for the driver's sake masked out.

#include "core/bench_api/bench_interfaces.hpp"
#include "devices/sigrok/capture_writer.hpp"

#include <cstdint>
#include <vector>

namespace cyclelab::devices::sigrok {

// Borrows `sink` and `writer` (owned by the analyzer's capture, which outlives the
// acquisition); called on the acquisition thread only.
class AcquisitionTee : public core::LogicSink {
  public:
    core::LogicSink* sink = nullptr;
    CaptureWriter* writer = nullptr;
    std::uint64_t limit = 0;   // 0: none
    std::uint64_t samples = 0; // forwarded so far
    std::vector<int> keepBits; // bits to keep; empty: keep every bit

    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;

  private:
    const std::uint8_t* masked(const std::uint8_t* data, std::size_t n, unsigned unitSize);
    std::vector<std::uint8_t> m_scratch;
};

} // namespace cyclelab::devices::sigrok
