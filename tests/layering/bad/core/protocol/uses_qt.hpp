#pragma once
// clang-format off (the checker test expects these lines where they are)
// Fixture: a core header reaching into the campaign area above it, then into Qt.
#include "core/campaign/campaign_runner.hpp"

#include <QString>
