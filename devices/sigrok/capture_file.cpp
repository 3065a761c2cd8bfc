#include "devices/sigrok/capture_file.hpp"

#include "core/common/message.hpp"
#include "devices/sigrok/capture_limits.hpp"
#include "devices/sigrok/logic_forwarder.hpp"
#include "devices/sigrok/logic_pipeline.hpp"
#include "devices/sigrok/session_archive.hpp"
#include "devices/sigrok/sigrok_context.hpp"
#include "devices/sigrok/text_capture_guard.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace cyclelab::devices {
namespace {

using core::Error;

// libsigrok's text importers split each block they are given into tokens all at once (its
// VCD parser holds a string per token): 64 KiB blocks, not sigrok-cli's 4 MiB, keep that
// at ~20 MiB and run faster (docs/PERFORMANCE.md, capture analysis). Until a VCD's header is
// complete, libsigrok searches all it holds on every block: the header is held back and given
// in blocks of 4 MiB, or whole with the first bytes after it.
constexpr std::size_t kChunkBytes = 64 * 1024;
constexpr std::size_t kHeaderChunkBytes = 4 * 1024 * 1024;

void datafeed(const sr_dev_inst*, const sr_datafeed_packet* packet, void* data) {
    static_cast<sigrok::LogicForwarder*>(data)->onPacket(packet);
}

struct SessionDeleter {
    void operator()(sr_session* s) const { sr_session_destroy(s); }
};
using SessionPtr = std::unique_ptr<sr_session, SessionDeleter>;

struct InputDeleter {
    void operator()(const sr_input* in) const { sr_input_free(in); }
};

struct GStringDeleter {
    void operator()(GString* s) const { g_string_free(s, TRUE); }
};

// The session loader drives its device from glib event sources; a private main context
// keeps that independent from any other loop of the process (the GUI's, other sessions').
class ThreadMainContext {
  public:
    ThreadMainContext() : m_ctx(g_main_context_new()) { g_main_context_push_thread_default(m_ctx); }
    ~ThreadMainContext() {
        g_main_context_pop_thread_default(m_ctx);
        g_main_context_unref(m_ctx);
    }
    ThreadMainContext(const ThreadMainContext&) = delete;
    ThreadMainContext& operator=(const ThreadMainContext&) = delete;

  private:
    GMainContext* m_ctx;
};

// What each block libsigrok delivers goes through, inside its datafeed callback: the checks
// that need the bytes as libsigrok delivered them (sizes; CRC-32s where libzip's verdicts are
// not seen), then the channel selection, then the pipeline to the caller's sink on a second
// thread. In pieces of kPieceBytes: a CRC-32 pass leaves each piece in the L2 cache for the
// copy that follows.
class ImportStage final : public core::LogicSink {
  public:
    static constexpr std::size_t kPieceBytes = 256 * 1024;

    explicit ImportStage(core::LogicSink& target) : m_target(target) {}
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override {
        const std::size_t unit = std::max(1U, unitSize);
        const std::size_t piece = std::max(unit, kPieceBytes / unit * unit); // whole samples
        while (bytes > 0) {
            const std::size_t n = std::min(bytes, piece);
            if (check)
                check->feed(data, n);
            selector.convert(data, n, unitSize, m_target);
            data += n;
            bytes -= n;
        }
    }
    sigrok::ChannelSelector selector;
    std::optional<sigrok::ArchiveCheck> check;

  private:
    core::LogicSink& m_target;
};

core::Expected<core::CaptureInfo> readSession(const std::string& path, core::LogicSink& sink,
                                              sigrok::ChannelSelector& selector,
                                              const CaptureReadOptions& options,
                                              std::vector<std::string>& names,
                                              sigrok::ArchiveCheck* check) {
    sr_session* raw = nullptr;
    int rc = sr_session_load(sigrok::context(), path.c_str(), &raw);
    if (rc != SR_OK)
        return Error::badInput(core::message(core::MessageId::ErrSigrokNotSession,
                                             {path, sigrok::describeFailure(rc)}));
    SessionPtr session(raw);
    GSList* devices = nullptr;
    sr_session_dev_list(session.get(), &devices);
    if (!devices)
        return Error::badInput(core::message(core::MessageId::ErrSigrokSessionNoDevice, {path}));
    auto* sdi = static_cast<sr_dev_inst*>(devices->data);
    g_slist_free(devices);

    sigrok::LogicForwarder forwarder(sink, &selector);
    auto selected = forwarder.select(sigrok::logicChannels(sdi), options.channels, path);
    if (!selected)
        return selected.error();
    sr_session_datafeed_callback_add(session.get(), &datafeed, &forwarder);

    ThreadMainContext mainContext;
    // The logic chunks libzip closes from here on, and its verdict on each (CRC-32), go to the
    // check; sr_session_load above read the metadata.
    sigrok::LibzipVerdicts verdicts(check);
    rc = sr_session_start(session.get());
    if (rc != SR_OK)
        return Error::runtime(core::message(core::MessageId::ErrSigrokReplayFailed,
                                            {path, sigrok::describeFailure(rc)}));
    sr_session_run(session.get());
    names = forwarder.selectedNames();
    double samplerateHz = forwarder.samplerateHz();
    if (samplerateHz == 0.0)
        samplerateHz = sigrok::deviceSamplerateHz(sdi);
    return core::CaptureInfo{path, samplerateHz, forwarder.samples()};
}

core::Expected<const sr_input*> newInput(const std::string& path, const std::string& id,
                                         const CaptureReadOptions& options) {
    std::string mutableId = id;
    const sr_input_module* imod = sr_input_find(mutableId.data());
    if (!imod)
        return Error::badInput(core::message(core::MessageId::ErrSigrokUnknownFormat, {path, id}));
    GHashTable* opts = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
                                             reinterpret_cast<GDestroyNotify>(g_variant_unref));
    if (options.samplerateHz > 0 && id == "csv")
        g_hash_table_insert(opts, g_strdup("samplerate"),
                            g_variant_ref_sink(g_variant_new_uint64(
                                static_cast<guint64>(options.samplerateHz + 0.5))));
    const sr_input* in = sr_input_new(imod, opts);
    g_hash_table_destroy(opts);
    if (!in)
        return Error::runtime(
            core::message(core::MessageId::ErrSigrokImporterSetup, {path, id, sigrok::takeLog()}));
    return in;
}

core::Expected<core::CaptureInfo> readWithInputModule(const std::string& path,
                                                      const std::string& id, core::LogicSink& sink,
                                                      sigrok::ChannelSelector& selector,
                                                      const CaptureReadOptions& options,
                                                      std::vector<std::string>& names) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error::badInput(
            core::message(core::MessageId::ErrSigrokCannotOpenFile, {path, std::strerror(errno)}));
    struct FdCloser {
        int fd;
        ~FdCloser() { ::close(fd); }
    } closer{fd};

    auto created = newInput(path, id, options);
    if (!created)
        return created.error();
    std::unique_ptr<const sr_input, InputDeleter> in(*created);

    sr_session* rawSession = nullptr;
    sr_session_new(sigrok::context(), &rawSession);
    SessionPtr session(rawSession);
    sigrok::LogicForwarder forwarder(sink, &selector);
    sr_session_datafeed_callback_add(session.get(), &datafeed, &forwarder);

    std::unique_ptr<GString, GStringDeleter> buf(
        g_string_sized_new(kHeaderChunkBytes + kChunkBytes));
    bool haveDevice = false;
    // Text formats are checked just before libsigrok reads them (text_capture_guard.hpp).
    const bool text = id == "vcd" || id == "csv";
    sigrok::TextCaptureGuard guard(path, id == "vcd", options.maxVcdSpanSamples);
    auto attach = [&]() -> core::Status {
        sr_dev_inst* sdi = sr_input_dev_inst_get(in.get());
        if (haveDevice || !sdi)
            return core::success();
        auto selected = forwarder.select(sigrok::logicChannels(sdi), options.channels, path);
        if (!selected)
            return selected;
        sr_session_dev_add(session.get(), sdi);
        haveDevice = true;
        return core::success();
    };

    auto send = [&]() -> core::Status {
        const int rc = sr_input_send(in.get(), buf.get());
        buf->len = 0;
        if (rc != SR_OK)
            return Error::badInput(core::message(core::MessageId::ErrSigrokInvalidCapture,
                                                 {path, id, sigrok::describeFailure(rc)}));
        return attach();
    };
    for (;;) {
        ssize_t n = ::read(fd, buf->str + buf->len, kChunkBytes);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error::runtime(
                core::message(core::MessageId::ErrSigrokReadFailed, {path, std::strerror(errno)}));
        }
        if (n == 0)
            break;
        const char* fresh = buf->str + buf->len;
        buf->len += static_cast<gsize>(n);
        if (text) {
            if (auto st = guard.feed(fresh, static_cast<std::size_t>(n)); !st)
                return st.error();
        }
        if (guard.inHeader() && buf->len < kHeaderChunkBytes)
            continue;
        if (auto st = send(); !st)
            return st.error();
    }
    if (buf->len > 0) {
        if (auto st = send(); !st)
            return st.error();
    }
    if (text) {
        if (auto st = guard.finish(); !st)
            return st.error();
    }
    // Short files: the header may only be complete once end() flushes; it needs the device
    // in the session before it sends anything, so ask for the device once more first.
    if (!haveDevice) {
        buf->len = 0;
        sr_input_send(in.get(), buf.get());
        if (auto st = attach(); !st)
            return st.error();
    }
    if (!haveDevice) {
        std::string log = sigrok::takeLog();
        return Error::badInput(
            log.empty() ? core::message(core::MessageId::ErrSigrokNoHeaderEmpty, {path, id})
                        : core::message(core::MessageId::ErrSigrokNoHeader, {path, id, log}));
    }
    int rc = sr_input_end(in.get());
    if (rc != SR_OK)
        return Error::badInput(core::message(core::MessageId::ErrSigrokImportFailed,
                                             {path, sigrok::describeFailure(rc)}));
    names = forwarder.selectedNames();
    return core::CaptureInfo{path, forwarder.samplerateHz(), forwarder.samples()};
}

} // namespace

core::Expected<core::CaptureInfo> readCaptureFile(const std::string& path, core::LogicSink& sink,
                                                  const CaptureReadOptions& options) {
    std::vector<std::string> names;
    return readCaptureFile(path, sink, options, names);
}

core::Expected<core::CaptureInfo> readCaptureFile(const std::string& path, core::LogicSink& sink,
                                                  const CaptureReadOptions& options,
                                                  std::vector<std::string>& channelNames) {
    if (!sigrok::context())
        return sigrok::initError();
    sigrok::clearLog();
    if (::access(path.c_str(), R_OK) != 0)
        return Error::badInput(
            core::message(core::MessageId::ErrSigrokCannotReadFile, {path, std::strerror(errno)}));
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return Error::badInput(
            S_ISDIR(st.st_mode)
                ? core::message(core::MessageId::ErrSigrokCaptureIsDirectory, {path})
                : core::message(core::MessageId::ErrSigrokCaptureNotRegular, {path}));
    std::string format = options.format;
    if (format.empty()) {
        const std::string ext = sigrok::lowerExtension(path);
        if (ext == "sr")
            format = "sr";
        else if (ext == "vcd" || ext == "csv")
            format = ext;
        else
            return Error::badInput(
                core::message(core::MessageId::ErrSigrokUnknownExtension, {path, ext}));
    }
    const bool session = format == "sr" || format == "srzip" || format == "session";
    // Extraction runs beside libsigrok's inflating and parsing (docs/PERFORMANCE.md, capture
    // analysis); the sink has seen every sample once the pipeline has finished.
    sigrok::LogicPipeline pipeline(sink);
    ImportStage stage(pipeline);
    if (session) {
        // A session archive that is cut short or inconsistent is refused before libsigrok
        // reads it; what libsigrok then delivers is checked chunk by chunk (sizes, CRC-32).
        auto chunks = sigrok::sessionLogicChunks(path);
        if (!chunks)
            return chunks.error();
        stage.check.emplace(path, std::move(*chunks));
    }
    auto info =
        session ? readSession(path, stage, stage.selector, options, channelNames,
                              stage.check ? &*stage.check : nullptr)
                : readWithInputModule(path, format, stage, stage.selector, options, channelNames);
    pipeline.finish();
    if (info && stage.check) {
        if (auto st = stage.check->finish(); !st)
            return st.error();
    }
    // 0: the file does not say (the caller asks for it). Otherwise it is every ns figure's
    // divisor: one that cannot be true is refused, whichever field it came from.
    if (info && info->samplerateHz != 0.0 && !sigrok::acceptedSamplerate(info->samplerateHz))
        return Error::badInput(core::message(
            core::MessageId::ErrSigrokBadSamplerate,
            {path, std::to_string(info->samplerateHz), sigrok::acceptedSamplerateRange()}));
    return info;
}

} // namespace cyclelab::devices
