#pragma once
// Test helpers for logic data: a sink that measures high-pulse widths per channel, and a VCD
// file generator.

#include "core/bench_api/bench_interfaces.hpp"

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace cyclelab::testutil {

// Counts, per bit, the length in samples of every complete high pulse (rising edge to
// falling edge, both inside the data). Pulses cut by either end of the data are not counted.
class PulseCounter : public core::LogicSink {
  public:
    explicit PulseCounter(unsigned channels, bool keepData = false)
        : m_channels(channels), m_keep(keepData), m_level(channels, 0), m_run(channels, 0),
          m_inPulse(channels, false), m_widths(channels) {}

    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override {
        unitSizeSeen = unitSize;
        const std::size_t count = bytes / unitSize;
        if (m_keep)
            this->data.insert(this->data.end(), data, data + bytes);
        for (std::size_t s = 0; s < count; ++s) {
            const std::uint8_t* sample = data + s * unitSize;
            for (unsigned ch = 0; ch < m_channels; ++ch) {
                int bit = (ch / 8 < unitSize) ? (sample[ch / 8] >> (ch % 8)) & 1 : 0;
                if (m_samples > 0 && bit != m_level[ch]) {
                    if (m_level[ch] == 1 && m_inPulse[ch])
                        m_widths[ch].push_back(m_run[ch]);
                    m_inPulse[ch] = bit == 1; // a rising edge seen inside the capture
                    m_run[ch] = 0;
                }
                m_level[ch] = bit;
                ++m_run[ch];
            }
            ++m_samples;
        }
        ++calls;
    }

    const std::vector<std::uint64_t>& widths(unsigned ch) const { return m_widths[ch]; }
    std::uint64_t samples() const { return m_samples; }

    unsigned unitSizeSeen = 0;
    std::size_t calls = 0;
    std::vector<std::uint8_t> data;

  private:
    unsigned m_channels;
    bool m_keep;
    std::vector<int> m_level;
    std::vector<std::uint64_t> m_run;
    std::vector<bool> m_inPulse;
    std::vector<std::vector<std::uint64_t>> m_widths;
    std::uint64_t m_samples = 0;
};

struct Pulse {
    std::uint64_t start = 0; // sample index of the rising edge
    std::uint64_t width = 0; // samples high
};

// Writes a VCD with a 1 ns timescale: channel c carries pulses[c]; `total` samples.
inline void writeVcd(const std::string& path, const std::vector<std::vector<Pulse>>& pulses,
                     std::uint64_t total) {
    std::map<std::uint64_t, std::vector<std::string>> changes;
    for (std::size_t c = 0; c < pulses.size(); ++c) {
        const char id = static_cast<char>('!' + c);
        for (const Pulse& p : pulses[c]) {
            changes[p.start].push_back(std::string("1") + id);
            changes[p.start + p.width].push_back(std::string("0") + id);
        }
    }
    std::FILE* f = std::fopen(path.c_str(), "w");
    std::fprintf(f, "$timescale 1 ns $end\n$scope module bench $end\n");
    for (std::size_t c = 0; c < pulses.size(); ++c)
        std::fprintf(f, "$var wire 1 %c ch%zu $end\n", static_cast<char>('!' + c), c);
    std::fprintf(f, "$upscope $end\n$enddefinitions $end\n#0\n");
    for (std::size_t c = 0; c < pulses.size(); ++c)
        std::fprintf(f, "0%c\n", static_cast<char>('!' + c));
    for (const auto& [t, values] : changes) {
        if (t > 0)
            std::fprintf(f, "#%llu\n", static_cast<unsigned long long>(t));
        for (const auto& v : values)
            std::fprintf(f, "%s\n", v.c_str());
    }
    std::fprintf(f, "#%llu\n", static_cast<unsigned long long>(total));
    std::fclose(f);
}

// A regular pulse train: widths cycle through `widths`, one pulse every `period` samples.
inline std::vector<Pulse> pulseTrain(std::uint64_t first, std::uint64_t period,
                                     const std::vector<std::uint64_t>& widths,
                                     std::uint64_t total) {
    std::vector<Pulse> out;
    std::size_t i = 0;
    for (std::uint64_t t = first; t + period < total; t += period)
        out.push_back({t, widths[i++ % widths.size()]});
    return out;
}

} // namespace cyclelab::testutil
