#pragma once
// Published Thread-Metric figures a report puts next to CycleLab's (docs/THREAD_METRIC.md;
// docs/campaigns/thread-metric-reference.csv ships an example with its source).

#include "core/common/error.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace cyclelab::core {

// One published figure: a row of the reference CSV (columns test, kernel, board, cpu_mhz,
// cycles_per_iteration, source; test is the benchmark id, tm_cooperative).
struct ReferenceFigure {
    std::string test;
    std::string kernel; // as published: "FreeRTOS 10.3.1"
    std::string board;  // "STM32L432"
    double cpuMhz = 0.0;
    double cyclesPerIteration = 0.0;
    std::string source;
};

// A missing file, a missing column or a value that is not a number is an error naming the
// file, the line and the column.
Expected<std::vector<ReferenceFigure>> loadReferenceFigures(const std::filesystem::path& csv);

} // namespace cyclelab::core
