#pragma once
// Internal to devices/sigrok: the one libsigrok context of the process, and the bridge from
// libsigrok's log to our error messages. Includes libsigrok.h (and glib), so only .cpp files
// of this folder include it; the public headers stay free of glib.

#include <libsigrok/libsigrok.h>
#include <string>

namespace cyclelab::devices::sigrok {

// Initialised on first use (thread-safe), released at process exit. Null when sr_init failed;
// then initError() says why.
sr_context* context();
const std::string& initError();

// libsigrok reports the cause of a failure only through its log. Errors and warnings logged
// by the calling thread are kept here so a failed call can quote them; the log is not printed
// unless CYCLELAB_SIGROK_LOG=1 (then everything down to debug goes to stderr).
std::string takeLog();
void clearLog();

// "<sr_strerror(code)>: <captured log>" for an error message.
std::string describeFailure(int code);

} // namespace cyclelab::devices::sigrok
