#pragma once
// Internal to devices/sigrok: turns a libsigrok datafeed into LogicSink calls. Shared by the
// capture-file reader and the live analyzer so both select channels the same way.

#include "core/bench/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <cstdint>
#include <libsigrok/libsigrok.h>
#include <string>
#include <vector>

namespace cyclelab::devices::sigrok {

struct LogicChannel {
    int index = 0; // bit position in the device's logic packets
    std::string name;
    bool enabled = true;
};

// The logic channels of a device, in the device's order.
std::vector<LogicChannel> logicChannels(const sr_dev_inst* sdi);

// The device's configured samplerate; 0 when it has none. Session files carry it here
// rather than in a datafeed META packet.
double deviceSamplerateHz(const sr_dev_inst* sdi);

// The sample size a LogicSink is given for `bytes` bytes of channels: 1, 2, 4 or 8 (sinks
// compare samples a machine word at a time). Wider sources are zero-extended.
unsigned supportedUnit(unsigned bytes);

class LogicForwarder {
  public:
    explicit LogicForwarder(core::LogicSink& sink) : m_sink(sink) {}

    // `wanted` numbers positions in `channels` (0 = first logic channel); empty = all of
    // them. Output bit i is wanted[i]. `what` names the source in error messages.
    core::Status select(const std::vector<LogicChannel>& channels, const std::vector<int>& wanted,
                        const std::string& what);

    void onPacket(const sr_datafeed_packet* packet);

    double samplerateHz() const { return m_samplerateHz; }
    // Names of the selected channels, output bit i = selectedNames()[i].
    const std::vector<std::string>& selectedNames() const { return m_names; }
    std::uint64_t samples() const { return m_samples; }
    bool sawEnd() const { return m_sawEnd; }
    bool sawHeader() const { return m_sawHeader; }

  private:
    void forward(const sr_datafeed_logic* logic);

    core::LogicSink& m_sink;
    std::vector<int> m_sourceBits; // empty: pass packets through unchanged
    std::vector<std::string> m_names;
    unsigned m_outUnit = 1;
    std::vector<std::uint8_t> m_scratch;
    double m_samplerateHz = 0.0;
    std::uint64_t m_samples = 0;
    bool m_sawEnd = false;
    bool m_sawHeader = false;
};

} // namespace cyclelab::devices::sigrok
