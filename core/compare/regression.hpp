#pragma once
// Regression check between two runs or two sets of runs: Mann-Whitney U, Cliff's delta, a
// seeded bootstrap CI of the median difference and a verdict against a threshold.

#include "core/compare/comparison.hpp"
#include "core/compare/sample_stats.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

enum class ChangeVerdict { NoChange, Regression, Improvement };
std::string_view toString(ChangeVerdict verdict); // "no change", "regression", "improvement"

struct RegressionOptions {
    double thresholdPct = 5.0; // |median change| must exceed this ...
    double alpha = 0.05;       // ... and the Mann-Whitney p must be below this
    std::size_t bootstrapIterations = 1000;
    std::uint64_t seed = 20260101;
    ValueUnit unit = ValueUnit::Cycles;
};

struct SampleComparison {
    std::size_t nA = 0, nB = 0;
    double medianA = 0, medianB = 0;
    double medianDiff = 0; // medianB - medianA
    double changePct = 0;  // 100 * diff / medianA; +-inf when medianA is 0 and B differs
    MannWhitney test;
    double cliffsDelta = 0; // > 0: B slower
    BootstrapCi ci;         // of medianB - medianA
    ChangeVerdict verdict = ChangeVerdict::NoChange;
};

// a is the baseline, b the candidate. Larger values are slower (cycles, ns).
SampleComparison compareSamples(std::span<const double> a, std::span<const double> b,
                                const RegressionOptions& options);

struct SetComparisonRow {
    std::string key; // benchmark key, plus the values of conditions that vary within a set
    std::vector<std::int64_t> runsA, runsB;
    std::optional<SampleComparison> result; // nullopt: present on one side only (see note)
    std::string note;
};

struct SetComparison {
    std::vector<SetComparisonRow> rows;
    std::string conditionsA, conditionsB; // fixed conditions of each side
    RegressionOptions options;
    std::size_t regressions = 0, improvements = 0;
    // Worst regression in percent (0 when none); what --fail-on-regression checks.
    double worstRegressionPct = 0;
};

// Rows match on benchmark key plus the conditions that vary inside A or inside B (so the
// cells of one campaign stay apart while a condition fixed per side, e.g. the opt level two
// campaigns were built with, is what is being compared). Pooled samples per row and side.
SetComparison compareRunSets(const std::vector<Run>& a, const std::vector<Run>& b,
                             const RegressionOptions& options);
// Two single runs are compared with each other whatever their benchmark keys.
SetComparison compareRuns(const Run& a, const Run& b, const RegressionOptions& options);

} // namespace cyclelab::core
