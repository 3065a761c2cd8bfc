// Fixture: core reaching up into devices/.
#include "devices/bench/bench_factory.hpp"
