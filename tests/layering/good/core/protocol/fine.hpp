#pragma once
// Fixture: a core header that includes only lower areas and the standard library.
#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <string>
