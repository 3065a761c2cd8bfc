#include "devices/sigrok/capture_pulses.hpp"

#include "core/analysis/pulse_extractor.hpp"
#include "core/common/message.hpp"
#include "devices/sigrok/capture_file.hpp"

namespace cyclelab::devices {

core::Expected<CapturePulses> captureFilePulses(const std::string& path, int channel,
                                                double givenSamplerateHz) {
    CaptureReadOptions options;
    options.samplerateHz = givenSamplerateHz;
    std::vector<int> followed{0, 1, 2, 3, 4, 5, 6, 7};
    if (channel >= 0) {
        options.channels = {channel}; // becomes bit 0 of every sample
        followed = {0};
    }
    core::PulseExtractor extractor(followed, followed.front());
    std::vector<std::string> names;
    auto info = readCaptureFile(path, extractor, options, names);
    if (!info)
        return info.error();
    extractor.finish();
    if (!extractor.status())
        return core::Error::badInput(
            core::sequence({core::message(core::MessageId::ErrCampaignCtxFile, {path}),
                            extractor.status().error().sentence()}));
    if (info->totalSamples == 0)
        return core::Error::badInput(core::message(core::MessageId::ErrCaptureNoSamples, {path}));
    CapturePulses out;
    out.samples = info->totalSamples;
    out.samplerateHz = info->samplerateHz > 0.0 ? info->samplerateHz : givenSamplerateHz;
    if (out.samplerateHz <= 0.0)
        return out;
    // Only the channels the file has: a 3-channel capture's bits 3..7 are no lines at all.
    for (core::PulseStats& s : core::pulseStats(extractor, out.samplerateHz)) {
        if (s.channel >= static_cast<int>(names.size()))
            continue;
        out.names.push_back(names[static_cast<std::size_t>(s.channel)]);
        if (channel >= 0)
            s.channel = channel;
        out.stats.push_back(s);
    }
    return out;
}

} // namespace cyclelab::devices
