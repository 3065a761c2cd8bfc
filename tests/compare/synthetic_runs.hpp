#pragma once
// Synthetic runs for the comparison tests: conditions set explicitly, samples given.

#include "core/model/model.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::core::testing {

struct RunSpec {
    std::int64_t id = 1;
    std::string benchmark = "yield";
    std::string kernel = "refkernel";
    std::uint64_t cpuHz = 168'000'000;
    int waitStates = 5;
    OptLevel opt = OptLevel::O2;
    ConfigProfile profile = ConfigProfile::Minimal;
    std::string board = "qemu-f405";
    std::vector<std::int32_t> samples;
};

inline Run makeRun(const RunSpec& s) {
    Run r;
    r.id = s.id;
    r.benchmark.id = s.benchmark;
    r.build.boardId = s.board;
    r.build.kernel.name = s.kernel;
    r.build.kernel.profile = s.profile;
    r.build.opt = s.opt;
    r.build.clock = {s.cpuHz, s.waitStates};
    r.build.imageName = s.board + "-" + s.kernel + "-" + std::string(toString(s.profile)) + "-" +
                        std::string(toString(s.opt));
    r.build.toolchain = "arm-none-eabi-gcc 12.2.1";
    r.cycleSource = "dwt";
    r.cycleHz = s.cpuHz;
    r.samples = s.samples;
    return r;
}

// Three samples whose median is m (and min m-1, max m+1).
inline std::vector<std::int32_t> around(std::int32_t m) {
    return {m - 1, m, m + 1};
}

} // namespace cyclelab::core::testing
