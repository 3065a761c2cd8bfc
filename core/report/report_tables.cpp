#include "core/report/report_tables.hpp"

#include "core/compare/comparison.hpp"
#include "core/compare/rank_analysis.hpp"
#include "core/model/thread_metric.hpp"
#include "core/report/cpu_load_table.hpp"
#include "core/report/object_ram_table.hpp"
#include "core/report/thread_metric_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace cyclelab::core {
namespace {

std::string orDash(const std::optional<double>& v, int decimals) {
    return v ? formatNumber(*v, decimals) : "—";
}

// " (port-implemented)" when the group's runs of this benchmark measured a port stand-in.
std::string portNote(const std::vector<const Run*>& runs, const std::string& benchmark,
                     const std::string& group, Condition groupBy) {
    for (const Run* r : runs) {
        if (r->benchmark.key() == benchmark && conditionValue(*r, groupBy) == group &&
            r->build.port.isPortImplemented(r->benchmark.id)) {
            return " (port-implemented)";
        }
    }
    return "";
}

// Rows are never pooled across conditions: every condition other than the grouping one that
// varies is spelled out next to the benchmark ("yield [opt=O2, cpuHz=168 MHz]").
ReportTable summaryTable(const ReportContent& content) {
    const Condition groupBy = content.plan.groupBy;
    const auto all = pointersTo(content.runs);
    const std::vector<Condition> extra = varyingConditionsExcept(all, {groupBy});
    std::map<std::string, std::vector<const Run*>> slices;
    for (const Run* r : all) {
        slices[conditionValues(*r, extra, true)].push_back(r);
    }
    ReportTable t;
    t.heading = "Per benchmark and " + std::string(toString(groupBy));
    t.caption = fixedConditionsCaption(all, {groupBy});
    t.headers = {"benchmark",  std::string(toString(groupBy)),
                 "n",          "min cyc",
                 "median cyc", "p99 cyc",
                 "median ns",  "analyzer ns",
                 "validation", "run ids"};
    t.runIdColumns = {9};
    for (const auto& [key, subset] : slices) {
        const Comparison cmp = buildComparison(subset, groupBy);
        for (const auto& c : cmp.cells) {
            std::string ids;
            for (auto id : c.runIds) {
                ids += (ids.empty() ? "" : ",") + std::to_string(id);
            }
            t.rows.push_back({key.empty() ? c.benchmark : c.benchmark + " [" + key + "]",
                              c.group + portNote(subset, c.benchmark, c.group, groupBy),
                              std::to_string(c.cycles.n), formatNumber(c.cycles.min, 0),
                              formatNumber(c.cycles.median, 1), formatNumber(c.cycles.p99, 1),
                              formatNumber(c.ns.median, 1), orDash(c.analyzerMedianNs, 1),
                              c.verdict ? std::string(toString(*c.verdict)) : "—", ids});
        }
    }
    t.emptyText = "No run has samples.";
    return t;
}

// One row per kernel and profile: where its configuration came from and the settings in which
// its two profiles differ, so a result difference can be read next to its configuration
// difference. Then every benchmark a kernel has no primitive for (N/A, with the port's reason)
// or that the port measured on its own stand-in.
void addKernelTables(const ReportContent& content, std::vector<ReportTable>& out) {
    std::map<std::pair<std::string, std::string>, const Run*> byKernel;
    for (const Run& r : content.runs) {
        byKernel.emplace(
            std::make_pair(kernelLabel(r.build), std::string(toString(r.build.kernel.profile))),
            &r);
    }
    ReportTable config;
    config.heading = "Kernels and their configurations";
    config.headers = {"kernel", "upstream commit", "profile", "configuration",
                      "differs from the other profile"};
    ReportTable special;
    special.heading = "Benchmarks a kernel has no primitive for, or measured on a port stand-in";
    special.headers = {"kernel", "benchmark", "status", "primitive or reason"};
    std::map<std::string, bool> listedSpecial;
    for (const auto& [key, run] : byKernel) {
        const KernelPort& p = run->build.port;
        const bool isDefault = run->build.kernel.profile == ConfigProfile::Default;
        std::string diff;
        for (const auto& [setting, values] : p.configDiff) {
            diff += (diff.empty() ? "" : ", ") + setting + "=" +
                    (isDefault ? values.first : values.second);
        }
        const std::string source = kernelSourceText(run->build.kernel);
        config.rows.push_back({key.first, source.empty() ? "—" : source, key.second,
                               p.configSource.empty() ? "—" : p.configSource,
                               diff.empty() ? "—" : diff});
        if (listedSpecial[key.first]) {
            continue;
        }
        listedSpecial[key.first] = true;
        for (const auto& [bench, why] : p.notApplicable) {
            special.rows.push_back({key.first, bench, "N/A", why});
        }
        for (const auto& bench : p.portImplemented) {
            auto prim = p.primitives.find(bench);
            special.rows.push_back({key.first, bench, "port-implemented",
                                    prim == p.primitives.end() ? "—" : prim->second});
        }
    }
    config.emptyText = "No runs.";
    special.emptyText = "Every benchmark was measured on the kernels' own primitives.";
    out.push_back(std::move(config));
    out.push_back(std::move(special));
}

void addRankTables(const ReportContent& content, std::vector<ReportTable>& out) {
    if (!content.plan.across) {
        ReportTable none;
        none.heading = "Rank flips";
        none.emptyText = "Only one condition varies: there is nothing to rank across.";
        out.push_back(std::move(none));
        return;
    }
    const RankAnalysis ra =
        analyzeRanks(content.runs, content.plan.groupBy, *content.plan.across, ValueUnit::Cycles);
    const std::string g = std::string(toString(ra.groupBy));
    const std::string a = std::string(toString(ra.across));
    ReportTable rankings;
    rankings.heading = "Ranking of " + g + " per " + a + " (median cycles, fastest first)";
    rankings.caption = english(ra.caption);
    rankings.headers = {"benchmark", a, "ranking"};
    for (const auto& b : ra.benchmarks) {
        for (const auto& r : b.rankings) {
            std::string order;
            for (std::size_t i = 0; i < r.order.size(); ++i) {
                order += (i ? " < " : "") + r.order[i] + " (" + formatNumber(r.medians[i], 1) + ")";
            }
            rankings.rows.push_back({b.benchmark, r.conditionValue, order});
        }
    }
    rankings.emptyText = "No rankings.";
    out.push_back(std::move(rankings));

    ReportTable flips;
    flips.heading = "Rank flips: " + g + " pairs whose order reverses between two " + a + " values";
    std::size_t withinNoise = 0;
    for (const auto& f : ra.flips) {
        withinNoise += f.beyondNoise ? 0 : 1;
    }
    flips.caption = flipNoiseRule() + " Within noise here: " + std::to_string(withinNoise) + ". " +
                    english(ra.caption);
    flips.headers = {"benchmark", "faster at X",        "slower at X",       "X",
                     "Y",         "medians at X (cyc)", "medians at Y (cyc)"};
    for (const auto& f : ra.flips) {
        if (!f.beyondNoise) {
            continue;
        }
        flips.rows.push_back({f.benchmark, f.groupA, f.groupB, f.conditionX, f.conditionY,
                              formatNumber(f.medianAX, 1) + " vs " + formatNumber(f.medianBX, 1),
                              formatNumber(f.medianAY, 1) + " vs " + formatNumber(f.medianBY, 1)});
    }
    flips.emptyText = "No flips beyond noise: every " + g + " pair keeps its order across " + a +
                      " or changes it by less than the noise (" + std::to_string(withinNoise) +
                      " such).";
    out.push_back(std::move(flips));

    ReportTable taus;
    taus.heading = "Kendall's tau-b between rankings of " + g + " at two " + a + " values";
    taus.caption = "1 = same order, -1 = reversed; NaN (—) with fewer than 2 common groups.";
    taus.headers = {"benchmark", "X", "Y", "groups", "tau-b"};
    for (const auto& c : ra.correlations) {
        taus.rows.push_back({c.benchmark, c.conditionX, c.conditionY, std::to_string(c.groups),
                             formatNumber(c.tauB, 3)});
    }
    taus.emptyText = "No pair of " + a + " values shares two " + g + " values.";
    out.push_back(std::move(taus));
}

} // namespace

std::string formatNumber(double value, int decimals) {
    if (!std::isfinite(value)) {
        return "—";
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

std::vector<std::string> runHeaders() {
    return {"id",      "benchmark",  "board",   "kernel",       "profile",       "opt",
            "MHz",     "WS",         "status",  "cycle source", "analyzer MS/s", "n",
            "min cyc", "median cyc", "p99 cyc", "median ns",    "analyzer ns",   "validation",
            "text",    "data",       "bss"};
}

std::vector<std::string> runRow(const Run& run) {
    std::vector<double> sorted(run.samples.begin(), run.samples.end());
    std::sort(sorted.begin(), sorted.end());
    const SampleSummary s = summarizeSorted(sorted);
    const double nsPer = nsPerCycle(run);
    return {std::to_string(run.id),
            run.benchmark.key(),
            run.build.boardId,
            kernelLabel(run.build),
            std::string(toString(run.build.kernel.profile)),
            std::string(toString(run.build.opt)),
            formatNumber(static_cast<double>(run.build.clock.cpuHz) / 1e6, 1),
            std::to_string(run.build.clock.flashWaitStates),
            std::string(toString(run.status)),
            run.cycleSource,
            formatNumber(run.analyzerSamplerateHz / 1e6, 1),
            std::to_string(s.n),
            formatNumber(s.min, 0),
            formatNumber(s.median, 1),
            formatNumber(s.p99, 1),
            nsPer > 0 ? formatNumber(s.median * nsPer, 1) : "—",
            orDash(analyzerMedianNs(run), 1),
            run.validation ? std::string(toString(run.validation->verdict)) : "—",
            std::to_string(run.build.textBytes),
            std::to_string(run.build.dataBytes),
            std::to_string(run.build.bssBytes)};
}

// Every run that did not pass, with the reason its verdict or status gives
// (docs/VALIDATION.md), so a failing run is never only a word in a column.
static ReportTable verdictReasonsTable(const ReportContent& content) {
    ReportTable t;
    t.heading = "Runs that fail, are inconclusive or implausible";
    t.caption = "Each with the reason of its verdict (rules in docs/VALIDATION.md) and how "
                "many of its samples disagree with their pulse or have none.";
    t.headers = {"id", "benchmark", "image", "verdict", "disagree", "unpaired", "reason"};
    t.runIdColumns = {0};
    for (const Run& r : content.runs) {
        if (r.status == RunStatus::Implausible) {
            t.rows.push_back({std::to_string(r.id), r.benchmark.key(), r.build.imageName,
                              "implausible", "—", "—", r.statusReason});
        } else if (r.validation && r.validation->verdict != Verdict::Pass) {
            const Validation& v = *r.validation;
            t.rows.push_back({std::to_string(r.id), r.benchmark.key(), r.build.imageName,
                              std::string(toString(v.verdict)), std::to_string(v.disagreeing),
                              std::to_string(v.unpaired), english(v.reason)});
        }
    }
    t.emptyText = "Every validated run passes.";
    return t;
}

// Every run of an image whose harness is larger than the shipped one (issue 38): the
// calibration cancels the extra work, so no verdict shows it, but the figures then rest on
// another harness than the one the project ships.
static ReportTable harnessWarningsTable(const ReportContent& content) {
    ReportTable t;
    t.heading = "Harness warnings";
    t.caption = "Runs whose image's harness costs more instructions than the shipped one "
                "(docs/VALIDATION.md, harness-cost).";
    t.headers = {"id", "benchmark", "image", "harness", "warning"};
    t.runIdColumns = {0};
    for (const Run& r : content.runs) {
        if (const auto warning = harnessSizeWarning(r.build)) {
            t.rows.push_back({std::to_string(r.id), r.benchmark.key(), r.build.imageName,
                              harnessSizeText(r.build), *warning});
        }
    }
    return t;
}

// Columns whose value is the same on every row are said once, in the conditions line, not
// repeated on every row (id and benchmark always stay).
static void dropConstantColumns(ReportTable& t) {
    for (std::size_t c = t.headers.size(); c-- > 2;) {
        const bool constant =
            !t.rows.empty() && std::all_of(t.rows.begin(), t.rows.end(), [&](const auto& row) {
                return row[c] == t.rows.front()[c];
            });
        if (constant) {
            t.headers.erase(t.headers.begin() + static_cast<std::ptrdiff_t>(c));
            for (auto& row : t.rows) {
                row.erase(row.begin() + static_cast<std::ptrdiff_t>(c));
            }
        }
    }
}

// The port acceptance checks (core/analysis/acceptance.hpp): one row per check run, its own
// verdict and the counts it rests on; a check the port declares n/a is listed with the reason.
static ReportTable acceptanceTable(const ReportContent& content) {
    ReportTable t;
    t.heading = "Port acceptance checks";
    t.caption = "stack_overflow: the kernel must report a deliberate overflow in every trial; "
                "irq_nesting: no high-rate interrupt lost and every sample nested. Separate "
                "from cross-validation, which judges the timing.";
    t.headers = {"id", "check", "image", "kernel", "profile", "result", "reason"};
    for (const Run& r : content.runs) {
        if (r.acceptance) {
            t.rows.push_back({std::to_string(r.id), r.benchmark.id, r.build.imageName,
                              kernelLabel(r.build), std::string(toString(r.build.kernel.profile)),
                              std::string(toString(r.acceptance->verdict)),
                              english(r.acceptance->reason)});
        }
    }
    if (t.rows.empty()) {
        return t; // the runs hold no check: no table, not a column of N/A
    }
    std::set<std::pair<std::string, std::string>> listed; // (image, check) n/a already shown
    for (const Run& r : content.runs) {
        for (const char* check : {"stack_overflow", "irq_nesting"}) {
            auto na = r.build.port.notApplicable.find(check);
            if (na != r.build.port.notApplicable.end() &&
                listed.insert({r.build.imageName, check}).second) {
                t.rows.push_back({"—", check, r.build.imageName, kernelLabel(r.build),
                                  std::string(toString(r.build.kernel.profile)), "N/A",
                                  na->second});
            }
        }
    }
    t.emptyText = "No acceptance check among these runs.";
    return t;
}

std::vector<ReportTable> buildReportTables(const ReportContent& all) {
    // Thread-Metric runs count iterations, not cycles: their own tables, and no place in the
    // cycle tables and rankings (which see the other runs only).
    ReportContent content = all;
    std::erase_if(content.runs, [](const Run& r) { return isThreadMetric(r.benchmark.id); });
    std::vector<ReportTable> out;
    if (!content.runs.empty() || all.runs.empty()) {
        out.push_back(summaryTable(content));
    }
    out.push_back(verdictReasonsTable(all));
    if (ReportTable harness = harnessWarningsTable(all); !harness.rows.empty()) {
        out.push_back(std::move(harness));
    }
    if (ReportTable checks = acceptanceTable(content); !checks.rows.empty()) {
        out.push_back(std::move(checks));
    }
    if (ReportTable ram = objectRamTable(all.runs); !ram.rows.empty()) {
        out.push_back(std::move(ram));
    }
    if (ReportTable load = cpuLoadTable(all.runs); !load.rows.empty()) {
        out.push_back(std::move(load));
    }
    for (auto& t : threadMetricTables(all.runs, all.references)) {
        out.push_back(std::move(t));
    }
    addKernelTables(content, out);
    addRankTables(content, out);
    ReportTable runs;
    runs.heading = "Runs";
    runs.caption = "Only the columns that differ between runs; the rest is in the conditions "
                   "above. Every run in full: runs.csv, runs.json.";
    runs.headers = runHeaders();
    for (const Run& r : all.runs) {
        runs.rows.push_back(runRow(r));
    }
    dropConstantColumns(runs);
    runs.rowsAreRuns = true;
    runs.emptyText = "No runs matched.";
    out.push_back(std::move(runs));
    return out;
}

} // namespace cyclelab::core
