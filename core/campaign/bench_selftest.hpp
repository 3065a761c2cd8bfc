#pragma once
// The bench self-test: flash a board's reference image and check each link of the bench with
// a pass/fail line: serial link and protocol, cycle source and core clock as the firmware sees
// it, flash wait states measured vs configured, the core clock as the analyzer sees it (pulses
// of known cycle counts timed by the analyzer: a wrong PLL setting shows here), probe and
// marker toggling on the channels the profile names, and the analyzer rate against the
// shortest benchmark. The same steps run on the virtual bench.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <functional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct SelftestStep {
    enum class Outcome { Pass, Fail, Skip };
    std::string link; // "serial link and protocol", ...
    Outcome outcome = Outcome::Skip;
    std::string detail; // what was seen; for a failure, also what to check
    // The same as sentences (the GUI says them in the user's language; link and detail are
    // english() of them).
    Message linkText{};
    Message detailText{};
};

struct SelftestReport {
    std::vector<SelftestStep> steps;
    bool passed() const; // no step failed
};

struct SelftestOptions {
    std::uint32_t samples = 20;   // per benchmark (tick_accuracy: 10 ms each)
    double samplerateHz = 0;      // 0: the highest the analyzer offers
    double clockTolerance = 0.01; // analyzer vs firmware core clock
    std::chrono::milliseconds helloTimeout{15000};
    std::function<void(const std::string&)> log;
};

// "PASS  serial link and protocol: ..." (one line per step, as the CLI prints it).
std::string formatStep(const SelftestStep& step);

// Runs every step on `bench` with `image` (the board's reference image). Returns an error only
// when the inputs are unusable (an analyzer rate the analyzer does not offer); link failures are
// failed steps.
Expected<SelftestReport> runBenchSelftest(Bench& bench, const FirmwareBuild& image,
                                          const SelftestOptions& options);

} // namespace cyclelab::core
