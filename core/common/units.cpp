#include "core/common/units.hpp"

#include <cmath>
#include <cstdio>
#include <string_view>

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

std::string formatCount(double value, int significantDigits) {
    if (!std::isfinite(value)) {
        return "n/a";
    }
    char buf[48];
    const double magnitude = std::fabs(value);
    if (magnitude < 1e4) {
        // Below 10,000 every integer digit is kept (%g would turn 1234 into 1.23e+03).
        if (magnitude >= 1000) {
            std::snprintf(buf, sizeof buf, "%.0f", value);
        } else {
            std::snprintf(buf, sizeof buf, "%.*g", significantDigits, value);
        }
    } else {
        static const struct {
            double scale;
            const char* suffix;
        } kUnits[] = {{1e3, " k"}, {1e6, " M"}, {1e9, " G"}, {1e12, " T"}};
        std::size_t u = magnitude >= 1e9 ? 2 : magnitude >= 1e6 ? 1 : 0;
        for (;; ++u) {
            std::snprintf(buf, sizeof buf, "%.*g%s", significantDigits, value / kUnits[u].scale,
                          kUnits[u].suffix);
            // 999,999 at 3 digits rounds to "1e+03 k": the next unit reads "1 M".
            if (std::string_view(buf).find('e') == std::string_view::npos || u == 3) {
                break;
            }
        }
    }
    std::string out = buf;
    return out == "-0" ? "0" : out;
}

std::string formatFixed(double value, int decimals) {
    if (!std::isfinite(value)) {
        return value > 0 ? "+inf" : (value < 0 ? "-inf" : "n/a");
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

std::string formatPValue(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, p < 1e-4 ? "%.1e" : "%.4f", p);
    return buf;
}

} // namespace cyclelab::core
