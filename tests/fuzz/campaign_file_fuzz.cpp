// Fuzz target: the campaign file parser (TOML or JSON, chosen by the first byte). Whatever the
// text, parsing returns; an accepted campaign respects every documented limit (no duplicates,
// bounded strings, counts in range, a finite samplerate); a refused one is bad input whose
// message starts with the file name.

#include "core/campaign/campaign_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"

#include <cmath>
#include <cstdint>
#include <set>
#include <string>

namespace {

template <typename T> bool distinct(const std::vector<T>& v) {
    for (std::size_t i = 0; i < v.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (v[i] == v[j]) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cyclelab::core;
    using cyclelab::fuzz::check;
    if (size == 0) {
        return 0;
    }
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const bool toml = data[0] % 2 == 0;
    const std::string file = toml ? "fuzz.toml" : "fuzz.json";
    auto spec = toml ? parseCampaignToml(text, file) : parseCampaignJson(text, file);
    if (!spec) {
        check(spec.error().kind == ErrorKind::BadInput);
        check(spec.error().message.rfind(file, 0) == 0);
        return 0;
    }
    check(!spec->boardId.empty() && spec->boardId.size() <= 256 && spec->name.size() <= 256);
    check(distinct(spec->kernels) && distinct(spec->profiles) && distinct(spec->opts) &&
          distinct(spec->cpuHz) && distinct(spec->benchmarks));
    for (const auto& k : spec->kernels) {
        check(k.size() <= 256);
    }
    for (auto hz : spec->cpuHz) {
        check(hz >= 1 && hz <= 10'000'000'000ull);
    }
    check(spec->samples >= 1 && spec->samples <= 1'000'000 && spec->warmup <= 1'000'000);
    check(std::isfinite(spec->analyzerSamplerateHz) && spec->analyzerSamplerateHz >= 1e3);
    check(!spec->benchmarks.empty());
    return 0;
}
