#include "core/report/report_findings.hpp"

#include "core/compare/rank_analysis.hpp"
#include "core/compare/sample_stats.hpp"
#include "core/report/report_tables.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

namespace cyclelab::core {
namespace {

std::string pValue(double p) {
    if (p < 0.001) {
        return "p < 0.001";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "p = %.3f", p);
    return buf;
}

std::string ratioText(double r) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f×", r);
    return buf;
}

struct Effect {
    double ratio = 0;
    Message text;
};

// Per benchmark (the other varying conditions held fixed, as in the summary table): the
// slowest group against the fastest, by median cycles.
std::vector<Effect> effectsOf(const ReportContent& content) {
    const Condition groupBy = content.plan.groupBy;
    const auto all = pointersTo(content.runs);
    const std::vector<Condition> extra = varyingConditionsExcept(all, {groupBy});
    std::map<std::string, std::vector<const Run*>> slices;
    for (const Run* r : all) {
        if (r->status == RunStatus::Implausible) {
            continue;
        }
        slices[conditionValues(*r, extra, false)].push_back(r);
    }
    std::vector<Effect> out;
    for (const auto& [key, subset] : slices) {
        const Comparison cmp = buildComparison(subset, groupBy);
        for (const std::string& b : cmp.benchmarks) {
            const ComparisonCell* fast = nullptr;
            const ComparisonCell* slow = nullptr;
            for (const std::string& g : cmp.groups) {
                const ComparisonCell* c = cmp.find(b, g);
                if (!c || c->sorted(ValueUnit::Cycles).empty()) {
                    continue;
                }
                if (!fast || c->cycles.median < fast->cycles.median) {
                    fast = c;
                }
                if (!slow || c->cycles.median > slow->cycles.median) {
                    slow = c;
                }
            }
            // A median of 0 (the baseline) has no ratio.
            if (!fast || fast == slow || !(fast->cycles.median > 0)) {
                continue;
            }
            const MannWhitney mw =
                mannWhitneyU(fast->sorted(ValueUnit::Cycles), slow->sorted(ValueUnit::Cycles));
            Effect e;
            e.ratio = slow->cycles.median / fast->cycles.median;
            e.text = message(MessageId::FindingEffect,
                             {key.empty() ? b : b + " [" + key + "]", slow->group,
                              ratioText(e.ratio), fast->group, formatNumber(slow->cycles.median, 1),
                              formatNumber(fast->cycles.median, 1), pValue(mw.pTwoSided),
                              std::to_string(slow->cycles.n), std::to_string(fast->cycles.n)});
            out.push_back(std::move(e));
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Effect& a, const Effect& b) { return a.ratio > b.ratio; });
    return out;
}

// "run 12 mutex (image): fail, <its reason>"; nullopt for a run that passed or was not validated.
std::optional<Message> problemOf(const Run& r) {
    Message verdict;
    MessageArg reason;
    if (r.status == RunStatus::Implausible) {
        verdict = message(MessageId::FindingImplausible);
        reason = r.statusReason;
    } else if (r.validation && r.validation->verdict != Verdict::Pass) {
        verdict = message(r.validation->verdict == Verdict::Fail ? MessageId::FindingFail
                                                                 : MessageId::FindingInconclusive);
        reason = sub(r.validation->reason);
    } else {
        return std::nullopt;
    }
    return message(MessageId::FindingProblem,
                   {std::to_string(r.id), r.benchmark.key(), r.build.imageName,
                    sub(std::move(verdict)), std::move(reason)});
}

} // namespace

ReportFindings findReportFindings(const ReportContent& content) {
    ReportFindings f;
    for (Effect& e : effectsOf(content)) {
        if (f.effects.size() == kMaxEffects) {
            break;
        }
        f.effects.push_back(std::move(e.text));
    }
    if (content.plan.across) {
        f.ranked = true;
        std::vector<Run> plotted;
        std::copy_if(content.runs.begin(), content.runs.end(), std::back_inserter(plotted),
                     [](const Run& r) { return r.status != RunStatus::Implausible; });
        const RankAnalysis ra =
            analyzeRanks(plotted, content.plan.groupBy, *content.plan.across, ValueUnit::Cycles);
        for (const RankFlip& flip : ra.flips) {
            if (!flip.beyondNoise) {
                ++f.flipsWithinNoise;
                continue;
            }
            f.flips.push_back(message(
                MessageId::FindingFlip,
                {flip.benchmark, flip.groupA, flip.groupB, flip.conditionX,
                 formatNumber(flip.medianAX, 1), formatNumber(flip.medianBX, 1), flip.conditionY,
                 formatNumber(flip.medianAY, 1), formatNumber(flip.medianBY, 1)}));
        }
    }
    for (const Run& r : content.runs) {
        std::optional<Message> problem = problemOf(r);
        if (!problem) {
            continue;
        }
        ++f.problemRuns;
        if (f.problems.size() < kMaxProblems) {
            f.problems.push_back(std::move(*problem));
        }
    }
    return f;
}

} // namespace cyclelab::core
