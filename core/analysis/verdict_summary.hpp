#pragma once
// The end-of-campaign verdict summary: how many runs pass, fail, are inconclusive, were not
// validated (no analyzer) or are implausible, and which ones fail by name. The CLI prints it
// and exits with its own code when any run fails (app/cli/exit_codes.hpp).

#include "core/model/model.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct VerdictSummary {
    std::size_t pass = 0;
    std::size_t fail = 0;
    std::size_t inconclusive = 0;
    std::size_t notValidated = 0; // N/A: no analyzer on the bench
    std::size_t implausible = 0;  // status implausible, whatever the verdict
    // Port acceptance checks (Run::acceptance), counted besides their cross-validation verdict.
    std::size_t checksPass = 0;
    std::size_t checksFail = 0;
    std::size_t checksInconclusive = 0;
    std::vector<std::string> failing; // "#12 qemu-f405-refkernel-minimal-O2 sem_wake: reason"
    bool anyFailure() const { return fail > 0 || implausible > 0 || checksFail > 0; }
};

VerdictSummary summarizeVerdicts(const std::vector<Run>& runs);

// "verdicts: 14 pass, 1 fail, 1 inconclusive, 0 N/A, 0 implausible", "acceptance checks: 2
// pass, 0 fail, 1 inconclusive" when there were any, and one line per failing run or check.
std::string formatVerdictSummary(const VerdictSummary& summary);

// Whether a run's extremes come from samples whose pulse disagreed (Validation::agreement):
// a max or p99 read from such a sample is not a measured worst case but a disagreement.
struct ExtremeMarks {
    bool maxDisagrees = false; // the largest sample disagrees
    bool p99Disagrees = false; // a disagreeing sample lies at or above the p99 value
};
ExtremeMarks markExtremes(const Run& run, double p99);

// On the virtual bench a cycle is an instruction slot of QEMU's -icount, not a hardware cycle:
// no exception entry, pipeline stalls or flash wait states. None for real boards.
std::optional<Message> virtualCyclesNote(const FirmwareBuild& build);

} // namespace cyclelab::core
