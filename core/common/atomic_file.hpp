#pragma once
// Output files appear complete or not at all: they are written under a temporary name in the
// same directory and renamed into place, so a kill, a full disk or a file size limit while
// writing never leaves a truncated report, chart or data file under the real name.

#include "core/common/error.hpp"

#include <filesystem>
#include <functional>
#include <string>

namespace cyclelab::core {

// Writes `text` to `file` atomically (temporary file, fsync, rename).
Status writeFileAtomically(const std::filesystem::path& file, const std::string& text);

// For writers that need a file name (image encoders, SVG generators): `write` gets a
// temporary path in the same directory and returns whether it succeeded; the result is then
// renamed to `file`. On any failure the temporary file is removed and `file` is untouched.
Status writeViaTemporary(const std::filesystem::path& file,
                         const std::function<Status(const std::string& tmpPath)>& write);

} // namespace cyclelab::core
