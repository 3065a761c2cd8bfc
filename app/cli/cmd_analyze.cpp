// cyclelab-cli analyze CAPTURE [--channel N] [--samplerate HZ] [--json]: pulse statistics of any
// capture file libsigrok reads (.sr, VCD, CSV), through the same extractor the campaigns use.

#include "app/cli/cli_context.hpp"
#include "devices/sigrok/capture_pulses.hpp"

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

namespace cyclelab::cli {
namespace {

int analyze(const std::string& path, int channel, bool json, double samplerateHz) {
    auto pulses = devices::captureFilePulses(path, channel, samplerateHz);
    if (!pulses) {
        return reportError(pulses.error());
    }
    // A CSV (whose samplerate libsigrok ignores), a VCD without $timescale or an .sr without
    // one: every ns figure would print as 0. The user knows the rate; the file does not say.
    if (pulses->samplerateHz <= 0.0) {
        return reportError(core::Error::badInput(
            path + ": the file does not say its samplerate, so no duration can be computed: "
                   "give it with --samplerate HZ"));
    }
    const auto& stats = pulses->stats;
    const auto& statNames = pulses->names;
    const double rateHz = pulses->samplerateHz;
    const std::uint64_t samples = pulses->samples;
    if (json) {
        nlohmann::json out;
        out["schema"] = "cyclelab.analyze/1";
        out["file"] = path;
        out["samplerateHz"] = rateHz;
        out["samples"] = samples;
        out["channels"] = nlohmann::json::array();
        for (std::size_t i = 0; i < stats.size(); ++i) {
            const auto& s = stats[i];
            out["channels"].push_back({{"channel", s.channel},
                                       {"name", statNames[i]},
                                       {"pulses", s.count},
                                       {"droppedAtStart", s.droppedAtStart},
                                       {"droppedAtEnd", s.droppedAtEnd},
                                       {"minSamples", s.minSamples},
                                       {"medianSamples", s.medianSamples},
                                       {"maxSamples", s.maxSamples},
                                       {"minNs", s.minNs},
                                       {"medianNs", s.medianNs},
                                       {"maxNs", s.maxNs}});
        }
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    std::printf("%s: %llu samples at %.0f Hz (%.6f s)\n", path.c_str(),
                static_cast<unsigned long long>(samples), rateHz,
                static_cast<double>(samples) / rateHz);
    std::printf("%-8s %10s %12s %14s %12s %12s\n", "channel", "pulses", "min ns", "median ns",
                "max ns", "cut off");
    for (const auto& s : stats) {
        if (channel < 0 && s.count == 0 && s.droppedAtStart + s.droppedAtEnd == 0) {
            continue; // an idle line: nothing to report
        }
        std::printf("%-8d %10zu %12.1f %14.1f %12.1f %12zu\n", s.channel, s.count, s.minNs,
                    s.medianNs, s.maxNs, s.droppedAtStart + s.droppedAtEnd);
    }
    return 0;
}

} // namespace

void addAnalyzeCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd =
        app.add_subcommand("analyze", "Pulse statistics of a capture file (.sr, .vcd, .csv)");
    auto path = std::make_shared<std::string>();
    auto channel = std::make_shared<int>(-1);
    auto json = std::make_shared<bool>(false);
    auto samplerate = std::make_shared<double>(0.0);
    cmd->add_option("CAPTURE", *path, "capture file")->required();
    cmd->add_option("--channel", *channel,
                    "logic channel (position in the file, from 0); "
                    "default: the first 8")
        ->check(CLI::Range(0, 4095));
    cmd->add_flag("--json", *json, "print JSON (schema cyclelab.analyze/1)");
    cmd->add_option("--samplerate", *samplerate,
                    "samplerate in Hz, for files that do not say theirs (CSV, a VCD without "
                    "$timescale)")
        ->check(CLI::Range(1.0, 1e12));
    cmd->callback([&ctx, path, channel, json, samplerate] {
        ctx.action = [=] { return analyze(*path, *channel, *json, *samplerate); };
    });
}

} // namespace cyclelab::cli
