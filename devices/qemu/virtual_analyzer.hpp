#pragma once
// The virtual bench's logic analyzer: configures the cyclelab_vla plugin of a QemuFlasher,
// which timestamps the firmware's GPIO set/reset stores by instruction count and writes a VCD;
// stop() streams that VCD into the sink through libsigrok, like any other capture file.
//
// Order of calls: start() before QemuFlasher::flash() (QEMU loads plugins at start-up), and
// stop() after QemuFlasher::shutdown() (the VCD is complete only once QEMU has exited).

#include "core/bench_api/bench_interfaces.hpp"
#include "core/model/model.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::devices {

struct VirtualChannel {
    int channel = 0;  // analyzer channel = VCD wire position = sink bit
    std::string name; // "PA0"
    std::uint32_t setAddress = 0;
    std::uint32_t resetAddress = 0;
};

class VirtualAnalyzer : public core::LogicAnalyzer {
  public:
    // Borrows `flasher` (its plugin slot), which must outlive the analyzer (VirtualBench holds
    // both, the flasher first). start() keeps a pointer to the sink until stop() returns, and
    // stop() calls the sink on its own caller's thread. One thread at a time.
    VirtualAnalyzer(QemuFlasher& flasher, std::vector<VirtualChannel> channels,
                    std::string pluginPath = defaultVlaPluginPath());
    ~VirtualAnalyzer() override;
    VirtualAnalyzer(const VirtualAnalyzer&) = delete;
    VirtualAnalyzer& operator=(const VirtualAnalyzer&) = delete;

    // The board's probe and marker pins as channels.
    static std::vector<VirtualChannel> channelsFor(const core::BoardProfile& board);

    std::string name() const override { return "virtual logic analyzer (QEMU plugin)"; }
    // request.channels selects channels (empty: all); trigger and sample limit do not apply,
    // the capture spans the emulator's whole run. The samplerate must be a whole number of Hz.
    core::Status start(const core::CaptureRequest& request, core::LogicSink& sink) override;
    core::Expected<core::CaptureInfo> stop() override;

    // Whether `rateHz` can be captured exactly: whole Hz up to 1 THz, and above 1 GHz only
    // periods of 1, 10 or 100 x 10^k fs. Any rate up to 1 GHz works (non-decimal ones such as
    // 24 MHz are written in 1 ns units and read back at exactly the requested rate).
    static core::Status checkRate(double rateHz);
    core::Status acceptsRate(double rateHz) const override { return checkRate(rateHz); }
    // Edges are timed by the same instruction count that drives the virtual CPU's clock.
    double timebasePpm() const override { return 0.0; }
    // The independent-phase mode (campaign analyzer_phase_seed, docs/VALIDATION.md): the
    // plugin's sample grid takes a random phase against the instruction clock at every rising
    // edge, from a splitmix64 generator seeded with `seed` at the start of each capture.
    // nullopt (the default): the grid is locked to the instruction clock.
    void setPhaseSeed(std::optional<std::uint64_t> seed) { m_phaseSeed = seed; }
    bool samplePhaseIndependent() const override { return m_phaseSeed.has_value(); }

    // The plugin's name=value arguments of the last start().
    const std::vector<std::string>& pluginArgs() const { return m_args; }

  private:
    void cleanup();

    QemuFlasher& m_flasher;
    std::vector<VirtualChannel> m_channels;
    std::string m_pluginPath;
    std::vector<std::string> m_args;
    core::LogicSink* m_sink = nullptr;
    std::string m_vcdPath;
    std::string m_tempDir; // set when the VCD is ours to delete
    std::uint64_t m_rateHz = 0;
    std::optional<std::uint64_t> m_phaseSeed;
};

} // namespace cyclelab::devices
