#include "devices/sigrok/logic_forwarder.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cstring>

namespace cyclelab::devices::sigrok {

unsigned supportedUnit(unsigned bytes) {
    return bytes <= 1 ? 1 : bytes <= 2 ? 2 : bytes <= 4 ? 4 : 8;
}

std::vector<LogicChannel> logicChannels(const sr_dev_inst* sdi) {
    std::vector<LogicChannel> out;
    for (GSList* l = sr_dev_inst_channels_get(sdi); l; l = l->next) {
        auto* ch = static_cast<const sr_channel*>(l->data);
        if (ch->type != SR_CHANNEL_LOGIC)
            continue;
        out.push_back({ch->index, ch->name ? ch->name : "", ch->enabled != 0});
    }
    return out;
}

double deviceSamplerateHz(const sr_dev_inst* sdi) {
    GVariant* value = nullptr;
    if (sr_config_get(sr_dev_inst_driver_get(sdi), sdi, nullptr, SR_CONF_SAMPLERATE, &value) !=
            SR_OK ||
        !value)
        return 0.0;
    auto hz = static_cast<double>(g_variant_get_uint64(value));
    g_variant_unref(value);
    return hz;
}

core::Status ChannelSelector::select(const std::vector<LogicChannel>& channels,
                                     const std::vector<int>& wanted, const std::string& what) {
    if (channels.empty())
        return core::Error::badInput(
            core::message(core::MessageId::ErrCaptureNoLogicChannels, {what}));
    std::vector<int> bits;
    m_names.clear();
    if (wanted.size() > kMaxSelected)
        return core::Error::badInput(
            core::message(core::MessageId::ErrCaptureTooManySelected,
                          {what, std::to_string(wanted.size()), std::to_string(kMaxSelected)}));
    if (wanted.empty()) {
        // Sinks take samples of up to 64 bits: of a wider capture, the first 64 logic channels
        // (the others are reached by selecting them).
        for (const auto& ch : channels) {
            if (bits.size() == kMaxSelected)
                break;
            bits.push_back(ch.index);
            m_names.push_back(ch.name);
        }
    } else {
        for (int w : wanted) {
            if (w < 0 || w >= static_cast<int>(channels.size()))
                return core::Error::badInput(
                    core::message(core::MessageId::ErrCaptureNoSuchChannel,
                                  {what, std::to_string(w), std::to_string(channels.size()),
                                   std::to_string(channels.size() - 1)}));
            bits.push_back(channels[static_cast<std::size_t>(w)].index);
            m_names.push_back(channels[static_cast<std::size_t>(w)].name);
        }
    }
    bool identity = true;
    for (std::size_t i = 0; i < bits.size(); ++i)
        identity = identity && bits[i] == static_cast<int>(i);
    // Pass-through keeps libsigrok's buffers untouched: the common case costs nothing.
    if (identity && wanted.empty())
        m_sourceBits.clear();
    else
        m_sourceBits = std::move(bits);
    m_outUnit = supportedUnit(static_cast<unsigned>((m_sourceBits.size() + 7) / 8));
    return core::success();
}

void LogicForwarder::onPacket(const sr_datafeed_packet* packet) {
    switch (packet->type) {
    case SR_DF_HEADER:
        m_sawHeader = true;
        break;
    case SR_DF_META: {
        auto* meta = static_cast<const sr_datafeed_meta*>(packet->payload);
        for (GSList* l = meta->config; l; l = l->next) {
            auto* cfg = static_cast<const sr_config*>(l->data);
            if (cfg->key == SR_CONF_SAMPLERATE)
                m_samplerateHz = static_cast<double>(g_variant_get_uint64(cfg->data));
        }
        break;
    }
    case SR_DF_LOGIC:
        forward(static_cast<const sr_datafeed_logic*>(packet->payload));
        break;
    case SR_DF_END:
        m_sawEnd = true;
        break;
    default:
        break;
    }
}

void LogicForwarder::forward(const sr_datafeed_logic* logic) {
    const unsigned unit = logic->unitsize;
    if (unit == 0 || logic->length == 0)
        return;
    const std::size_t count = logic->length / unit;
    m_samples += count;
    const auto* in = static_cast<const std::uint8_t*>(logic->data);
    if (m_deferred)
        m_sink.onLogic(in, count * unit, unit);
    else
        m_own.convert(in, count * unit, unit, m_sink);
}

void ChannelSelector::convert(const std::uint8_t* in, std::size_t bytes, unsigned unit,
                              core::LogicSink& out) {
    if (unit == 0)
        return;
    const std::size_t count = bytes / unit;
    if (m_sourceBits.empty()) {
        const unsigned wide = supportedUnit(unit);
        if (wide == unit) {
            out.onLogic(in, count * unit, unit);
            return;
        }
        // 3, 5, 6 or 7 bytes (17 to 24 channels, ...): each sample zero-extended to the next
        // size sinks handle, channel bits unchanged. Wider than 8 bytes (a session file may say
        // any unit size): the first 8 bytes, channels 0 to 63, which is all select() chose.
        const unsigned keep = std::min(unit, wide);
        m_scratch.assign(count * wide, 0);
        for (std::size_t s = 0; s < count; ++s)
            std::memcpy(m_scratch.data() + s * wide, in + s * unit, keep);
        out.onLogic(m_scratch.data(), count * wide, wide);
        return;
    }
    m_scratch.assign(count * m_outUnit, 0);
    std::uint8_t* dst = m_scratch.data();
    for (std::size_t bit = 0; bit < m_sourceBits.size(); ++bit) {
        const auto src = static_cast<unsigned>(m_sourceBits[bit]);
        const unsigned srcByte = src / 8;
        if (srcByte >= unit)
            continue; // channel not carried by this packet: reads as low
        const std::uint8_t srcMask = static_cast<std::uint8_t>(1u << (src % 8));
        const std::uint8_t dstMask = static_cast<std::uint8_t>(1u << (bit % 8));
        const std::size_t dstByte = bit / 8;
        for (std::size_t s = 0; s < count; ++s)
            if (in[s * unit + srcByte] & srcMask)
                dst[s * m_outUnit + dstByte] |= dstMask;
    }
    out.onLogic(dst, count * m_outUnit, m_outUnit);
}

} // namespace cyclelab::devices::sigrok
