#include "devices/qemu/virtual_analyzer.hpp"

#include "core/common/message.hpp"
#include "devices/common/owned_temp_dir.hpp"
#include "devices/sigrok/capture_file.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace cyclelab::devices {
namespace {

namespace fs = std::filesystem;

std::string hex(std::uint32_t value) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", value);
    return buf;
}

// The plugin writes a VCD whose $timescale libsigrok can read as the samplerate only for
// 1, 10 or 100 x 10^k fs periods (100 MHz, 1 GHz, ...). Any other rate is written in 1 ns
// units with each edge at floor(k * 1e9 / rate) ns, the start of its k-th sample.
bool vcdTimescaleIsExact(std::uint64_t rateHz) {
    constexpr std::uint64_t kFsPerSecond = 1000000000000000u;
    if (rateHz == 0 || kFsPerSecond % rateHz != 0) {
        return false;
    }
    std::uint64_t period = kFsPerSecond / rateHz;
    while (period % 10 == 0) {
        period /= 10;
    }
    return period == 1;
}

// Reads such a 1 ns capture back at the requested rate: output sample j is the input sample
// at floor(j * 1e9 / rate) ns, exactly where the plugin put the edges of sample j, so the
// capture the sink sees really has the requested rate (no 1 GHz stand-in stored as the rate).
class RateRestorer : public core::LogicSink {
  public:
    RateRestorer(core::LogicSink& sink, std::uint64_t rateHz) : m_sink(sink), m_rateHz(rateHz) {}

    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override {
        const std::uint64_t count = bytes / unitSize;
        m_out.clear();
        while (m_next < m_in + count) {
            const std::uint8_t* sample = data + (m_next - m_in) * unitSize;
            m_out.insert(m_out.end(), sample, sample + unitSize);
            ++m_emitted;
            // floor(j * 1e9 / rate) without overflow: whole seconds, then the remainder
            // (rate <= 1 GHz here, so remainder * 1e9 < 1e18).
            m_next =
                m_emitted / m_rateHz * 1000000000u + m_emitted % m_rateHz * 1000000000u / m_rateHz;
        }
        m_in += count;
        if (!m_out.empty()) {
            m_sink.onLogic(m_out.data(), m_out.size(), unitSize);
        }
    }
    std::uint64_t emitted() const { return m_emitted; }

  private:
    core::LogicSink& m_sink;
    std::uint64_t m_rateHz;
    std::uint64_t m_in = 0;      // input (1 ns) samples seen
    std::uint64_t m_next = 0;    // input index of the next output sample
    std::uint64_t m_emitted = 0; // output samples written
    std::vector<std::uint8_t> m_out;
};

} // namespace

VirtualAnalyzer::VirtualAnalyzer(QemuFlasher& flasher, std::vector<VirtualChannel> channels,
                                 std::string pluginPath)
    : m_flasher(flasher), m_channels(std::move(channels)), m_pluginPath(std::move(pluginPath)) {}

VirtualAnalyzer::~VirtualAnalyzer() {
    if (m_sink) {
        (void)m_flasher.setPlugin(std::nullopt);
    }
    cleanup();
}

std::vector<VirtualChannel> VirtualAnalyzer::channelsFor(const core::BoardProfile& board) {
    std::vector<VirtualChannel> channels;
    for (const core::ProbePin* pin : {&board.probe, &board.marker}) {
        if (pin->setAddress != 0 && pin->resetAddress != 0) {
            channels.push_back(
                {pin->analyzerChannel, pin->name, pin->setAddress, pin->resetAddress});
        }
    }
    return channels;
}

void VirtualAnalyzer::cleanup() {
    if (!m_tempDir.empty()) {
        std::error_code ec;
        fs::remove_all(m_tempDir, ec);
        m_tempDir.clear();
    }
}

core::Status VirtualAnalyzer::start(const core::CaptureRequest& request, core::LogicSink& sink) {
    const double rate = request.samplerateHz;
    if (auto ok = checkRate(rate); !ok) {
        return ok;
    }
    std::set<int> wanted(request.channels.begin(), request.channels.end());
    std::vector<std::string> args;
    std::set<int> used;
    for (const auto& ch : m_channels) {
        if (ch.channel < 0 || ch.channel > 15) {
            return core::Error::badInput(core::message(core::MessageId::ErrVlaChannelRange,
                                                       {std::to_string(ch.channel), ch.name}));
        }
        if (!wanted.empty() && !wanted.count(ch.channel)) {
            continue;
        }
        if (!used.insert(ch.channel).second) {
            return core::Error::badInput(
                core::message(core::MessageId::ErrVlaChannelTwice, {std::to_string(ch.channel)}));
        }
        std::string n = std::to_string(ch.channel);
        args.push_back("ch" + n + "=" + hex(ch.setAddress) + ":" + hex(ch.resetAddress));
        if (!ch.name.empty()) {
            args.push_back("name" + n + "=" + ch.name);
        }
    }
    for (int ch : wanted) {
        if (!used.count(ch)) {
            return core::Error::badInput(
                core::message(core::MessageId::ErrVlaNoPin, {std::to_string(ch)}));
        }
    }
    if (used.empty()) {
        return core::Error::badInput(core::message(core::MessageId::ErrVlaNoPins));
    }
    cleanup();
    if (request.outputPath.empty()) {
        // Named for this process: the next start removes it if we are killed.
        auto dir = makeOwnedTempDir("cyclelab-vla-");
        if (!dir) {
            return dir.error();
        }
        m_tempDir = *dir;
        m_vcdPath = m_tempDir + "/capture.vcd";
    } else {
        if (fs::path(request.outputPath).extension() != ".vcd") {
            return core::Error::badInput(
                core::message(core::MessageId::ErrVlaOutputNotVcd, {request.outputPath}));
        }
        m_vcdPath = request.outputPath;
        std::error_code ec;
        fs::remove(m_vcdPath, ec); // a stale file must not pass for this run's capture
    }
    args.insert(args.begin(),
                {"out=" + m_vcdPath, "rate=" + std::to_string(static_cast<std::uint64_t>(rate)),
                 "shift=" + std::to_string(m_flasher.options().icountShift)});
    if (m_phaseSeed) {
        args.push_back("phase=" + std::to_string(*m_phaseSeed));
    }
    if (auto ok = m_flasher.setPlugin(QemuPlugin{m_pluginPath, args}); !ok) {
        cleanup();
        return ok;
    }
    m_args = std::move(args);
    m_sink = &sink;
    m_rateHz = static_cast<std::uint64_t>(rate);
    return core::success();
}

core::Status VirtualAnalyzer::checkRate(double rate) {
    if (!(rate >= 1.0 && rate <= 1e12) || std::floor(rate) != rate) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrVlaRateNotWhole, {std::to_string(rate)}));
    }
    // Rates the VCD cannot name are written in 1 ns units: each sample needs its own ns.
    if (rate > 1e9 && !vcdTimescaleIsExact(static_cast<std::uint64_t>(rate))) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrVlaRateInexact,
                          {std::to_string(static_cast<std::uint64_t>(rate))}));
    }
    return core::success();
}

core::Expected<core::CaptureInfo> VirtualAnalyzer::stop() {
    if (!m_sink) {
        return core::Error::runtime(core::message(core::MessageId::ErrVlaStopWithoutStart));
    }
    if (m_flasher.running()) {
        return core::Error::runtime(core::message(core::MessageId::ErrVlaQemuStillRunning));
    }
    core::LogicSink& sink = *m_sink;
    m_sink = nullptr;
    (void)m_flasher.setPlugin(std::nullopt);
    std::error_code ec;
    if (!fs::exists(m_vcdPath, ec)) {
        cleanup();
        return core::Error::runtime(core::message(core::MessageId::ErrVlaNoCapture, {m_vcdPath}));
    }
    CaptureReadOptions options;
    options.format = "vcd";
    options.maxVcdSpanSamples = 0; // our plugin's VCD spans the whole boot, however long
    const bool exact = vcdTimescaleIsExact(m_rateHz);
    RateRestorer restorer(sink, m_rateHz);
    auto info =
        readCaptureFile(m_vcdPath, exact ? sink : static_cast<core::LogicSink&>(restorer), options);
    if (info && !exact) {
        info->samplerateHz = static_cast<double>(m_rateHz);
        info->totalSamples = restorer.emitted();
    }
    if (info && !m_tempDir.empty()) {
        info->path.clear(); // the temporary VCD is deleted below
    }
    cleanup();
    return info;
}

} // namespace cyclelab::devices
