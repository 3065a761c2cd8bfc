#pragma once
// A cell's benchmarks split over boots of the target, so that one cell can run on several
// benches at once (`--jobs N` with fewer cells than benches, and a campaign's tail). A
// benchmark's counter samples depend on what ran before it on the same boot (kernel state
// outlives a benchmark: the ready queue's order after time slicing, the tick's phase), so the
// split is fixed by the cell alone, never by how many benches there are or which is free:
// a serial campaign boots the same parts one after the other and measures every benchmark
// after the same predecessors as a parallel one.
//
// Each part boots from reset and measures the calibration regions first (its capture needs
// them), then its benchmarks in cell order. Part 0, the one with the cell's first benchmark,
// keeps the calibration runs; the others measure them for their own capture only.

#include "core/campaign/campaign_estimate.hpp"
#include "core/model/model.hpp"

#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

// How many boots a cell of `board` is measured in: 2 on the virtual bench (a QEMU starts in
// well under a second), 1 on a board (a boot there is a flash, one board a bench).
int bootsPerCell(const BoardProfile& board);

struct CellPart {
    int number = 0; // 0..boots-1, by the cell-order position of its first benchmark
    // What the part's pass is told is stored already: the cell's stored keys, the other parts'
    // benchmarks and, for parts after the first, the calibration kept by part 0.
    std::set<std::string> skipped;
    std::vector<BenchmarkSpec> benches; // what it measures (cellBenchmarks(spec, image, skipped))
    double expectedS = 0.0;             // its benchmarks' expected seconds under the split's model
};

// The parts of a cell of `spec` with `image`, each with something left to measure (a resume
// of a cell stopped part-way leaves out what `storedKeys` holds, and a part with nothing left),
// the longest first (the runner starts them in this order: the short ones fill the tail).
// The benchmarks are dealt out by expected time under `model` (the largest first, each to the
// lightest part so far), a model of defaults only, so every machine splits a cell the same way.
std::vector<CellPart> cellParts(const CampaignSpec& spec, const FirmwareBuild& image,
                                const std::set<std::string>& storedKeys, int boots,
                                const DurationModel& model);

} // namespace cyclelab::core
