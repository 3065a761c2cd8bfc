#include "devices/qemu/virtual_analyzer.hpp"

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
    if (!(rate >= 1.0 && rate <= 1e12) || std::floor(rate) != rate) {
        return core::Error::badInput("virtual analyzer samplerate " + std::to_string(rate) +
                                     " Hz is not a whole number of Hz between 1 Hz and 1 THz");
    }
    std::set<int> wanted(request.channels.begin(), request.channels.end());
    std::vector<std::string> args;
    std::set<int> used;
    for (const auto& ch : m_channels) {
        if (ch.channel < 0 || ch.channel > 15) {
            return core::Error::badInput("virtual analyzer channel " + std::to_string(ch.channel) +
                                         " (" + ch.name + ") is outside 0..15");
        }
        if (!wanted.empty() && !wanted.count(ch.channel)) {
            continue;
        }
        if (!used.insert(ch.channel).second) {
            return core::Error::badInput("two virtual analyzer pins use channel " +
                                         std::to_string(ch.channel));
        }
        std::string n = std::to_string(ch.channel);
        args.push_back("ch" + n + "=" + hex(ch.setAddress) + ":" + hex(ch.resetAddress));
        if (!ch.name.empty()) {
            args.push_back("name" + n + "=" + ch.name);
        }
    }
    for (int ch : wanted) {
        if (!used.count(ch)) {
            return core::Error::badInput("virtual analyzer has no pin on channel " +
                                         std::to_string(ch) +
                                         " (board probe/marker channels only)");
        }
    }
    if (used.empty()) {
        return core::Error::badInput("virtual analyzer: the board defines no probe or marker pin "
                                     "with set/reset addresses");
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
            return core::Error::badInput("virtual analyzer output " + request.outputPath +
                                         " must be a .vcd file (the plugin writes VCD)");
        }
        m_vcdPath = request.outputPath;
        std::error_code ec;
        fs::remove(m_vcdPath, ec); // a stale file must not pass for this run's capture
    }
    args.insert(args.begin(),
                {"out=" + m_vcdPath, "rate=" + std::to_string(static_cast<std::uint64_t>(rate)),
                 "shift=" + std::to_string(m_flasher.options().icountShift)});
    if (auto ok = m_flasher.setPlugin(QemuPlugin{m_pluginPath, args}); !ok) {
        cleanup();
        return ok;
    }
    m_args = std::move(args);
    m_sink = &sink;
    return core::success();
}

core::Expected<core::CaptureInfo> VirtualAnalyzer::stop() {
    if (!m_sink) {
        return core::Error::runtime("virtual analyzer: stop() without start()");
    }
    if (m_flasher.running()) {
        return core::Error::runtime("virtual analyzer: QEMU is still running; shut the emulator "
                                    "down (Flasher::shutdown) before stop() so the capture is "
                                    "complete");
    }
    core::LogicSink& sink = *m_sink;
    m_sink = nullptr;
    (void)m_flasher.setPlugin(std::nullopt);
    std::error_code ec;
    if (!fs::exists(m_vcdPath, ec)) {
        cleanup();
        return core::Error::runtime("virtual analyzer: QEMU wrote no capture " + m_vcdPath +
                                    " (did the emulator start with the plugin?)");
    }
    CaptureReadOptions options;
    options.format = "vcd";
    auto info = readCaptureFile(m_vcdPath, sink, options);
    if (info && !m_tempDir.empty()) {
        info->path.clear(); // the temporary VCD is deleted below
    }
    cleanup();
    return info;
}

} // namespace cyclelab::devices
