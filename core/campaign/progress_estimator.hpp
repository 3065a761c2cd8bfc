#pragma once
// The campaign's progress fraction and ETA, updated at every benchmark. Work is counted in the
// duration model's expected seconds (campaign_estimate.hpp), so a tick_accuracy run weighs what
// it takes, not what its position in the cell says. The ETA starts from the model and is
// refined with the durations measured as benchmarks finish: per benchmark and clock once that
// benchmark has been timed, else the ratio of measured to expected over what was timed so
// far of that kind of segment (boot, benchmark, finish). A retry puts its cell's work back into
// what is left. With several benches (`--jobs N`) the cells still to start are laid out on the
// benches as the runner hands them out: each, in cell order, to the bench free first.
//
// The fraction never goes backwards: work redone after a retry is added to the total, and the
// fraction reported is the largest so far. Times are seconds on the caller's clock (a steady
// clock in the runner, a plain number in tests).

#include "core/campaign/campaign_estimate.hpp"

#include <map>
#include <string>
#include <vector>

namespace cyclelab::core {

class ProgressEstimator {
  public:
    ProgressEstimator(CampaignSpec spec, DurationModel model, int lanes);

    // A cell that will run `benches` (in the order the executor measures them; the first one
    // carries the boot). `alreadyStored` benchmarks of it were stored before (a resume): they
    // count as done work.
    void addCell(int cell, std::uint64_t cpuHz, const std::vector<BenchmarkSpec>& benches,
                 const std::vector<BenchmarkSpec>& alreadyStored = {});
    // A cell finished before this session (a resume skips it): its work counts as done.
    void addDoneCell(const std::vector<BenchmarkSpec>& benches);

    // An attempt of `cell` starts (the first, or the retry: its benchmarks from the start).
    void attemptStarted(int cell, double nowS);
    // Benchmark `index` of the cell's list has been measured.
    void benchmarkDone(int cell, std::size_t index, double nowS);
    // Nothing more of `cell` runs (stored, failed, or given up on a stop). A stopped cell's
    // benchmarks not measured stay undone: the fraction holds instead of jumping to the end.
    void cellEnded(int cell, double nowS, bool stopped = false);

    // Of the whole campaign, 0..1; once the cells are added, never less than a value
    // returned before.
    double fraction() const;
    // The fraction at `nowS`, counting the part of each running benchmark that has passed
    // against what it is expected to take (never all of it: the benchmark's end credits the
    // rest), so the bar moves between benchmarks. Recorded: fraction() is never less after.
    double advance(double nowS);
    // Wall seconds until the campaign ends, from `nowS`.
    double etaSeconds(double nowS) const;

  private:
    // Boot and first benchmark, a later benchmark, or the finish: what a segment not timed
    // yet learns from (a fast boot says nothing about tick_accuracy's delays).
    enum Kind { Boot, Benchmark, Finish, Kinds };
    struct Segment {
        std::string key;        // what the measured time teaches: benchmark, clock, boot or not
        double expectedS = 0.0; // by the model
        Kind kind = Benchmark;
    };
    struct Cell {
        std::vector<Segment> segments;
        std::size_t next = 0; // the segment measured next
        bool running = false;
        bool ended = false;
        double segmentStartS = 0.0;
    };
    double expectedNow(const Segment& segment) const; // refined by what was measured
    void segmentDone(Cell& cell, std::size_t index, double nowS);
    double remainingOf(const Cell& cell, double nowS) const;
    double current() const; // done over total, unclamped by the past
    void credit(double expectedS);

    CampaignSpec m_spec;
    DurationModel m_model;
    int m_lanes = 1;
    std::map<int, Cell> m_cells;
    double m_totalS = 0.0; // expected work, redone work included
    double m_creditedS = 0.0;
    double m_fraction = 0.0;
    // Measured against expected, the older timings halved at each new one: a machine that
    // gets loaded (or unloaded) shows in the ETA within a benchmark or two.
    struct Learned {
        double measuredS = 0.0;
        double expectedS = 0.0;
        void add(double measured, double expected);
    };
    std::map<std::string, Learned> m_learned; // by segment key
    Learned m_byKind[Kinds];                  // over every segment of a kind timed
};

} // namespace cyclelab::core
