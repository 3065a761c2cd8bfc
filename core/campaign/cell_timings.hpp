#pragma once
// Where a cell's wall time goes (`cyclelab-cli run --timings`, docs/PERFORMANCE.md). Phases
// are wall-clock seconds on the thread that ran them; extraction that happens while the
// analyzer still delivers data is taken out of the phase it happened in, so the phases add up.

#include <algorithm>
#include <string>

namespace cyclelab::core {

struct CellTimings {
    double wallS = 0.0;            // the cell from its start to its runs committed
    double emulationS = 0.0;       // target booted and running every benchmark (QEMU or board)
    double captureImportS = 0.0;   // the analyzer's stop: the capture read back (libsigrok)
    double pulseExtractionS = 0.0; // the pulse extractor over the capture's samples
    double validationS = 0.0;      // cross-validation of every run
    double storeCommitS = 0.0;     // the cell's one store transaction
    // Everything else: starting the capture, waiting for a worker, queueing, bookkeeping.
    double otherS() const {
        return std::max(0.0, wallS - emulationS - captureImportS - pulseExtractionS - validationS -
                                 storeCommitS);
    }
};

struct CellTiming {
    int cellIndex = 0;
    std::string cellLabel;
    int worker = 0;
    CellTimings timings;
};

} // namespace cyclelab::core
