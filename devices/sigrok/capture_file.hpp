#pragma once
// Reading logic-analyzer capture files (.sr sessions, VCD, CSV, or any other libsigrok input
// format) as a stream of samples, without holding the capture in memory.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::devices {

struct CaptureReadOptions {
    // "" = by extension (.sr session, .vcd, .csv); otherwise "sr" or a libsigrok input module
    // id ("vcd", "csv", "binary", ...).
    std::string format;
    // Positions among the file's logic channels (0 = first); empty = all of them.
    // Output bit i of every sample is channels[i].
    std::vector<int> channels;
    // Used for formats that carry no samplerate (CSV); ignored when 0.
    double samplerateHz = 0.0;
    // A VCD whose timestamps span more samples than this is refused before libsigrok expands
    // its gaps (about 2 s of CPU per 1e9 samples); 0: no limit, for VCDs CycleLab wrote itself.
    std::uint64_t maxVcdSpanSamples = 1'000'000'000;
};

// Streams `path` through libsigrok's input modules (or its session loader for .sr) into `sink`
// in blocks, in file order: unitSize bytes per sample, bit i = i-th selected logic channel.
// The sink is called on a thread of the reader's own, one block at a time, in blocks of at most
// 256 KiB of whole samples, while libsigrok goes on reading on the calling thread; when this
// returns, the sink has had every block and its thread has ended. It must not throw.
core::Expected<core::CaptureInfo> readCaptureFile(const std::string& path, core::LogicSink& sink,
                                                  const CaptureReadOptions& options = {});
// The same, also giving the names of the logic channels delivered, in output bit order (bit i
// = channelNames[i]): which channels the file really has.
core::Expected<core::CaptureInfo> readCaptureFile(const std::string& path, core::LogicSink& sink,
                                                  const CaptureReadOptions& options,
                                                  std::vector<std::string>& channelNames);

} // namespace cyclelab::devices
