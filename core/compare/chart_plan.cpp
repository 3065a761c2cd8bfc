#include "core/compare/chart_plan.hpp"

#include "core/common/overloaded.hpp"
#include "core/compare/conditions.hpp"

#include <algorithm>
#include <numeric>
#include <set>

namespace cyclelab::core {
namespace {

std::vector<const Run*> withValue(const std::vector<const Run*>& runs,
                                  const std::optional<Condition>& across,
                                  const std::string& value) {
    std::vector<const Run*> out;
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(out),
                 [&](const Run* r) { return !across || conditionValue(*r, *across) == value; });
    return out;
}

// band and slug: the band's name and file-name part, none and empty when the plan has one band.
void planBarsAndBoxes(const std::vector<const Run*>& runs, const SortedRuns& sorted,
                      const std::optional<Message>& band, const std::string& slug,
                      const ChartPlanOptions& o, ChartPlan& plan) {
    if (runs.empty()) {
        return;
    }
    std::vector<Condition> keep{o.groupBy};
    if (o.across) {
        keep.push_back(*o.across);
    }
    const std::vector<const Run*> sliced = sliceRuns(runs, keep);
    std::vector<std::string> values{""};
    if (o.across) {
        values = distinctValues(sliced, *o.across);
    }
    if (values.size() > o.maxPerKind) {
        values.resize(o.maxPerKind);
        const bool noted = std::any_of(plan.notes.begin(), plan.notes.end(), [](const auto& n) {
            return n.kind == ChartNote::Kind::AcrossLimited;
        });
        if (!noted) {
            plan.notes.push_back(
                {ChartNote::Kind::AcrossLimited, std::string(toString(*o.across)), o.maxPerKind});
        }
    }
    const std::string slugTail = slug.empty() ? "" : "_" + slug;
    const auto stemOf = [&](const char* kind, const std::string& value) {
        return kind + (value.empty() ? "" : "_" + fileSlug(value)) + slugTail;
    };
    for (const std::string& value : values) {
        const Comparison cmp = buildComparison(withValue(sliced, o.across, value), sorted,
                                               o.groupBy, Pooling::of(o.barUnit, o.boxUnit));
        // The title, then " at 168 MHz", then " (benchmarks up to 11 cycles)".
        const auto titled = [&](Message title) {
            std::vector<Message> parts{std::move(title)};
            if (!value.empty()) {
                parts.push_back(message(MessageId::TitleAt, {value}));
            }
            if (band) {
                parts.push_back(message(MessageId::TitleBand, {sub(*band)}));
            }
            return sequence(std::move(parts));
        };
        GroupedBarsView bars = makeGroupedBars(cmp, o.barUnit);
        bars.title = titled(std::move(bars.title));
        plan.charts.push_back({std::move(bars), stemOf("bars", value)});
        BoxPlotView box = makeBoxPlot(cmp, o.boxUnit);
        box.title = titled(std::move(box.title));
        plan.charts.push_back({std::move(box), stemOf("box", value)});
    }
}

// Two charts never share a file name: a later one gets "_2", "_3", ... (an export or a report
// would otherwise overwrite the first).
void makeStemsUnique(std::vector<PlannedChart>& charts) {
    std::set<std::string> taken;
    for (PlannedChart& c : charts) {
        std::string stem = c.stem;
        for (int n = 2; !taken.insert(stem).second; ++n) {
            stem = c.stem + "_" + std::to_string(n);
        }
        c.stem = std::move(stem);
    }
}

} // namespace

const Message& viewTitle(const ChartView& view) {
    return std::visit([](const auto& v) -> const Message& { return v.title; }, view);
}

const Message& viewCaption(const ChartView& view) {
    return std::visit([](const auto& v) -> const Message& { return v.caption; }, view);
}

bool viewHasData(const ChartView& view) {
    return std::visit(Overloaded{
                          [](const GroupedBarsView& v) { return !v.benchmarks.empty(); },
                          [](const BoxPlotView& v) { return !v.boxes.empty(); },
                          [](const FrequencyScalingView& v) { return !v.series.empty(); },
                          [](const OptHeatMapView& v) { return !v.rows.empty(); },
                          [](const MemoryLedgerView& v) { return !v.images.empty(); },
                          [](const BlandAltmanView& v) { return v.paired != 0; },
                          [](const CrossCoreView& v) { return !v.pairs.empty(); },
                      },
                      view);
}

std::string ChartNote::text() const {
    switch (kind) {
    case Kind::AcrossLimited:
        return "Bar and box charts limited to the first " + std::to_string(limit) + " values of " +
               detail + ".";
    case Kind::NoPulses:
        return "No run has analyzer pulses: no Bland-Altman chart.";
    case Kind::BlandAltmanFailed:
        return "Bland-Altman chart not drawn: " + detail;
    }
    return detail;
}

ChartPlan planCharts(const std::vector<Run>& runs, const ChartPlanOptions& options) {
    return planCharts(runs, SortedRuns(runs), options);
}

ChartPlan planCharts(const std::vector<Run>& runs, const SortedRuns& sorted,
                     const ChartPlanOptions& options) {
    ChartPlan plan;
    const auto all = pointersTo(runs);
    // baseline is 0 by construction once subtracted (what it says is in each run's verdict):
    // no bar or box of its own, unless nothing else was measured.
    std::vector<const Run*> charted;
    std::copy_if(all.begin(), all.end(), std::back_inserter(charted),
                 [](const Run* r) { return r->benchmark.id != kBaselineBenchmark; });
    if (charted.empty()) {
        charted = all;
    }
    const std::vector<ScaleBand> bands = splitIntoScaleBands(charted, sorted);
    // The band with the most benchmarks (the primitives, as a rule) is charted first: it is
    // what a reader looks for; the others follow from the lowest up.
    std::vector<std::size_t> order(bands.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return bands[a].benchmarks.size() > bands[b].benchmarks.size();
    });
    if (!order.empty()) {
        std::sort(order.begin() + 1, order.end());
    }
    for (const std::size_t b : order) {
        const bool named = bands.size() > 1;
        planBarsAndBoxes(bands[b].runs, sorted,
                         named ? std::optional(bandName(bands[b], b == 0)) : std::nullopt,
                         named ? bandSlug(bands[b]) : "", options, plan);
    }

    // Same core against across cores (issue 33): only where a mechanism has both sides.
    if (const CrossCoreView cross = makeCrossCore(charted, sorted, options.barUnit);
        hasCrossCorePair(cross)) {
        for (CrossCoreView& part : splitCrossCore(cross, options.maxPerKind)) {
            plan.charts.push_back({std::move(part), "cross_core"});
        }
    }

    if (distinctValues(all, Condition::CpuHz).size() > 1) {
        const auto freq = sliceRuns(all, {Condition::CpuHz, options.groupBy});
        for (const auto& [benchmark, part] : runsPerBenchmark(freq, options.maxPerKind)) {
            FrequencyScalingView view = makeFrequencyScaling(part, sorted, options.groupBy);
            view.title = message(MessageId::TitleFrequencyScalingOf, {benchmark});
            plan.charts.push_back({std::move(view), "freq_" + fileSlug(benchmark)});
        }
    }

    if (distinctValues(all, Condition::Opt).size() > 1) {
        const auto opt =
            sliceRuns(withoutMillisecondScale(all, sorted), {Condition::Opt, Condition::Kernel});
        if (!opt.empty()) {
            plan.charts.push_back({makeOptHeatMap(opt, sorted), "opt_heatmap"});
        }
    }

    plan.charts.push_back({makeMemoryLedger(runs), "memory_ledger"});

    // The run whose validation looks worst is the one worth checking by eye.
    if (const Run* worst = worstValidatedRun(runs)) {
        auto ba = makeBlandAltman(*worst);
        if (ba.ok()) {
            plan.charts.push_back({std::move(ba).value(), "bland_altman_" +
                                                              fileSlug(worst->benchmark.key()) +
                                                              "_run" + std::to_string(worst->id)});
        } else {
            plan.notes.push_back({ChartNote::Kind::BlandAltmanFailed, ba.error().message});
        }
    } else {
        plan.notes.push_back({ChartNote::Kind::NoPulses, {}});
    }
    makeStemsUnique(plan.charts);
    return plan;
}

std::string fileSlug(const std::string& text) {
    std::string out;
    for (char c : text) {
        const bool keep =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (keep) {
            out += c;
        } else if (!out.empty() && out.back() != '_') {
            out += '_';
        }
    }
    while (!out.empty() && out.back() == '_') {
        out.pop_back();
    }
    return out.empty() ? "all" : out;
}

} // namespace cyclelab::core
