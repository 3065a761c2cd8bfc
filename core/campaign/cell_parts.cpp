#include "core/campaign/cell_parts.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/campaign/cell_benchmarks.hpp"

#include <algorithm>
#include <numeric>

namespace cyclelab::core {

int bootsPerCell(const BoardProfile& board) {
    return isVirtualBoard(board) ? 2 : 1;
}

std::vector<CellPart> cellParts(const CampaignSpec& spec, const FirmwareBuild& image,
                                const std::set<std::string>& storedKeys, int boots,
                                const DurationModel& model) {
    std::vector<BenchmarkSpec> measured = cellBenchmarks(spec, image);
    std::erase_if(measured, [](const BenchmarkSpec& b) { return calibrationBenchmark(b.id); });
    // As many parts as boots, but never one without a benchmark.
    const std::size_t parts = std::min(static_cast<std::size_t>(std::max(boots, 1)),
                                       std::max<std::size_t>(measured.size(), 1));
    // Longest processing time first: deterministic (ties keep cell order, then the lower part).
    std::vector<std::size_t> order(measured.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<double> cost(measured.size());
    for (std::size_t i = 0; i < measured.size(); ++i) {
        cost[i] = expectedBenchmarkSeconds(measured[i], spec, model);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return cost[a] > cost[b]; });
    std::vector<double> load(parts, 0.0);
    std::vector<std::size_t> partOf(measured.size(), 0);
    for (const std::size_t i : order) {
        const auto lightest =
            static_cast<std::size_t>(std::min_element(load.begin(), load.end()) - load.begin());
        partOf[i] = lightest;
        load[lightest] += cost[i];
    }
    // Number the parts by their first benchmark in cell order.
    std::vector<std::size_t> renumber(parts, parts);
    std::size_t next = 0;
    for (std::size_t i = 0; i < measured.size(); ++i) {
        if (renumber[partOf[i]] == parts) {
            renumber[partOf[i]] = next++;
        }
    }
    std::vector<CellPart> out;
    for (std::size_t p = 0; p < std::max<std::size_t>(next, 1); ++p) {
        CellPart part;
        part.number = static_cast<int>(p);
        part.skipped = storedKeys;
        for (std::size_t i = 0; i < measured.size(); ++i) {
            if (renumber[partOf[i]] != p) {
                part.skipped.insert(measured[i].key());
            }
        }
        if (p > 0) {
            part.skipped.insert(BenchmarkSpec{kBaselineBenchmark, {}}.key());
        }
        part.benches = cellBenchmarks(spec, image, part.skipped);
        for (const BenchmarkSpec& b : part.benches) {
            part.expectedS += expectedBenchmarkSeconds(b, spec, model);
        }
        if (!part.benches.empty()) {
            out.push_back(std::move(part));
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const CellPart& a, const CellPart& b) {
        return a.expectedS > b.expectedS;
    });
    return out;
}

} // namespace cyclelab::core
