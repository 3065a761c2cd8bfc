#include "core/compare/comparison.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace cyclelab::core {
namespace {

int severity(Verdict v) {
    switch (v) {
    case Verdict::Pass:
        return 0;
    case Verdict::Inconclusive:
        return 1;
    case Verdict::Fail:
        return 2;
    }
    return 1;
}

ComparisonCell makeCell(const std::string& benchmark, const std::string& group,
                        const std::vector<const Run*>& runs, const SortedRuns& sorted) {
    ComparisonCell cell;
    cell.benchmark = benchmark;
    cell.group = group;
    std::vector<std::span<const double>> cycles, ns, pulses;
    bool allClocked = true;
    for (const Run* r : runs) {
        cell.runIds.push_back(r->id);
        const RunOrder& order = sorted.of(*r);
        allClocked = allClocked && order.clocked();
        cycles.emplace_back(order.cycles);
        ns.emplace_back(order.ns);
        pulses.emplace_back(order.pulsesNs);
        if (r->validation) {
            if (!cell.verdict || severity(r->validation->verdict) > severity(*cell.verdict)) {
                cell.verdict = r->validation->verdict;
            }
        }
    }
    cell.sortedCycles = mergeSorted(cycles);
    if (allClocked) {
        cell.sortedNs = mergeSorted(ns);
    }
    cell.cycles = summarizeSorted(cell.sortedCycles);
    cell.ns = summarizeSorted(cell.sortedNs);
    if (const std::vector<double> pooled = mergeSorted(pulses); !pooled.empty()) {
        cell.analyzerMedianNs = quantileOfSorted(pooled, 0.5);
    }
    return cell;
}

} // namespace

std::string_view toString(ValueUnit unit) {
    return unit == ValueUnit::Ns ? "ns" : "cycles";
}

std::vector<double> analyzerNs(const Run& run) {
    return analyzerNs(run, run.pulseWidths);
}

std::vector<double> analyzerNs(const Run& run, std::span<const std::uint32_t> widths) {
    std::vector<double> out;
    if (widths.empty() || run.analyzerSamplerateHz <= 0) {
        return out;
    }
    const double overheadNs = run.validation ? run.validation->toggleOverheadNs : 0.0;
    const double nsPerSample = 1e9 / run.analyzerSamplerateHz;
    out.reserve(widths.size());
    for (std::uint32_t w : widths) {
        out.push_back(static_cast<double>(w) * nsPerSample - overheadNs);
    }
    return out;
}

std::optional<double> analyzerMedianNs(const Run& run) {
    auto ns = analyzerNs(run);
    if (ns.empty()) {
        return std::nullopt;
    }
    std::sort(ns.begin(), ns.end());
    return quantileOfSorted(ns, 0.5);
}

const ComparisonCell* Comparison::find(const std::string& benchmark,
                                       const std::string& group) const {
    for (const auto& c : cells) {
        if (c.benchmark == benchmark && c.group == group) {
            return &c;
        }
    }
    return nullptr;
}

std::string groupColour(const std::vector<const Run*>& runs, Condition groupBy,
                        const std::string& group) {
    if (groupBy != Condition::Kernel) {
        return {};
    }
    for (const Run* r : runs) {
        if (!r->build.port.colour.empty() && conditionValue(*r, groupBy) == group) {
            return r->build.port.colour;
        }
    }
    return {};
}

Comparison buildComparison(const std::vector<Run>& runs, Condition groupBy) {
    return buildComparison(pointersTo(runs), SortedRuns(runs), groupBy);
}

Comparison buildComparison(const std::vector<const Run*>& runs, Condition groupBy) {
    return buildComparison(runs, SortedRuns(runs), groupBy);
}

Comparison buildComparison(const std::vector<const Run*>& runs, const SortedRuns& sorted,
                           Condition groupBy) {
    Comparison cmp;
    cmp.groupBy = groupBy;
    std::vector<const Run*> usable;
    for (const Run* r : runs) {
        (r->samples.empty() ? cmp.skippedRunIds.push_back(r->id) : usable.push_back(r));
    }
    cmp.groups = distinctValues(usable, groupBy);
    for (const std::string& g : cmp.groups) {
        cmp.groupColours.push_back(groupColour(usable, groupBy, g));
    }
    cmp.varying = varyingConditions(usable);
    cmp.caption = fixedConditionsCaption(usable, {groupBy});
    std::map<std::pair<std::string, std::string>, std::vector<const Run*>> byCell;
    std::set<std::string> benchmarks;
    for (const Run* r : usable) {
        const std::string key = r->benchmark.key();
        benchmarks.insert(key);
        byCell[{key, conditionValue(*r, groupBy)}].push_back(r);
    }
    cmp.benchmarks.assign(benchmarks.begin(), benchmarks.end());
    for (const auto& b : cmp.benchmarks) {
        for (const auto& g : cmp.groups) {
            auto it = byCell.find({b, g});
            if (it != byCell.end()) {
                cmp.cells.push_back(makeCell(b, g, it->second, sorted));
            }
        }
    }
    return cmp;
}

} // namespace cyclelab::core
