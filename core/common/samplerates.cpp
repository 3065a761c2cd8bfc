#include "core/common/samplerates.hpp"

#include "core/common/message.hpp"
#include "core/common/units.hpp"

#include <algorithm>
#include <cmath>

namespace cyclelab::core {

bool SamplerateSupport::supports(std::uint64_t hz) const {
    if (!listHz.empty())
        return std::find(listHz.begin(), listHz.end(), hz) != listHz.end();
    if (maxHz == 0)
        return true; // the driver does not say: let it decide
    if (hz < minHz || hz > maxHz)
        return false;
    return stepHz <= 1 || (hz - minHz) % stepHz == 0;
}

std::uint64_t SamplerateSupport::highestHz() const {
    if (!listHz.empty())
        return *std::max_element(listHz.begin(), listHz.end());
    return maxHz;
}

std::string SamplerateSupport::describe() const {
    if (!listHz.empty()) {
        std::string out;
        for (auto hz : listHz)
            out += (out.empty() ? "" : ", ") + formatHz(static_cast<double>(hz));
        return out;
    }
    if (maxHz == 0)
        return "unknown";
    std::string out =
        formatHz(static_cast<double>(minHz)) + " - " + formatHz(static_cast<double>(maxHz));
    if (stepHz > 1)
        out += " in steps of " + formatHz(static_cast<double>(stepHz));
    return out;
}

Expected<double> resolveSamplerate(double requestedHz, const SamplerateSupport& offered,
                                   const std::string& analyzerName, double fallbackHz) {
    if (requestedHz <= 0)
        return offered.known() ? static_cast<double>(offered.highestHz()) : fallbackHz;
    const auto hz = static_cast<std::uint64_t>(std::llround(requestedHz));
    if (!offered.supports(hz))
        return Error::badInput(message(MessageId::ErrSamplerateUnsupported,
                                       {analyzerName, formatHz(requestedHz), offered.describe(),
                                        formatHz(static_cast<double>(offered.highestHz()))}));
    return requestedHz;
}

} // namespace cyclelab::core
