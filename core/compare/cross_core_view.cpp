#include "core/compare/cross_core_view.hpp"

#include "core/compare/views.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace cyclelab::core {
namespace {

constexpr const char* kCoreParam = "core";
using RunList = std::vector<const Run*>;

// The conditions a group is told apart by: always the kernel (the question is per kernel),
// then each other condition that varies among the runs.
std::vector<Condition> groupConditions(const std::vector<const Run*>& runs) {
    std::vector<Condition> out{Condition::Kernel};
    const std::vector<Condition> varying = varyingConditions(runs);
    for (Condition c : {Condition::Profile, Condition::Opt, Condition::CpuHz, Condition::Board,
                        Condition::Database}) {
        if (std::find(varying.begin(), varying.end(), c) != varying.end()) {
            out.push_back(c);
        }
    }
    return out;
}

std::vector<std::string> valuesOf(const Run& run, const std::vector<Condition>& conditions) {
    std::vector<std::string> out;
    for (Condition c : conditions) {
        out.push_back(conditionValue(run, c));
    }
    return out;
}

std::string joinedLabel(const std::vector<std::string>& values) {
    std::string out;
    for (const std::string& v : values) {
        out += (out.empty() ? "" : " · ") + v;
    }
    return out;
}

// The benchmark key without the core parameter, and the far core when it is not 1.
std::string mechanismOf(const BenchmarkSpec& benchmark) {
    BenchmarkSpec rest = benchmark;
    const std::string core = rest.params[kCoreParam];
    rest.params.erase(kCoreParam);
    std::string key = rest.key();
    if (core != "0" && core != "1") {
        key += std::string(" ") + kCoreParam + "=" + core;
    }
    return key;
}

CrossCoreBar barOf(const std::vector<const Run*>& runs, const SortedRuns& sorted, ValueUnit unit) {
    CrossCoreBar bar;
    if (runs.empty()) {
        return bar;
    }
    std::vector<ScaledPart> parts;
    for (const Run* r : runs) {
        const RunOrder& order = sorted.of(*r);
        parts.push_back({*order.cycles, unit == ValueUnit::Ns ? order.nsPerCycle : 1.0});
        bar.runIds.push_back(r->id);
        if (r->validation) {
            const Verdict v = r->validation->verdict;
            const auto rank = [](Verdict x) {
                return x == Verdict::Fail ? 2 : x == Verdict::Inconclusive ? 1 : 0;
            };
            if (!bar.verdict || rank(v) > rank(*bar.verdict)) {
                bar.verdict = v;
            }
        }
    }
    std::vector<double> pooled;
    mergeScaledInto(parts, pooled);
    bar.present = !pooled.empty();
    bar.n = pooled.size();
    if (bar.present) {
        bar.median = quantileOfSorted(pooled, 0.5);
        bar.p10 = quantileOfSorted(pooled, 0.1);
        bar.p90 = quantileOfSorted(pooled, 0.9);
    }
    return bar;
}

bool lessValues(const std::vector<Condition>& conditions, const std::vector<std::string>& a,
                const std::vector<std::string>& b) {
    for (std::size_t i = 0; i < conditions.size(); ++i) {
        if (a[i] != b[i]) {
            return conditionValueLess(conditions[i], a[i], b[i]);
        }
    }
    return false;
}

} // namespace

bool isCrossCoreBenchmark(const BenchmarkSpec& benchmark) {
    return benchmark.id.rfind("xcore_", 0) == 0 && benchmark.params.count(kCoreParam) != 0;
}

std::optional<double> CrossCorePair::ratio() const {
    if (!same.present || !cross.present || same.median <= 0) {
        return std::nullopt;
    }
    return cross.median / same.median;
}

CrossCoreView makeCrossCore(const std::vector<const Run*>& runs, const SortedRuns& sorted,
                            ValueUnit unit) {
    std::vector<const Run*> xcore;
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(xcore), [](const Run* r) {
        return isCrossCoreBenchmark(r->benchmark) && r->status != RunStatus::Implausible &&
               !r->samples.empty();
    });
    CrossCoreView v;
    v.unit = unit;
    v.title = message(
        MessageId::TitleCrossCore,
        {sub(message(unit == ValueUnit::Cycles ? MessageId::UnitCycles : MessageId::UnitNs))});
    const std::vector<Condition> conditions = groupConditions(xcore);
    v.caption = fixedConditions(xcore, conditions);
    if (std::any_of(xcore.begin(), xcore.end(),
                    [](const Run* r) { return r->build.boardId.rfind("qemu-", 0) == 0; })) {
        // A part of its own (" · "): a chart's caption starts it on a line of its own.
        v.caption =
            sequence({v.caption, storedText(" · "), message(MessageId::CaptionVirtualDualCore)});
    }
    // group values -> mechanism -> (same-core runs, cross-core runs)
    std::map<std::vector<std::string>, std::map<std::string, std::pair<RunList, RunList>>> byGroup;
    for (const Run* r : xcore) {
        auto& sides = byGroup[valuesOf(*r, conditions)][mechanismOf(r->benchmark)];
        (r->benchmark.params.at(kCoreParam) == "0" ? sides.first : sides.second).push_back(r);
    }
    std::vector<std::vector<std::string>> order;
    for (const auto& entry : byGroup) {
        order.push_back(entry.first);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](const auto& a, const auto& b) { return lessValues(conditions, a, b); });
    bool anyUnconfirmed = false;
    for (const auto& values : order) {
        const std::string group = joinedLabel(values);
        v.groups.push_back(group);
        for (const auto& [mechanism, sides] : byGroup[values]) {
            CrossCorePair pair{group, mechanism, barOf(sides.first, sorted, unit),
                               barOf(sides.second, sorted, unit)};
            anyUnconfirmed =
                anyUnconfirmed || unconfirmed(pair.same.verdict) || unconfirmed(pair.cross.verdict);
            v.pairs.push_back(std::move(pair));
        }
    }
    if (anyUnconfirmed) {
        v.caption = sequence({v.caption, storedText(" "), message(MessageId::CaptionUnconfirmed)});
    }
    return v;
}

std::vector<CrossCoreView> splitCrossCore(const CrossCoreView& view, std::size_t maxGroups) {
    const std::size_t per = std::max<std::size_t>(1, maxGroups);
    const std::size_t parts = std::max<std::size_t>(1, (view.groups.size() + per - 1) / per);
    std::vector<CrossCoreView> out;
    for (std::size_t part = 0; part < parts; ++part) {
        CrossCoreView v;
        v.unit = view.unit;
        v.caption = view.caption;
        v.title = parts == 1
                      ? view.title
                      : sequence({view.title,
                                  message(MessageId::TitleCrossCorePart,
                                          {std::to_string(part + 1), std::to_string(parts)})});
        const auto first = view.groups.begin() + static_cast<std::ptrdiff_t>(part * per);
        const auto last = view.groups.begin() + static_cast<std::ptrdiff_t>(
                                                    std::min(view.groups.size(), (part + 1) * per));
        v.groups.assign(first, last);
        std::copy_if(
            view.pairs.begin(), view.pairs.end(), std::back_inserter(v.pairs),
            [&](const CrossCorePair& p) { return std::find(first, last, p.group) != last; });
        out.push_back(std::move(v));
    }
    return out;
}

bool hasCrossCorePair(const CrossCoreView& view) {
    return std::any_of(view.pairs.begin(), view.pairs.end(),
                       [](const CrossCorePair& p) { return p.same.present && p.cross.present; });
}

} // namespace cyclelab::core
