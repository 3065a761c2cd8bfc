#include "devices/sigrok/sigrok_analyzer.hpp"

#include "core/common/message.hpp"
#include "devices/sigrok/acquisition_tee.hpp"
#include "devices/sigrok/capture_writer.hpp"
#include "devices/sigrok/logic_forwarder.hpp"
#include "devices/sigrok/sigrok_scan_internal.hpp"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

namespace cyclelab::devices {
namespace {

using core::Error;
using core::MessageId;

void datafeed(const sr_dev_inst*, const sr_datafeed_packet* packet, void* data) {
    static_cast<sigrok::LogicForwarder*>(data)->onPacket(packet);
}

} // namespace

struct SigrokAnalyzer::Impl {
    sr_dev_inst* sdi = nullptr;
    AnalyzerInfo info;
    int preTriggerPercent = -1;

    // One acquisition.
    core::CaptureRequest request;
    sigrok::AcquisitionTee tee;
    std::unique_ptr<sigrok::LogicForwarder> forwarder;
    std::unique_ptr<CaptureWriter> writer;
    sr_trigger* trigger = nullptr;
    std::vector<int> keepBits;
    std::thread worker;

    std::mutex mutex; // guards the fields below
    std::condition_variable changed;
    sr_session* session = nullptr;
    bool started = false;
    int startResult = SR_OK;
    bool finished = false;
    bool stopRequested = false;
    std::string log;

    void run();
    core::Status configure(const core::CaptureRequest& request);
    core::Status setKey(std::uint32_t key, GVariant* value, MessageId what);
};

void SigrokAnalyzer::Impl::run() {
    GMainContext* ctx = g_main_context_new();
    g_main_context_push_thread_default(ctx);
    sr_session* s = nullptr;
    sr_session_new(sigrok::context(), &s);
    sr_session_dev_add(s, sdi);
    sr_session_datafeed_callback_add(s, &datafeed, forwarder.get());
    if (trigger)
        sr_session_trigger_set(s, trigger);
    {
        std::lock_guard lock(mutex);
        session = s;
    }
    int rc = sr_session_start(s);
    std::string startLog = rc == SR_OK ? std::string() : sigrok::describeFailure(rc);
    {
        std::lock_guard lock(mutex);
        started = true;
        startResult = rc;
        log = startLog;
    }
    changed.notify_all();
    if (rc == SR_OK)
        sr_session_run(s);
    {
        std::lock_guard lock(mutex);
        session = nullptr;
    }
    sr_session_destroy(s);
    g_main_context_pop_thread_default(ctx);
    g_main_context_unref(ctx);
    std::string runLog = sigrok::takeLog();
    {
        std::lock_guard lock(mutex);
        finished = true;
        if (rc == SR_OK)
            log = runLog;
    }
    changed.notify_all();
}

core::Status SigrokAnalyzer::Impl::setKey(std::uint32_t key, GVariant* value, MessageId what) {
    g_variant_ref_sink(value);
    int rc = sr_config_set(sdi, nullptr, key, value);
    g_variant_unref(value);
    if (rc != SR_OK)
        return Error::runtime(core::message(
            MessageId::ErrAnalyzerRefusedSetting,
            {info.driver, core::sub(core::message(what)), sigrok::describeFailure(rc)}));
    return core::success();
}

core::Status SigrokAnalyzer::Impl::configure(const core::CaptureRequest& req) {
    const auto hz = static_cast<std::uint64_t>(std::llround(req.samplerateHz));
    if (hz == 0)
        return Error::badInput(core::message(MessageId::ErrSamplerateNotPositive));
    if (info.samplerates.known() && !info.samplerates.supports(hz))
        return Error::badInput(
            core::message(MessageId::ErrAnalyzerSamplerateUnsupported,
                          {formatSamplerate(static_cast<double>(hz)), info.driver, info.model,
                           info.samplerates.describe()}));
    if (auto st =
            setKey(SR_CONF_SAMPLERATE, g_variant_new_uint64(hz), MessageId::WordTheSamplerate);
        !st)
        return st;

    const auto logic = sigrok::logicChannels(sdi);
    auto wanted = [&](int position) {
        return req.channels.empty() ||
               std::find(req.channels.begin(), req.channels.end(), position) != req.channels.end();
    };
    for (int ch : req.channels)
        if (ch < 0 || ch >= static_cast<int>(logic.size()))
            return Error::badInput(
                core::message(MessageId::ErrAnalyzerNoChannel,
                              {std::to_string(ch), info.driver, std::to_string(logic.size() - 1)}));
    // Some drivers (demo in 0.5.2) pack the first N enabled channels into the low bits
    // instead of keeping positions: enable every channel up to the highest requested one and
    // mask the extra ones in software, so bit i is channel i with every driver.
    const int highest = req.channels.empty()
                            ? static_cast<int>(logic.size()) - 1
                            : *std::max_element(req.channels.begin(), req.channels.end());
    keepBits.clear();
    int position = 0;
    for (GSList* l = sr_dev_inst_channels_get(sdi); l; l = l->next) {
        auto* ch = static_cast<sr_channel*>(l->data);
        // Analog channels (the demo driver has some) only cost CPU here.
        bool enable = ch->type == SR_CHANNEL_LOGIC && position <= highest;
        if (ch->type == SR_CHANNEL_LOGIC) {
            if (wanted(position))
                keepBits.push_back(ch->index);
            ++position;
        }
        sr_dev_channel_enable(ch, enable);
    }
    if (static_cast<int>(keepBits.size()) == highest + 1)
        keepBits.clear(); // nothing to mask

    // Drivers without a sample limit are cut by the Tee instead.
    GVariant* samples = g_variant_ref_sink(g_variant_new_uint64(req.limitSamples));
    sr_config_set(sdi, nullptr, SR_CONF_LIMIT_SAMPLES, samples);
    g_variant_unref(samples);
    if (preTriggerPercent >= 0 && req.triggerChannel >= 0) {
        auto st = setKey(SR_CONF_CAPTURE_RATIO,
                         g_variant_new_uint64(static_cast<guint64>(preTriggerPercent)),
                         MessageId::WordThePreTriggerRatio);
        if (!st)
            return st;
    }
    if (req.triggerChannel >= 0) {
        if (req.triggerChannel >= static_cast<int>(logic.size()) || !wanted(req.triggerChannel))
            return Error::badInput(core::message(MessageId::ErrAnalyzerTriggerNotEnabled,
                                                 {std::to_string(req.triggerChannel)}));
        GVariant* matches = nullptr;
        if (sr_config_list(sr_dev_inst_driver_get(sdi), sdi, nullptr, SR_CONF_TRIGGER_MATCH,
                           &matches) != SR_OK)
            return Error::badInput(core::message(MessageId::ErrAnalyzerNoTrigger, {info.driver}));
        g_variant_unref(matches);
        trigger = sr_trigger_new(nullptr);
        sr_trigger_stage* stage = sr_trigger_stage_add(trigger);
        sr_channel* ch = nullptr;
        for (GSList* l = sr_dev_inst_channels_get(sdi); l; l = l->next) {
            auto* c = static_cast<sr_channel*>(l->data);
            if (c->type == SR_CHANNEL_LOGIC &&
                c->index == logic[static_cast<std::size_t>(req.triggerChannel)].index)
                ch = c;
        }
        sr_trigger_match_add(stage, ch, SR_TRIGGER_RISING, 0);
    }
    return core::success();
}

SigrokAnalyzer::SigrokAnalyzer(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}

SigrokAnalyzer::~SigrokAnalyzer() {
    if (m_impl->worker.joinable())
        (void)stop();
    if (m_impl->trigger)
        sr_trigger_free(m_impl->trigger);
    std::lock_guard lock(sigrok::driverMutex());
    sr_dev_close(m_impl->sdi);
}

core::Expected<std::unique_ptr<SigrokAnalyzer>> SigrokAnalyzer::open(const std::string& spec) {
    std::lock_guard lock(sigrok::driverMutex());
    sigrok::clearLog();
    auto found = sigrok::scanLocked(spec);
    if (!found)
        return found.error();
    if (found->empty())
        return Error::runtime(core::message(
            MessageId::ErrAnalyzerNotFound,
            {spec.empty() ? core::sub(core::message(MessageId::WordAnyDriver)) : spec}));
    // With no driver named, prefer real hardware over the always-present demo device.
    auto pick = std::find_if(found->begin(), found->end(),
                             [](const auto& d) { return d.second.driver != "demo"; });
    if (pick == found->end())
        pick = found->begin();
    auto impl = std::make_unique<Impl>();
    impl->sdi = pick->first;
    impl->info = pick->second;
    int rc = sr_dev_open(impl->sdi);
    if (rc != SR_OK)
        return Error::runtime(core::message(MessageId::ErrAnalyzerCannotOpen,
                                            {impl->info.spec(), sigrok::describeFailure(rc)}));
    return std::unique_ptr<SigrokAnalyzer>(new SigrokAnalyzer(std::move(impl)));
}

std::string SigrokAnalyzer::name() const {
    const auto& i = m_impl->info;
    std::string vendorModel = i.vendor.empty() ? i.model : i.vendor + " " + i.model;
    return i.driver + (vendorModel.empty() ? "" : " (" + vendorModel + ")");
}

double SigrokAnalyzer::timebasePpm() const {
    return timebasePpmOf(m_impl->info.driver);
}

double timebasePpmOf(const std::string& driver) {
    struct Entry {
        std::string_view driver;
        double ppm;
    };
    static constexpr Entry kTable[] = {{"demo", 0.0}};
    for (const Entry& e : kTable) {
        if (e.driver == driver) {
            return e.ppm;
        }
    }
    return 20.0;
}

const AnalyzerInfo& SigrokAnalyzer::info() const {
    return m_impl->info;
}

core::Status SigrokAnalyzer::setConfig(const std::string& key, const std::string& value) {
    auto parsed = sigrok::parseConfig(key, value);
    if (!parsed)
        return parsed.error();
    GVariant* v = g_variant_ref_sink(parsed->value);
    int rc = sr_config_set(m_impl->sdi, nullptr, parsed->key, v);
    for (GSList* l = sr_dev_inst_channel_groups_get(m_impl->sdi); l && rc != SR_OK; l = l->next)
        rc = sr_config_set(m_impl->sdi, static_cast<sr_channel_group*>(l->data), parsed->key, v);
    g_variant_unref(v);
    if (rc != SR_OK)
        return Error::badInput(
            core::message(MessageId::ErrAnalyzerOptionRefused,
                          {m_impl->info.driver, key, value, sigrok::describeFailure(rc)}));
    return core::success();
}

void SigrokAnalyzer::setPreTriggerPercent(int percent) {
    m_impl->preTriggerPercent = percent;
}

core::Status SigrokAnalyzer::start(const core::CaptureRequest& request, core::LogicSink& sink) {
    Impl& d = *m_impl;
    if (d.worker.joinable())
        return Error::runtime(core::message(MessageId::ErrAnalyzerAlreadyAcquiring, {name()}));
    if (d.trigger) {
        sr_trigger_free(d.trigger);
        d.trigger = nullptr;
    }
    sigrok::clearLog();
    if (auto st = d.configure(request); !st)
        return st;
    d.request = request;
    d.writer.reset();
    if (!request.outputPath.empty()) {
        auto writer =
            CaptureWriter::create(request.outputPath, request.samplerateHz, d.info.logicChannels);
        if (!writer)
            return writer.error();
        d.writer = std::move(*writer);
    }
    d.tee = sigrok::AcquisitionTee{};
    d.tee.sink = &sink;
    d.tee.writer = d.writer.get();
    d.tee.limit = request.limitSamples;
    d.tee.keepBits = d.keepBits;
    d.forwarder = std::make_unique<sigrok::LogicForwarder>(d.tee);
    // Bit i = analyzer channel i: pass the device's packets through unchanged.
    if (auto st = d.forwarder->select(sigrok::logicChannels(d.sdi), {}, name()); !st)
        return st;
    {
        std::lock_guard lock(d.mutex);
        d.started = d.finished = d.stopRequested = false;
        d.startResult = SR_OK;
        d.log.clear();
    }
    d.worker = std::thread([&d] { d.run(); });
    std::unique_lock lock(d.mutex);
    d.changed.wait(lock, [&d] { return d.started; });
    if (d.startResult != SR_OK) {
        std::string why = d.log;
        lock.unlock();
        d.worker.join();
        if (d.writer)
            (void)d.writer->finish();
        return Error::runtime(core::message(MessageId::ErrAnalyzerStartFailed, {name(), why}));
    }
    return core::success();
}

bool SigrokAnalyzer::waitFinished(std::chrono::milliseconds timeout) {
    Impl& d = *m_impl;
    std::unique_lock lock(d.mutex);
    return d.changed.wait_for(lock, timeout, [&d] { return d.finished; });
}

core::Expected<core::CaptureInfo> SigrokAnalyzer::stop() {
    Impl& d = *m_impl;
    if (!d.worker.joinable())
        return Error::runtime(core::message(MessageId::ErrAnalyzerNotAcquiring, {name()}));
    bool endedByItself = false;
    {
        std::lock_guard lock(d.mutex);
        endedByItself = d.finished;
        d.stopRequested = true;
        if (d.session && !d.finished)
            sr_session_stop(d.session);
    }
    d.worker.join();
    std::string log;
    {
        std::lock_guard lock(d.mutex);
        log = d.log;
    }
    core::CaptureInfo info{d.request.outputPath, d.request.samplerateHz, d.tee.samples};
    if (d.writer) {
        auto written = d.writer->finish();
        d.writer.reset();
        if (!written)
            return written.error();
    }
    const core::MessageArg logNote =
        log.empty() ? core::MessageArg(std::string())
                    : core::sub(core::message(MessageId::NoteLibsigrokLog, {log}));
    if (d.tee.samples == 0)
        return Error::runtime(core::message(MessageId::ErrAnalyzerNoData, {name(), logNote}));
    const bool limited = d.request.limitSamples > 0;
    const bool triggered = d.request.triggerChannel >= 0;
    if (endedByItself && !limited && !triggered)
        return Error::runtime(core::message(MessageId::ErrAnalyzerEndedOnItsOwn,
                                            {name(), std::to_string(d.tee.samples), logNote}));
    if (d.request.limitSamples > 0 && !triggered && d.tee.samples < d.request.limitSamples &&
        endedByItself)
        return Error::runtime(core::message(MessageId::ErrAnalyzerStoppedShort,
                                            {name(), std::to_string(d.tee.samples),
                                             std::to_string(d.request.limitSamples), logNote}));
    return info;
}

} // namespace cyclelab::devices
