#include "devices/sigrok/sigrok_context.hpp"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
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
    std::string error;
    Context() {
        sr_log_callback_set(&logCallback, nullptr);
        if (verboseLog())
            sr_log_loglevel_set(SR_LOG_SPEW);
        int rc = sr_init(&ctx);
        if (rc != SR_OK) {
            error = std::string("libsigrok failed to initialise: ") + sr_strerror(rc);
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
const std::string& initError() {
    return instance().error;
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

} // namespace cyclelab::devices::sigrok
