#pragma once
// The sample rates a logic analyzer offers (libsigrok's SR_CONF_SAMPLERATE list): a list of
// rates or a min..max range in steps. Device-free, so a campaign is checked against them when
// it is planned, before anything is flashed or stored.

#include "core/common/error.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::core {

struct SamplerateSupport {
    std::vector<std::uint64_t> listHz;
    std::uint64_t minHz = 0;
    std::uint64_t maxHz = 0;
    std::uint64_t stepHz = 0;

    bool known() const { return !listHz.empty() || maxHz > 0; }
    bool supports(std::uint64_t hz) const; // true when unknown: the driver decides
    std::uint64_t highestHz() const;       // 0 when unknown
    std::string describe() const;          // "20 kHz, 25 kHz, ..., 24 MHz" or "1 Hz - 1 GHz"
};

// The rate a campaign captures at: `requestedHz`, or when it is 0 ("the highest the analyzer
// has") the highest offered (`fallbackHz` when the analyzer does not say). A requested rate the
// analyzer does not offer is a bad-input error naming the analyzer, the rate and the ones it has.
Expected<double> resolveSamplerate(double requestedHz, const SamplerateSupport& offered,
                                   const std::string& analyzerName, double fallbackHz = 100e6);

} // namespace cyclelab::core
