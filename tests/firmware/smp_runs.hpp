#pragma once
// What the tests of the two-hart images (qemu-rv32-smp-*) share: runs of named benchmarks with
// their "core" parameter in one boot, and the figures they compare (DONE cores=, the median).

#include "qemu_boot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <gtest/gtest.h>
#include <map>
#include <string>
#include <vector>

namespace cyclelab::fwtest {

struct SmpRun {
    std::string id;
    std::string core; // the "core" parameter, or empty
};

inline std::string key(const SmpRun& r) {
    return r.core.empty() ? r.id : r.id + " core=" + r.core;
}

// In this build's manifest (an image left on disk by an earlier configure does not count).
inline bool haveImage(const std::string& image) {
    auto catalog = core::ImageCatalog::load(kImagesDir);
    return catalog && findImage(*catalog, image) != nullptr;
}

// key(run) -> its result, the runs in the order given, in one boot of `image` (whose HELLO must
// name the two-hart board and `kernel`). A failure is a test failure and leaves the run out.
inline std::map<std::string, core::RunResult>
runOneBoot(const std::string& image, const std::string& kernel, const std::vector<SmpRun>& runs,
           std::uint32_t samples, std::uint32_t warmup) {
    using namespace std::chrono_literals;
    std::map<std::string, core::RunResult> out;
    auto booted = bootOnQemu(image, 30000ms);
    EXPECT_TRUE(booted) << booted.error().message;
    if (!booted)
        return out;
    EXPECT_EQ(booted->hello.board, "qemu-rv32-smp");
    EXPECT_EQ(booted->hello.kernel, kernel);
    for (const auto& r : runs) {
        core::BenchmarkSpec spec{r.id, {}};
        if (!r.core.empty())
            spec.params["core"] = r.core;
        auto run = booted->client->run(spec, samples, warmup, 600000ms);
        EXPECT_TRUE(run) << image << " " << key(r) << ": " << run.error().message;
        if (run)
            out[key(r)] = std::move(*run);
    }
    booted->qemu->shutdown();
    return out;
}

// Every one of `samples` samples began on hart `begin` and ended on hart `end`.
inline std::vector<core::CorePair> allOn(std::uint32_t begin, std::uint32_t end,
                                         std::uint32_t samples) {
    return {core::CorePair{begin, end, samples}};
}

inline std::int32_t median(std::vector<std::int32_t> v) {
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return v[v.size() / 2];
}

} // namespace cyclelab::fwtest
