#pragma once
// Internal to devices/sigrok: turns a libsigrok datafeed into LogicSink calls. Shared by the
// capture-file reader and the live analyzer so both select channels the same way.

#include "core/bench_api/bench_interfaces.hpp"
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

// Turns a device's logic packets into the selected channels' samples for a sink.
class ChannelSelector {
  public:
    // Sinks take samples of at most 8 bytes.
    static constexpr std::size_t kMaxSelected = 64;
    // `wanted` numbers positions in `channels` (0 = first logic channel), at most
    // kMaxSelected of them; empty = all of them, or the first kMaxSelected of a wider device.
    // Output bit i is wanted[i]. `what` names the source in error messages.
    core::Status select(const std::vector<LogicChannel>& channels, const std::vector<int>& wanted,
                        const std::string& what);
    // Names of the selected channels, output bit i = selectedNames()[i].
    const std::vector<std::string>& selectedNames() const { return m_names; }
    // `bytes` of `unit`-byte samples as the device packs them, to `out`.
    void convert(const std::uint8_t* in, std::size_t bytes, unsigned unit, core::LogicSink& out);

  private:
    std::vector<int> m_sourceBits; // empty: pass packets through unchanged
    std::vector<std::string> m_names;
    unsigned m_outUnit = 1;
    std::vector<std::uint8_t> m_scratch;
};

class LogicForwarder {
  public:
    // Converts each packet with its own selector before giving it to `sink`; with `deferred`,
    // select() configures that selector instead and packets go to `sink` as the device packed
    // them, for the owner to convert after its checks on the raw bytes (capture files).
    // Borrows `sink` and `deferred`, which must outlive the forwarder; used on the thread that
    // runs the datafeed (libsigrok's callback), one at a time.
    explicit LogicForwarder(core::LogicSink& sink, ChannelSelector* deferred = nullptr)
        : m_sink(sink), m_deferred(deferred) {}

    core::Status select(const std::vector<LogicChannel>& channels, const std::vector<int>& wanted,
                        const std::string& what) {
        return selector().select(channels, wanted, what);
    }

    void onPacket(const sr_datafeed_packet* packet);

    double samplerateHz() const { return m_samplerateHz; }
    const std::vector<std::string>& selectedNames() const {
        return m_deferred ? m_deferred->selectedNames() : m_own.selectedNames();
    }
    std::uint64_t samples() const { return m_samples; }
    bool sawEnd() const { return m_sawEnd; }
    bool sawHeader() const { return m_sawHeader; }

  private:
    ChannelSelector& selector() { return m_deferred ? *m_deferred : m_own; }
    void forward(const sr_datafeed_logic* logic);

    core::LogicSink& m_sink;
    ChannelSelector* m_deferred = nullptr;
    ChannelSelector m_own;
    double m_samplerateHz = 0.0;
    std::uint64_t m_samples = 0;
    bool m_sawEnd = false;
    bool m_sawHeader = false;
};

} // namespace cyclelab::devices::sigrok
