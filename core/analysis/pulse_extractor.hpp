#pragma once
// Turns a stream of logic samples into pulse widths, without keeping the samples.
//
// The firmware raises a marker line while a benchmark run records its samples and toggles a
// probe line around every recorded sample. The extractor follows the configured lines and,
// for the probe line, files each pulse under the marker window it started in, so that
// runWidths()[k] is the k-th run's pulse widths in order.
//
// What memory is bounded by: every followed line keeps an exact histogram of its pulse widths
// (WidthHistogram: bounded, whatever the number of pulses or samples); in order, only the probe
// pulses inside marker windows are kept (4 bytes each), because the campaign pairs them one by
// one with the counter samples the firmware sent for that run. Without a marker (`analyze`)
// nothing grows with the capture. A caller that wants every pulse in order takes it from the
// pulse callback as it comes.

#include "core/analysis/line_scan.hpp"
#include "core/analysis/width_histogram.hpp"
#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cyclelab::core {

// One complete high pulse on one line: rising edge at riseSample (first high sample),
// falling edge at fallSample (first low sample again), both counted from the capture start.
struct Pulse {
    int channel = 0;
    std::uint64_t riseSample = 0;
    std::uint64_t fallSample = 0;
    int window = -1; // probe pulses: marker window the rise fell in; -1 outside any window
    std::uint64_t widthSamples() const { return fallSample - riseSample; }
};

struct MarkerWindow {
    std::uint64_t riseSample = 0;
    std::uint64_t fallSample = 0;           // valid when !openAtEnd
    bool startedBeforeCapture = false;      // marker already high at the first sample
    bool openAtEnd = false;                 // marker still high at the last sample
    std::vector<std::uint32_t> probeWidths; // samples, in order
    bool complete() const { return !startedBeforeCapture && !openAtEnd; }
};

struct ChannelPulses {
    int channel = 0;
    WidthHistogram widths;          // samples: the exact distribution, not the order
    std::size_t droppedAtStart = 0; // line already high when the capture began
    std::size_t droppedAtEnd = 0;   // line still high when the capture ended
};

class PulseExtractor final : public LogicSink {
  public:
    using PulseFn = std::function<void(const Pulse&)>;

    // `channels` are the analyzer channels to follow (0..63); the probe and marker channels
    // are followed even if not listed. markerChannel < 0: no marker, every probe pulse is
    // outside any window (use allProbeWidths()).
    PulseExtractor(std::vector<int> channels, int probeChannel, int markerChannel = -1);

    // unitSize 1, 2, 4 or 8. A sample split across two calls is carried over.
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;
    // The followed lines: 1-byte samples of their first byte read the same when they all
    // sit in it.
    std::uint64_t channelsRead() const override { return m_mask; }
    // Ends the capture: lines still high are counted as dropped, an open window is marked.
    // Further onLogic() calls are rejected (see status()).
    void finish();

    // The capture was triggered on the marker's rising edge, so a marker already high at the
    // first sample is a run starting there, not one cut by the capture start. Call before
    // the first onLogic().
    void setTriggeredOnMarker(bool triggered) { m_triggeredOnMarker = triggered; }

    // Called for every complete pulse on any followed line, as soon as it ends.
    void setPulseCallback(PulseFn callback) { m_onPulse = std::move(callback); }

    // One-byte samples (or wider ones whose followed lines are all in the first byte) use an
    // AVX-512 or AVX2 loop where only lines other than the marker move, when the CPU has one
    // (on by default); off, the portable path runs everywhere. All give the same results: for
    // tests and benchmarks, which may also cap the instruction set.
    void setVectorScan(bool on) {
        setVectorScan(on ? detail::LineScanIsa::Avx512 : detail::LineScanIsa::None);
    }
    void setVectorScan(detail::LineScanIsa widest) { m_lineScan = detail::lineScanner(widest); }

    // First problem met (bad unit size, channel outside the sample width, ...), else ok.
    const Status& status() const { return m_status; }

    std::uint64_t totalSamples() const { return m_sampleBase; }
    int probeChannel() const { return m_probe; }
    int markerChannel() const { return m_marker; }
    const std::vector<ChannelPulses>& channels() const { return m_channels; }
    const ChannelPulses* channel(int analyzerChannel) const;
    const std::vector<MarkerWindow>& windows() const { return m_windows; }
    // Probe widths of each complete marker window (not cut by the capture start or end).
    std::vector<std::vector<std::uint32_t>> runWidths() const;
    std::size_t probePulsesOutsideWindows() const { return m_probeOutside; }

  private:
    struct Line {
        int slot = -1; // index into m_channels, -1 when not followed
        bool high = false;
        bool riseSeen = false;
        std::uint64_t riseSample = 0;
        int window = -1;
    };

    template <unsigned Unit> void scan(const std::uint8_t* data, std::size_t samples);
    template <unsigned Unit> void scanWord(const std::uint8_t* p, std::uint64_t first);
    std::size_t scanBlocks64(const std::uint8_t* p, std::size_t blocks, std::uint64_t first);
    std::size_t scanLines(const std::uint8_t* p, std::size_t blocks, std::uint64_t first);
    void pairEdges(int ch, const std::uint64_t* edges, std::size_t count);
    void scanNarrowed(const std::uint8_t* data, std::size_t samples);
    void start(std::uint64_t firstValue);
    // Inlined into the scan loops (defined in the .cpp, used only there): a call per edge
    // costs as much as the edge.
    [[gnu::always_inline]] inline void onChange(std::uint64_t sample, std::uint64_t changed,
                                                std::uint64_t value);
    [[gnu::always_inline]] inline void onEdge(int channel, bool high, std::uint64_t sample);
    void fail(std::string message);
    void setCurrent(std::uint64_t value);

    std::array<Line, 64> m_lines{};
    std::vector<ChannelPulses> m_channels;
    std::vector<MarkerWindow> m_windows;
    PulseFn m_onPulse;
    detail::LineScanFn m_lineScan = detail::lineScanner();
    std::vector<std::uint64_t> m_edges;   // scanLines' edges: fixed size, allocated on first use
    std::vector<std::uint8_t> m_narrowed; // scanNarrowed's first bytes: fixed size, likewise
    Status m_status = success();
    int m_probe = -1;
    int m_marker = -1;
    int m_openWindow = -1;
    unsigned m_unit = 0;
    unsigned m_scanUnit = 0;         // 1 when every followed line is in the first byte of m_unit
    std::uint64_t m_mask = 0;        // followed channel bits
    std::uint64_t m_current = 0;     // followed bits of the last sample
    std::uint64_t m_currentWord = 0; // m_current's bytes repeated over 8 bytes
    std::uint64_t m_maskWord = 0;    // m_mask's bytes repeated over 8 bytes
    std::uint64_t m_repeat = 0;      // times a sample value gives it repeated over 8 bytes
    std::uint64_t m_sampleBase = 0;  // samples consumed so far
    std::array<std::uint8_t, 8> m_carry{};
    unsigned m_carryBytes = 0;
    std::size_t m_probeOutside = 0;
    bool m_started = false;
    bool m_triggeredOnMarker = false;
    bool m_finished = false;
};

} // namespace cyclelab::core
