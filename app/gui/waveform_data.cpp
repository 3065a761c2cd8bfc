#include "app/gui/waveform_data.hpp"

#include "core/boards/board_profile_loader.hpp"
#include "core/common/message.hpp"

#include <QCoreApplication>
#include <chrono>
#include <cmath>
#include <filesystem>

namespace cyclelab::app {

const core::Pulse* WaveformData::pulseOfSample(std::size_t k) const {
    const auto p = pairing.pulseOf(k);
    return p && *p < pulses.size() ? &pulses[*p] : nullptr;
}

namespace {

// Said in the user's language (the GUI shows these errors as they are); the arguments filled
// in one pass, so a path holding "%2" stays as it is.
std::string said(const char* text, const std::vector<std::string>& args) {
    return core::fillTemplate(QCoreApplication::translate("WaveformData", text).toStdString(), args,
                              std::nullopt);
}

void channelsFromBoard(const std::string& boardsDir, const std::string& boardId, int& probe,
                       int& marker) {
    auto boards = core::loadBoardProfiles(boardsDir);
    if (!boards) {
        return;
    }
    for (const core::BoardProfile& b : *boards) {
        if (b.id == boardId) {
            probe = b.probe.analyzerChannel;
            marker = b.marker.analyzerChannel;
            return;
        }
    }
}

// The run's stored widths against a window's: equal when the file has the rate the run was
// analysed at; within a sample of each rate when it has not (the virtual analyzer stores a rate
// VCD cannot name in 1 ns units and reads it back at the run's rate).
bool sameWidths(const std::vector<std::uint32_t>& file, double fileHz,
                const std::vector<std::uint32_t>& run, double runHz) {
    if (file.size() != run.size())
        return false;
    if (fileHz == runHz || !(runHz > 0))
        return file == run;
    const double toleranceNs = 1e9 / fileHz + 1e9 / runHz;
    for (std::size_t i = 0; i < file.size(); ++i) {
        if (std::fabs(file[i] * 1e9 / fileHz - run[i] * 1e9 / runHz) > toleranceNs)
            return false;
    }
    return true;
}

} // namespace

core::Expected<std::shared_ptr<const WaveformData>> loadWaveform(const core::Run& run,
                                                                 const std::string& boardsDir) {
    const std::string id = std::to_string(run.id);
    if (run.capturePath.empty()) {
        return core::Error::badInput(
            said(QT_TRANSLATE_NOOP("WaveformData", "run %1 kept no capture file (the campaign ran "
                                                   "without a capture folder)"),
                 {id}));
    }
    std::error_code ec;
    if (!std::filesystem::exists(run.capturePath, ec)) {
        return core::Error::badInput(
            said(QT_TRANSLATE_NOOP("WaveformData",
                                   "the capture of run %1, %2, is gone (moved or deleted)"),
                 {id, run.capturePath}));
    }
    auto pairing = core::pairRunSamples(run);
    if (!pairing) {
        return pairing.error();
    }
    auto data = std::make_shared<WaveformData>();
    data->run = run;
    data->pairing = std::move(*pairing);
    channelsFromBoard(boardsDir, run.build.boardId, data->probeChannel, data->markerChannel);
    data->cpuHz =
        static_cast<double>(run.build.clock.cpuHz != 0 ? run.build.clock.cpuHz : run.cycleHz);
    const auto start = std::chrono::steady_clock::now();
    devices::CaptureReadOptions options;
    options.maxVcdSpanSamples = 0; // CycleLab's own capture, however long
    auto capture = devices::indexCaptureFile(run.capturePath, data->probeChannel,
                                             data->markerChannel, options);
    if (!capture) {
        return capture.error();
    }
    data->indexSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    data->capture = std::move(*capture);
    // The window whose probe widths are the run's: what the cell executor paired it with.
    const auto& windows = data->capture.windows;
    for (std::size_t w = 0; w < windows.size(); ++w) {
        if (sameWidths(windows[w].probeWidths, data->capture.info.samplerateHz, run.pulseWidths,
                       run.analyzerSamplerateHz) &&
            data->capture.windowPulses[w].size() == run.pulseWidths.size()) {
            data->window = w;
            data->pulses = data->capture.windowPulses[w];
            return std::shared_ptr<const WaveformData>(std::move(data));
        }
    }
    return core::Error::badInput(
        said(QT_TRANSLATE_NOOP("WaveformData",
                               "no marker window of %1 holds the %2 probe pulses stored with run "
                               "%3 (%4 windows on probe channel %5, marker channel %6): the file "
                               "is not this run's capture"),
             {run.capturePath, std::to_string(run.pulseWidths.size()), id,
              std::to_string(windows.size()), std::to_string(data->probeChannel),
              std::to_string(data->markerChannel)}));
}

core::Expected<std::shared_ptr<const WaveformData>> loadCaptureWaveform(const std::string& path,
                                                                        double samplerateHz) {
    auto data = std::make_shared<WaveformData>();
    data->plainFile = true;
    devices::CaptureReadOptions options;
    options.samplerateHz = samplerateHz;
    const auto start = std::chrono::steady_clock::now();
    auto capture =
        devices::indexCaptureFile(path, data->probeChannel, data->markerChannel, options);
    if (!capture)
        return capture.error();
    data->indexSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    data->capture = std::move(*capture);
    if (!(data->capture.info.samplerateHz > 0)) {
        if (!(samplerateHz > 0))
            return core::Error::badInput(said(
                QT_TRANSLATE_NOOP("WaveformData", "%1 does not say its samplerate: give it first"),
                {path}));
        data->capture.info.samplerateHz = samplerateHz;
    }
    return std::shared_ptr<const WaveformData>(std::move(data));
}

} // namespace cyclelab::app
