#pragma once
// clang-format off
// Fixture (lines fixed for the checker test): core reaching into campaign above it, then Qt.
#include "core/campaign/campaign_runner.hpp"
#include <QString>
