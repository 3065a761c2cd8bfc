#pragma once
// Where the CLI finds its data: firmware images with their manifest, and board profiles.
// Order: the command-line option, an environment variable, ../share/cyclelab beside the
// executable's folder (an installation under any prefix), the build tree next to the
// executable, the configured install prefix's share/cyclelab.

#include <string>

namespace cyclelab::cli {

std::string firmwareImagesDir(const std::string& option); // env CYCLELAB_FIRMWARE_DIR
std::string boardsDir(const std::string& option);         // core::defaultBoardsDir() when empty

} // namespace cyclelab::cli
