#pragma once
// The statistics the Compare page shows beside its charts: every group of runs against a
// baseline group, per benchmark, with the numbers `cyclelab-cli compare --by FACTOR=X,Y`
// prints (core::compareRunSets: median change, bootstrap CI, Mann-Whitney p, Cliff's delta),
// and what differs among runs pooled into one figure (warm-up, samples per run, firmware).

#include "core/compare/conditions.hpp"
#include "core/compare/regression.hpp"
#include "core/model/model.hpp"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::app {

// What the statistics group by: a condition (the database a run was read from among them, when
// the Compare page reads several), or the campaign a run belongs to.
struct StatsGrouping {
    std::optional<core::Condition> condition; // none: by campaign
    friend bool operator==(const StatsGrouping&, const StatsGrouping&) = default;
};

// "FreeRTOS V11.1.0", "O2", or "campaign 3" (a run outside any campaign: "no campaign").
std::string statsGroupValue(const core::Run& run, const StatsGrouping& grouping);
// The distinct values among the runs, in the condition's natural order (campaigns by id).
std::vector<std::string> statsGroups(const std::vector<core::Run>& runs,
                                     const StatsGrouping& grouping);

// One condition that differs among runs pooled into one figure, and its values as they differ.
struct PoolDifference {
    enum class Kind { Warmup, SamplesPerRun, Firmware, Database, Board, CycleSource, CycleKind };
    Kind kind = Kind::Warmup;
    std::string values;     // "100 / 1000"; Firmware: the image name; CycleKind: unused
    std::size_t builds = 0; // Firmware: how many binaries the image name had
};
// "warm-up 100 / 1000", "firmware of qemu-f405-refkernel-minimal-O2: 2 builds", "cycles real /
// virtual (QEMU)": for files (CSV) and logs.
std::string english(const PoolDifference& difference);
// The same in the user's language, for the page.
QString said(const PoolDifference& difference);

struct StatsRow {
    std::string benchmark; // the key compareRunSets matched on
    std::string group;     // compared with the baseline group
    core::SetComparisonRow compared;
    // Conditions that differ among the runs pooled into this row (either side): "warm-up 100 /
    // 1000". Such a row is flagged: its runs do not share these conditions.
    std::vector<PoolDifference> differences;
};

struct GroupStatistics {
    StatsGrouping grouping;
    std::string baseline; // the group every other one is compared with
    std::vector<std::string> groups;
    core::RegressionOptions options;
    std::vector<StatsRow> rows; // group-major, benchmarks in compareRunSets' order
};

// Every group against `baseline` (the first group when empty or absent), with the CLI's
// default options in `unit`.
GroupStatistics groupStatistics(const std::vector<core::Run>& runs, const StatsGrouping& grouping,
                                std::string baseline, core::ValueUnit unit);

// What differs among runs that one figure pools: warm-up iterations, samples per run, the
// firmware of one image name (rebuilt between runs: another binary under the same name), and,
// for runs of several databases, the database, the board and what a cycle is (the cycle source;
// virtual QEMU instruction slots against a real core's cycles). "warm-up 100 / 1000", "samples
// per run 400 / 800", "firmware of qemu-f405-refkernel-minimal-O2: 2 builds", "database
// lab.sqlite / laptop.sqlite", "board nucleo-f429zi / qemu-f405", "cycles real / virtual
// (QEMU)". A difference in `compared` (the condition the figures set side by side) is the
// point, not a flag. Empty when they share them all.
std::vector<PoolDifference> pooledDifferences(const std::vector<const core::Run*>& runs,
                                              std::optional<core::Condition> compared = {});

} // namespace cyclelab::app
