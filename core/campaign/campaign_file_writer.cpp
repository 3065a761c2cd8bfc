// formatCampaignToml / saveCampaignFile: the writing side of campaign_file.hpp. The one reader
// stays campaign_file.cpp; a test reads every written file back with it.

#include "core/campaign/campaign_file.hpp"
#include "core/common/atomic_file.hpp"
#include "core/common/message.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>

namespace cyclelab::core {
namespace {

// A TOML basic string: quotes, backslashes and control characters escaped.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(c));
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    return out + "\"";
}

// Parameter values are kept as text; whole numbers are written as TOML integers.
std::string paramValue(const std::string& value) {
    const bool number = !value.empty() && value.size() < 19 &&
                        std::all_of(value.begin(), value.end(),
                                    [](unsigned char c) { return std::isdigit(c) != 0; });
    return number ? value : quoted(value);
}

template <class T, class F> std::string list(const std::vector<T>& values, F&& format) {
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        out += (i ? ", " : "") + format(values[i]);
    }
    return out + "]";
}

} // namespace

std::string formatCampaignToml(const CampaignSpec& spec) {
    std::ostringstream out;
    out << "# CycleLab campaign (docs/CAMPAIGNS.md): cyclelab-cli run --campaign FILE\n";
    out << "name = " << quoted(spec.name) << "\n";
    out << "board = " << quoted(spec.boardId) << "\n";
    out << "kernels = " << list(spec.kernels, quoted) << "\n";
    out << "profiles = " << list(spec.profiles, [](ConfigProfile p) {
        return quoted(std::string(toString(p)));
    }) << "\n";
    out << "opts = " << list(spec.opts, [](OptLevel o) { return quoted(std::string(toString(o))); })
        << "\n";
    if (!spec.cpuHz.empty()) {
        out << "cpu_hz = " << list(spec.cpuHz, [](std::uint64_t hz) { return std::to_string(hz); })
            << "\n";
    }
    out << "samples = " << spec.samples << "\n";
    out << "warmup = " << spec.warmup << "\n";
    if (spec.analyzerSamplerateHz > 0) {
        char rate[40];
        std::snprintf(rate, sizeof rate, "%.1f", spec.analyzerSamplerateHz);
        out << "analyzer_samplerate_hz = " << rate << "\n";
    }
    if (spec.analyzerPhaseSeed) {
        out << "analyzer_phase_seed = " << *spec.analyzerPhaseSeed << "\n";
    }
    out << "benchmarks = [\n";
    for (const BenchmarkSpec& b : spec.benchmarks) {
        if (b.params.empty()) {
            out << "  " << quoted(b.id) << ",\n";
            continue;
        }
        out << "  { id = " << quoted(b.id) << ", params = { ";
        bool first = true;
        for (const auto& [name, value] : b.params) {
            out << (first ? "" : ", ") << name << " = " << paramValue(value);
            first = false;
        }
        out << " } },\n";
    }
    out << "]\n";
    return out.str();
}

Status saveCampaignFile(const CampaignSpec& spec, const std::string& path) {
    Status written = writeFileAtomically(path, formatCampaignToml(spec));
    if (!written) {
        return Error::runtime(
            message(MessageId::ErrCampaignCannotSave, {path, sub(written.error().sentence())}));
    }
    return success();
}

} // namespace cyclelab::core
