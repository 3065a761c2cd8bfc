#pragma once
// Board profiles: the JSON files of resources/boards (schema in resources/boards/README.md)
// turned into core::BoardProfile, with errors that name the file and the field.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

// One profile. Errors read "<file>: <field path>: <what is wrong>".
Expected<BoardProfile> loadBoardProfile(const std::string& file);

// Every *.json of `dir`, sorted by id. Fails on the first bad file, or on two files with the
// same id.
Expected<std::vector<BoardProfile>> loadBoardProfiles(const std::string& dir);

// Where the board profiles are: $CYCLELAB_BOARDS_DIR, else <exe>/../share/cyclelab/boards
// (installed), else the source tree's resources/boards (a build tree), else the configured
// install data dir. Returns the first that exists, or the last candidate.
std::string defaultBoardsDir();

} // namespace cyclelab::core
