#include "core/compare/views.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace cyclelab::core {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Message unitName(ValueUnit unit) {
    return message(unit == ValueUnit::Cycles ? MessageId::UnitCycles : MessageId::UnitNs);
}

// Row label: benchmark key plus the values of the varying conditions not shown elsewhere.
std::string rowLabel(const Run& run, const std::vector<Condition>& varying,
                     const std::vector<Condition>& shown) {
    std::string label = run.benchmark.key();
    std::string extra;
    for (Condition c : varying) {
        if (std::find(shown.begin(), shown.end(), c) == shown.end()) {
            extra += (extra.empty() ? "" : ", ") + conditionValue(run, c);
        }
    }
    return extra.empty() ? label : label + " [" + extra + "]";
}

std::vector<const Run*> withSamples(const std::vector<const Run*>& runs) {
    std::vector<const Run*> out;
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(out),
                 [](const Run* r) { return !r->samples.empty(); });
    return out;
}

// The median of sorted parts pooled.
double medianOf(const std::vector<ScaledPart>& parts) {
    std::vector<double> all;
    mergeScaledInto(parts, all);
    return quantileOfSorted(all, 0.5);
}

} // namespace

bool unconfirmed(const std::optional<Verdict>& verdict) {
    return verdict == Verdict::Fail || verdict == Verdict::Inconclusive;
}

namespace {
void noteUnconfirmed(Message& caption, bool any) {
    if (any) {
        Message note = message(MessageId::CaptionUnconfirmed);
        caption = english(caption).empty()
                      ? std::move(note)
                      : sequence({std::move(caption), storedText(" "), std::move(note)});
    }
}

GroupedAxes axesOf(const Comparison& cmp, ValueUnit unit, Message title) {
    return GroupedAxes{std::move(title), cmp.caption,     unit, cmp.groupBy, cmp.benchmarks,
                       cmp.groups,       cmp.groupColours};
}
} // namespace

GroupedBarsView makeGroupedBars(const Comparison& cmp, ValueUnit unit) {
    GroupedBarsView v{axesOf(cmp, unit,
                             message(MessageId::TitleMedianBy,
                                     {sub(unitName(unit)), sub(conditionMessage(cmp.groupBy))})),
                      {}};
    for (const auto& b : cmp.benchmarks) {
        std::vector<BarValue> row;
        for (const auto& g : cmp.groups) {
            BarValue bar;
            if (const ComparisonCell* c = cmp.find(b, g); c && c->summary(unit).n > 0) {
                const auto& s = c->summary(unit);
                bar = {true, s.median, s.min, s.p99, s.n, c->verdict};
            }
            row.push_back(bar);
        }
        v.values.push_back(std::move(row));
    }
    noteUnconfirmed(v.caption, std::any_of(v.values.begin(), v.values.end(), [](const auto& row) {
                        return std::any_of(row.begin(), row.end(), [](const BarValue& b) {
                            return b.present && unconfirmed(b.verdict);
                        });
                    }));
    return v;
}

BoxPlotView makeBoxPlot(const Comparison& cmp, ValueUnit unit, std::size_t maxOutliers) {
    BoxPlotView v{axesOf(cmp, unit,
                         message(MessageId::TitleDistributionBy,
                                 {sub(unitName(unit)), sub(conditionMessage(cmp.groupBy))})),
                  {}};
    for (const auto& c : cmp.cells) {
        if (!c.sorted(unit).empty()) {
            v.boxes.push_back(
                {c.benchmark, c.group, boxOfSorted(c.sorted(unit), maxOutliers), c.verdict});
        }
    }
    noteUnconfirmed(v.caption, std::any_of(v.boxes.begin(), v.boxes.end(), [](const BoxEntry& b) {
                        return unconfirmed(b.verdict);
                    }));
    return v;
}

FrequencyScalingView makeFrequencyScaling(const std::vector<const Run*>& runs,
                                          const SortedRuns& sorted, Condition seriesBy) {
    FrequencyScalingView v;
    auto usable = withSamples(runs);
    v.title = message(MessageId::TitleFrequencyScaling);
    v.caption = fixedConditions(usable, {Condition::CpuHz, seriesBy});
    auto varying = varyingConditions(usable);
    std::map<std::string, std::map<double, std::vector<const Run*>>> bySeries;
    std::map<std::string, std::string> colours;
    std::map<double, std::set<int>> waitStates;
    for (const Run* r : usable) {
        const double mhz = static_cast<double>(r->build.clock.cpuHz) / 1e6;
        const std::string label = rowLabel(*r, varying, {Condition::CpuHz});
        bySeries[label][mhz].push_back(r);
        // One kernel per series only when the kernel is what the series differ by.
        if (seriesBy == Condition::Kernel && colours[label].empty()) {
            colours[label] = r->build.port.colour;
        }
        waitStates[mhz].insert(r->build.clock.flashWaitStates);
    }
    for (const auto& [label, points] : bySeries) {
        FrequencySeries s;
        s.label = label;
        s.colour = colours[label];
        for (const auto& [mhz, rs] : points) {
            std::vector<ScaledPart> cycles, ns;
            for (const Run* r : rs) {
                const RunOrder& order = sorted.of(*r);
                cycles.push_back({*order.cycles, 1.0});
                ns.push_back({*order.cycles, order.nsPerCycle});
            }
            s.points.push_back(
                {mhz, medianOf(ns), medianOf(cycles), rs.front()->build.clock.flashWaitStates});
        }
        v.series.push_back(std::move(s));
    }
    int previous = -1;
    for (const auto& [mhz, ws] : waitStates) {
        const int current = *ws.rbegin();
        if (previous >= 0 && current != previous) {
            v.waitStateChanges.push_back({mhz, previous, current});
        }
        previous = current;
    }
    return v;
}

OptHeatMapView makeOptHeatMap(const std::vector<const Run*>& runs, const SortedRuns& sorted) {
    OptHeatMapView v;
    auto usable = withSamples(runs);
    v.title = message(MessageId::TitleOptHeatMap);
    v.caption = fixedConditions(usable, {Condition::Opt});
    v.opts = distinctValues(usable, Condition::Opt);
    auto varying = varyingConditions(usable);
    std::map<std::string, std::map<std::string, std::vector<ScaledPart>>> cells;
    for (const Run* r : usable) {
        cells[rowLabel(*r, varying, {Condition::Opt})][conditionValue(*r, Condition::Opt)]
            .push_back({*sorted.of(*r).cycles, 1.0});
    }
    for (const auto& [row, byOpt] : cells) {
        v.rows.push_back(row);
        std::vector<double> line;
        for (const auto& opt : v.opts) {
            auto it = byOpt.find(opt);
            line.push_back(it == byOpt.end() ? kNaN : medianOf(it->second));
        }
        v.medianCycles.push_back(std::move(line));
    }
    return v;
}

MemoryLedgerView makeMemoryLedger(const std::vector<Run>& runs) {
    MemoryLedgerView v;
    v.title = message(MessageId::TitleMemoryLedger);
    auto all = pointersTo(runs);
    v.caption = fixedConditions(all, {});
    std::map<std::string, ImageFootprint> images;
    for (const Run& r : runs) {
        const std::string name =
            r.build.imageName.empty() ? "run " + std::to_string(r.id) : r.build.imageName;
        images.try_emplace(
            name, ImageFootprint{name, r.build.textBytes, r.build.dataBytes, r.build.bssBytes});
    }
    for (auto& [name, fp] : images) {
        v.images.push_back(fp);
    }
    return v;
}

Expected<BlandAltmanView> makeBlandAltman(const Run& run) {
    const double nsPer = nsPerCycle(run);
    if (nsPer <= 0) {
        return Error::badInput(message(MessageId::ErrBlandAltmanNoClock, {std::to_string(run.id)}));
    }
    auto pulses = analyzerNs(run);
    const std::size_t paired = std::min(pulses.size(), run.samples.size());
    if (paired < 2) {
        return Error::badInput(message(MessageId::ErrBlandAltmanTooFew,
                                       {std::to_string(run.id), std::to_string(run.samples.size()),
                                        std::to_string(run.pulseWidths.size())}));
    }
    BlandAltmanView v;
    v.runId = run.id;
    v.paired = paired;
    v.analyzerPeriodNs = 1e9 / run.analyzerSamplerateHz;
    v.toleranceNs = run.validation && run.validation->toleranceNs > 0 ? run.validation->toleranceNs
                                                                      : v.analyzerPeriodNs;
    v.title = message(MessageId::TitleBlandAltman, {std::to_string(run.id), run.benchmark.key()});
    std::vector<const Run*> self{&run};
    v.caption = fixedConditions(self, {});
    double sum = 0;
    for (std::size_t i = 0; i < paired; ++i) {
        const double counter = run.samples[i] * nsPer;
        v.meanNs.push_back((counter + pulses[i]) / 2.0);
        v.diffNs.push_back(pulses[i] - counter);
        sum += v.diffNs.back();
    }
    v.biasNs = sum / static_cast<double>(paired);
    double sq = 0;
    for (double d : v.diffNs) {
        sq += (d - v.biasNs) * (d - v.biasNs);
    }
    v.sdNs = std::sqrt(sq / static_cast<double>(paired - 1));
    v.loaLowNs = v.biasNs - 1.96 * v.sdNs;
    v.loaHighNs = v.biasNs + 1.96 * v.sdNs;
    return v;
}

const Run* worstValidatedRun(const std::vector<Run>& runs) {
    auto rank = [](const Run& r) {
        if (!r.validation) {
            return 0;
        }
        return r.validation->verdict == Verdict::Fail           ? 3
               : r.validation->verdict == Verdict::Inconclusive ? 2
                                                                : 1;
    };
    const Run* worst = nullptr;
    for (const auto& r : runs) {
        if (r.pulseWidths.empty() || r.samples.empty()) {
            continue;
        }
        const bool better = !worst || rank(r) > rank(*worst) ||
                            (worst->benchmark.id == "baseline" && r.benchmark.id != "baseline" &&
                             rank(r) == rank(*worst));
        if (better) {
            worst = &r;
        }
    }
    return worst;
}

std::vector<std::pair<std::string, std::vector<const Run*>>>
runsPerBenchmark(const std::vector<const Run*>& runs, std::size_t maxBenchmarks) {
    std::map<std::string, std::vector<const Run*>> byKey;
    for (const Run* r : runs) {
        byKey[r->benchmark.key()].push_back(r);
    }
    std::vector<std::pair<std::string, std::vector<const Run*>>> out(byKey.begin(), byKey.end());
    if (out.size() > maxBenchmarks) {
        out.resize(maxBenchmarks);
    }
    return out;
}

} // namespace cyclelab::core
