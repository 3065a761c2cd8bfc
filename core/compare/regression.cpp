#include "core/compare/regression.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace cyclelab::core {
namespace {

std::vector<double> samplesOf(const std::vector<const Run*>& runs, ValueUnit unit) {
    std::vector<double> out;
    for (const Run* r : runs) {
        const double scale = unit == ValueUnit::Ns ? nsPerCycle(*r) : 1.0;
        for (std::int32_t s : r->samples) {
            out.push_back(static_cast<double>(s) * scale);
        }
    }
    return out;
}

std::string rowKey(const Run& r, const std::vector<Condition>& varying) {
    std::string key = r.benchmark.key();
    std::string extra;
    for (Condition c : varying) {
        extra +=
            (extra.empty() ? "" : ", ") + std::string(toString(c)) + "=" + conditionValue(r, c);
    }
    return extra.empty() ? key : key + " [" + extra + "]";
}

void tally(SetComparison& out, const SetComparisonRow& row) {
    if (!row.result) {
        return;
    }
    if (row.result->verdict == ChangeVerdict::Regression) {
        ++out.regressions;
        out.worstRegressionPct = std::max(out.worstRegressionPct, row.result->changePct);
    } else if (row.result->verdict == ChangeVerdict::Improvement) {
        ++out.improvements;
    }
}

SetComparisonRow compareRow(const std::string& key, const std::vector<const Run*>& a,
                            const std::vector<const Run*>& b, const RegressionOptions& options) {
    SetComparisonRow row;
    row.key = key;
    for (const Run* r : a) {
        row.runsA.push_back(r->id);
    }
    for (const Run* r : b) {
        row.runsB.push_back(r->id);
    }
    if (options.unit == ValueUnit::Ns) {
        for (const Run* r : a) {
            if (nsPerCycle(*r) <= 0) {
                row.note = "run " + std::to_string(r->id) + " has no clock for ns";
            }
        }
        for (const Run* r : b) {
            if (nsPerCycle(*r) <= 0) {
                row.note = "run " + std::to_string(r->id) + " has no clock for ns";
            }
        }
    }
    const auto sa = samplesOf(a, options.unit);
    const auto sb = samplesOf(b, options.unit);
    if (sa.empty() || sb.empty()) {
        row.note = sa.empty() ? (a.empty() ? "only in B" : "A has no samples")
                              : (b.empty() ? "only in A" : "B has no samples");
        return row;
    }
    if (row.note.empty()) {
        row.result = compareSamples(sa, sb, options);
    }
    return row;
}

} // namespace

std::string_view toString(ChangeVerdict verdict) {
    switch (verdict) {
    case ChangeVerdict::NoChange:
        return "no change";
    case ChangeVerdict::Regression:
        return "regression";
    case ChangeVerdict::Improvement:
        return "improvement";
    }
    return "?";
}

SampleComparison compareSamples(std::span<const double> a, std::span<const double> b,
                                const RegressionOptions& options) {
    SampleComparison c;
    c.nA = a.size();
    c.nB = b.size();
    std::vector<double> sa(a.begin(), a.end()), sb(b.begin(), b.end());
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    c.medianA = quantileOfSorted(sa, 0.5);
    c.medianB = quantileOfSorted(sb, 0.5);
    c.medianDiff = c.medianB - c.medianA;
    if (c.medianA != 0) {
        c.changePct = 100.0 * c.medianDiff / std::abs(c.medianA);
    } else if (c.medianDiff != 0) {
        c.changePct = std::copysign(std::numeric_limits<double>::infinity(), c.medianDiff);
    }
    c.test = mannWhitneyU(sa, sb);
    c.cliffsDelta = cliffsDelta(c.test, c.nA, c.nB);
    c.ci = bootstrapMedianDiff(sa, sb, options.bootstrapIterations, options.seed);
    const bool significant = c.test.pTwoSided < options.alpha;
    if (significant && c.changePct > options.thresholdPct) {
        c.verdict = ChangeVerdict::Regression;
    } else if (significant && c.changePct < -options.thresholdPct) {
        c.verdict = ChangeVerdict::Improvement;
    }
    return c;
}

SetComparison compareRunSets(const std::vector<Run>& a, const std::vector<Run>& b,
                             const RegressionOptions& options) {
    SetComparison out;
    out.options = options;
    const auto pa = pointersTo(a), pb = pointersTo(b);
    out.conditionsA = fixedConditionsCaption(pa);
    out.conditionsB = fixedConditionsCaption(pb);
    std::vector<Condition> varying = varyingConditions(pa);
    for (Condition c : varyingConditions(pb)) {
        if (std::find(varying.begin(), varying.end(), c) == varying.end()) {
            varying.push_back(c);
        }
    }
    std::sort(varying.begin(), varying.end());
    std::map<std::string, std::pair<std::vector<const Run*>, std::vector<const Run*>>> rows;
    for (const Run* r : pa) {
        rows[rowKey(*r, varying)].first.push_back(r);
    }
    for (const Run* r : pb) {
        rows[rowKey(*r, varying)].second.push_back(r);
    }
    for (const auto& [key, sides] : rows) {
        out.rows.push_back(compareRow(key, sides.first, sides.second, options));
        tally(out, out.rows.back());
    }
    return out;
}

SetComparison compareRuns(const Run& a, const Run& b, const RegressionOptions& options) {
    SetComparison out;
    out.options = options;
    out.conditionsA = fixedConditionsCaption({&a});
    out.conditionsB = fixedConditionsCaption({&b});
    std::string key = a.benchmark.key();
    if (b.benchmark.key() != key) {
        key += " vs " + b.benchmark.key();
    }
    out.rows.push_back(compareRow(key, {&a}, {&b}, options));
    tally(out, out.rows.back());
    return out;
}

} // namespace cyclelab::core
