// Fixture: devices reaching up into app/.
#include "app/gui/bench_page.hpp"
