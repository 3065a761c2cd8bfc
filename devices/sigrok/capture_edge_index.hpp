#pragma once
// A capture file reduced to what a waveform view draws: for every logic channel, the samples
// where its level changes. Memory grows with the edges, not the samples: a 100 M-sample capture
// of a few thousand pulses indexes into kilobytes (docs/PERFORMANCE.md, waveform view), and a
// view draws any window of it by binary search without reading the file again.

#include "core/analysis/pulse_extractor.hpp"
#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "devices/sigrok/capture_file.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cyclelab::devices {

class CaptureEdgeIndex final : public core::LogicSink {
  public:
    // A channel toggling faster than any view can show (a clock line) would grow the index
    // with the samples: past this many edges its edges are no longer kept (truncatedAt()).
    static constexpr std::size_t kDefaultMaxEdges = 4'000'000;
    explicit CaptureEdgeIndex(std::size_t maxEdgesPerChannel = kDefaultMaxEdges);

    // unitSize 1..8; a sample split across two calls is carried over.
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;

    std::uint64_t totalSamples() const { return m_samples; }
    // Bits per sample seen (unitSize x 8); 0 before the first sample.
    int channelCount() const { return static_cast<int>(m_unit * 8); }
    bool initialLevel(int channel) const { return ((m_first >> channel) & 1U) != 0; }
    // Samples where the channel's level changes (the first sample at the new level), in order.
    std::span<const std::uint64_t> edges(int channel) const;
    bool levelAt(int channel, std::uint64_t sample) const;
    // Index into edges(channel) of the first edge at or after `sample`.
    std::size_t edgeAtOrAfter(int channel, std::uint64_t sample) const;
    // Edges from this sample on were not kept (the channel reached the edge limit); the
    // total sample count otherwise.
    std::uint64_t truncatedAt(int channel) const;
    // What the index holds in memory, in bytes (its edge arrays' capacity).
    std::size_t memoryBytes() const;

  private:
    void take(std::uint64_t value);
    void edgesOf(std::uint64_t changed, std::uint64_t sample);

    struct Channel {
        std::vector<std::uint64_t> edges;
        std::uint64_t truncatedAt = UINT64_MAX;
    };
    std::array<Channel, 64> m_channels{};
    std::size_t m_maxEdges;
    unsigned m_unit = 0;
    std::uint64_t m_samples = 0;
    std::uint64_t m_first = 0;
    std::uint64_t m_last = 0;
    std::array<std::uint8_t, 8> m_carry{};
    unsigned m_carryBytes = 0;
};

// One pass over a stored capture: its edge index, its channel names, and the probe pulses of
// every marker window as the campaign's PulseExtractor filed them (so window w's widths are
// what was paired with the counter samples of the w-th run measured in that capture).
struct IndexedCapture {
    core::CaptureInfo info;
    std::vector<std::string> channelNames; // bit i = channelNames[i]
    CaptureEdgeIndex index;
    std::vector<core::MarkerWindow> windows;
    std::vector<std::vector<core::Pulse>> windowPulses; // probe pulses per marker window
};

// Reads `path` once. probeChannel/markerChannel are bit positions (the board profile's
// analyzer channels, as the cell executor follows them).
core::Expected<IndexedCapture> indexCaptureFile(const std::string& path, int probeChannel,
                                                int markerChannel,
                                                const CaptureReadOptions& options = {});

} // namespace cyclelab::devices
