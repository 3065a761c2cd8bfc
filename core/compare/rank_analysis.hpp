#pragma once
// Rankings of groups (e.g. kernels) per benchmark under each value of another condition (e.g.
// each frequency tier), the pairs whose order flips, and Kendall's tau-b between rankings.

#include "core/compare/comparison.hpp"

#include <span>
#include <string>
#include <vector>

namespace cyclelab::core {

struct GroupRanking {
    std::string conditionValue;     // e.g. "168 MHz"
    std::vector<std::string> order; // fastest (lowest median) first
    std::vector<double> medians;    // parallel to order
    std::vector<double> ranks;      // parallel to order; tied medians share the mean rank
    std::vector<double> ciHalf;     // parallel to order: medianCiHalfWidth of each group
};

// Half the width of the distribution-free 95 % confidence interval of the median of sorted
// samples: the order statistics at ranks n/2 -+ 0.98·sqrt(n) (Conover). 0 for one sample.
double medianCiHalfWidth(std::span<const double> sorted);

// The rule a rank flip must pass to be reported as real rather than noise, as a sentence.
inline constexpr double kFlipMinRelativeGap = 0.01;
std::string flipNoiseRule();

// Group A is faster than B under condition value X and slower under Y (strictly, both ways).
struct RankFlip {
    std::string benchmark;
    std::string groupA, groupB;
    std::string conditionX, conditionY;
    double medianAX = 0, medianBX = 0, medianAY = 0, medianBY = 0;
    double noiseX = 0, noiseY = 0; // sum of the two medians' CI half-widths at X and at Y
    // At both X and Y the medians differ by more than noise and by kFlipMinRelativeGap of the
    // larger one (flipNoiseRule): a flip of two equal kernels by sampling noise is not one.
    bool beyondNoise = false;
};

struct RankCorrelation {
    std::string benchmark;
    std::string conditionX, conditionY;
    std::size_t groups = 0; // groups measured under both values
    double tauB = 0;        // NaN with fewer than 2 common groups or a fully tied side
};

struct BenchmarkRanks {
    std::string benchmark;              // the row: benchmark key [+ other varying conditions]
    std::vector<GroupRanking> rankings; // in the natural order of the across condition
};

struct RankAnalysis {
    Condition groupBy = Condition::Kernel;
    Condition across = Condition::CpuHz;
    ValueUnit unit = ValueUnit::Cycles;
    std::vector<BenchmarkRanks> benchmarks;
    std::vector<RankFlip> flips;
    std::vector<RankCorrelation> correlations; // every pair of across values, per benchmark
    Message caption;                           // fixed conditions (conditions.hpp)
};

// Medians are of pooled samples per (row, across value, group) in the given unit, merged from
// the runs' orders in `sorted`. A row is a benchmark key plus the values of any other condition
// that varies ("yield [opt=O2]").
RankAnalysis analyzeRanks(const std::vector<Run>& runs, const SortedRuns& sorted, Condition groupBy,
                          Condition across, ValueUnit unit = ValueUnit::Cycles);
// The same, sorting the runs' samples for this analysis alone.
RankAnalysis analyzeRanks(const std::vector<Run>& runs, Condition groupBy, Condition across,
                          ValueUnit unit = ValueUnit::Cycles);

} // namespace cyclelab::core
