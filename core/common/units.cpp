#include "core/common/units.hpp"

#include <cstdio>

namespace cyclelab::core {

std::string formatHz(double hz, int significantDigits) {
    const char* unit = "Hz";
    double value = hz;
    if (hz >= 1e9) {
        value = hz / 1e9;
        unit = "GHz";
    } else if (hz >= 1e6) {
        value = hz / 1e6;
        unit = "MHz";
    } else if (hz >= 1e3) {
        value = hz / 1e3;
        unit = "kHz";
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*g %s", significantDigits, value, unit);
    return buf;
}

}  // namespace cyclelab::core
