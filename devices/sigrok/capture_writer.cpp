#include "devices/sigrok/capture_writer.hpp"

#include "core/common/message.hpp"
#include "devices/sigrok/sigrok_context.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>

namespace cyclelab::devices {
namespace {

using core::Error;
using core::MessageId;

// srzip reopens and rewrites its zip archive for every block it is given, so blocks must be
// large; 16 MiB keeps a 1 G-sample capture at 64 rewrites.
constexpr std::size_t kBlockBytes = 16 * 1024 * 1024;

// libsigrok 0.5.2 exports no way to free a user device instance, so one instance per distinct
// channel list is kept for the life of the process instead of leaking one per file.
sr_dev_inst* userDevice(const std::vector<std::string>& channelNames) {
    static std::mutex mutex;
    static std::map<std::vector<std::string>, sr_dev_inst*> devices;
    std::lock_guard lock(mutex);
    auto& sdi = devices[channelNames];
    if (!sdi) {
        sdi = sr_dev_inst_user_new("CycleLab", "capture", "1");
        for (std::size_t i = 0; i < channelNames.size(); ++i)
            sr_dev_inst_channel_add(sdi, static_cast<int>(i), SR_CHANNEL_LOGIC,
                                    channelNames[i].c_str());
    }
    return sdi;
}

} // namespace

struct CaptureWriter::Impl {
    const sr_output* output = nullptr;
    std::FILE* file = nullptr; // for modules that return text; srzip writes the file itself
    std::vector<std::uint8_t> block;
    unsigned unitSize = 0;
    double samplerateHz = 0.0;
    std::uint64_t samples = 0;
    std::optional<core::Message> error; // the first failure while fed
    bool finished = false;

    core::Status send(const sr_datafeed_packet& packet, const std::string& path) {
        GString* out = nullptr;
        int rc = sr_output_send(output, &packet, &out);
        if (rc != SR_OK)
            return Error::runtime(core::message(MessageId::ErrCaptureWriteFailed,
                                                {path, sigrok::describeFailure(rc)}));
        if (out) {
            bool ok = !file || std::fwrite(out->str, 1, out->len, file) == out->len;
            g_string_free(out, TRUE);
            if (!ok)
                return Error::runtime(
                    core::message(MessageId::ErrCaptureWriteErrno, {path, std::strerror(errno)}));
        }
        return core::success();
    }
};

CaptureWriter::CaptureWriter(std::unique_ptr<Impl> impl, std::string path)
    : m_impl(std::move(impl)), m_path(std::move(path)) {}

CaptureWriter::~CaptureWriter() {
    (void)finish();
}

core::Expected<std::unique_ptr<CaptureWriter>>
CaptureWriter::create(const std::string& path, double samplerateHz,
                      const std::vector<std::string>& channelNames, const std::string& format) {
    if (!sigrok::context())
        return sigrok::initError();
    if (channelNames.empty())
        return Error::badInput(core::message(MessageId::ErrCaptureNoChannel, {path}));
    std::string id = format;
    if (id.empty()) {
        std::string ext = sigrok::lowerExtension(path);
        id = ext == "sr" ? "srzip" : ext;
    }
    const sr_output_module* omod = sr_output_find(id.data());
    if (!omod || id.empty())
        return Error::badInput(core::message(MessageId::ErrCaptureUnknownOutput, {path, id}));
    auto impl = std::make_unique<Impl>();
    impl->samplerateHz = samplerateHz;
    const bool writesItself = id == "srzip";
    if (!writesItself) {
        impl->file = std::fopen(path.c_str(), "wb");
        if (!impl->file)
            return Error::runtime(
                core::message(MessageId::ErrCaptureCannotCreate, {path, std::strerror(errno)}));
    } else {
        // srzip only creates the archive with the first data block: check writability now.
        std::FILE* probe = std::fopen(path.c_str(), "wb");
        if (!probe)
            return Error::runtime(
                core::message(MessageId::ErrCaptureCannotCreate, {path, std::strerror(errno)}));
        std::fclose(probe);
    }
    sigrok::clearLog();
    impl->output = sr_output_new(omod, nullptr, userDevice(channelNames),
                                 writesItself ? path.c_str() : nullptr);
    if (!impl->output) {
        if (impl->file)
            std::fclose(impl->file);
        return Error::runtime(
            core::message(MessageId::ErrCaptureWriterSetup, {path, id, sigrok::takeLog()}));
    }
    std::unique_ptr<CaptureWriter> writer(new CaptureWriter(std::move(impl), path));

    sr_datafeed_header header{};
    header.feed_version = 1;
    sr_datafeed_packet packet{SR_DF_HEADER, &header};
    if (auto st = writer->m_impl->send(packet, path); !st)
        return st.error();
    if (samplerateHz > 0) {
        sr_config cfg{SR_CONF_SAMPLERATE,
                      g_variant_new_uint64(static_cast<guint64>(samplerateHz + 0.5))};
        g_variant_ref_sink(cfg.data);
        GSList list{&cfg, nullptr};
        sr_datafeed_meta meta{&list};
        sr_datafeed_packet metaPacket{SR_DF_META, &meta};
        auto st = writer->m_impl->send(metaPacket, path);
        g_variant_unref(cfg.data);
        if (!st)
            return st.error();
    }
    return writer;
}

void CaptureWriter::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    Impl& d = *m_impl;
    if (d.finished || d.error || unitSize == 0)
        return;
    if (d.unitSize != 0 && d.unitSize != unitSize) {
        d.error = core::message(MessageId::ErrCaptureUnitSizeChanged,
                                {m_path, std::to_string(d.unitSize), std::to_string(unitSize)});
        return;
    }
    d.unitSize = unitSize;
    d.samples += bytes / unitSize;
    while (bytes > 0) {
        std::size_t room = kBlockBytes - d.block.size();
        std::size_t n = std::min(room, bytes);
        d.block.insert(d.block.end(), data, data + n);
        data += n;
        bytes -= n;
        if (d.block.size() == kBlockBytes) {
            if (auto st = flush(); !st) {
                d.error = st.error().sentence();
                return;
            }
        }
    }
}

core::Status CaptureWriter::flush() {
    Impl& d = *m_impl;
    if (d.block.empty())
        return core::success();
    sr_datafeed_logic logic{d.block.size(), static_cast<std::uint16_t>(d.unitSize), d.block.data()};
    sr_datafeed_packet packet{SR_DF_LOGIC, &logic};
    auto st = d.send(packet, m_path);
    d.block.clear();
    return st;
}

core::Expected<core::CaptureInfo> CaptureWriter::finish() {
    Impl& d = *m_impl;
    if (d.finished)
        return core::CaptureInfo{m_path, d.samplerateHz, d.samples};
    d.finished = true;
    core::Status st = core::success();
    if (!d.error) {
        st = flush();
        sr_datafeed_packet end{SR_DF_END, nullptr};
        if (st)
            st = d.send(end, m_path);
    }
    sr_output_free(d.output);
    if (d.file && std::fclose(d.file) != 0 && st)
        st = Error::runtime(
            core::message(MessageId::ErrCaptureCloseFailed, {m_path, std::strerror(errno)}));
    d.file = nullptr;
    if (d.error)
        return Error::runtime(*d.error);
    if (!st)
        return st.error();
    return core::CaptureInfo{m_path, d.samplerateHz, d.samples};
}

core::Status writeCaptureFile(const std::string& path, double samplerateHz,
                              const std::vector<std::string>& channelNames,
                              const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    auto writer = CaptureWriter::create(path, samplerateHz, channelNames);
    if (!writer)
        return writer.error();
    (*writer)->onLogic(data, bytes, unitSize);
    auto info = (*writer)->finish();
    if (!info)
        return info.error();
    return core::success();
}

} // namespace cyclelab::devices
