#pragma once
// The comparison model: runs grouped by one condition, summarised per benchmark key.

#include "core/compare/conditions.hpp"
#include "core/compare/sample_stats.hpp"
#include "core/compare/sorted_runs.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

enum class ValueUnit { Cycles, Ns };
std::string_view toString(ValueUnit unit); // "cycles", "ns"

// Median pulse width in ns with the validation's toggle overhead subtracted; nullopt without
// pulses or without an analyzer sample rate.
std::optional<double> analyzerMedianNs(const Run& run);
// Pulse widths in ns, toggle overhead subtracted, in capture order.
std::vector<double> analyzerNs(const Run& run);

// One benchmark key under one group value. When several runs fall into the same cell (a
// condition other than the grouping one varies), their samples are pooled and runIds lists
// them all; the verdict is the worst of theirs (fail > inconclusive > pass).
struct ComparisonCell {
    std::string benchmark; // BenchmarkSpec::key()
    std::string group;     // conditionValue(run, groupBy)
    std::vector<std::int64_t> runIds;
    SampleSummary cycles;
    SampleSummary ns; // NaN fields when no clock is known
    std::optional<double> analyzerMedianNs;
    std::optional<Verdict> verdict;
    SortedValues sortedCycles; // pooled raw distribution, ascending (the run's own for one run)
    SortedValues sortedNs;     // null when a run has no clock

    const SampleSummary& summary(ValueUnit unit) const {
        return unit == ValueUnit::Ns ? ns : cycles;
    }
    std::span<const double> sorted(ValueUnit unit) const {
        return valuesOf(unit == ValueUnit::Ns ? sortedNs : sortedCycles);
    }
};

struct Comparison {
    Condition groupBy = Condition::Kernel;
    std::vector<std::string> benchmarks; // sorted keys
    std::vector<std::string> groups;     // natural order of the condition
    // Parallel to groups: the kernel's own colour (port.json, "#0072B2") when grouped by
    // kernel, else empty; charts fall back to a palette position for an empty entry.
    std::vector<std::string> groupColours;
    std::vector<ComparisonCell> cells;       // benchmark-major
    std::vector<Condition> varying;          // conditions that vary among the runs
    Message caption;                         // fixed conditions (conditions.hpp)
    std::vector<std::int64_t> skippedRunIds; // runs without samples

    const ComparisonCell* find(const std::string& benchmark, const std::string& group) const;
};

// The kernel's colour of the first run whose kernel label is `group` and that carries one;
// empty when grouped by anything but the kernel or when no run has a colour.
std::string groupColour(const std::vector<const Run*>& runs, Condition groupBy,
                        const std::string& group);

// Which pooled distributions a comparison's cells keep, for boxes, confidence intervals and
// tests on the samples; every cell has its summaries in both units either way. A cell of one
// run keeps that run's own values (no copy); one of several runs a merged copy. Pooling only
// what the caller reads spares the rest a copy: a distribution not kept is merged into one
// buffer reused by every cell, and a summary in ns is read from the cycles times the clock.
struct Pooling {
    bool cycles = true;
    bool ns = true;

    static constexpr Pooling summariesOnly() { return {false, false}; }
    static constexpr Pooling of(ValueUnit unit) {
        return {unit == ValueUnit::Cycles, unit == ValueUnit::Ns};
    }
    static constexpr Pooling of(ValueUnit a, ValueUnit b) {
        return {of(a).cycles || of(b).cycles, of(a).ns || of(b).ns};
    }
};

// Groups runs by groupBy; runs without samples are skipped (listed in skippedRunIds). A cell's
// distributions are merged from the runs' orders in `sorted`, which holds every run given.
Comparison buildComparison(const std::vector<const Run*>& runs, const SortedRuns& sorted,
                           Condition groupBy, Pooling pooling = {});
// The same, sorting the runs' samples for this comparison alone.
Comparison buildComparison(const std::vector<Run>& runs, Condition groupBy);
Comparison buildComparison(const std::vector<const Run*>& runs, Condition groupBy);

} // namespace cyclelab::core
