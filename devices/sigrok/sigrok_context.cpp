#include "devices/sigrok/sigrok_context.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

namespace cyclelab::devices::sigrok {
namespace {

thread_local std::string t_log;

bool verboseLog() {
    const char* env = std::getenv("CYCLELAB_SIGROK_LOG");
    return env && env[0] == '1';
}

int logCallback(void*, int level, const char* format, va_list args) {
    static const bool verbose = verboseLog();
    if (level > SR_LOG_WARN && !verbose)
        return SR_OK;
    char line[512];
    va_list copy;
    va_copy(copy, args);
    std::vsnprintf(line, sizeof line, format, copy);
    va_end(copy);
    if (verbose)
        std::fprintf(stderr, "sr: %s\n", line);
    if (level <= SR_LOG_WARN) {
        // Bounded: a long import may warn per line; the first messages explain the failure.
        if (t_log.size() < 2048) {
            if (!t_log.empty())
                t_log += "; ";
            t_log += line;
        }
    }
    return SR_OK;
}

struct Context {
    sr_context* ctx = nullptr;
    int initRc = SR_OK;
    Context() {
        sr_log_callback_set(&logCallback, nullptr);
        if (verboseLog())
            sr_log_loglevel_set(SR_LOG_SPEW);
        int rc = sr_init(&ctx);
        if (rc != SR_OK) {
            initRc = rc;
            ctx = nullptr;
        }
    }
    ~Context() {
        if (ctx)
            sr_exit(ctx);
    }
};

Context& instance() {
    static Context c;
    return c;
}

} // namespace

sr_context* context() {
    return instance().ctx;
}
core::Error initError() {
    return core::Error::runtime(core::message(core::MessageId::ErrLibsigrokInit,
                                              {std::string(sr_strerror(instance().initRc))}));
}

std::string takeLog() {
    std::string out;
    out.swap(t_log);
    return out;
}

void clearLog() {
    t_log.clear();
}

std::string describeFailure(int code) {
    std::string text = sr_strerror(code);
    std::string log = takeLog();
    if (!log.empty())
        text += " (" + log + ")";
    return text;
}

std::mutex& driverMutex() {
    static std::mutex mutex;
    return mutex;
}

sr_dev_driver* driver(const std::string& name) {
    sr_context* ctx = context();
    if (!ctx)
        return nullptr;
    static std::map<std::string, bool> initialised; // guarded by driverMutex()
    for (sr_dev_driver** d = sr_driver_list(ctx); d && *d; ++d) {
        if (name != (*d)->name)
            continue;
        bool& done = initialised[name];
        if (!done)
            done = sr_driver_init(ctx, *d) == SR_OK;
        return done ? *d : nullptr;
    }
    return nullptr;
}

core::Expected<ConfigValue> parseConfig(const std::string& name, const std::string& text) {
    const sr_key_info* info = sr_key_info_name_get(SR_KEY_CONFIG, name.c_str());
    if (!info)
        return core::Error::badInput(
            core::message(core::MessageId::ErrAnalyzerOptionUnknown, {name}));
    ConfigValue out{info->key, nullptr};
    switch (info->datatype) {
    case SR_T_UINT64: {
        std::uint64_t v = 0;
        if (sr_parse_sizestring(text.c_str(), &v) != SR_OK)
            return core::Error::badInput(
                core::message(core::MessageId::ErrAnalyzerOptionNotSize, {name, text}));
        out.value = g_variant_new_uint64(v);
        break;
    }
    case SR_T_STRING:
        out.value = g_variant_new_string(text.c_str());
        break;
    case SR_T_BOOL:
        out.value = g_variant_new_boolean(sr_parse_boolstring(text.c_str()));
        break;
    case SR_T_FLOAT: {
        char* end = nullptr;
        double v = std::strtod(text.c_str(), &end);
        if (text.empty() || !end || *end != '\0')
            return core::Error::badInput(
                core::message(core::MessageId::ErrAnalyzerOptionNotNumber, {name, text}));
        out.value = g_variant_new_double(v);
        break;
    }
    case SR_T_INT32: {
        char* end = nullptr;
        long v = std::strtol(text.c_str(), &end, 10);
        if (text.empty() || !end || *end != '\0')
            return core::Error::badInput(
                core::message(core::MessageId::ErrAnalyzerOptionNotInteger, {name, text}));
        out.value = g_variant_new_int32(static_cast<gint32>(v));
        break;
    }
    default:
        return core::Error::badInput(
            core::message(core::MessageId::ErrAnalyzerOptionUnsettable, {name}));
    }
    return out;
}

std::string lowerExtension(const std::string& path) {
    auto slash = path.find_last_of('/');
    auto dot = path.find_last_of('.');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash))
        return {};
    std::string ext = path.substr(dot + 1);
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext;
}

} // namespace cyclelab::devices::sigrok
