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

// The summary of the parts pooled, the pooled values not kept: one part is read scaled where
// it is, several are merged into `scratch`.
SampleSummary summarizeParts(const std::vector<ScaledPart>& parts, std::vector<double>& scratch) {
    if (parts.size() == 1) {
        return summarizeScaled(parts.front().values, parts.front().factor);
    }
    mergeScaledInto(parts, scratch);
    return summarizeSorted(scratch);
}

// The summary of the parts pooled, the pooled values kept in `kept` (the one part itself).
SampleSummary keepPooled(const std::vector<SortedValues>& parts, SortedValues& kept) {
    kept = pooled(parts);
    return summarizeSorted(valuesOf(kept));
}

ComparisonCell makeCell(const std::string& benchmark, const std::string& group,
                        const std::vector<const Run*>& runs, const SortedRuns& sorted,
                        Pooling pooling, std::vector<double>& scratch) {
    ComparisonCell cell;
    cell.benchmark = benchmark;
    cell.group = group;
    std::vector<ScaledPart> cycles, ns;
    std::vector<SortedValues> ownCycles;
    std::vector<const RunOrder*> orders;
    bool allClocked = true;
    for (const Run* r : runs) {
        cell.runIds.push_back(r->id);
        const RunOrder& order = sorted.of(*r);
        allClocked = allClocked && order.clocked();
        cycles.push_back({*order.cycles, 1.0});
        ns.push_back({*order.cycles, order.nsPerCycle});
        ownCycles.push_back(order.cycles);
        orders.push_back(&order);
        if (r->validation) {
            if (!cell.verdict || severity(r->validation->verdict) > severity(*cell.verdict)) {
                cell.verdict = r->validation->verdict;
            }
        }
    }
    cell.cycles =
        pooling.cycles ? keepPooled(ownCycles, cell.sortedCycles) : summarizeParts(cycles, scratch);
    if (!allClocked) {
        cell.ns = summarizeSorted({});
    } else if (pooling.ns) {
        std::vector<SortedValues> ownNs; // made now, for the runs whose ns nothing read yet
        for (const Run* r : runs) {
            ownNs.push_back(sorted.nsOf(*r));
        }
        cell.ns = keepPooled(ownNs, cell.sortedNs);
    } else {
        cell.ns = summarizeParts(ns, scratch);
    }
    cell.analyzerMedianNs = pooledPulseMedianNs(orders, scratch);
    return cell;
}

} // namespace

std::string_view toString(ValueUnit unit) {
    return unit == ValueUnit::Ns ? "ns" : "cycles";
}

std::vector<double> analyzerNs(const Run& run) {
    std::vector<double> out;
    if (const std::optional<PulseScale> scale = pulseScaleOf(run)) {
        out.reserve(run.pulseWidths.size());
        for (std::uint32_t w : run.pulseWidths) {
            out.push_back(scale->ns(w));
        }
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
                           Condition groupBy, Pooling pooling) {
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
    cmp.caption = fixedConditions(usable, {groupBy});
    std::map<std::pair<std::string, std::string>, std::vector<const Run*>> byCell;
    std::set<std::string> benchmarks;
    for (const Run* r : usable) {
        const std::string key = r->benchmark.key();
        benchmarks.insert(key);
        byCell[{key, conditionValue(*r, groupBy)}].push_back(r);
    }
    cmp.benchmarks.assign(benchmarks.begin(), benchmarks.end());
    std::vector<double> scratch;
    for (const auto& b : cmp.benchmarks) {
        for (const auto& g : cmp.groups) {
            auto it = byCell.find({b, g});
            if (it != byCell.end()) {
                cmp.cells.push_back(makeCell(b, g, it->second, sorted, pooling, scratch));
            }
        }
    }
    return cmp;
}

} // namespace cyclelab::core
