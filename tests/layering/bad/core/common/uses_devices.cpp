// Fixture: core reaching up into devices/.
#include "devices/benches/bench_factory.hpp"
