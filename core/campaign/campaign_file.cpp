#include "core/campaign/campaign_file.hpp"

#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_input.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/message.hpp"
#include "core/common/suggest.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <toml++/toml.h>

namespace cyclelab::core {
namespace {

using Json = nlohmann::json;

// Limits far above any real campaign, so a corrupted or hostile file is refused instead of
// being stored (every string ends up in the database and in reports).
constexpr std::size_t kMaxFileBytes = 1 << 20;
constexpr std::size_t kMaxStringBytes = 256;
constexpr std::size_t kMaxListItems = 256;
constexpr std::int64_t kMaxCpuHz = 10'000'000'000; // 10 GHz
constexpr double kMaxSamplerateHz = 1e11;

class Reader {
  public:
    Reader(const Json& root, std::string file) : m_root(root), m_file(std::move(file)) {}

    Expected<CampaignSpec> read() {
        if (!m_root.is_object()) {
            return fail("", message(MessageId::ErrCampaignTopLevel));
        }
        for (const auto& [key, value] : m_root.items()) {
            static const char* known[] = {"name",
                                          "board",
                                          "kernels",
                                          "profiles",
                                          "opts",
                                          "cpu_hz",
                                          "benchmarks",
                                          "samples",
                                          "warmup",
                                          "analyzer_samplerate_hz",
                                          "analyzer_phase_seed"};
            if (std::find(std::begin(known), std::end(known), key) == std::end(known)) {
                const auto close = closestNames(key, {std::begin(known), std::end(known)});
                return fail(key, close.empty() ? message(MessageId::ErrCampaignUnknownField)
                                               : message(MessageId::ErrCampaignUnknownFieldClose,
                                                         {close.front()}));
            }
        }
        CampaignSpec spec;
        if (!str("name", spec.name, "campaign") || !str("board", spec.boardId, "")) {
            return *m_error;
        }
        if (spec.boardId.empty()) {
            return fail("board", message(MessageId::ErrCampaignBoardRequired));
        }
        std::vector<std::string> texts;
        if (m_root.contains("kernels") && m_root["kernels"].is_string()) {
            if (m_root["kernels"] != kAvailableKernels) {
                return fail("kernels", message(MessageId::ErrCampaignKernelsList));
            }
            spec.kernels = {kAvailableKernels};
        } else if (!strings("kernels", spec.kernels, {"refkernel"}) ||
                   !unique("kernels", spec.kernels)) {
            return *m_error;
        }
        if (!strings("profiles", texts, {"minimal"})) {
            return *m_error;
        }
        for (std::size_t i = 0; i < texts.size(); ++i) {
            auto p = parseConfigProfile(texts[i]);
            if (!p) {
                return fail("profiles[" + std::to_string(i) + "]",
                            message(MessageId::ErrCampaignNotProfile, {texts[i]}));
            }
            spec.profiles.push_back(*p);
        }
        if (!unique("profiles", spec.profiles) || !strings("opts", texts, {"O2"})) {
            return *m_error;
        }
        for (std::size_t i = 0; i < texts.size(); ++i) {
            auto o = parseOptLevel(texts[i]);
            if (!o) {
                return fail("opts[" + std::to_string(i) + "]",
                            message(MessageId::ErrCampaignNotOpt, {texts[i]}));
            }
            spec.opts.push_back(*o);
        }
        if (!unique("opts", spec.opts)) { // after parsing: "O2" and "-O2" are the same level
            return *m_error;
        }
        if (m_root.contains("cpu_hz")) {
            const Json& hz = m_root["cpu_hz"];
            if (!hz.is_array() || hz.size() > kMaxListItems) {
                return fail("cpu_hz", message(MessageId::ErrCampaignCpuHzList));
            }
            for (std::size_t i = 0; i < hz.size(); ++i) {
                // Integers only: 168000000.7 would be truncated, 1e300 would not fit.
                const bool integer = hz[i].is_number_integer();
                const std::int64_t v = integer ? hz[i].get<std::int64_t>() : 0;
                if (!integer || v < 1 || v > kMaxCpuHz) {
                    return fail("cpu_hz[" + std::to_string(i) + "]",
                                message(MessageId::ErrCampaignCpuHzValue,
                                        {std::to_string(kMaxCpuHz), hz[i].dump()}));
                }
                spec.cpuHz.push_back(static_cast<std::uint64_t>(v));
            }
            if (!unique("cpu_hz", spec.cpuHz)) {
                return *m_error;
            }
        }
        if (!count("samples", spec.samples, 10000, 1, 1000000) ||
            !count("warmup", spec.warmup, 1000, 0, 1000000)) {
            return *m_error;
        }
        if (m_root.contains("analyzer_samplerate_hz")) {
            const Json& r = m_root["analyzer_samplerate_hz"];
            // TOML has nan and inf; neither is a samplerate.
            if (!r.is_number() || !std::isfinite(r.get<double>()) || r.get<double>() < 1e3 ||
                r.get<double>() > kMaxSamplerateHz) {
                return fail("analyzer_samplerate_hz",
                            message(MessageId::ErrCampaignSamplerate, {r.dump()}));
            }
            spec.analyzerSamplerateHz = r.get<double>();
        } else {
            spec.analyzerSamplerateHz = 0; // the highest the analyzer offers (CampaignRunner)
        }
        if (!phaseSeed(spec) || !benchmarks(spec)) {
            return *m_error;
        }
        return spec;
    }

  private:
    Error fail(const std::string& field, Message what) {
        m_error = Error::badInput(std::move(what))
                      .withContext(field.empty()
                                       ? message(MessageId::ErrCampaignCtxFile, {m_file})
                                       : message(MessageId::ErrCampaignCtxField, {m_file, field}));
        return *m_error;
    }

    bool str(const char* key, std::string& out, const std::string& fallback) {
        out = fallback;
        if (!m_root.contains(key)) {
            return true;
        }
        if (!m_root[key].is_string()) {
            fail(key, message(MessageId::ErrCampaignExpectedString));
            return false;
        }
        out = m_root[key].get<std::string>();
        return shortEnough(key, out);
    }

    bool strings(const char* key, std::vector<std::string>& out,
                 std::vector<std::string> fallback) {
        out = std::move(fallback);
        if (!m_root.contains(key)) {
            return true;
        }
        const Json& a = m_root[key];
        if (!a.is_array() || a.empty()) {
            fail(key, message(MessageId::ErrCampaignExpectedStrings));
            return false;
        }
        out.clear();
        if (a.size() > kMaxListItems) {
            fail(key, message(MessageId::ErrCampaignTooManyEntries,
                              {std::to_string(a.size()), std::to_string(kMaxListItems)}));
            return false;
        }
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string where = std::string(key) + "[" + std::to_string(i) + "]";
            if (!a[i].is_string()) {
                fail(where, message(MessageId::ErrCampaignExpectedString));
                return false;
            }
            if (!shortEnough(where, a[i].get_ref<const std::string&>())) {
                return false;
            }
            out.push_back(a[i].get<std::string>());
        }
        return true;
    }

    // The same value twice would measure the same cells twice under one campaign.
    template <typename T> bool unique(const char* key, const std::vector<T>& values) {
        for (std::size_t i = 0; i < values.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (values[i] == values[j]) {
                    fail(std::string(key) + "[" + std::to_string(i) + "]",
                         message(MessageId::ErrCampaignSameValue,
                                 {std::string(key) + "[" + std::to_string(j) + "]"}));
                    return false;
                }
            }
        }
        return true;
    }

    bool shortEnough(const std::string& where, const std::string& text) {
        if (text.size() > kMaxStringBytes) {
            fail(where, message(MessageId::ErrCampaignTooLong,
                                {std::to_string(text.size()), std::to_string(kMaxStringBytes)}));
            return false;
        }
        return true;
    }

    // The virtual analyzer's independent-phase seed: whole numbers a TOML integer and a JSON
    // double both hold exactly.
    bool phaseSeed(CampaignSpec& spec) {
        if (!m_root.contains("analyzer_phase_seed")) {
            return true;
        }
        const Json& seed = m_root["analyzer_phase_seed"];
        if (!seed.is_number_integer() || seed.get<std::int64_t>() < 0 ||
            seed.get<std::int64_t>() > (std::int64_t{1} << 53)) {
            fail("analyzer_phase_seed", message(MessageId::ErrCampaignPhaseSeed, {seed.dump()}));
            return false;
        }
        spec.analyzerPhaseSeed = static_cast<std::uint64_t>(seed.get<std::int64_t>());
        return true;
    }

    bool count(const char* key, std::uint32_t& out, std::uint32_t fallback, std::int64_t lo,
               std::int64_t hi) {
        out = fallback;
        if (!m_root.contains(key)) {
            return true;
        }
        const Json& v = m_root[key];
        if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
            fail(key, message(MessageId::ErrCampaignIntegerRange,
                              {std::to_string(lo), std::to_string(hi)}));
            return false;
        }
        out = static_cast<std::uint32_t>(v.get<std::int64_t>());
        return true;
    }

    bool benchmarks(CampaignSpec& spec) {
        if (!m_root.contains("benchmarks") ||
            (m_root["benchmarks"].is_string() && m_root["benchmarks"] == "all")) {
            spec.benchmarks = allBenchmarks();
            return true;
        }
        const Json& list = m_root["benchmarks"];
        if (!list.is_array() || list.empty() || list.size() > kMaxListItems) {
            fail("benchmarks", message(MessageId::ErrCampaignBenchmarksList));
            return false;
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::string where = "benchmarks[" + std::to_string(i) + "]";
            BenchmarkSpec b;
            if (list[i].is_string()) {
                b.id = list[i].get<std::string>();
            } else if (list[i].is_object() && list[i].contains("id") && list[i]["id"].is_string()) {
                for (const auto& [key, value] : list[i].items()) {
                    if (key != "id" && key != "params") {
                        fail(where + "." + key, message(MessageId::ErrCampaignBenchmarkField));
                        return false;
                    }
                }
                b.id = list[i]["id"].get<std::string>();
                if (list[i].contains("params")) {
                    if (!list[i]["params"].is_object()) {
                        fail(where + ".params", message(MessageId::ErrCampaignParamsTable));
                        return false;
                    }
                    for (const auto& [name, value] : list[i]["params"].items()) {
                        b.params[name] =
                            value.is_string() ? value.get<std::string>() : value.dump();
                    }
                }
            } else {
                fail(where, message(MessageId::ErrCampaignBenchmarkEntry));
                return false;
            }
            auto done = completeBenchmark(b, m_file + ": " + where);
            if (!done) {
                m_error = done.error();
                return false;
            }
            for (std::size_t j = 0; j < spec.benchmarks.size(); ++j) {
                if (spec.benchmarks[j] == *done) {
                    fail(where, message(MessageId::ErrCampaignSameBenchmark,
                                        {done->key(), std::to_string(j)}));
                    return false;
                }
            }
            spec.benchmarks.push_back(*done);
        }
        return true;
    }

    const Json& m_root;
    std::string m_file;
    std::optional<Error> m_error;
};

} // namespace

Expected<CampaignSpec> parseCampaignJson(const std::string& text, const std::string& fileName) {
    auto root = campaign_input::parseStrictJson(text, fileName);
    if (!root) {
        return root.error();
    }
    return Reader(*root, fileName).read();
}

Expected<CampaignSpec> parseCampaignToml(const std::string& text, const std::string& fileName) {
    try {
        toml::table table = toml::parse(text, fileName);
        return Reader(campaign_input::tomlToJson(table), fileName).read();
    } catch (const toml::parse_error& e) {
        const auto& where = e.source().begin;
        // toml++'s description is its own English: kept as it is after a translated prefix.
        return Error::badInput(storedText(std::string(e.description())))
            .withContext(
                message(MessageId::ErrCampaignCtxLine,
                        {fileName, std::to_string(where.line), std::to_string(where.column)}));
    }
}

Expected<CampaignSpec> loadCampaignFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        return Error::badInput(message(MessageId::ErrCampaignIsDirectory, {path}));
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return Error::badInput(message(MessageId::ErrCampaignCannotOpen, {path}));
    }
    std::string text(kMaxFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        return Error::badInput(message(MessageId::ErrCampaignCannotRead, {path}));
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxFileBytes) {
        return Error::badInput(
            message(MessageId::ErrCampaignTooLarge, {path, std::to_string(kMaxFileBytes >> 10)}));
    }
    std::stringstream buf(text);
    if (path.ends_with(".toml")) {
        return parseCampaignToml(buf.str(), path);
    }
    if (path.ends_with(".json")) {
        return parseCampaignJson(buf.str(), path);
    }
    return Error::badInput(message(MessageId::ErrCampaignFileType, {path}));
}

CampaignSpec demoCampaign(std::uint32_t samples, std::uint32_t warmup) {
    CampaignSpec spec;
    spec.name = "demo";
    spec.boardId = "qemu-f405";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::O3};
    spec.benchmarks = allBenchmarks();
    spec.samples = samples;
    spec.warmup = warmup;
    spec.analyzerSamplerateHz = 100e6;
    return spec;
}

} // namespace cyclelab::core
