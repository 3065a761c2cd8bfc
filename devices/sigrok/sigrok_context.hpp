#pragma once
// Internal to devices/sigrok: the one libsigrok context of the process, and the bridge from
// libsigrok's log to our error messages. Includes libsigrok.h (and glib), so only .cpp files
// of this folder include it; the public headers stay free of glib.

#include "core/common/error.hpp"

#include <cstdint>
#include <libsigrok/libsigrok.h>
#include <mutex>
#include <string>

namespace cyclelab::devices::sigrok {

// Initialised on first use (thread-safe), released at process exit. Null when sr_init failed;
// then initError() says why.
sr_context* context();
core::Error initError();

// libsigrok reports the cause of a failure only through its log. Errors and warnings logged
// by the calling thread are kept here so a failed call can quote them; the log is not printed
// unless CYCLELAB_SIGROK_LOG=1 (then everything down to debug goes to stderr).
std::string takeLog();
void clearLog();

// "<sr_strerror(code)>: <captured log>" for an error message.
std::string describeFailure(int code);

// Serialises driver init/scan/open: libsigrok keeps per-driver instance lists that a scan
// may change.
std::mutex& driverMutex();

// The driver named `name`, initialised on first use; null if libsigrok has no such driver.
sr_dev_driver* driver(const std::string& name);

// A config key by its sigrok-cli name ("samplerate", "pattern", "conn") and a value parsed
// as that key's type ("1m" -> 1000000 for sizes). Returns the key or an error message.
struct ConfigValue {
    std::uint32_t key = 0;
    GVariant* value = nullptr; // floating reference
};
core::Expected<ConfigValue> parseConfig(const std::string& name, const std::string& text);

// A capture file's extension in lower case, without the dot ("" when it has none): how the
// reader and the writer pick a format.
std::string lowerExtension(const std::string& path);

} // namespace cyclelab::devices::sigrok
