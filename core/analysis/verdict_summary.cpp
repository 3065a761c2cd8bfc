#include "core/analysis/verdict_summary.hpp"

#include <algorithm>
#include <cstdint>

namespace cyclelab::core {

VerdictSummary summarizeVerdicts(const std::vector<Run>& runs) {
    VerdictSummary s;
    for (const Run& run : runs) {
        const std::string name =
            "#" + std::to_string(run.id) + " " + run.build.imageName + " " + run.benchmark.key();
        if (run.acceptance) { // counted on its own, whatever cross-validation said
            switch (run.acceptance->verdict) {
            case Verdict::Pass:
                ++s.checksPass;
                break;
            case Verdict::Inconclusive:
                ++s.checksInconclusive;
                break;
            case Verdict::Fail:
                ++s.checksFail;
                s.failing.push_back(
                    name + ": acceptance check failed: " + english(run.acceptance->reason));
                break;
            }
        }
        if (run.status == RunStatus::Implausible) {
            ++s.implausible;
            s.failing.push_back(name + ": implausible: " + run.statusReason);
            continue;
        }
        if (!run.validation) {
            ++s.notValidated;
            continue;
        }
        switch (run.validation->verdict) {
        case Verdict::Pass:
            ++s.pass;
            break;
        case Verdict::Inconclusive:
            ++s.inconclusive;
            break;
        case Verdict::Fail:
            ++s.fail;
            s.failing.push_back(name + ": fail: " + english(run.validation->reason));
            break;
        }
    }
    return s;
}

std::string formatVerdictSummary(const VerdictSummary& s) {
    std::string text = "verdicts: " + std::to_string(s.pass) + " pass, " + std::to_string(s.fail) +
                       " fail, " + std::to_string(s.inconclusive) + " inconclusive, " +
                       std::to_string(s.notValidated) + " N/A, " + std::to_string(s.implausible) +
                       " implausible\n";
    if (s.checksPass + s.checksFail + s.checksInconclusive > 0) {
        text += "acceptance checks: " + std::to_string(s.checksPass) + " pass, " +
                std::to_string(s.checksFail) + " fail, " + std::to_string(s.checksInconclusive) +
                " inconclusive\n";
    }
    for (const std::string& line : s.failing) {
        text += "  " + line + "\n";
    }
    return text;
}

ExtremeMarks markExtremes(const Run& run, double p99) {
    ExtremeMarks marks;
    if (run.samples.empty() || !run.validation ||
        run.validation->agreement.size() != run.samples.size()) {
        return marks;
    }
    const auto& agreement = run.validation->agreement;
    const std::int32_t largest = *std::max_element(run.samples.begin(), run.samples.end());
    for (std::size_t i = 0; i < run.samples.size(); ++i) {
        if (agreement[i] != 1) {
            continue;
        }
        marks.maxDisagrees = marks.maxDisagrees || run.samples[i] == largest;
        marks.p99Disagrees = marks.p99Disagrees || run.samples[i] >= p99;
    }
    return marks;
}

std::optional<Message> virtualCyclesNote(const FirmwareBuild& build) {
    // Virtual boards are the qemu-* profiles (resources/boards/README.md).
    if (build.boardId.rfind("qemu-", 0) != 0) {
        return std::nullopt;
    }
    return message(MessageId::VirtualCyclesNote);
}

} // namespace cyclelab::core
