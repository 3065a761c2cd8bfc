// Fixture: app/charts reaching up into the GUI (refused by cmake/LayeringIncludes.cmake).
#include "app/gui/bench_page.hpp"
