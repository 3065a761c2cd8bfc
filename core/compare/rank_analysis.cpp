#include "core/compare/rank_analysis.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace cyclelab::core {
namespace {

GroupRanking rank(const std::string& value, const Comparison& cmp, const std::string& benchmark,
                  ValueUnit unit) {
    GroupRanking r;
    r.conditionValue = value;
    struct Entry {
        double median;
        std::string group;
        double ciHalf;
    };
    std::vector<Entry> entries;
    for (const auto& g : cmp.groups) {
        const ComparisonCell* c = cmp.find(benchmark, g);
        if (c && !c->sorted(unit).empty()) {
            entries.push_back({c->summary(unit).median, g, medianCiHalfWidth(c->sorted(unit))});
        }
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const auto& a, const auto& b) { return a.median < b.median; });
    for (std::size_t i = 0; i < entries.size();) {
        std::size_t j = i;
        while (j < entries.size() && entries[j].median == entries[i].median) {
            ++j;
        }
        const double mean = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2.0;
        for (std::size_t k = i; k < j; ++k) {
            r.order.push_back(entries[k].group);
            r.medians.push_back(entries[k].median);
            r.ranks.push_back(mean);
            r.ciHalf.push_back(entries[k].ciHalf);
        }
        i = j;
    }
    return r;
}

std::map<std::string, double> mediansOf(const GroupRanking& r) {
    std::map<std::string, double> m;
    for (std::size_t i = 0; i < r.order.size(); ++i) {
        m[r.order[i]] = r.medians[i];
    }
    return m;
}

double ciHalfOf(const GroupRanking& r, const std::string& group) {
    const auto it = std::find(r.order.begin(), r.order.end(), group);
    return it == r.order.end() ? 0.0 : r.ciHalf[static_cast<std::size_t>(it - r.order.begin())];
}

bool clearGap(double a, double b, double noise) {
    const double gap = std::abs(a - b);
    return gap > noise && gap >= kFlipMinRelativeGap * std::max(std::abs(a), std::abs(b));
}

} // namespace

double medianCiHalfWidth(std::span<const double> sorted) {
    const auto n = static_cast<double>(sorted.size());
    if (sorted.size() < 2) {
        return 0.0;
    }
    const double spread = 0.98 * std::sqrt(n);
    const auto lowRank = static_cast<std::ptrdiff_t>(std::max(0.0, std::floor(n / 2 - spread)));
    const auto highRank = static_cast<std::ptrdiff_t>(std::min(n - 1, std::ceil(n / 2 + spread)));
    return (sorted[static_cast<std::size_t>(highRank)] -
            sorted[static_cast<std::size_t>(lowRank)]) /
           2.0;
}

std::string flipNoiseRule() {
    return "A rank flip is reported only when, at both condition values, the two medians differ "
           "by more than the sum of their 95 % confidence half-widths (distribution-free, from "
           "the order statistics at n/2 ± 0.98·√n) and by at least 1 % of the larger median; "
           "flips within that noise are counted but not listed.";
}

RankAnalysis analyzeRanks(const std::vector<Run>& runs, Condition groupBy, Condition across,
                          ValueUnit unit) {
    return analyzeRanks(runs, SortedRuns(runs), groupBy, across, unit);
}

RankAnalysis analyzeRanks(const std::vector<Run>& runs, const SortedRuns& sorted, Condition groupBy,
                          Condition across, ValueUnit unit) {
    RankAnalysis out;
    out.groupBy = groupBy;
    out.across = across;
    out.unit = unit;
    auto all = pointersTo(runs);
    out.caption = fixedConditions(all, {groupBy, across});
    const auto acrossValues = distinctValues(all, across);
    // Conditions other than the two being analysed that still vary become part of the row, so
    // that e.g. -O0 and -O2 medians are never pooled into one ranking.
    const std::vector<Condition> extra = varyingConditionsExcept(all, {groupBy, across});
    auto rowOf = [&](const Run& r) {
        const std::string label = r.benchmark.key();
        const std::string more = conditionValues(r, extra, true);
        return more.empty() ? label : label + " [" + more + "]";
    };
    std::map<std::pair<std::string, std::string>, std::vector<const Run*>> subsets;
    std::vector<std::string> benchmarks;
    for (const Run* r : all) {
        const std::string row = rowOf(*r);
        subsets[{row, conditionValue(*r, across)}].push_back(r);
        if (std::find(benchmarks.begin(), benchmarks.end(), row) == benchmarks.end()) {
            benchmarks.push_back(row);
        }
    }
    std::map<std::pair<std::string, std::string>, Comparison> perValue;
    for (const auto& [key, subset] : subsets) {
        perValue.emplace(key, buildComparison(subset, sorted, groupBy, Pooling::of(unit)));
    }
    std::sort(benchmarks.begin(), benchmarks.end());
    for (const auto& b : benchmarks) {
        BenchmarkRanks br;
        br.benchmark = b;
        for (const auto& value : acrossValues) {
            auto it = perValue.find({b, value});
            if (it == perValue.end() || it->second.benchmarks.empty()) {
                continue;
            }
            GroupRanking r = rank(value, it->second, it->second.benchmarks.front(), unit);
            if (!r.order.empty()) {
                br.rankings.push_back(std::move(r));
            }
        }
        for (std::size_t x = 0; x < br.rankings.size(); ++x) {
            for (std::size_t y = x + 1; y < br.rankings.size(); ++y) {
                const auto mx = mediansOf(br.rankings[x]);
                const auto my = mediansOf(br.rankings[y]);
                std::vector<std::string> common;
                std::vector<double> vx, vy;
                for (const auto& [g, m] : mx) {
                    if (auto it = my.find(g); it != my.end()) {
                        common.push_back(g);
                        vx.push_back(m);
                        vy.push_back(it->second);
                    }
                }
                out.correlations.push_back({b, br.rankings[x].conditionValue,
                                            br.rankings[y].conditionValue, common.size(),
                                            kendallTauB(vx, vy)});
                for (std::size_t i = 0; i < common.size(); ++i) {
                    for (std::size_t j = i + 1; j < common.size(); ++j) {
                        const double dx = vx[i] - vx[j];
                        const double dy = vy[i] - vy[j];
                        if (dx == 0 || dy == 0 || (dx < 0) == (dy < 0)) {
                            continue;
                        }
                        // Name the pair so that groupA is the faster one under X.
                        const bool iFirst = dx < 0;
                        const std::size_t a = iFirst ? i : j, bIdx = iFirst ? j : i;
                        RankFlip flip{b,
                                      common[a],
                                      common[bIdx],
                                      br.rankings[x].conditionValue,
                                      br.rankings[y].conditionValue,
                                      vx[a],
                                      vx[bIdx],
                                      vy[a],
                                      vy[bIdx]};
                        flip.noiseX = ciHalfOf(br.rankings[x], common[a]) +
                                      ciHalfOf(br.rankings[x], common[bIdx]);
                        flip.noiseY = ciHalfOf(br.rankings[y], common[a]) +
                                      ciHalfOf(br.rankings[y], common[bIdx]);
                        flip.beyondNoise = clearGap(vx[a], vx[bIdx], flip.noiseX) &&
                                           clearGap(vy[a], vy[bIdx], flip.noiseY);
                        out.flips.push_back(std::move(flip));
                    }
                }
            }
        }
        out.benchmarks.push_back(std::move(br));
    }
    return out;
}

} // namespace cyclelab::core
