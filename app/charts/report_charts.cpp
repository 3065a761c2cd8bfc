#include "app/charts/report_charts.hpp"

#include "app/charts/chart_renderer.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace cyclelab::app {
namespace {

constexpr std::size_t kMaxPerKind = 6; // keeps a report of a large campaign readable

std::string slug(const std::string& text) {
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

struct Emitter {
    const std::filesystem::path& dir;
    std::vector<core::ReportChart>& charts;
    std::vector<std::string>& notes;

    void add(const ChartSpec& spec, const std::string& stem) {
        const std::string png = stem + ".png", svg = stem + ".svg";
        core::Status s = renderChart(spec, (dir / png).string(), ChartFormat::Png);
        if (!s.ok()) {
            notes.push_back("Chart " + png + " not drawn: " + s.error().message);
            return;
        }
        core::Status v = renderChart(spec, (dir / svg).string(), ChartFormat::Svg);
        charts.push_back({chartTitle(spec), chartCaption(spec), png, v.ok() ? svg : std::string()});
    }
};

// Millisecond-scale benchmarks (tick_accuracy's 10 ms delays) next to 100-cycle primitives
// would flatten every other bar to zero: they get charts of their own.
constexpr double kLongOperationCycles = 100000.0;

std::pair<std::vector<core::Run>, std::vector<core::Run>>
splitByScale(const std::vector<core::Run>& runs) {
    std::map<std::string, std::vector<std::uint32_t>> medians;
    for (const auto& r : runs) {
        if (!r.samples.empty()) {
            std::vector<std::uint32_t> s = r.samples;
            std::nth_element(s.begin(), s.begin() + s.size() / 2, s.end());
            medians[r.benchmark.key()].push_back(s[s.size() / 2]);
        }
    }
    std::pair<std::vector<core::Run>, std::vector<core::Run>> out;
    for (const auto& r : runs) {
        const auto& m = medians[r.benchmark.key()];
        const bool isLong =
            !m.empty() && *std::max_element(m.begin(), m.end()) >= kLongOperationCycles;
        (isLong ? out.second : out.first).push_back(r);
    }
    return out;
}

} // namespace

std::vector<core::ReportChart> renderReportCharts(const std::vector<core::Run>& runs,
                                                  const core::ReportPlan& plan,
                                                  const std::filesystem::path& outDir,
                                                  std::vector<std::string>& notes) {
    using core::Condition;
    std::vector<core::ReportChart> charts;
    Emitter out{outDir, charts, notes};
    const auto all = core::pointersTo(runs);

    const auto [shortRuns, longRuns] = splitByScale(runs);
    // Bars and boxes: legend = groupBy, one chart per value of the across condition.
    std::vector<Condition> keep{plan.groupBy};
    if (plan.across) {
        keep.push_back(*plan.across);
    }
    for (const auto& [scaled, scaleSlug] :
         {std::pair{&shortRuns, std::string()}, std::pair{&longRuns, std::string("long_")}}) {
        if (scaled->empty()) {
            continue;
        }
        const std::vector<core::Run> sliced = core::sliceRuns(*scaled, keep);
        std::vector<std::string> acrossValues{""};
        if (plan.across) {
            acrossValues = core::distinctValues(core::pointersTo(sliced), *plan.across);
        }
        std::size_t drawn = 0;
        for (const auto& value : acrossValues) {
            if (drawn++ == kMaxPerKind) {
                notes.push_back("Bar and box charts limited to the first " +
                                std::to_string(kMaxPerKind) + " values of " +
                                std::string(toString(*plan.across)) + ".");
                break;
            }
            std::vector<core::Run> part;
            for (const auto& r : sliced) {
                if (value.empty() || core::conditionValue(r, *plan.across) == value) {
                    part.push_back(r);
                }
            }
            const core::Comparison cmp = core::buildComparison(part, plan.groupBy);
            const std::string suffix = (value.empty() ? "" : " at " + value) +
                                       (scaleSlug.empty() ? "" : " (millisecond-scale benchmarks)");
            ChartSpec bars{core::makeGroupedBars(cmp, core::ValueUnit::Cycles)};
            bars.title = core::makeGroupedBars(cmp, core::ValueUnit::Cycles).title + suffix;
            out.add(bars, "bars_" + scaleSlug + slug(value));
            ChartSpec box{core::makeBoxPlot(cmp, core::ValueUnit::Ns)};
            box.title = std::get<core::BoxPlotView>(box.view).title + suffix;
            out.add(box, "box_" + scaleSlug + slug(value));
        }
    }

    if (core::distinctValues(all, Condition::CpuHz).size() > 1) {
        const auto freq = core::sliceRuns(runs, {Condition::CpuHz, plan.groupBy});
        for (const auto& [b, part] : core::runsPerBenchmark(freq, kMaxPerKind)) {
            ChartSpec spec{core::makeFrequencyScaling(part, plan.groupBy)};
            spec.title = "Frequency scaling of " + b + ": median ns and cycles vs core clock";
            out.add(spec, "freq_" + slug(b));
        }
    }

    if (core::distinctValues(all, Condition::Opt).size() > 1) {
        const auto opt = core::sliceRuns(shortRuns, {Condition::Opt, Condition::Kernel});
        if (!opt.empty()) {
            out.add({core::makeOptHeatMap(opt)}, "opt_heatmap");
        }
    }

    out.add({core::makeMemoryLedger(runs)}, "memory_ledger");

    const core::Run* worst = core::worstValidatedRun(runs);
    if (worst != nullptr) {
        auto ba = core::makeBlandAltman(*worst);
        if (ba.ok()) {
            out.add({*ba}, "bland_altman_run" + std::to_string(worst->id));
        } else {
            notes.push_back("Bland-Altman chart not drawn: " + ba.error().message);
        }
    } else {
        notes.push_back("No run has analyzer pulses: no Bland-Altman chart.");
    }
    return charts;
}

} // namespace cyclelab::app
